import Layout

/// A recipe's `when` notation of Layout's `TraitCondition`: space-separated `wC`, `wR`, `hC`,
/// `hR`, `portrait`, `landscape`, `light`, `dark` (the condition's `description` writes it back).
extension TraitCondition {
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
}

struct TraitConditionError: Error {
    var token: String
    var message: String
}
