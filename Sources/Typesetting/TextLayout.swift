/// Identifies one loaded font face of a `Typesetter` (an index into its face list).
public struct FaceID: Hashable, Sendable, Comparable {
    /// Position of the face in `Typesetter.faceNames`.
    public let index: Int
    public init(index: Int) { self.index = index }
    public static func < (a: FaceID, b: FaceID) -> Bool { a.index < b.index }
}

/// One glyph placed in a text box.
public struct PositionedGlyph: Sendable, Hashable {
    /// The face that draws the glyph.
    public var face: FaceID
    /// Glyph index in the face.
    public var glyph: UInt32
    /// Point size of the glyph.
    public var size: Double
    /// Pen position in points, relative to the text box's top-left corner (x includes the
    /// line's alignment offset and the glyph's HarfBuzz offset).
    public var x: Double
    /// Baseline y in points from the top of the text box (minus any HarfBuzz y offset).
    public var y: Double

    public init(face: FaceID, glyph: UInt32, size: Double, x: Double, y: Double) {
        self.face = face
        self.glyph = glyph
        self.size = size
        self.x = x
        self.y = y
    }
}

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    /// The UTF-16 range of the source text the line stands for (including trailing
    /// whitespace that hangs past the edge; for a truncated line, all the text it replaces).
    public var utf16Range: Range<Int>
    /// Advance width of the visible content (trailing whitespace excluded), in points.
    public var width: Double
    /// Alignment offset of the line inside the box (box width = maxWidth when given, else
    /// the layout width).
    public var x: Double
    /// Baseline y in points from the top of the box.
    public var baseline: Double
    /// Ascent, descent and line gap of the line (largest of the faces it uses and the font).
    public var ascent: Double
    public var descent: Double
    public var lineGap: Double
    /// Glyphs in visual order, positioned in the text box.
    public var glyphs: [PositionedGlyph]
    /// Whether an ellipsis was inserted in this line.
    public var isTruncated: Bool
}

/// The result of laying out a string.
public struct TextLayout: Sendable, Hashable {
    /// Size of the text, rounded up to the pixel grid of the scale (ceil(x*scale)/scale);
    /// the width never exceeds a given maxWidth.
    public var width: Double
    public var height: Double
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Offsets of the first and last baselines from the top (the font's ascender for an
    /// empty string).
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Line height of the requested font (`UIFont.lineHeight`).
    public var lineHeight: Double
    /// Whether some text was not shown (dropped lines, ellipsis, or clipping).
    public var isTruncated: Bool
}

/// 8-bit coverage of one glyph, rendered unhinted at a pixel size and subpixel offset.
public struct GlyphMask: Sendable, Hashable {
    /// Size of the coverage bitmap in pixels.
    public var width: Int
    public var height: Int
    /// Offset of the bitmap's left column from the pen position, in pixels.
    public var left: Int
    /// Rows of the bitmap above the baseline (the top row is `top` pixels above it).
    public var top: Int
    /// Row-major coverage, `width` bytes per row, 0 = empty, 255 = full (empty for a colour
    /// glyph).
    public var coverage: [UInt8]
    /// A colour glyph's pixels (an emoji's bitmap), premultiplied RGBA, `width * height * 4`
    /// bytes, at the font's bitmap size; nil for an ordinary glyph. `left`, `top`, `width` and
    /// `height` are then in the bitmap's pixels: draw it scaled by `colorScale`, with
    /// filtering, from the unrounded pen position.
    public var color: [UInt8]? = nil
    /// Wanted pixels per em over the colour bitmap's pixels per em (1 for ordinary glyphs).
    public var colorScale: Double = 1

    /// Number of horizontal subpixel positions masks are rendered at.
    public static let subpixelPositions = 4

    /// Where to draw a glyph whose pen x is `x` points at `scale`: the whole device pixel
    /// and the subpixel bucket (0..<4, in quarters of a pixel) to request the mask for.
    public static func placement(x: Double, scale: Double) -> (pixel: Int, subpixel: Int) {
        let scaled = (x * scale * Double(subpixelPositions)).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) < 1e15 else { return (0, 0) }
        let quarters = Int(scaled)
        let pixel = Int((Double(quarters) / Double(subpixelPositions)).rounded(.down))
        return (pixel, quarters - pixel * subpixelPositions)
    }
}
