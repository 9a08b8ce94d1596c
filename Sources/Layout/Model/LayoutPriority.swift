/// An Auto Layout priority, 1...1000 (UILayoutPriority). 1000 is required.
public struct LayoutPriority: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 0.5, below every priority a constraint can have (1...1000): the level of the stays that
    /// keep what the constraints leave free at a view's design frame (`ViewNode.designFrame`).
    public static let designFrameStay = LayoutPriority(0.5)
    public var isRequired: Bool { rawValue >= 1000 }
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// A pair of priorities, one per axis (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Codable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public init(_ h: Float, _ v: Float) { self.init(horizontal: LayoutPriority(h), vertical: LayoutPriority(v)) }
    public subscript(axis: Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// A layout axis.
public enum Axis: String, Hashable, Codable, Sendable, CaseIterable {
    case horizontal, vertical
}
