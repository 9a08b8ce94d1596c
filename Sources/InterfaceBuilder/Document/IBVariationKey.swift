import Layout

/// The key of a `<variation key="...">`: `default` (Any width, Any height) or a combination such
/// as `heightClass=regular-widthClass=compact`, read as Layout's `TraitCondition` (which it
/// fills with size classes only).
public struct IBVariationKey: Hashable, Sendable, CustomStringConvertible {
    /// `widthClass=` as the horizontal size class, `heightClass=` as the vertical one; nil = any.
    public var condition: TraitCondition
    /// Parts of the key this importer does not understand (`name=value`). A key with any of
    /// these never matches.
    public var unrecognized: [String]

    public init(condition: TraitCondition = .any, unrecognized: [String] = []) {
        self.condition = condition
        self.unrecognized = unrecognized
    }

    /// The `default` variation (Any/Any).
    public static let any = IBVariationKey()

    /// Reads a variation key (`default`, `widthClass=compact`,
    /// `heightClass=regular-widthClass=compact`, ...).
    public init(key: String) {
        self.init()
        if key == "default" || key.isEmpty { return }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2, let value = SizeClass(rawValue: pair[1]) {
                if pair[0] == "widthClass" { condition.horizontalSizeClass = value; continue }
                if pair[0] == "heightClass" { condition.verticalSizeClass = value; continue }
            }
            unrecognized.append(String(part))
        }
    }

    /// True when the key's condition holds for the traits.
    public func matches(_ traits: Traits) -> Bool {
        unrecognized.isEmpty && condition.matches(traits)
    }

    /// Application order of matching variations: Any/Any first, then height-only, then
    /// width-only, then both; later ones win.
    public var precedence: Int {
        switch (condition.horizontalSizeClass, condition.verticalSizeClass) {
        case (nil, nil): return 0
        case (nil, _?): return 1
        case (_?, nil): return 2
        case (_?, _?): return 3
        }
    }

    /// The XML key (`default` for Any/Any).
    public var description: String {
        var parts: [String] = []
        if let h = condition.verticalSizeClass { parts.append("heightClass=\(h.rawValue)") }
        if let w = condition.horizontalSizeClass { parts.append("widthClass=\(w.rawValue)") }
        parts += unrecognized
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }
}
