import Layout

/// The size classes of the device a scene is shown on; decides which size-class variations apply.
public struct IBTraits: Hashable, Sendable {
    /// Width size class (`horizontalSizeClass`).
    public var horizontalSizeClass: SizeClass
    /// Height size class (`verticalSizeClass`).
    public var verticalSizeClass: SizeClass

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// Any iPhone in portrait: compact width, regular height.
    public static let iPhonePortrait = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// Smaller iPhones in landscape: compact width, compact height.
    public static let iPhoneLandscape = IBTraits(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    /// Plus / Max iPhones in landscape: regular width, compact height.
    public static let iPhonePlusLandscape = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    /// iPad full screen, either orientation: regular width, regular height.
    public static let iPad = IBTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)
}

/// The condition of a `<variation key="...">`: `default` (Any width, Any height) or a
/// combination such as `heightClass=regular-widthClass=compact` (nil = Any).
public struct IBTraitCondition: Hashable, Sendable, CustomStringConvertible {
    /// `widthClass=`, nil = any width.
    public var widthClass: SizeClass?
    /// `heightClass=`, nil = any height.
    public var heightClass: SizeClass?
    /// Parts of the key this importer does not understand (`name=value`). A condition with any
    /// of these never matches.
    public var unrecognized: [String]

    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, unrecognized: [String] = []) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.unrecognized = unrecognized
    }

    /// The `default` variation (Any/Any).
    public static let any = IBTraitCondition()

    /// Reads a variation key (`default`, `widthClass=compact`,
    /// `heightClass=regular-widthClass=compact`, ...).
    public init(key: String) {
        self.init()
        if key == "default" || key.isEmpty { return }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2, let value = SizeClass(rawValue: pair[1]) {
                if pair[0] == "widthClass" { widthClass = value; continue }
                if pair[0] == "heightClass" { heightClass = value; continue }
            }
            unrecognized.append(String(part))
        }
    }

    /// True when the condition holds for the traits.
    public func matches(_ traits: IBTraits) -> Bool {
        guard unrecognized.isEmpty else { return false }
        if let w = widthClass, w != traits.horizontalSizeClass { return false }
        if let h = heightClass, h != traits.verticalSizeClass { return false }
        return true
    }

    /// Application order of matching variations: Any/Any first, then height-only, then
    /// width-only, then both; later ones win.
    public var precedence: Int {
        switch (widthClass, heightClass) {
        case (nil, nil): return 0
        case (nil, _?): return 1
        case (_?, nil): return 2
        case (_?, _?): return 3
        }
    }

    /// The XML key (`default` for Any/Any).
    public var description: String {
        var parts: [String] = []
        if let h = heightClass { parts.append("heightClass=\(h.rawValue)") }
        if let w = widthClass { parts.append("widthClass=\(w.rawValue)") }
        parts += unrecognized
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }
}
