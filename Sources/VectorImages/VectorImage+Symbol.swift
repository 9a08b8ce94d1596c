import Foundation

/// Custom SF Symbols: an SVG template exported from the SF Symbols app holds up to 27 glyphs
/// (`Ultralight-S` ... `Black-L`) beside guides (`Baseline-M`, `Capline-M`, margins) and notes.
/// snapshot draws one glyph, regular weight at medium scale, the way UIKit draws a symbol with
/// no configuration: at `symbolPointSize` points.
extension VectorImage {
    /// The point size custom symbols are drawn at (UIKit's body text size).
    public static let symbolPointSize = 17.0
    /// SF Pro's cap height per point of font size: the template's `Capline-M` to `Baseline-M`
    /// distance is this many points of the symbol's size.
    static let capHeightPerPoint = 0.7046
    /// The glyphs tried, in order: the regular-medium one, then the ones the template must hold
    /// when it has no regular-medium glyph (the SF Symbols app's small interpolation sources).
    static let symbolLayers = ["#Regular-M", "#Regular-S", "#Regular-L", "#Ultralight-S", "#Black-S"]

    /// Whether the file at `path` is a symbol template (it lies in a `.symbolset` folder).
    static func isSymbolTemplate(_ path: String) -> Bool {
        ((path as NSString).deletingLastPathComponent as NSString).pathExtension.lowercased() == "symbolset"
    }

    /// The template's first glyph of `symbolLayers`, framed between its margins (else its ink)
    /// horizontally and by its ink vertically, scaled so that the cap height of its guides is
    /// the cap height of a `symbolPointSize` font (a glyph unit is a point at 100 points when
    /// the guides are missing). A file with none of the glyphs is drawn whole.
    static func symbol(_ data: [UInt8]) throws(VectorImageError) -> VectorImage {
        let margins = symbolLayers.flatMap { ["#left-margin-\($0.dropFirst())", "#right-margin-\($0.dropFirst())"] }
        let measure = try SVGMeasure(data, ids: symbolLayers + ["#Baseline-M", "#Capline-M"] + margins)
        guard let layer = symbolLayers.first(where: { measure.elements[$0] != nil }),
              let ink = measure.elements[layer]?.ink, ink[2] > 0, ink[3] > 0 else { return try svg(data) }
        var source = ink
        if let left = measure.elements["#left-margin-\(layer.dropFirst())"]?.logical[0],
           let right = measure.elements["#right-margin-\(layer.dropFirst())"]?.logical[0], right > left {
            source[0] = left
            source[2] = right - left
        }
        var unitsPerPoint = 100 / symbolPointSize
        if let base = measure.elements["#Baseline-M"]?.logical[1], let cap = measure.elements["#Capline-M"]?.logical[1], base > cap {
            unitsPerPoint = (base - cap) / (capHeightPerPoint * symbolPointSize)
        }
        return try checked(VectorImage(format: .svg, data: data, element: layer, source: source,
                                       width: source[2] / unitsPerPoint, height: source[3] / unitsPerPoint))
    }
}
