import Raster
import Recipe

/// The recipe's PNG files, read once with Raster: the builder asks for their pixel sizes (read
/// from the header alone), the painter for their pixels (by the builder's image name, the
/// resolved path). An image of more than `pixelLimit` pixels is refused from its header,
/// before anything is decoded.
public final class PNGImageStore: RecipeImageLoading {
    private var bitmaps: [String: Bitmap] = [:]
    private var sizes: [String: (width: Int, height: Int)] = [:]
    private var failures: [String: ImageLoadingError] = [:]
    /// The most pixels an image may have (`--limit image-pixels`).
    public var pixelLimit: Int

    public init(pixelLimit: Int = RecipeLimits.standard.imagePixels) {
        self.pixelLimit = pixelLimit
    }

    /// The decoded image at `path` (decoded on first use, after its size is checked).
    public func bitmap(atPath path: String) throws(ImageLoadingError) -> Bitmap {
        if let b = bitmaps[path] { return b }
        if let failure = failures[path] { throw failure }
        _ = try pixelSize(ofPNGAt: path)
        do throws(RasterError) {
            let b = try PNG.read(contentsOf: path)
            bitmaps[path] = b
            return b
        } catch {
            let failure = ImageLoadingError(error.description)
            failures[path] = failure
            throw failure
        }
    }

    /// The image's size from its PNG header (a layout decodes nothing), checked against
    /// `pixelLimit`.
    public func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
        if let size = sizes[path] { return size }
        if let failure = failures[path] { throw failure }
        let size: (width: Int, height: Int)
        do throws(RasterError) {
            size = try PNG.size(contentsOf: path)
        } catch {
            let failure = ImageLoadingError(error.description)
            failures[path] = failure
            throw failure
        }
        if size.width * size.height > pixelLimit {
            let message = "the image is \(size.width)x\(size.height) (\(size.width * size.height) pixels), more than the limit of \(pixelLimit) \(RecipeLimits.hint("image-pixels"))"
            let failure = ImageLoadingError(message, isOverLimit: true)
            failures[path] = failure
            throw failure
        }
        sizes[path] = size
        return size
    }

    /// Every decoded image by path (for the painter's image table).
    public var decoded: [String: Bitmap] { bitmaps }
}
