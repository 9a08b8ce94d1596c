extension Device {
    /// The preset a mistyped `--device` value most likely means, if any: the preset whose name
    /// or display name spells the same letters and digits, ignoring case, hyphens, spaces and
    /// other punctuation (`iphone15` and `iPhone 15` → `iphone-15`; `iPad Pro 11"` →
    /// `ipad-pro-11`). Nil for a known name or when nothing matches.
    public static func suggestion(for text: String) -> String? {
        let key = spellingKey(text)
        guard !key.isEmpty, named(text) == nil else { return nil }
        return all.first { spellingKey($0.name) == key || spellingKey($0.displayName) == key }?.name
    }

    /// `; did you mean "iphone-15"?` for a mistyped preset name, else an empty string.
    public static func suggestionHint(for text: String) -> String {
        suggestion(for: text).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Lowercased ASCII letters and digits only.
    static func spellingKey(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            .map(Character.init))
    }
}
