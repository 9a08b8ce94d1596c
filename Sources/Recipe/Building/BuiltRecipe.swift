import Layout

/// A recipe turned into Layout's model: the view tree with its constraints, ready for a layout
/// pass, plus what the painter and the diagnostics need to know about where things came from.
/// It keeps none of the recipe's view specs (the tree holds what they made), so the decoded
/// document can be released before the layout pass.
public struct BuiltRecipe: Sendable {
    /// The recipe's title (`RecipeDocument.name`).
    public var name: String
    /// The recipe file (`RecipeDocument.file`; nil when decoded from a string without a name).
    public var file: String?
    /// The recipe's `"snapshot"` settings (`RecipeDocument.snapshot`).
    public var snapshot: SnapshotSettings?
    /// The view tree and its explicit constraints (the recipe's, in file order).
    public var tree: ViewTree
    /// The environment the recipe was built for (its traits chose the variants).
    public var environment: Layout.Environment
    /// Every named view of the recipe, by name.
    public var viewIDs: [String: ViewID]
    /// Every layout guide the recipe declares, by name.
    public var guideIDs: [String: GuideID]
    /// The images the image views show, in tree order; an image view's `imageName` is the
    /// `key` of one of them.
    public var images: [ImageReference]
    /// The same images by the recipe source each was measured from (deferred rows and items
    /// are built later with these measurements).
    public var imageSources: [RecipeImageSource: ImageReference]
    /// For each explicit constraint of `tree` (same index), the recipe text it came from.
    public var constraintSources: [ConstraintSource]
    /// Recipe properties the Layout model cannot represent, each said once (the build goes on).
    public var warnings: [String]

    /// The image an image view shows, by its `imageName`.
    public func image(named name: String) -> ImageReference? {
        images.first { $0.key == name }
    }
}

/// Reads what the builder must know about an image file. The `snapshot` command decodes the
/// PNG with Raster and measures vector images with VectorImages (the Recipe module does not import Raster: it sits beside it, not above it).
public protocol RecipeImageLoading {
    /// The pixel size of the PNG file at `path` (an absolute or working-directory path).
    func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int)
    /// The size in points of the vector image (SVG, PDF) at `path`.
    func pointSize(ofVectorAt path: String) throws(ImageLoadingError) -> Layout.Size
}

extension RecipeImageLoading {
    /// A loader that reads no vector images refuses them.
    public func pointSize(ofVectorAt path: String) throws(ImageLoadingError) -> Layout.Size {
        throw ImageLoadingError("vector images are not read here")
    }
}

/// Why an image could not be read; the builder turns it into a `RecipeError` at the image's place.
public struct ImageLoadingError: Error, Sendable, Equatable {
    public var message: String
    /// The image was refused for its size (`RecipeLimits.imagePixels`), not unreadable.
    public var isOverLimit: Bool
    public init(_ message: String, isOverLimit: Bool = false) {
        self.message = message
        self.isOverLimit = isOverLimit
    }
}
