import CFreeType

extension FontFace {
    /// A colour bitmap face's (CBDT, sbix) largest strike: its index and pixels per em; nil for
    /// outline faces.
    var colorStrike: (index: Int32, ppem: Double)? {
        let f = ftFace.pointee
        guard f.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, f.num_fixed_sizes > 0,
              let sizes = f.available_sizes else { return nil }
        var best: (index: Int32, ppem: Double)? = nil
        for i in 0..<Int(f.num_fixed_sizes) {
            let ppem = Double(sizes[i].y_ppem) / 64
            if ppem > 0, ppem > (best?.ppem ?? 0) { best = (Int32(i), ppem) }
        }
        return best
    }

    /// A colour glyph's bitmap at its strike (FreeType's `FT_LOAD_COLOR`: BGRA, premultiplied),
    /// as a `GlyphMask` with premultiplied RGBA pixels and the scale from the strike to
    /// `pixelsPerEm`. Nil when the glyph has no colour bitmap.
    func colorGlyph(_ glyph: UInt32, pixelsPerEm: Double) -> GlyphMask? {
        guard let strike = colorStrike, glyph < UInt32(max(0, ftFace.pointee.num_glyphs)) else { return nil }
        // Outline sizes are 26.6 values ≥ 1; a strike is remembered as -(index + 2).
        let marker = -Int(strike.index) - 2
        if currentCharSize != marker {
            guard FT_Select_Size(ftFace, strike.index) == 0 else { return nil }
            currentCharSize = marker
        }
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = ftFace.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer else { return nil }
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var rgba = [UInt8](repeating: 0, count: width * rows * 4)
        for y in 0..<rows {
            let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
            for x in 0..<width {
                let s = rowStart + x * 4, d = (y * width + x) * 4
                rgba[d] = buffer[s + 2]
                rgba[d + 1] = buffer[s + 1]
                rgba[d + 2] = buffer[s]
                rgba[d + 3] = buffer[s + 3]
            }
        }
        var mask = GlyphMask(width: width, height: rows, left: Int(slot.pointee.bitmap_left),
                             top: Int(slot.pointee.bitmap_top), coverage: [])
        mask.color = rgba
        mask.colorScale = pixelsPerEm / strike.ppem
        return mask
    }
}
