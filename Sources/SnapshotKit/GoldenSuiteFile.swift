import Foundation

/// The suite file, `Snapshots/snapshot-suite.json` (next to the recipes folder): settings for
/// every case of the suite. Optional; unknown keys are refused so a misspelt setting is not
/// silently ignored.
///
/// ```json
/// { "failOnNewWarnings": true }
/// ```
public struct GoldenSuiteFile: Equatable, Sendable {
    /// Fail a case whose rendering has warnings not recorded with its golden
    /// (`snapshot test --fail-on-new-warnings`).
    public var failOnNewWarnings: Bool = false

    public init(failOnNewWarnings: Bool = false) {
        self.failOnNewWarnings = failOnNewWarnings
    }

    static let keys: Set<String> = ["failOnNewWarnings", "description"]

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
        struct Keys: Decodable { var failOnNewWarnings: Bool? }
        let keys: Keys
        do {
            keys = try JSONDecoder().decode(Keys.self, from: data)
        } catch {
            throw SnapshotError(.invalidInput, "error: \(path): \"failOnNewWarnings\" is true or false", file: path)
        }
        var file = GoldenSuiteFile()
        file.failOnNewWarnings = keys.failOnNewWarnings ?? false
        return file
    }
}
