import Layout

/// The traits a recipe is resolved for: both size classes (Layout's `SizeClass`, without
/// `unspecified`: a render always has one) and the orientation.
public struct Traits: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var orientation: Orientation

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, orientation: Orientation) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
    }

    /// An iPhone in portrait: compact width, regular height.
    public static let phonePortrait = Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, orientation: .portrait)
    /// A (non-Plus/Max) iPhone in landscape: compact width, compact height.
    public static let phoneLandscape = Traits(horizontalSizeClass: .compact, verticalSizeClass: .compact, orientation: .landscape)
}

/// A `when` condition: every trait it names must match (`"wC hR"` = compact width AND regular
/// height; `"landscape"`; `"wR"`). Traits it does not name match anything.
public struct TraitCondition: Sendable, Hashable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var orientation: Orientation?

    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, orientation: Orientation? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
    }

    /// True when every named trait equals the corresponding trait of `traits`.
    public func matches(_ traits: Traits) -> Bool {
        if let h = horizontalSizeClass, h != traits.horizontalSizeClass { return false }
        if let v = verticalSizeClass, v != traits.verticalSizeClass { return false }
        if let o = orientation, o != traits.orientation { return false }
        return true
    }

    /// The tokens of the condition: `wC`, `wR`, `hC`, `hR`, `portrait`, `landscape`.
    public static let tokens = ["wC", "wR", "hC", "hR", "portrait", "landscape"]

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
            default:
                return .failure(TraitConditionError(
                    token: word,
                    message: "unknown trait \"\(word)\"\(Suggestions.hint(Suggestions.closest(to: word, in: tokens))); expected space-separated wC, wR, hC, hR, portrait, landscape"))
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
        return words.joined(separator: " ")
    }
}

struct TraitConditionError: Error {
    var token: String
    var message: String
}
