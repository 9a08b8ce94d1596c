import Foundation
import GoldenTesting
import InterfaceBuilder
import Layout
import Typesetting

/// The suite file, `Snapshots/snapshot-suite.json` (next to the recipes folder): settings for
/// every case of the suite. Optional; unknown keys are refused so a misspelt setting is not
/// silently ignored.
///
/// ```json
/// {
///   "devices": ["iphone-8", "iphone-x"],
///   "orientations": ["portrait", "landscape"],
///   "contentSizes": ["L", "AX3"],
///   "layoutDirections": ["leftToRight", "rightToLeft"],
///   "appearances": ["light", "dark"],
///   "locales": ["de", "ar", "double-length"],
///   "failOnNewWarnings": true
/// }
/// ```
///
/// Every subject is rendered in every combination (a recipe's own `snapshot` settings replace
/// an axis); goldens of non-default values are named by configuration
/// (`iphone-8-portrait-ax3-rtl-dark@2x.png`, see `GoldenMatrix`).
public struct GoldenSuiteFile: Equatable, Sendable {
    /// Fail a case whose rendering has warnings not recorded with its golden
    /// (`snapshot test --fail-on-new-warnings`).
    public var failOnNewWarnings: Bool = false
    /// Device specs replacing the suite's defaults (nil = iphone-8, iphone-x).
    public var devices: [String]?
    /// Orientations replacing the defaults (nil = portrait, landscape).
    public var orientations: [Layout.Orientation]?
    /// The matrix's other axes (empty lists = the defaults alone).
    public var matrix = GoldenMatrix()

    public init(failOnNewWarnings: Bool = false) {
        self.failOnNewWarnings = failOnNewWarnings
    }

    static let keys: Set<String> = ["failOnNewWarnings", "description", "devices", "orientations", "contentSizes",
                                    "layoutDirections", "appearances", "locales"]

    /// `snapshot-suite.json` in the recipes folder's parent (`Snapshots/` for `Snapshots/recipes`).
    public static func defaultPath(recipesFolder: String) -> String {
        let url = URL(fileURLWithPath: recipesFolder).standardizedFileURL.deletingLastPathComponent()
        return url.appendingPathComponent("snapshot-suite.json").path
    }

    /// The file at `path`; the defaults when there is none and `required` is false.
    public static func load(path: String, required: Bool = false) throws(SnapshotError) -> GoldenSuiteFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            if required || FileManager.default.fileExists(atPath: path) {
                throw SnapshotError(.io, "error: \(path): cannot read the suite file", file: path)
            }
            return GoldenSuiteFile()
        }
        return try decode(data, path: path)
    }

    /// Decodes a suite file's bytes.
    public static func decode(_ data: Data, path: String) throws(SnapshotError) -> GoldenSuiteFile {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw SnapshotError(.invalidInput, "error: \(path): not valid JSON: \(error.localizedDescription)", file: path)
        }
        guard let dict = object as? [String: Any] else {
            throw SnapshotError(.invalidInput, "error: \(path): the suite file is a JSON object", file: path)
        }
        for key in dict.keys.sorted() where !keys.contains(key) {
            throw SnapshotError(.invalidInput, "error: \(path): unknown key \"\(key)\"; expected \(keys.sorted().joined(separator: ", "))", file: path)
        }
        struct Flags: Decodable { var failOnNewWarnings: Bool? }
        var file = GoldenSuiteFile()
        do {
            file.failOnNewWarnings = try JSONDecoder().decode(Flags.self, from: data).failOnNewWarnings ?? false
        } catch {
            throw SnapshotError(.invalidInput, "error: \(path): \"failOnNewWarnings\" is true or false", file: path)
        }
        let list = SuiteFileList(dict: dict, path: path)
        file.devices = try list.values("devices") { (spec: String) throws(SnapshotError) in
            _ = try GoldenSuite.device(spec, in: path)
            return spec
        }
        file.orientations = try list.values("orientations", of: Layout.Orientation.self)
        file.matrix.contentSizes = try list.values("contentSizes") { (name: String) throws(SnapshotError) in
            guard ContentSizeCategory(name: name) != nil else {
                throw SnapshotError(.invalidInput, "error: \(path): \"contentSizes\": unknown Dynamic Type size \"\(name)\"; expected L, XL, XXL, XXXL, AX1 ... AX5, XS, S, M or a UIKit name", file: path)
            }
            return name
        } ?? []
        file.matrix.layoutDirections = try list.values("layoutDirections", of: LayoutDirection.self) ?? []
        file.matrix.appearances = try list.values("appearances", of: Appearance.self) ?? []
        file.matrix.locales = try list.values("locales") { (name: String) throws(SnapshotError) in
            guard Self.isLocaleName(name) else {
                throw SnapshotError(.invalidInput, "error: \(path): \"locales\": \"\(name)\" is not a locale; expected a language code (de, pt-BR, zh-Hans), base, or a pseudolanguage (\(Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")))", file: path)
            }
            return name
        } ?? []
        return file
    }
}

extension GoldenSuiteFile {
    /// A pseudolanguage, `base`, or a locale whose golden-name token parses back: a 2-3 letter
    /// language, then scripts and regions (`de`, `pt_BR`, `zh-Hans`, `es-419`).
    static func isLocaleName(_ name: String) -> Bool {
        if Pseudolanguage(rawValue: name) != nil || name.lowercased() == IBStringsSource.baseName { return true }
        let parts = GoldenConfiguration.localeToken(name).split(separator: "-", omittingEmptySubsequences: false)
        return parts.first.map { $0.count <= 3 } == true && parts.allSatisfy(GoldenConfiguration.isLocaleToken)
    }
}

/// Reads the suite file's string lists: non-empty arrays of strings, none twice, each parsed once.
private struct SuiteFileList {
    let dict: [String: Any]
    let path: String

    /// A list of an enum's raw values (`"portrait"`, `"rightToLeft"`, `"dark"`).
    func values<Value: RawRepresentable & CaseIterable>(_ key: String, of type: Value.Type) throws(SnapshotError) -> [Value]?
        where Value.RawValue == String {
        try values(key) { (item: String) throws(SnapshotError) -> Value in
            guard let value = Value(rawValue: item) else {
                let allowed = Value.allCases.map(\.rawValue)
                throw SnapshotError(.invalidInput, "error: \(path): \"\(key)\": unknown value \"\(item)\"; expected \(allowed.joined(separator: ", "))", file: path)
            }
            return value
        }
    }

    func values<Value>(_ key: String, parse: (String) throws(SnapshotError) -> Value) throws(SnapshotError) -> [Value]? {
        guard let value = dict[key] else { return nil }
        guard let items = value as? [String], !items.isEmpty else {
            throw SnapshotError(.invalidInput, "error: \(path): \"\(key)\" is a non-empty array of strings", file: path)
        }
        var seen: Set<String> = []
        var parsed: [Value] = []
        for item in items {
            parsed.append(try parse(item))
            guard seen.insert(item).inserted else {
                throw SnapshotError(.invalidInput, "error: \(path): \"\(key)\": \"\(item)\" is listed twice", file: path)
            }
        }
        return parsed
    }
}
