/// Where an image view's image comes from, as a recipe writes it (the painter's images by
/// name are `Render.ImageSource`).
public enum RecipeImageSource: Sendable, Hashable {
    /// A PNG file, or a vector image (`.svg`, `.pdf`: its size in points is its document's,
    /// drawn at the render's scale). `path` is as written in the recipe (relative to the
    /// recipe's folder, or absolute); `resolvedPath` is the path to open; `scale` is 2 or 3 for
    /// PNG `@2x`/`@3x` file names, else 1 (a PNG's size in points is its pixel size divided by
    /// `scale`).
    case file(path: String, resolvedPath: String, scale: Double)
    /// A generated image filled with one colour, `size` in points (scale 1).
    case solid(color: RecipeColor, size: SizeSpec)
    /// A generated checkerboard of `cellSize`-point squares, `first` in the top-left square.
    case checker(first: RecipeColor, second: RecipeColor, size: SizeSpec, cellSize: Double)
}

extension RecipeImageSource {
    /// Whether a file path names a vector image (`.svg`, `.pdf`, any case).
    static func isVector(_ path: String) -> Bool {
        [".svg", ".pdf"].contains(where: path.lowercased().hasSuffix)
    }
}
