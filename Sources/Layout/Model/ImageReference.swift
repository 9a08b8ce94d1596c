/// An image a built view tree names, for the painter's image table: the key the tree stores
/// (`ImageViewProperties.imageName`, a button's or a bar item's image name), where its pixels
/// come from, and its size in points as the layout used it. Both input formats list the images
/// of what they built this way (`BuiltRecipe.images`, `IBBuiltScene.images`).
public struct ImageReference: Sendable, Hashable {
    /// The key the tree stores: a file's resolved path, `missing:<name>` for an image that was
    /// not found (no image table holds it, so the painter draws its placeholder), or a
    /// description of a generated image.
    public var key: String
    public var origin: ImageOrigin
    /// The size in points: a file's pixels over its scale, a generated image's size, or for a
    /// missing image the size the input declares (nil: none).
    public var pointSize: Size?
    /// Drawn as a template (`UIImage.RenderingMode.alwaysTemplate`): its alpha in the tint
    /// colour of the view that shows it (an asset catalog's `template-rendering-intent`).
    public var isTemplate: Bool

    public init(key: String, origin: ImageOrigin, pointSize: Size?, isTemplate: Bool = false) {
        self.key = key
        self.origin = origin
        self.pointSize = pointSize
        self.isTemplate = isTemplate
    }

    /// The name the input gives a file or a missing image (a recipe's path as written, a
    /// storyboard's `image=`); nil for a generated image.
    public var name: String? {
        switch origin {
        case .file(let name, _), .missing(let name): return name
        case .solid, .checker: return nil
        }
    }

    /// The file to open, nil when the image is not a file.
    public var path: String? {
        if case .file(_, let path) = origin { return path }
        return nil
    }
}

/// Where an image's pixels come from.
public enum ImageOrigin: Sendable, Hashable {
    /// An image file (PNG, or a vector image: SVG, PDF): `name` as the input wrote it, `path`
    /// the file to open.
    case file(name: String, path: String)
    /// Not found (drawn as a placeholder): the name the input gave it.
    case missing(name: String)
    /// Generated, filled with one colour (at the render's scale).
    case solid(Color)
    /// A generated checkerboard of `cellSize`-point squares, `first` in the top-left square.
    case checker(first: Color, second: Color, cellSize: Double)
}
