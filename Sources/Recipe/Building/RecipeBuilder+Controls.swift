import Layout
import Typesetting

/// Button images (a file or generated image, or an SF Symbol) and the symbol warning.
extension BuildState {
    /// Measures the button's `imageSource` (as an image view's `source`) or sizes its `systemImage`
    /// at the title font's point size (the configuration's font for configuration buttons).
    mutating func buttonImage(_ b: inout ButtonProperties, _ spec: ViewSpec) throws(RecipeError) {
        let p = spec.properties
        if let name = p.systemImage {
            let font = (b.configuration?.resolvedFont ?? b.font).font(category: environment.contentSizeCategory)
            let symbol = symbolImage(name, p, font: font)
            b.symbol = symbol
            b.imageSize = symbol.size()
            warnSymbol(symbol, b.imageSize, spec)
        } else if let source = p.imageSource {
            let reference = try image(source, of: spec)
            b.imageName = reference.key
            b.imageSize = reference.pointSize
            record(reference, from: source)
        }
    }

    /// The symbol `systemImage` names, configured as `UIImage.SymbolConfiguration` does: the
    /// point size written, else the text style's at the content size category, else `font`'s
    /// (a button's title font), else 17; the weight written, else `font`'s, else regular.
    func symbolImage(_ name: String, _ p: ViewProperties, font: Font?) -> SymbolImage {
        let style = p.symbolTextStyle.map { Font.preferred($0, category: environment.contentSizeCategory) }
        let size = p.symbolPointSize ?? style?.size ?? font?.size ?? SymbolImage.defaultPointSize
        var s = SymbolImage(name: name, pointSize: size, scale: p.symbolScale ?? .medium,
                            weight: p.symbolWeight ?? style?.weight ?? font?.weight ?? .regular)
        s.renderingMode = p.symbolRenderingMode ?? .automatic
        return s
    }

    /// An SF Symbol outside snapshot's table (`SymbolGlyphs`): say so, with the size the
    /// placeholder takes.
    mutating func warnSymbol(_ symbol: SymbolImage, _ size: Layout.Size?, _ spec: ViewSpec) {
        guard !SymbolGlyphs.contains(symbol.name) else { return }
        let s = size ?? symbol.size()
        warn("\(spec.path.appending("systemImage")): SF Symbol \"\(symbol.name)\" cannot be shipped; drawn as a \(formatNumber(s.width))x\(formatNumber(s.height))-point placeholder")
    }
}
