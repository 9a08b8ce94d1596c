/// Where an image view's image comes from, as a recipe writes it (the painter's images by
/// name are `Render.ImageSource`).
public enum RecipeImageSource: Sendable, Hashable {
    /// A PNG file. `path` is as written in the recipe (relative to the recipe's folder, or
    /// absolute); `resolvedPath` is the path to open; `scale` is 2 or 3 for `@2x`/`@3x` file
    /// names, else 1 (the image's size in points is its pixel size divided by `scale`).
    case file(path: String, resolvedPath: String, scale: Double)
    /// A generated image filled with one colour, `size` in points (scale 1).
    case solid(color: RecipeColor, size: SizeSpec)
    /// A generated checkerboard of `cellSize`-point squares, `first` in the top-left square.
    case checker(first: RecipeColor, second: RecipeColor, size: SizeSpec, cellSize: Double)
}
