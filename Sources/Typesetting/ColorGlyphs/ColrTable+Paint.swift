extension ColrTable {
    /// The paint at offset `o` of the COLR table; nil for an unknown format or a damaged one.
    /// Variable formats (the odd ones) read as their static twins.
    func paint(at o: Int) -> ColrPaint? {
        guard let raw = u8(o), raw >= 1, raw <= 32 else { return nil }
        let format = raw == 32 || raw % 2 == 0 || raw == 1 || raw == 11 ? raw : raw - 1
        let isVar = format != raw
        switch format {
        case 1:
            guard let count = u8(o + 1), let first = ColrTable.u32(colr, o + 2) else { return nil }
            return .layers(first: first, count: count)
        case 2:
            guard let index = u16(o + 1), let alpha = f2dot14(o + 3) else { return nil }
            return .solid(color(index, alpha: alpha))
        case 4, 6, 8:
            return gradient(format, at: o, isVar: isVar)
        case 10:
            guard let child = u24(o + 1), let glyph = u16(o + 4) else { return nil }
            return .glyph(child: o + child, glyph: UInt32(glyph))
        case 11:
            return u16(o + 1).map { .colrGlyph(UInt32($0)) }
        case 32:
            guard let source = u24(o + 1), let mode = u8(o + 4), let backdrop = u24(o + 5) else { return nil }
            return .composite(source: o + source, mode: PaintCompositeMode(openType: mode), backdrop: o + backdrop)
        default:
            guard let child = u24(o + 1), let t = transform(format, at: o) else { return nil }
            return .transform(child: o + child, t)
        }
    }

    private func gradient(_ format: Int, at o: Int, isVar: Bool) -> ColrPaint? {
        guard let lineOffset = u24(o + 1), let line = colorLine(at: o + lineOffset, isVar: isVar),
              let a = i16(o + 4), let b = i16(o + 6), let c = u16(o + 8), let d = i16(o + 10), let e = i16(o + 12)
        else { return nil }
        let (a1, b1, c1, d1, e1) = (Double(a), Double(b), Double(c), Double(d), Double(e))
        switch format {
        case 4:
            guard let f = i16(o + 14), let g = i16(o + 8) else { return nil }
            return .gradient(.linear(x0: a1, y0: b1, x1: Double(g), y1: d1, x2: e1, y2: Double(f)), line)
        case 6:
            guard let r1 = u16(o + 14) else { return nil }
            return .gradient(.radial(x0: a1, y0: b1, r0: c1, x1: d1, y1: e1, r1: Double(r1)), line)
        default:
            guard let start = f2dot14(o + 8), let end = f2dot14(o + 10) else { return nil }
            return .gradient(.sweep(cx: a1, cy: b1, start: start * 180, end: end * 180), line)
        }
    }

    /// A (var) colour line: extend, then stops of offset, palette index and alpha (a var stop
    /// carries a 4-byte variation index too). At most 1,024 stops are read.
    private func colorLine(at o: Int, isVar: Bool) -> ColorLine? {
        guard let extend = u8(o), let count = u16(o + 1) else { return nil }
        let size = isVar ? 10 : 6
        var stops: [ColorLine.Stop] = []
        for i in 0..<min(count, 1_024) {
            let s = o + 3 + i * size
            guard let offset = f2dot14(s), let index = u16(s + 2), let alpha = f2dot14(s + 4) else { return nil }
            stops.append(ColorLine.Stop(offset: offset, color: color(index, alpha: alpha)))
        }
        return ColorLine(stops: stops, extend: extend == 1 ? .repeat : (extend == 2 ? .reflect : .pad))
    }

    /// The transform of formats 12-31 (angles in half turns, scales and angles 2.14, centres
    /// and translations in font units).
    private func transform(_ format: Int, at o: Int) -> PaintTransform? {
        func centred(_ at: Int, _ t: PaintTransform) -> PaintTransform? {
            guard let cx = i16(at), let cy = i16(at + 2) else { return nil }
            return .about(Double(cx), Double(cy), t)
        }
        switch format {
        case 12:
            guard let t = u24(o + 4), let xx = fixed(o + t), let yx = fixed(o + t + 4), let xy = fixed(o + t + 8),
                  let yy = fixed(o + t + 12), let dx = fixed(o + t + 16), let dy = fixed(o + t + 20) else { return nil }
            return PaintTransform(xx: xx, xy: xy, dx: dx, yx: yx, yy: yy, dy: dy)
        case 14:
            guard let dx = i16(o + 4), let dy = i16(o + 6) else { return nil }
            return .translation(Double(dx), Double(dy))
        case 16, 18:
            guard let sx = f2dot14(o + 4), let sy = f2dot14(o + 6) else { return nil }
            return format == 16 ? .scale(sx, sy) : centred(o + 8, .scale(sx, sy))
        case 20, 22:
            guard let s = f2dot14(o + 4) else { return nil }
            return format == 20 ? .scale(s, s) : centred(o + 6, .scale(s, s))
        case 24, 26:
            guard let angle = f2dot14(o + 4) else { return nil }
            return format == 24 ? .rotation(degrees: angle * 180) : centred(o + 6, .rotation(degrees: angle * 180))
        case 28, 30:
            guard let x = f2dot14(o + 4), let y = f2dot14(o + 6) else { return nil }
            let skew = PaintTransform.skew(x: x * 180, y: y * 180)
            return format == 28 ? skew : centred(o + 8, skew)
        default:
            return nil
        }
    }
}
