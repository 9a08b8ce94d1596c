import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15 and later): one JSON file with every language's
/// strings, `{"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANG: {"stringUnit":
/// {"value": ...}}}}}}`. Only plain string units are read; plural and device variations keep
/// the base string.
public struct StringCatalog: Hashable, Sendable {
    public var sourceLanguage: String?
    /// Values by language, then key.
    public var languages: [String: [String: String]]

    /// The languages with at least one string, sorted.
    public var languageNames: [String] { languages.keys.sorted() }

    /// The table of one language.
    public func table(_ language: String) -> StringsTable? {
        languages[language].map(StringsTable.init(entries:))
    }

    /// Reads and parses the catalog at `path`.
    public static func load(path: String) throws(LocalizationError) -> StringCatalog {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocalizationError("\(path): error: cannot read the string catalog", file: path)
        }
        return try parse(data, path: path)
    }

    /// Parses a catalog's bytes; `path` names it in errors.
    public static func parse(_ data: Data, path: String) throws(LocalizationError) -> StringCatalog {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            throw LocalizationError("\(path): error: not a string catalog (a JSON object with \"strings\")", file: path)
        }
        var languages: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
                if let value = unit?["value"] as? String { languages[language, default: [:]][key] = value }
            }
        }
        return StringCatalog(sourceLanguage: root["sourceLanguage"] as? String, languages: languages)
    }
}
