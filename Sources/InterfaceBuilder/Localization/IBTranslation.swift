import Layout

/// What a document is localized with: a language's strings (from `LANG.lproj/NAME.strings` or
/// a String Catalog), or one of Xcode's pseudolanguages, which transforms every string.
public enum IBTranslation: Hashable, Sendable {
    /// A language's table; a string without a key in it keeps the base string.
    case strings(language: String, table: StringsTable)
    case pseudolanguage(Pseudolanguage)

    /// The replacement of the string `base` at `key` (`BYZ-38-t0r.text`), nil to keep it.
    public func replacement(key: String, base: String) -> String? {
        switch self {
        case .strings(_, let table): return table[key]
        case .pseudolanguage(let p): return p.transform(base)
        }
    }

    /// The language's layout direction: right to left for Arabic, Hebrew, Persian, Urdu (and
    /// the other right-to-left scripts' languages) and the mirrored pseudolanguages.
    public var layoutDirection: LayoutDirection {
        switch self {
        case .strings(let language, _): return LocaleDirection.of(language)
        case .pseudolanguage(let p): return p.layoutDirection ?? .leftToRight
        }
    }
}

/// The layout direction a locale's language writes in.
public enum LocaleDirection {
    /// Languages written right to left (ISO 639 codes): Arabic, Hebrew (also the old `iw`),
    /// Persian, Urdu, Pashto, Yiddish, Dhivehi, Sorani Kurdish, Sindhi, Uyghur.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// Right to left for a locale (`ar`, `ar-001`, `he_IL`) of such a language, or a mirrored
    /// pseudolanguage; left to right otherwise.
    public static func of(_ locale: String) -> LayoutDirection {
        if let p = Pseudolanguage(rawValue: locale) { return p.layoutDirection ?? .leftToRight }
        let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}
