import Raster
import Recipe

/// The recipe's PNG files, decoded once with Raster: the builder asks for their pixel sizes,
/// the painter for their pixels (by the builder's image name, the resolved path).
public final class PNGImageStore: RecipeImageLoading {
    private var bitmaps: [String: Bitmap] = [:]
    private var failures: [String: String] = [:]

    public init() {}

    /// The decoded image at `path` (decoded on first use).
    public func bitmap(atPath path: String) throws(ImageLoadingError) -> Bitmap {
        if let b = bitmaps[path] { return b }
        if let f = failures[path] { throw ImageLoadingError(f) }
        do throws(RasterError) {
            let b = try PNG.read(contentsOf: path)
            bitmaps[path] = b
            return b
        } catch {
            failures[path] = error.description
            throw ImageLoadingError(error.description)
        }
    }

    public func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
        let b = try bitmap(atPath: path)
        return (b.width, b.height)
    }

    /// Every decoded image by path (for the painter's image table).
    public var decoded: [String: Bitmap] { bitmaps }
}
