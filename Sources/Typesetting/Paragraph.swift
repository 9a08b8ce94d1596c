/// A glyph from HarfBuzz, in ems of its face (design units / unitsPerEm), so glyphs of
/// different faces add up and one shaping serves every point size.
struct ShapedGlyph {
    var glyph: UInt32
    /// UTF-16 offset (in the shaped units) of the first unit of the glyph's cluster.
    var cluster: Int
    var advance: Double
    var dx: Double
    var dy: Double
}

/// A maximal stretch of a paragraph drawn with one face at one bidi level.
struct Run {
    var range: Range<Int>
    var face: Int
    var level: UInt8
    var glyphs: [ShapedGlyph]
}

/// One paragraph (text between hard line breaks) itemized, shaped and indexed for breaking.
/// Size independent: widths are in ems of the requested font size.
struct Paragraph {
    let units: [UInt16]
    /// Paragraph embedding level: 0 left-to-right, 1 right-to-left.
    let baseLevel: UInt8
    let runs: [Run]
    /// prefix[i] = advance (ems) of the clusters starting before unit i; count + 1 entries.
    let prefix: [Double]
    /// trackedPrefix[i] = the glyphs of the system font (which are tracked) in the clusters
    /// starting before unit i; count + 1 entries.
    let trackedPrefix: [Int]
    /// Grapheme cluster boundaries, 0 and units.count included, ascending.
    let graphemes: [Int]

    var count: Int { units.count }

    /// Advance in ems of units a..<b, without tracking.
    func width(_ a: Int, _ b: Int) -> Double { prefix[b] - prefix[a] }

    /// Advance in points of units a..<b at a point size, with `tracking` points per glyph of the
    /// system font (`SystemFont.tracking(at:)`).
    func width(_ a: Int, _ b: Int, size: Double, tracking: Double) -> Double {
        (prefix[b] - prefix[a]) * size + Double(trackedPrefix[b] - trackedPrefix[a]) * tracking
    }

    /// The end of a..<b with trailing whitespace removed.
    func trimmedEnd(_ a: Int, _ b: Int) -> Int {
        var e = b
        while e > a, Paragraph.isSpace(units[e - 1]) { e -= 1 }
        return e
    }

    /// The start of a..<b with leading whitespace removed.
    func trimmedStart(_ a: Int, _ b: Int) -> Int {
        var s = a
        while s < b, Paragraph.isSpace(units[s]) { s += 1 }
        return s
    }

    /// Whitespace that hangs at a line end and is not measured there.
    static func isSpace(_ u: UInt16) -> Bool {
        switch u {
        case 0x20, 0x09, 0x1680, 0x2000...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether any unit may need the bidi algorithm (RTL letters, Arabic digits, controls).
    static func needsBidi(_ units: [UInt16]) -> Bool {
        for u in units {
            switch u {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802, 0xD803, 0xD83A, 0xD83B,
                 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                return true
            default: continue
            }
        }
        return false
    }
}
