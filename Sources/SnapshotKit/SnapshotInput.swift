/// What a snapshot is made of: a JSON recipe, or one scene of an Interface Builder file
/// (`.storyboard` or `.xib`). Every command and the golden suite take both through the same
/// path (`SnapshotPipeline.layOut`).
public enum SnapshotInput: Hashable, Sendable {
    /// A recipe file (docs/recipes.md).
    case recipe(path: String)
    /// A `.storyboard` / `.xib`: the scene named `scene` (id, storyboard identifier, title,
    /// label or class; nil: the initial one), images looked up in `imageFolders` first, then
    /// in the document's folder and its parent.
    case interfaceBuilder(path: String, scene: String?, imageFolders: [String])

    /// The input a file names: Interface Builder files by extension, anything else a recipe.
    public init(path: String, scene: String? = nil, imageFolders: [String] = []) {
        self = Self.isInterfaceBuilderFile(path)
            ? .interfaceBuilder(path: path, scene: scene, imageFolders: imageFolders)
            : .recipe(path: path)
    }

    /// True for `.storyboard` and `.xib` files (any case).
    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// The file.
    public var path: String {
        switch self {
        case .recipe(let path), .interfaceBuilder(let path, _, _): return path
        }
    }
}

extension SnapshotInput {
    /// True for a storyboard / xib scene.
    public var isInterfaceBuilder: Bool {
        if case .interfaceBuilder = self { return true }
        return false
    }
}
