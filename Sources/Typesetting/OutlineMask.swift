import CFreeType

/// A glyph's outline as 8-bit coverage over a COLRv1 layer: loaded in font units, mapped to the
/// layer's pixels by a transform, rasterized by FreeType (`FT_Outline_Get_Bitmap`, nonzero fill).
struct OutlineMask {
    /// `width × height` bytes, rows top to bottom.
    let coverage: [UInt8]
    /// The pixels with coverage.
    let box: PaintLayer.PixelBox

    /// Nil when the glyph has no outline or FreeType fails; an empty box when it covers nothing.
    init?(face: FT_Face, library: FT_Library, glyph: UInt32, transform: PaintTransform, width: Int, height: Int) {
        guard width > 0, height > 0, glyph < UInt32(max(0, face.pointee.num_glyphs)),
              FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        var outline = slot.pointee.outline
        OutlineMask.map(&outline, by: transform)
        var bytes = [UInt8](repeating: 0, count: width * height)
        let error = bytes.withUnsafeMutableBufferPointer { buffer -> FT_Error in
            var bitmap = FT_Bitmap()
            bitmap.rows = UInt32(height)
            bitmap.width = UInt32(width)
            bitmap.pitch = Int32(width)
            bitmap.buffer = buffer.baseAddress
            bitmap.num_grays = 256
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            return FT_Outline_Get_Bitmap(library, &outline, &bitmap)
        }
        guard error == 0 else { return nil }
        coverage = bytes
        box = OutlineMask.bounds(of: bytes, width: width, height: height)
    }

    /// Font-unit points to 26.6 pixels, clamped far outside any layer.
    private static func map(_ outline: inout FT_Outline, by transform: PaintTransform) {
        guard let points = outline.points else { return }
        let limit = 1_000_000.0
        for i in 0..<Int(max(0, outline.n_points)) {
            let p = transform.apply(Double(points[i].x), Double(points[i].y))
            let x = p.x.isFinite ? min(max(p.x * 64, -limit), limit) : 0
            let y = p.y.isFinite ? min(max(p.y * 64, -limit), limit) : 0
            points[i] = FT_Vector(x: FT_Pos(x.rounded()), y: FT_Pos(y.rounded()))
        }
    }

    private static func bounds(of bytes: [UInt8], width: Int, height: Int) -> PaintLayer.PixelBox {
        var box = PaintLayer.PixelBox(minX: width, minY: height, maxX: 0, maxY: 0)
        for y in 0..<height {
            for x in 0..<width where bytes[y * width + x] != 0 {
                box.minX = min(box.minX, x)
                box.maxX = max(box.maxX, x + 1)
                box.minY = min(box.minY, y)
                box.maxY = max(box.maxY, y + 1)
            }
        }
        return box
    }
}
