/// NSLayoutConstraint.Attribute.
public enum LayoutAttribute: String, Hashable, Codable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The absent second attribute of a constant constraint.
    case notAnAttribute

    enum Family { case size, horizontalPosition(directional: Bool?), verticalPosition, none }

    var family: Family {
        switch self {
        case .width, .height: return .size
        case .left, .right, .leftMargin, .rightMargin: return .horizontalPosition(directional: false)
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .horizontalPosition(directional: true)
        case .centerX, .centerXWithinMargins: return .horizontalPosition(directional: nil)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .verticalPosition
        case .notAnAttribute: return .none
        }
    }

    /// The axis the attribute measures along (nil for notAnAttribute).
    public var axis: Axis? {
        switch family {
        case .size: return self == .width ? .horizontal : .vertical
        case .horizontalPosition: return .horizontal
        case .verticalPosition: return .vertical
        case .none: return nil
        }
    }

    /// The name UIKit prints in constraint descriptions.
    var logName: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        default: return rawValue
        }
    }
}

/// NSLayoutConstraint.Relation.
public enum LayoutRelation: String, Hashable, Codable, Sendable, CaseIterable {
    case lessThanOrEqual, equal, greaterThanOrEqual
    /// `<=`, `==`, `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
