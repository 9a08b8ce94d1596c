/// One node of a COLRv1 paint graph as `ColrTable` decodes it; children are offsets into the
/// COLR table. Variable formats decode as their static twins (the default instance).
enum ColrPaint: Sendable {
    /// PaintColrLayers: `count` layers of the layer list from `first`, bottom to top.
    case layers(first: Int, count: Int)
    /// PaintSolid: a palette entry and an alpha.
    case solid(PaintColor)
    /// Linear, radial and sweep gradients.
    case gradient(GradientGeometry, ColorLine)
    /// PaintGlyph: the child painted inside a glyph's outline.
    case glyph(child: Int, glyph: UInt32)
    /// PaintColrGlyph: another base glyph's graph.
    case colrGlyph(UInt32)
    /// PaintTransform, Translate, Scale, Rotate, Skew: the child under a transform.
    case transform(child: Int, PaintTransform)
    /// PaintComposite: source onto backdrop by a mode.
    case composite(source: Int, mode: PaintCompositeMode, backdrop: Int)
}
