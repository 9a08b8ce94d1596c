import Typesetting

/// `TextMeasuring` over the Typesetting module (FreeType + HarfBuzz with the shipped fonts).
/// The measurement keeps only sizes, baselines and line counts: the painter lays the text out
/// again with the same typesetter and parameters at the view's final width
/// (`Painter.layoutText` in Render/Painter+Text.swift), which gives these lines when that width
/// is the measured one (a frame up to a pixel narrower is widened back; docs/render.md).
public struct TypesetterMeasurer: TextMeasuring {
    public let typesetter: Typesetter

    public init(typesetter: Typesetter) { self.typesetter = typesetter }

    /// Uses the process-wide typesetter over the repository's fonts (`Typesetter.shared()`).
    public init() throws(TypesettingError) { typesetter = try Typesetter.shared() }

    /// Measures with the typesetter's twin (`Typesetter.twin()`).
    public func concurrentMeasurer() -> (any TextMeasuring)? {
        typesetter.twin().map { TypesetterMeasurer(typesetter: $0) }
    }

    public func measure(_ r: TextRequest) -> TextMeasurement {
        let font = r.font.font(category: r.contentSizeCategory)
        let t = typesetter.layout(r.text, font: font, maxWidth: r.maxWidth, numberOfLines: r.numberOfLines,
                                  lineBreakMode: r.lineBreakMode, alignment: r.alignment,
                                  direction: r.rightToLeft ? .rightToLeft : .leftToRight, scale: r.scale,
                                  lineMetrics: r.lineMetrics)
        return TextMeasurement(width: t.width, height: t.height, firstBaseline: t.firstBaseline,
                               lastBaseline: t.lastBaseline, lineCount: max(t.lines.count, 1), lineHeight: t.lineHeight)
    }
}
