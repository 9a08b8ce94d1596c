import Foundation
import SnapshotKit

/// What a strategy lays out and draws: a recipe, or one scene of a storyboard / xib. Make one
/// with `Recipe.file(_:)` or `Storyboard.file(_:scene:)`.
public struct SnapshotSubject: Hashable, Sendable, CustomStringConvertible {
    /// The input as SnapshotKit loads it (absolute paths).
    public var input: SnapshotInput
    /// The file as the test named it. Layout dumps show this path instead of the absolute one,
    /// so a reference does not depend on where the checkout lives.
    public var displayPath: String

    public init(_ input: SnapshotInput, displayPath: String? = nil) {
        self.input = input
        self.displayPath = displayPath ?? input.path
    }

    /// The file name without its extension, then the scene when there is one
    /// (`simple-stack-view`, `Main-Login`): names the diff images of a failure.
    public var name: String {
        let stem = URL(fileURLWithPath: input.path).deletingPathExtension().lastPathComponent
        if case .interfaceBuilder(_, let scene?, _) = input { return "\(stem)-\(scene)" }
        return stem
    }

    public var description: String {
        if case .interfaceBuilder(_, let scene?, _) = input { return "\(displayPath) (scene \(scene))" }
        return displayPath
    }

    /// `path` if it is absolute, else `path` relative to the folder of the source file
    /// `filePath` (a test's `#filePath`), without `.` and `..` components.
    static func resolve(_ path: String, relativeTo filePath: StaticString) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
