import Layout

/// Installed / uninstalled state changes of one `<mask>` in a variation.
public struct IBMask: Hashable, Sendable {
    /// Ids made installed (`<include reference=>`), in document order.
    public var included: [String]
    /// Ids made uninstalled (`<exclude reference=>`), in document order.
    public var excluded: [String]

    public init(included: [String] = [], excluded: [String] = []) {
        self.included = included
        self.excluded = excluded
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }
}

/// A `<variation key="...">` written on a view: which of its constraints and subviews are
/// installed under the condition, and which of its properties change.
public struct IBViewVariation: Hashable, Sendable {
    public var key: IBVariationKey
    /// `<mask key="constraints">` (references to this view's constraints).
    public var constraints: IBMask
    /// `<mask key="subviews">` (references to this view's subviews).
    public var subviews: IBMask
    /// Names of the properties the variation overrides (attribute names and child-element
    /// keys, sorted), e.g. `["fontDescription"]`, `["axis"]`, `["frame"]`.
    public var overriddenProperties: [String]
    /// Where the `<variation>` element is.
    public var source: SourceLocation
    /// The raw overrides (internal): attributes and keyed child elements.
    var rawAttributes: [String: String]
    var rawElements: [XMLElementNode]

    public init(key: IBVariationKey, constraints: IBMask = IBMask(), subviews: IBMask = IBMask(),
                overriddenProperties: [String] = [], source: SourceLocation) {
        self.key = key
        self.constraints = constraints
        self.subviews = subviews
        self.overriddenProperties = overriddenProperties
        self.source = source
        self.rawAttributes = [:]
        self.rawElements = []
    }
}

/// A `<variation key="..." constant="..."/>` inside a `<constraint>`: the constraint's values
/// under the condition (already merged with the base values).
public struct IBConstraintVariation: Hashable, Sendable {
    public var key: IBVariationKey
    /// The attribute names the variation overrides, sorted (`constant`, `multiplier`, ...).
    public var overriddenProperties: [String]
    public var constant: Double
    public var multiplier: Double
    public var priority: Double
    public var relation: LayoutRelation
    public var source: SourceLocation

    public init(key: IBVariationKey, overriddenProperties: [String], constant: Double,
                multiplier: Double, priority: Double, relation: LayoutRelation, source: SourceLocation) {
        self.key = key
        self.overriddenProperties = overriddenProperties
        self.constant = constant
        self.multiplier = multiplier
        self.priority = priority
        self.relation = relation
        self.source = source
    }
}
