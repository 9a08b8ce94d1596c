import Layout

/// The symbol configuration UIKit gives SF Symbol images in bars (docs/render.md, "Bar
/// symbols", with the sources: Apple's "Introducing SF Symbols", WWDC 2019, and the HIG's tab
/// bar icon sizes): a text style's point size and a scale, sized like any symbol image
/// (`SymbolImage.size`).
///
/// - Bar button items (navigation bars, toolbars): the body style at the large scale, the
///   medium scale in a compact-height bar (iPhone landscape).
/// - Tab bar items: stacked (iPhone portrait) and inline (iPad, regular width) the body style,
///   compact inline (an iPhone in compact width and height) the footnote style, both at the
///   large scale.
///
/// The styles' sizes are the Large content size's (body 17, footnote 13): bars keep their
/// sizes at every Dynamic Type size here, as their titles do (`BarFonts`).
struct BarItemSymbols: Hashable, Sendable {
    var pointSize: Double
    var scale: SymbolScale

    static let body = 17.0
    static let footnote = 13.0

    /// Navigation bar and toolbar items.
    static func barButtons(in e: Environment) -> BarItemSymbols {
        BarItemSymbols(pointSize: body, scale: e.sizeClass.vertical == .compact ? .medium : .large)
    }

    /// Tab bar items.
    static func tabItems(in e: Environment) -> BarItemSymbols {
        let compactInline = !e.device.isPad && e.sizeClass.vertical == .compact && e.sizeClass.horizontal == .compact
        return BarItemSymbols(pointSize: compactInline ? footnote : body, scale: .large)
    }

    /// The size of a bar image named `name`: an SF Symbol in the table (`SymbolGlyphs`) at this
    /// configuration, any other image its `declared` size.
    func size(of name: String?, declared: Size) -> Size {
        guard let name, SymbolGlyphs.glyph(for: name) != nil else { return declared }
        return SymbolImage(name: name, pointSize: pointSize, scale: scale).size()
    }
}
