import Raster
import Typesetting

extension Painter {
    /// A colour glyph (an emoji's bitmap at the emoji font's strike): scaled to the text size
    /// by `mask.colorScale` with the image filtering (area averaging when shrinking, bilinear
    /// when enlarging), its left edge at the unrounded pen position, its baseline on the line's
    /// pixel row. Not tinted by the text colour; the view's opacity applies.
    mutating func drawColorGlyph(_ mask: GlyphMask, pixels: [UInt8], penX: Double, baselineRow: Int) {
        let k = mask.colorScale
        guard mask.width > 0, mask.height > 0, k.isFinite, k > 0,
              let image = try? Bitmap(width: mask.width, height: mask.height, premultipliedRGBA: pixels) else { return }
        let rect = PixelRect(x: px(penX) + Double(mask.left) * k, y: Double(baselineRow) - Double(mask.top) * k,
                             width: Double(mask.width) * k, height: Double(mask.height) * k)
        canvas.drawImage(image, in: rect, opacity: opacity)
    }
}
