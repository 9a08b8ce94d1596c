import Layout

/// The recipe's legality rules and Cookbook spelling of Layout's `LayoutAttribute`.
extension LayoutAttribute {
    /// Which family an attribute belongs to, for the legality rules.
    public enum Category: Sendable, Hashable {
        case size, horizontal, vertical, none
    }

    public var category: Category {
        switch self {
        case .width, .height: return .size
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute: return .none
        }
    }

    /// leading/trailing (and their margins): direction-dependent.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// left/right (and their margins): absolute.
    public var isAbsolute: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// An attribute of the layout-margins rectangle.
    public var isMargin: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }

    /// firstBaseline / lastBaseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The Cookbook spelling: `LeadingMargin`, `CenterXWithinMargins`, `FirstBaseline`.
    public var cookbookName: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// The layout guides every view has (or that UIKit adds to scroll views).
public enum SystemGuide: String, Sendable, Hashable, CaseIterable {
    case safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide
    /// `UIScrollView.contentLayoutGuide`.
    case contentLayoutGuide
    /// `UIScrollView.frameLayoutGuide`.
    case frameLayoutGuide

    /// Spellings accepted after a view name: `Scroll View.Content Layout Guide.Top`,
    /// `Scroll View.contentLayoutGuide.Top`, `Root.Safe Area.Top`, `X.Margins.Leading`.
    static let spellings: [(String, SystemGuide)] = [
        ("Safe Area", .safeAreaLayoutGuide), ("safeAreaLayoutGuide", .safeAreaLayoutGuide),
        ("Layout Margins Guide", .layoutMarginsGuide), ("Margins", .layoutMarginsGuide),
        ("layoutMarginsGuide", .layoutMarginsGuide),
        ("Readable Content Guide", .readableContentGuide), ("readableContentGuide", .readableContentGuide),
        ("Content Layout Guide", .contentLayoutGuide), ("contentLayoutGuide", .contentLayoutGuide),
        ("Frame Layout Guide", .frameLayoutGuide), ("frameLayoutGuide", .frameLayoutGuide),
    ]
}

/// Which view owns a system guide.
public enum GuideOwner: Sendable, Hashable {
    /// The named view.
    case view(String)
    /// The superview of the constraint's other (view) item.
    case superview
    /// The recipe's root view (the view controller's view).
    case root
}

/// One side of a constraint.
public enum ConstraintItem: Sendable, Hashable, CustomStringConvertible {
    /// A named view.
    case view(String)
    /// A named `UILayoutGuide` declared in the recipe.
    case layoutGuide(String)
    /// `Superview`: the superview of the constraint's other item (for a layout guide: its owning view).
    case superview
    /// The view controller's `topLayoutGuide` (iOS 7–10), `Top Layout Guide`.
    case topLayoutGuide
    /// The view controller's `bottomLayoutGuide`, `Bottom Layout Guide`.
    case bottomLayoutGuide
    /// A view's built-in guide; `Safe Area` alone is `.systemGuide(.safeAreaLayoutGuide, owner: .root)`.
    case systemGuide(SystemGuide, owner: GuideOwner)

    /// The notation spelling.
    public var description: String {
        switch self {
        case .view(let n), .layoutGuide(let n): return n
        case .superview: return "Superview"
        case .topLayoutGuide: return "Top Layout Guide"
        case .bottomLayoutGuide: return "Bottom Layout Guide"
        case .systemGuide(let g, let owner):
            switch owner {
            case .root where g == .safeAreaLayoutGuide: return "Safe Area"
            case .root: return "Root.\(g.rawValue)"
            case .superview: return "Superview.\(g.rawValue)"
            case .view(let n): return "\(n).\(g.rawValue)"
            }
        }
    }

    /// True for items that are guides rather than views.
    public var isGuide: Bool {
        switch self {
        case .view, .superview: return false
        default: return true
        }
    }

    /// The view name this item mentions (its own, or its guide's owner's), if any.
    public var mentionedName: String? {
        switch self {
        case .view(let n), .layoutGuide(let n): return n
        case .systemGuide(_, .view(let n)): return n
        default: return nil
        }
    }
}

/// The constant of a constraint.
public enum ConstraintConstant: Sendable, Hashable, CustomStringConvertible {
    /// A number of points.
    case points(Double)
    /// Interface Builder's "Standard" spacing (8 between siblings, per uikit-behavior 1.3),
    /// times `sign` (+1, or −1 for `- Standard`). Layout picks the value.
    case standard(sign: Double)

    public var description: String {
        switch self {
        case .points(let v): return formatNumber(v)
        case .standard(let s): return s < 0 ? "-Standard" : "Standard"
        }
    }
}

/// How a constraint was written.
public enum ConstraintNotation: String, Sendable, Hashable {
    /// `Stack View.Leading = Superview.LeadingMargin`.
    case cookbook
    /// `H:|-[a]-|`.
    case visualFormat
    /// `{"first": ..., "firstAttribute": ...}`.
    case object
}

/// Where a constraint came from, for error messages and diagnostics.
public struct ConstraintSource: Sendable, Hashable {
    /// The text as written (for the object form, a rendering in Cookbook notation).
    public var text: String
    public var notation: ConstraintNotation
    public var file: String?
    public var path: JSONPath
    public var location: SourceLocation
}

/// One constraint: `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant @ priority`.
public struct ConstraintSpec: Sendable, Hashable, CustomStringConvertible {
    public var firstItem: ConstraintItem
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// nil for a constant-only constraint (then `secondAttribute` is `.notAnAttribute`).
    public var secondItem: ConstraintItem?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: ConstraintConstant
    /// 1...1000 (1000 = required).
    public var priority: Double
    public var identifier: String?
    /// The constraint exists only when this matches (nil: always).
    public var condition: TraitCondition?
    public var source: ConstraintSource

    public init(firstItem: ConstraintItem, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                secondItem: ConstraintItem? = nil, secondAttribute: LayoutAttribute = .notAnAttribute,
                multiplier: Double = 1, constant: ConstraintConstant = .points(0), priority: Double = 1000,
                identifier: String? = nil, condition: TraitCondition? = nil, source: ConstraintSource) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.condition = condition
        self.source = source
    }

    /// The constraint in Cookbook notation (normalised): `A.Top >= B.Bottom × 2 + 8 @750`.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute.cookbookName) \(relation == .equal ? "=" : relation.symbol) "
        var constantText: String
        switch constant {
        case .points(let v): constantText = v == 0 ? "" : (v < 0 ? "- \(formatNumber(-v))" : "+ \(formatNumber(v))")
        case .standard(let s): constantText = s < 0 ? "- Standard" : "+ Standard"
        }
        if let secondItem {
            text += "\(secondItem).\(secondAttribute.cookbookName)"
            if multiplier != 1 { text += " × \(formatNumber(multiplier))" }
            if !constantText.isEmpty { text += " " + constantText }
        } else {
            switch constant {
            case .points(let v): text += formatNumber(v)
            case .standard(let s): text += s < 0 ? "-Standard" : "Standard"
            }
        }
        if priority != 1000 { text += " @\(formatNumber(priority))" }
        return text
    }
}
