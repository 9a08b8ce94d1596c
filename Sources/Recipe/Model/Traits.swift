import Layout

/// The traits a recipe is resolved for: both size classes (Layout's `SizeClass`, without
/// `unspecified`: a render always has one), the orientation and the appearance.
public struct Traits: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var orientation: Orientation
    public var appearance: Appearance

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, orientation: Orientation,
                appearance: Appearance = .light) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.appearance = appearance
    }

    /// An iPhone in portrait: compact width, regular height.
    public static let phonePortrait = Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, orientation: .portrait)
    /// A (non-Plus/Max) iPhone in landscape: compact width, compact height.
    public static let phoneLandscape = Traits(horizontalSizeClass: .compact, verticalSizeClass: .compact, orientation: .landscape)
}

/// A `when` condition: every trait it names must match (`"wC hR"` = compact width AND regular
/// height; `"landscape"`; `"wR"`; `"dark"`). Traits it does not name match anything.
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

    /// True when every named trait equals the corresponding trait of `traits`.
    public func matches(_ traits: Traits) -> Bool {
        if let h = horizontalSizeClass, h != traits.horizontalSizeClass { return false }
        if let v = verticalSizeClass, v != traits.verticalSizeClass { return false }
        if let o = orientation, o != traits.orientation { return false }
        if let a = appearance, a != traits.appearance { return false }
        return true
    }

    /// The tokens of the condition: `wC`, `wR`, `hC`, `hR`, `portrait`, `landscape`, `light`, `dark`.
    public static let tokens = ["wC", "wR", "hC", "hR", "portrait", "landscape", "light", "dark"]

    /// Parses `"wC hR"` and the like; nil plus a message when malformed.
    static func parse(_ text: String) -> Result<TraitCondition, TraitConditionError> {
        var condition = TraitCondition()
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.isEmpty { return .failure(TraitConditionError(token: text, message: "empty trait condition")) }
        for word in words {
            switch word {
            case "wC", "wR":
                if condition.horizontalSizeClass != nil {
                    return .failure(TraitConditionError(token: word, message: "the horizontal size class is given twice"))
                }
                condition.horizontalSizeClass = word == "wC" ? .compact : .regular
            case "hC", "hR":
                if condition.verticalSizeClass != nil {
                    return .failure(TraitConditionError(token: word, message: "the vertical size class is given twice"))
                }
                condition.verticalSizeClass = word == "hC" ? .compact : .regular
            case "portrait", "landscape":
                if condition.orientation != nil {
                    return .failure(TraitConditionError(token: word, message: "the orientation is given twice"))
                }
                condition.orientation = word == "portrait" ? .portrait : .landscape
            case "light", "dark":
                if condition.appearance != nil {
                    return .failure(TraitConditionError(token: word, message: "the appearance is given twice"))
                }
                condition.appearance = word == "light" ? .light : .dark
            default:
                return .failure(TraitConditionError(
                    token: word,
                    message: "unknown trait \"\(word)\"\(Suggestions.hint(Suggestions.closest(to: word, in: tokens))); expected space-separated wC, wR, hC, hR, portrait, landscape, light, dark"))
            }
        }
        return .success(condition)
    }

    /// `wC hR landscape`.
    public var description: String {
        var words: [String] = []
        if let h = horizontalSizeClass { words.append(h == .compact ? "wC" : "wR") }
        if let v = verticalSizeClass { words.append(v == .compact ? "hC" : "hR") }
        if let o = orientation { words.append(o.rawValue) }
        if let a = appearance { words.append(a.rawValue) }
        return words.joined(separator: " ")
    }
}

struct TraitConditionError: Error {
    var token: String
    var message: String
}
