import CFreeType
import CHarfBuzz

extension FontFace {
    /// Pixels per em COLRv1 glyphs are painted at: at least a CBDT strike's 109 (smaller sizes
    /// are drawn from it by area averaging, as the bitmap emoji are), at most 256 (larger ones
    /// are enlarged), so a glyph's layers stay small.
    static let colrPaintRange = 109.0...256.0

    /// Whether the face has colour tables without bitmap strikes (a COLR font).
    var hasColorPaint: Bool {
        ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && colorStrike == nil
    }

    /// A COLRv1 glyph painted (`ColrPainter`) inside its clip box as premultiplied RGBA, as a
    /// `GlyphMask` like a colour bitmap's, with the scale to `pixelsPerEm`. Nil when the glyph
    /// has no COLRv1 paint (it then draws as an outline).
    func colrGlyph(_ glyph: UInt32, pixelsPerEm: Double, library: FT_Library) -> GlyphMask? {
        withColrTable { table in
            guard let table, table.rootPaint(of: glyph) != nil else { return nil }
            let ppem = min(max(pixelsPerEm, FontFace.colrPaintRange.lowerBound), FontFace.colrPaintRange.upperBound)
            let box = colrBox(glyph, table: table, scale: ppem / unitsPerEm)
            let width = box.maxX - box.minX, height = box.maxY - box.minY
            guard width > 0, height > 0 else { return nil }
            var painter = ColrPainter(table: table, face: ftFace, library: library, width: width, height: height)
            let s = ppem / unitsPerEm
            let toPixels = PaintTransform(xx: s, dx: -Double(box.minX), yy: s, dy: -Double(box.minY))
            guard let layer = painter.paintGlyph(glyph, transform: toPixels) else { return nil }
            var mask = GlyphMask(width: width, height: height, left: box.minX, top: box.maxY, coverage: [])
            mask.color = layer.rgba
            mask.colorScale = pixelsPerEm / ppem
            return mask
        }
    }

    /// The face's COLR and CPAL tables (HarfBuzz's references into the font's mapping) for the
    /// duration of `body`; nil when the face has no COLR version 1.
    private func withColrTable<T>(_ body: (ColrTable?) -> T?) -> T? {
        let face = hb_font_get_face(hbFont)
        let colr = hb_face_reference_table(face, 0x434F_4C52)
        let cpal = hb_face_reference_table(face, 0x4350_414C)
        defer {
            hb_blob_destroy(colr)
            hb_blob_destroy(cpal)
        }
        func bytes(_ blob: OpaquePointer?) -> UnsafeRawBufferPointer {
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(blob, &length) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            return UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length))
        }
        return body(ColrTable(colr: bytes(colr), cpal: bytes(cpal)))
    }

    /// The whole pixels (y up from the baseline) a glyph paints at `scale` pixels per font unit:
    /// its COLRv1 clip box, else its advance from the descender to the ascender; within 1.5 em
    /// of the origin either way (Noto's boxes are within 1.25 em), so a hostile box costs at
    /// most 3 × 3 em of pixels per layer.
    private func colrBox(_ glyph: UInt32, table: ColrTable, scale s: Double) -> PaintLayer.PixelBox {
        let advance = Double(hb_font_get_glyph_h_advance(hbFont, glyph))
        let (x0, y0, x1, y1) = table.clipBox(of: glyph) ?? (0, -descender, advance, ascender)
        let limit = 1.5 * unitsPerEm * s
        func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int { Int(min(max(v * s, -limit), limit).rounded(rule)) }
        return PaintLayer.PixelBox(minX: whole(x0, .down), minY: whole(y0, .down), maxX: whole(x1, .up), maxY: whole(y1, .up))
    }
}
