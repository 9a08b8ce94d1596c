import Typesetting

/// `UIImage.SymbolScale`.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
}

/// `UIImage.RenderingMode` of a symbol: `automatic` and `template` draw it in the tint (or the
/// control's colour), `original` in the symbol's own colour, black for the icon set's one-layer
/// glyphs.
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    case automatic, template, original
}

/// An SF Symbol (`UIImage(systemName:)`, Interface Builder's `catalog="system"`). Apple's symbols
/// cannot be shipped: a renderer draws the name's glyph from `SymbolGlyphs`, and a neutral
/// rounded placeholder of the symbol's size for a name outside that table.
public struct SymbolImage: Hashable, Sendable {
    /// The symbol's name (`star.fill`).
    public var name: String
    /// The point size of its configuration (the font it is drawn with).
    public var pointSize: Double
    public var scale: SymbolScale
    /// `UIImage.SymbolWeight` (or the font's weight): the glyph's strokes (`SymbolGlyph.weighted`).
    public var weight: FontWeight
    public var renderingMode: SymbolRenderingMode = .automatic
    public init(name: String, pointSize: Double = SymbolImage.defaultPointSize, scale: SymbolScale = .medium,
                weight: FontWeight = .regular) {
        self.name = name; self.pointSize = pointSize; self.scale = scale; self.weight = weight
    }

    /// A symbol without a configuration of its own: the body text style's 17 points, medium.
    public static let defaultPointSize = 17.0

    /// The symbol image's size in points, our rule (docs/layout.md, "SF Symbols"): its larger side
    /// is the point size × 1.12 at the medium scale (× 0.8 small, × 1.29 large: Apple's
    /// `NSImage.SymbolScale` documents small as about 20 % smaller and large about 30 % larger), the other side from `aspect` (the width × height Interface Builder
    /// declares in `<resources>`, e.g. 128×123 for `questionmark.circle`; else the drawn glyph's
    /// ink, `SymbolGlyphs`; square for a name outside the table), each rounded to whole points.
    /// For a 17-point `questionmark.circle.fill` this gives the 19×18 Interface Builder stores
    /// for such an image view.
    public func size(aspect declared: Size? = nil) -> Size {
        let aspect = declared ?? SymbolGlyphs.glyph(for: name)?.bounds.size
        let factor: Double
        switch scale {
        case .small: factor = 0.8
        case .medium: factor = 1
        case .large: factor = 1.29
        }
        let side = max(0, pointSize.isFinite ? pointSize : Self.defaultPointSize) * 1.12 * factor
        guard let aspect, aspect.width > 0, aspect.height > 0, aspect.width.isFinite, aspect.height.isFinite else {
            let s = side.rounded()
            return Size(width: s, height: s)
        }
        let longer = max(aspect.width, aspect.height)
        return Size(width: (side * aspect.width / longer).rounded(), height: (side * aspect.height / longer).rounded())
    }
}
