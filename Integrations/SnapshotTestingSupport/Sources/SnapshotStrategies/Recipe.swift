import SnapshotKit

/// Recipes (docs/recipes.md) as snapshot subjects.
public enum Recipe {
    /// The recipe at `path`; a relative path is taken from the folder of the calling source file
    /// (as swift-snapshot-testing finds `__Snapshots__`), not from the working directory.
    ///
    ///     assertSnapshot(of: Recipe.file("../../Snapshots/recipes/simple-stack-view.json"),
    ///                    as: .image(device: .iPhone8, orientation: .landscape))
    public static func file(_ path: String, relativeTo filePath: StaticString = #filePath) -> SnapshotSubject {
        SnapshotSubject(.recipe(path: SnapshotSubject.resolve(path, relativeTo: filePath)), displayPath: path)
    }
}
