import Layout

/// One `<constraint>` of a view's `<constraints>`.
///
/// `firstItem = secondItem × multiplier + constant` (with `relation` in place of `=`).
public struct IBConstraint: Hashable, Sendable {
    /// The constraint's id.
    public var id: String
    /// The id of the view whose `<constraints>` list holds it (where UIKit installs it).
    public var ownerID: String
    /// The first item's id; the owning view's id when the XML omits `firstItem`.
    public var firstItem: String
    /// True when the XML omitted `firstItem` (it is then the owning view).
    public var firstItemIsImplicit: Bool
    /// `firstAttribute=` (`baseline` reads as `.lastBaseline`).
    public var firstAttribute: LayoutAttribute
    /// `relation=` (absent = equal).
    public var relation: LayoutRelation
    /// The second item's id, nil for a constant size constraint.
    public var secondItem: String?
    /// `.notAnAttribute` when there is no second item.
    public var secondAttribute: LayoutAttribute
    /// `multiplier=`: a number (`2`, `0.5`) or a ratio `a:b` read as a / b (`3:4` = 0.75,
    /// i.e. width : height for an aspect-ratio constraint). Absent = 1.
    public var multiplier: Double
    /// `constant=`, absent = 0.
    public var constant: Double
    /// `priority=` 1...1000, absent = 1000 (required).
    public var priority: Double
    /// `identifier=` (shown by UIKit in logs).
    public var identifier: String?
    /// `placeholder="YES"`: Interface Builder removes it at build time; `IBScene.installed`
    /// drops it.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is Interface Builder's "standard" spacing.
    public var usesStandardSpacing: Bool
    /// Per-size-class values (`<variation key="..." constant="..."/>` inside the constraint).
    public var variations: [IBConstraintVariation]
    /// Where the `<constraint>` element is.
    public var source: SourceLocation

    public init(id: String, ownerID: String, firstItem: String, firstItemIsImplicit: Bool,
                firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                secondItem: String? = nil, secondAttribute: LayoutAttribute = .notAnAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                identifier: String? = nil, isPlaceholder: Bool = false,
                usesStandardSpacing: Bool = false, variations: [IBConstraintVariation] = [],
                source: SourceLocation) {
        self.id = id
        self.ownerID = ownerID
        self.firstItem = firstItem
        self.firstItemIsImplicit = firstItemIsImplicit
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isPlaceholder = isPlaceholder
        self.usesStandardSpacing = usesStandardSpacing
        self.variations = variations
        self.source = source
    }

    /// True when priority is 1000.
    public var isRequired: Bool { priority >= 1000 }
}
