import Foundation
import InterfaceBuilder
import Recipe

extension SnapshotError {
    /// A translation that cannot be used: invalid input, about its file (else `file`).
    init(_ error: LocalizationError, file: String?) {
        self.init(.invalidInput, error.message, file: error.file ?? file)
    }
}

/// A recipe in a locale: its `"strings"` table's language (or `--strings`), or a
/// pseudolanguage, applied to its text before it is decoded (docs/localization.md).
extension SnapshotPipeline {
    /// Reads a recipe in `locale` (nil or `base`: as written). A locale the recipe has no
    /// translation for is an error that lists those it has.
    public func loadRecipe(at path: String, locale: String?, strings: String? = nil) throws(SnapshotError) -> RecipeDocument {
        let document = try loadRecipe(at: path)
        guard let locale, let translation = try Self.translation(of: document, locale: locale, strings: strings) else { return document }
        do throws(RecipeError) {
            return try RecipeDocument.load(path: path, limits: limits, translation: translation)
        } catch {
            throw Self.error(error, file: path)
        }
    }

    /// How `locale` replaces the recipe's strings; nil for `base`.
    static func translation(of document: RecipeDocument, locale: String, strings: String?) throws(SnapshotError) -> RecipeTranslation? {
        if locale.lowercased() == IBStringsSource.baseName { return nil }
        if let p = Pseudolanguage(rawValue: locale) { return { _, base in p.transform(base) } }
        let table = try stringsTable(of: document, locale: locale, strings: strings)
        return { key, base in key.flatMap { table[$0] } ?? table[base] }
    }

    /// The table of `locale`: from `--strings` (a `.strings` file or a catalog), else the
    /// recipe's `"strings"` (the locale, else its language).
    private static func stringsTable(of document: RecipeDocument, locale: String, strings: String?) throws(SnapshotError) -> StringsTable {
        let file = document.file ?? "the recipe"
        do throws(LocalizationError) {
            if let strings, strings.hasSuffix(".xcstrings") {
                if let t = try StringCatalog.load(path: strings).table(locale) { return t }
            } else if let strings {
                return try StringsTable.load(path: strings)
            }
            for candidate in IBStringsSource.candidates(locale) {
                guard let language = document.strings.keys.sorted().first(where: { IBStringsSource.normalized($0) == candidate }) else { continue }
                switch document.strings[language] {
                case .table(let entries)?: return StringsTable(entries: entries)
                case .file(let relative)?: return try StringsTable.load(path: (document.baseDirectory as NSString).appendingPathComponent(relative))
                case nil: continue
                }
            }
        } catch {
            throw SnapshotError(error, file: file)
        }
        let have = document.strings.isEmpty ? "it has no \"strings\" table" : "its \"strings\" are \(document.strings.keys.sorted().joined(separator: ", "))"
        let pseudo = Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")
        throw SnapshotError(.invalidInput, "error: --locale \(locale): no translation of \(file); \(have); also base (the recipe as written) and the pseudolanguages \(pseudo)",
                            file: document.file)
    }
}
