/// A condition on the traits: every trait it names must match, the others match anything. A
/// recipe writes it as `when` (`"wC hR"`, `"landscape"`, `"dark"`: Recipe's
/// `TraitCondition+Notation.swift`); a storyboard as a `<variation key=>`
/// (`heightClass=regular-widthClass=compact`: InterfaceBuilder's `IBVariationKey`), which names
/// only size classes.
public struct TraitCondition: Sendable, Hashable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var orientation: Orientation?
    public var appearance: Appearance?

    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, orientation: Orientation? = nil,
                appearance: Appearance? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.appearance = appearance
    }

    /// The condition that names no trait (matches everything).
    public static let any = TraitCondition()

    /// True when every named trait equals the corresponding trait of `traits`.
    public func matches(_ traits: Traits) -> Bool {
        if let h = horizontalSizeClass, h != traits.horizontalSizeClass { return false }
        if let v = verticalSizeClass, v != traits.verticalSizeClass { return false }
        if let o = orientation, o != traits.orientation { return false }
        if let a = appearance, a != traits.appearance { return false }
        return true
    }

    /// The named traits as a recipe's `when` spells them: `wC hR landscape dark` (empty for
    /// `any`).
    public var description: String {
        var words: [String] = []
        if let h = horizontalSizeClass { words.append(h == .compact ? "wC" : "wR") }
        if let v = verticalSizeClass { words.append(v == .compact ? "hC" : "hR") }
        if let o = orientation { words.append(o.rawValue) }
        if let a = appearance { words.append(a.rawValue) }
        return words.joined(separator: " ")
    }
}
