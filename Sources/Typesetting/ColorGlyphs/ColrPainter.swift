import CFreeType

/// Paints one COLRv1 colour glyph into a `PaintLayer`: walks the glyph's paint graph
/// (`ColrTable`), carrying the transform from font units to the layer's pixels; each
/// PaintGlyph's outline is rasterized by FreeType as a coverage mask (`OutlineMask`) and filled
/// with the paint beneath it (solid, linear, radial or sweep gradient), layers are composited
/// source-over and PaintComposite by its mode. One thread, a fixed order: the same bytes
/// every time.
struct ColrPainter {
    let table: ColrTable
    let face: FT_Face
    let library: FT_Library
    let width: Int
    let height: Int
    /// Paint nodes visited so far, and the most a glyph may take (a hostile font's cycles and
    /// fan-outs end there).
    private(set) var visited = 0
    static let nodeLimit = 20_000
    static let depthLimit = 32

    init(table: ColrTable, face: FT_Face, library: FT_Library, width: Int, height: Int) {
        self.table = table
        self.face = face
        self.library = library
        self.width = width
        self.height = height
    }

    /// The layer a glyph's whole paint graph draws with `transform` from font units to pixels
    /// (y up, origin at the layer's bottom-left corner); nil when the glyph has no COLRv1 paint.
    mutating func paintGlyph(_ glyph: UInt32, transform: PaintTransform) -> PaintLayer? {
        guard let root = table.rootPaint(of: glyph) else { return nil }
        var layer = PaintLayer(width: width, height: height)
        paint(root, transform, into: &layer, clip: layer.whole, depth: 0)
        return layer
    }

    /// Draws the paint at `offset` (and what it holds) source-over into `layer`, within `clip`.
    mutating func paint(_ offset: Int, _ transform: PaintTransform, into layer: inout PaintLayer,
                        clip: PaintLayer.PixelBox, depth: Int) {
        visited += 1
        guard depth < ColrPainter.depthLimit, visited <= ColrPainter.nodeLimit, !clip.isEmpty,
              let node = table.paint(at: offset) else { return }
        switch node {
        case .solid, .gradient:
            guard let fill = fill(node, transform) else { return }
            guard !layer.bounds.isEmpty else { return layer.fill(clip, fill) }
            var own = PaintLayer(width: width, height: height)
            own.fill(clip, fill)
            layer.composite(own, mode: .sourceOver)
        case let .layers(first, count):
            for i in first..<first + count {
                guard let child = table.layer(i) else { return }
                paint(child, transform, into: &layer, clip: clip, depth: depth + 1)
            }
        case let .glyph(child, glyph):
            paintClipped(child, glyph: glyph, transform, into: &layer, clip: clip, depth: depth)
        case let .colrGlyph(glyph):
            guard let root = table.rootPaint(of: glyph) else { return }
            paint(root, transform, into: &layer, clip: clip, depth: depth + 1)
        case let .transform(child, inner):
            paint(child, transform.concatenating(inner), into: &layer, clip: clip, depth: depth + 1)
        case let .composite(source, mode, backdrop):
            paintComposite(source: source, mode: mode, backdrop: backdrop, transform, into: &layer, clip: clip, depth: depth)
        }
    }

    /// A solid or gradient node as the colour of each pixel (column, row), its geometry read
    /// through the inverse of `transform` at the pixel's centre.
    private func fill(_ node: ColrPaint, _ transform: PaintTransform) -> ((Int, Int) -> PaintColor)? {
        switch node {
        case let .solid(color):
            return { _, _ in color }
        case let .gradient(geometry, line):
            guard let inverse = transform.inverted else { return nil }
            let rows = Double(height)
            return { x, y in
                let q = inverse.apply(Double(x) + 0.5, rows - Double(y) - 0.5)
                return geometry.parameter(q.x, q.y).map { line.color(at: $0) } ?? .clear
            }
        default:
            return nil
        }
    }

    /// PaintGlyph: the paint beneath it, kept where the glyph's outline covers.
    private mutating func paintClipped(_ child: Int, glyph: UInt32, _ transform: PaintTransform,
                                       into layer: inout PaintLayer, clip: PaintLayer.PixelBox, depth: Int) {
        guard let mask = OutlineMask(face: face, library: library, glyph: glyph, transform: transform,
                                     width: width, height: height) else { return }
        let box = mask.box.intersection(clip)
        guard !box.isEmpty else { return }
        var own = PaintLayer(width: width, height: height)
        paint(child, transform, into: &own, clip: box, depth: depth + 1)
        own.mask(mask.coverage, box: box)
        layer.composite(own, mode: .sourceOver)
    }

    private mutating func paintComposite(source: Int, mode: PaintCompositeMode, backdrop: Int, _ transform: PaintTransform,
                                         into layer: inout PaintLayer, clip: PaintLayer.PixelBox, depth: Int) {
        var below = PaintLayer(width: width, height: height)
        paint(backdrop, transform, into: &below, clip: clip, depth: depth + 1)
        var above = PaintLayer(width: width, height: height)
        paint(source, transform, into: &above, clip: clip, depth: depth + 1)
        below.composite(above, mode: mode)
        layer.composite(below, mode: .sourceOver)
    }
}
