/// A font's COLR (version 1) and CPAL tables, read in place (big-endian, every read bounds
/// checked: a damaged table reads as missing paint, never out of range). FreeType 2.12's own
/// COLRv1 functions find no paint in Debian 12's build, so Typesetting reads the tables itself.
struct ColrTable {
    let colr: UnsafeRawBufferPointer
    /// Palette 0, straight RGBA.
    let palette: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)]
    private let baseGlyphList: Int
    private let layerList: Int
    private let clipList: Int

    /// Nil unless `colr` is a COLR table of version 1 with a base glyph list.
    init?(colr: UnsafeRawBufferPointer, cpal: UnsafeRawBufferPointer) {
        self.colr = colr
        guard ColrTable.u16(colr, 0) == 1, let base = ColrTable.u32(colr, 14), base > 0 else { return nil }
        baseGlyphList = base
        layerList = ColrTable.u32(colr, 18) ?? 0
        clipList = ColrTable.u32(colr, 22) ?? 0
        palette = ColrTable.firstPalette(cpal)
    }

    private static func firstPalette(_ cpal: UnsafeRawBufferPointer) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        guard let entries = u16(cpal, 2), let palettes = u16(cpal, 4), palettes > 0,
              let records = u32(cpal, 8), let first = u16(cpal, 12) else { return [] }
        return (0..<entries).compactMap { i in
            let o = records + (first + i) * 4
            guard o >= 0, o + 4 <= cpal.count else { return nil }
            return (r: cpal[o + 2], g: cpal[o + 1], b: cpal[o], a: cpal[o + 3])
        }
    }

    /// The root paint of a base glyph (binary search of the base glyph list).
    func rootPaint(of glyph: UInt32) -> Int? {
        guard let count = ColrTable.u32(colr, baseGlyphList) else { return nil }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let record = baseGlyphList + 4 + mid * 6
            guard let gid = ColrTable.u16(colr, record) else { return nil }
            if gid == Int(glyph) { return ColrTable.u32(colr, record + 2).map { baseGlyphList + $0 } }
            if gid < Int(glyph) { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The paint of layer `index` of the layer list.
    func layer(_ index: Int) -> Int? {
        guard layerList > 0, let count = ColrTable.u32(colr, layerList), index >= 0, index < count else { return nil }
        return ColrTable.u32(colr, layerList + 4 + index * 4).map { layerList + $0 }
    }

    /// A base glyph's clip box in font units (x0, y0, x1, y1), when the clip list has one.
    func clipBox(of glyph: UInt32) -> (Double, Double, Double, Double)? {
        guard clipList > 0, let count = ColrTable.u32(colr, clipList + 1) else { return nil }
        for i in 0..<min(count, 65_536) {
            let record = clipList + 5 + i * 7
            guard let start = ColrTable.u16(colr, record), let end = ColrTable.u16(colr, record + 2) else { return nil }
            guard Int(glyph) >= start, Int(glyph) <= end, let offset = ColrTable.u24(colr, record + 4) else { continue }
            let box = clipList + offset
            guard let x0 = i16(box + 1), let y0 = i16(box + 3), let x1 = i16(box + 5), let y1 = i16(box + 7) else { return nil }
            return (Double(x0), Double(y0), Double(x1), Double(y1))
        }
        return nil
    }

    /// A palette colour times `alpha`; index 0xFFFF (the text colour) and indices past the
    /// palette are black, as emoji are drawn in black text.
    func color(_ index: Int, alpha: Double) -> PaintColor {
        guard index >= 0, index < palette.count else { return PaintColor(red: 0, green: 0, blue: 0, alpha: 255, times: alpha) }
        let c = palette[index]
        return PaintColor(red: c.r, green: c.g, blue: c.b, alpha: c.a, times: alpha)
    }

    // MARK: Reading

    func u8(_ o: Int) -> Int? { o >= 0 && o < colr.count ? Int(colr[o]) : nil }
    func u16(_ o: Int) -> Int? { ColrTable.u16(colr, o) }
    func u24(_ o: Int) -> Int? { ColrTable.u24(colr, o) }
    func i16(_ o: Int) -> Int? { u16(o).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
    func i32(_ o: Int) -> Int? { ColrTable.u32(colr, o).map { $0 >= 0x8000_0000 ? $0 - 0x1_0000_0000 : $0 } }
    /// A 2.14 fixed-point value.
    func f2dot14(_ o: Int) -> Double? { i16(o).map { Double($0) / 16384 } }
    /// A 16.16 fixed-point value.
    func fixed(_ o: Int) -> Double? { i32(o).map { Double($0) / 65536 } }

    static func u16(_ b: UnsafeRawBufferPointer, _ o: Int) -> Int? {
        o >= 0 && o + 2 <= b.count ? Int(b[o]) << 8 | Int(b[o + 1]) : nil
    }

    static func u24(_ b: UnsafeRawBufferPointer, _ o: Int) -> Int? {
        o >= 0 && o + 3 <= b.count ? Int(b[o]) << 16 | Int(b[o + 1]) << 8 | Int(b[o + 2]) : nil
    }

    static func u32(_ b: UnsafeRawBufferPointer, _ o: Int) -> Int? {
        o >= 0 && o + 4 <= b.count ? Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) : nil
    }
}
