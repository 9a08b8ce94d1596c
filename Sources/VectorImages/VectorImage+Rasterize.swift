import CVectorImages
import Raster

extension VectorImage {
    /// The pixel size the image is drawn at for `scale` pixels per point: its size in points
    /// times the scale, rounded, at least 1.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        func pixels(_ v: Double) -> Int {
            let p = (v * scale).rounded()
            return p.isFinite ? max(1, Int(min(p, Double(Int32.max)))) : Int(Int32.max)
        }
        return (pixels(width), pixels(height))
    }

    /// The image drawn at `scale` pixels per point (`pixelSize(scale:)`), premultiplied, on a
    /// transparent background. Its pixel count, and that of every raster image the file declares
    /// (`largestEmbeddedImage`), is checked against `pixelLimit` before anything is allocated or
    /// drawn.
    public func rasterize(scale: Double, pixelLimit: Int) throws(VectorImageError) -> Bitmap {
        let (w, h) = pixelSize(scale: scale)
        guard w <= Bitmap.maxDimension, h <= Bitmap.maxDimension, w * h <= min(pixelLimit, Bitmap.maxPixelCount) else {
            throw VectorImageError("the image is \(w)x\(h) (\(w * h) pixels) at scale \(scale), more than the limit of \(pixelLimit)",
                                   isOverLimit: true)
        }
        return try drawn(width: w, height: h, target: [0, 0, Double(w), Double(h)], pixelLimit: pixelLimit)
    }

    /// A `width` x `height` bitmap with the image drawn so that it fills `target` (x, y, width,
    /// height in pixels of the bitmap; it may reach past the bitmap, which clips it): the image
    /// as a view shows it at any size, drawn there rather than resampled (docs/render.md,
    /// "Vector images"). Checked against `pixelLimit` like `rasterize(scale:pixelLimit:)`.
    public func rasterize(width w: Int, height h: Int, target: [Double], pixelLimit: Int) throws(VectorImageError) -> Bitmap {
        guard w >= 1, h >= 1, w <= Bitmap.maxDimension, h <= Bitmap.maxDimension, w * h <= min(pixelLimit, Bitmap.maxPixelCount) else {
            throw VectorImageError("the drawing is \(w)x\(h) (\(w * h) pixels), more than the limit of \(pixelLimit)",
                                   isOverLimit: true)
        }
        guard target.count == 4, target.allSatisfy(\.isFinite), target[2] > 0, target[3] > 0 else {
            throw VectorImageError("the image has no place to be drawn in (\(target))")
        }
        return try drawn(width: w, height: h, target: target, pixelLimit: pixelLimit)
    }

    private func drawn(width w: Int, height h: Int, target: [Double], pixelLimit: Int) throws(VectorImageError) -> Bitmap {
        let embedded = largestEmbeddedImage()
        guard embedded <= pixelLimit else {
            throw VectorImageError("the document holds a raster image of \(embedded) pixels, more than the limit of \(pixelLimit)",
                                   isOverLimit: true)
        }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var message = [CChar](repeating: 0, count: 512)
        let status = draw(width: w, height: h, target: target, into: &out, message: &message)
        guard status == 0 else { throw VectorImageError(Self.text(message)) }
        do throws(RasterError) {
            return try Bitmap(width: w, height: h, premultipliedRGBA: out)
        } catch {
            throw VectorImageError("\(error)")
        }
    }

    private func draw(width w: Int, height h: Int, target: [Double], into out: inout [UInt8], message: inout [CChar]) -> Int32 {
        data.withUnsafeBufferPointer { bytes in
            out.withUnsafeMutableBufferPointer { pixels in
                switch format {
                case .pdf:
                    return cvector_pdf_render(bytes.baseAddress, bytes.count, target, UInt32(w), UInt32(h), pixels.baseAddress,
                                              &message, message.count)
                case .svg:
                    return cvector_svg_render(bytes.baseAddress, bytes.count, element, source, target, UInt32(w), UInt32(h),
                                              pixels.baseAddress, &message, message.count)
                }
            }
        }
    }
}
