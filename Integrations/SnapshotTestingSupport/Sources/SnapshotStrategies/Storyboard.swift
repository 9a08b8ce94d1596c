import SnapshotKit

/// Interface Builder files (`.storyboard` and `.xib`, docs/interface-builder.md) as snapshot
/// subjects.
public enum Storyboard {
    /// The scene `scene` of the storyboard or xib at `path` (an id, storyboard identifier, title,
    /// label or class; nil: the initial scene). Images are looked up in `imageFolders` first, then
    /// in the document's folder and its parent. Relative paths are taken from the folder of the
    /// calling source file.
    ///
    ///     assertSnapshot(of: Storyboard.file("Main.storyboard", scene: "Login"), as: .image)
    public static func file(_ path: String, scene: String? = nil, imageFolders: [String] = [],
                            relativeTo filePath: StaticString = #filePath) -> SnapshotSubject {
        let folders = imageFolders.map { SnapshotSubject.resolve($0, relativeTo: filePath) }
        let input = SnapshotInput.interfaceBuilder(path: SnapshotSubject.resolve(path, relativeTo: filePath),
                                                   scene: scene, imageFolders: folders)
        return SnapshotSubject(input, displayPath: path)
    }
}
