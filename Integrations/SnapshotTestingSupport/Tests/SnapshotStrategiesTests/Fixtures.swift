import Foundation

/// Files the tests snapshot: the repository's recipes (relative to this folder, as
/// `Recipe.file` takes them) and a storyboard of the package's own.
enum Fixtures {
    static let recipes = "../../../../Snapshots/recipes/"
    static let storyboard = "Fixtures/SafeArea.storyboard"

    /// The folder of this file, where `__Snapshots__` lives.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The folder of the references that the tests of `file` record.
    static func snapshots(of file: String) -> String {
        testsFolder.appendingPathComponent("__Snapshots__").appendingPathComponent(file).path
    }

    /// A copy of the recipe `name` in a fresh temporary folder, with `change` applied to its
    /// text; the change must take effect.
    static func changedRecipe(_ name: String, replacing old: String, with new: String) throws -> String {
        let source = testsFolder.appendingPathComponent(recipes + name).standardizedFileURL
        let text = try String(contentsOf: source, encoding: .utf8)
        guard text.contains(old) else { throw FixtureError("\(name) has no \(old)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotStrategiesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(name)
        try text.replacingOccurrences(of: old, with: new).write(to: copy, atomically: true, encoding: .utf8)
        return copy.path
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotStrategiesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
