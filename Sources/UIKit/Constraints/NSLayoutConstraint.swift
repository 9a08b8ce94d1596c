/// `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute
/// + constant`, at a priority. Items are views and layout guides. An active constraint takes part
/// in the layout of the hierarchy that holds both of its items.
@MainActor
open class NSLayoutConstraint: CustomStringConvertible {
    /// `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// `NSLayoutConstraint.FormatOptions` for the visual format language.
    public struct FormatOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat
    /// Changing a required priority of an active constraint throws in UIKit; here it is taken as set.
    public var priority: UILayoutPriority = .required
    public var identifier: String?
    public var shouldBeArchived = false
    /// Activation order: constraints reach the engine in the order they were activated.
    var activationIndex = 0

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { activationIndex > 0 }
        set { newValue ? ConstraintRegistry.activate(self) : ConstraintRegistry.deactivate(self) }
    }

    public var firstAnchor: AnyObject? { firstItem.flatMap { Self.anchor(of: $0, firstAttribute) } }
    public var secondAnchor: AnyObject? { secondItem.flatMap { Self.anchor(of: $0, secondAttribute) } }

    /// Activates each constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    nonisolated public var description: String { "<NSLayoutConstraint>" }

    private static func anchor(of item: AnyObject, _ attribute: Attribute) -> AnyObject? {
        (item as? LayoutAnchorProviding)?.anchor(for: attribute)
    }
}
