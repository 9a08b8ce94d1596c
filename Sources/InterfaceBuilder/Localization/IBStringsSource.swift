import Foundation

/// Where a document's translations are: `LANG.lproj/NAME.strings` beside its `Base.lproj` (or
/// beside the document when it is not in one), a String Catalog `NAME.xcstrings` there, or what
/// `--strings` names: a folder of `LANG.lproj` folders, one `.strings` file, or a catalog.
/// `NAME` is the document's file name without its extension; in a `--strings` folder, an
/// `.lproj` without `NAME.strings` but with exactly one `.strings` file uses that one.
public struct IBStringsSource: Hashable, Sendable {
    public var documentPath: String
    /// `--strings`: a folder, a `.strings` file or an `.xcstrings` catalog; nil: beside the document.
    public var stringsPath: String?

    public init(documentPath: String, stringsPath: String? = nil) {
        self.documentPath = documentPath
        self.stringsPath = stringsPath
    }

    /// The name `--locale` takes for the document as written, untranslated.
    public static let baseName = "base"

    var tableName: String { ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// The folders searched for `.lproj` folders and catalogs.
    var folders: [String] {
        if let stringsPath { return Self.isFolder(stringsPath) ? [stringsPath] : [] }
        let dir = (documentPath as NSString).deletingLastPathComponent
        let docDir = dir.isEmpty ? "." : dir
        guard (docDir as NSString).lastPathComponent.lowercased() == "base.lproj" else { return [docDir] }
        let parent = (docDir as NSString).deletingLastPathComponent
        return [parent.isEmpty ? "." : parent, docDir]
    }

    /// Every language there is a translation for (lproj folder names and catalog languages), sorted.
    public func languages() throws(LocalizationError) -> [String] {
        var names = Set(tables().map(\.language))
        for catalog in try catalogs() { names.formUnion(catalog.languageNames) }
        return names.sorted()
    }

    /// The translation `locale` names: nil for `base`; a pseudolanguage; or the language's
    /// strings (an exact match, else the locale's language: `de-CH` uses `de`). A locale with
    /// no translation is an error that lists what there is.
    public func translation(for locale: String) throws(LocalizationError) -> IBTranslation? {
        if locale.lowercased() == Self.baseName { return nil }
        if let p = Pseudolanguage(rawValue: locale) { return .pseudolanguage(p) }
        if let file = stringsPath, file.hasSuffix(".strings"), !Self.isFolder(file) {
            return .strings(language: locale, table: try StringsTable.load(path: file))
        }
        for candidate in Self.candidates(locale) {
            if let t = try table(for: candidate) { return .strings(language: locale, table: t) }
        }
        throw try unknown(locale)
    }

    /// The locale, then its language alone, normalized (`pt_BR` → `pt-br`, `pt`).
    public static func candidates(_ locale: String) -> [String] {
        let full = normalized(locale)
        let language = full.split(separator: "-").first.map(String.init) ?? full
        return language == full ? [full] : [full, language]
    }

    public static func normalized(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    private func table(for candidate: String) throws(LocalizationError) -> StringsTable? {
        if let entry = tables().first(where: { Self.normalized($0.language) == candidate }) {
            return try StringsTable.load(path: entry.path)
        }
        for catalog in try catalogs() {
            if let language = catalog.languageNames.first(where: { Self.normalized($0) == candidate }) {
                return catalog.table(language)
            }
        }
        return nil
    }

    private func unknown(_ locale: String) throws(LocalizationError) -> LocalizationError {
        let languages = try languages()
        let found = languages.isEmpty ? "it has no translations (no LANG.lproj/\(tableName).strings or \(tableName).xcstrings"
            + (stringsPath == nil ? " beside it; --strings names another folder)" : " in \(stringsPath ?? ""))")
            : "its translations are \(languages.joined(separator: ", "))"
        let pseudo = Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")
        return LocalizationError("error: --locale \(locale): no translation of \(documentPath); \(found); "
                                 + "also \(Self.baseName) (the document as written) and the pseudolanguages \(pseudo)",
                                 file: documentPath)
    }

    /// The `.strings` tables of the `.lproj` folders (not `Base.lproj`), by language, sorted.
    func tables() -> [(language: String, path: String)] {
        if let file = stringsPath, file.hasSuffix(".strings"), !Self.isFolder(file) {
            let parent = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            return parent.hasSuffix(".lproj") ? [(String(parent.dropLast(6)), file)] : []
        }
        var out: [(language: String, path: String)] = []
        for folder in folders {
            let items = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for item in items.sorted() where item.hasSuffix(".lproj") && item.lowercased() != "base.lproj" {
                let lproj = (folder as NSString).appendingPathComponent(item)
                if let path = tablePath(in: lproj) { out.append((String(item.dropLast(6)), path)) }
            }
        }
        return out
    }

    /// `NAME.strings` in an `.lproj` folder; in a `--strings` folder also its only `.strings` file.
    private func tablePath(in lproj: String) -> String? {
        let named = (lproj as NSString).appendingPathComponent(tableName + ".strings")
        if FileManager.default.fileExists(atPath: named) { return named }
        guard stringsPath != nil else { return nil }
        let all = ((try? FileManager.default.contentsOfDirectory(atPath: lproj)) ?? []).filter { $0.hasSuffix(".strings") }
        return all.count == 1 ? (lproj as NSString).appendingPathComponent(all[0]) : nil
    }

    /// The String Catalogs: `--strings FILE.xcstrings`, else `NAME.xcstrings` in the folders.
    func catalogs() throws(LocalizationError) -> [StringCatalog] {
        if let file = stringsPath, file.hasSuffix(".xcstrings") { return [try StringCatalog.load(path: file)] }
        var out: [StringCatalog] = []
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent(tableName + ".xcstrings")
            if FileManager.default.fileExists(atPath: path) { out.append(try StringCatalog.load(path: path)) }
        }
        return out
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
