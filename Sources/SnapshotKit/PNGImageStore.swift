import InterfaceBuilder
import Layout
import Raster
import Recipe
import Render
import VectorImages

/// The recipe's PNG files, read once with Raster: the builder asks for their pixel sizes (read
/// from the header alone), the painter for their pixels (by the builder's image name, the
/// resolved path). An image of more than `pixelLimit` pixels is refused from its header,
/// before anything is decoded. Vector images (SVG, PDF: VectorImages) are measured once and
/// drawn once per scale, their pixel count checked against `pixelLimit` before drawing.
public final class PNGImageStore: RecipeImageLoading {
    private var bitmaps: [String: Bitmap] = [:]
    private var sizes: [String: (width: Int, height: Int)] = [:]
    private var failures: [String: ImageLoadingError] = [:]
    private var vectors: [String: Result<VectorImage, ImageLoadingError>] = [:]
    private var drawnVectors: [DrawnVector: Result<Bitmap, ImageLoadingError>] = [:]

    /// A vector image drawn at a scale.
    private struct DrawnVector: Hashable {
        var path: String
        var scale: Double
    }
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

    /// The image at `path` for drawing at `scale`: a vector image (`.svg`, `.pdf`) drawn at the
    /// scale, any other file as `bitmap(atPath:)` decodes it.
    public func bitmap(atPath path: String, scale: Double) throws(ImageLoadingError) -> Bitmap {
        guard VectorImage.isVectorPath(path) else { return try bitmap(atPath: path) }
        let key = DrawnVector(path: path, scale: scale)
        if drawnVectors[key] == nil {
            let limit = pixelLimit
            drawnVectors[key] = vectorImage(atPath: path).flatMap { image in
                Result { () throws(VectorImageError) in try image.rasterize(scale: scale, pixelLimit: limit) }
                    .mapError { ImageLoadingError($0.message + ($0.isOverLimit ? " " + RecipeLimits.hint("image-pixels") : ""),
                                                  isOverLimit: $0.isOverLimit) }
            }
        }
        return try Self.unwrap(drawnVectors[key])
    }

    /// The vector image at `path` (`.svg`, `.pdf`) as the painter draws it anew at the size it
    /// is shown at, each drawing checked against `pixelLimit`; nil for any other file, or one
    /// that cannot be read.
    public func vectorArt(atPath path: String) -> Render.VectorArt? {
        guard VectorImage.isVectorPath(path), case .success(let image) = vectorImage(atPath: path) else { return nil }
        let limit = pixelLimit
        return Render.VectorArt { width, height, target in
            try? image.rasterize(width: width, height: height, target: [target.x, target.y, target.width, target.height],
                                 pixelLimit: limit)
        }
    }

    /// The size in points of the vector image at `path` (read and measured once).
    public func pointSize(ofVectorAt path: String) throws(ImageLoadingError) -> Layout.Size {
        let image = try Self.unwrap(vectorImage(atPath: path))
        return Layout.Size(width: image.width, height: image.height)
    }

    private func vectorImage(atPath path: String) -> Result<VectorImage, ImageLoadingError> {
        if let known = vectors[path] { return known }
        let read = Result { () throws(VectorImageError) in try VectorImage(contentsOf: path) }
            .mapError { ImageLoadingError($0.message, isOverLimit: $0.isOverLimit) }
        vectors[path] = read
        return read
    }

    private static func unwrap<T>(_ result: Result<T, ImageLoadingError>?) throws(ImageLoadingError) -> T {
        switch result {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: throw ImageLoadingError("the image was not read")
        }
    }

    /// Measures vector files for Interface Builder documents (`IBImageFinder.vectorSize`).
    public static let vectorSize: IBImageFinder.VectorMeasure = { path in
        do throws(VectorImageError) {
            let image = try VectorImage(contentsOf: path)
            return .success(Layout.Size(width: image.width, height: image.height))
        } catch {
            return .failure(IBImageFinder.VectorProblem(error.message))
        }
    }
}
