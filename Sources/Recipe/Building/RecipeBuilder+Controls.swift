import Layout
import Typesetting

/// Button images (a file or generated image, or an SF Symbol) and the symbol warning.
extension BuildState {
    /// Measures the button's `imageSource` (as an image view's `source`) or sizes its `systemImage`
    /// at the title font's point size (the configuration's font for configuration buttons).
    mutating func buttonImage(_ b: inout ButtonProperties, _ spec: ViewSpec) throws(RecipeError) {
        let p = spec.properties
        if let name = p.systemImage {
            let font = b.configuration?.resolvedFont ?? b.font
            let symbol = SymbolImage(name: name, pointSize: font.font(category: environment.contentSizeCategory).size,
                                     scale: p.symbolScale ?? .medium)
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

    /// An SF Symbol outside snapshot's table (`SymbolGlyphs`): say so, with the size the
    /// placeholder takes.
    mutating func warnSymbol(_ symbol: SymbolImage, _ size: Layout.Size?, _ spec: ViewSpec) {
        guard !SymbolGlyphs.contains(symbol.name) else { return }
        let s = size ?? symbol.size()
        warn("\(spec.path.appending("systemImage")): SF Symbol \"\(symbol.name)\" cannot be shipped; drawn as a \(formatNumber(s.width))x\(formatNumber(s.height))-point placeholder")
    }
}
