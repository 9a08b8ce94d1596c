import Typesetting

/// `TextMeasuring` over the Typesetting module (FreeType + HarfBuzz with the shipped fonts).
/// The measurement carries the typesetter's lines (`TextMeasurement.layout`), which the layout
/// result hands to the painter for the view's final frame (`LaidOutView.textLayout`).
public struct TypesetterMeasurer: TextMeasuring {
    public let typesetter: Typesetter
    /// Whether measurements keep the typesetter's lines for the painter. A layout that is never
    /// drawn sets it to false: the lines of every text would otherwise stay in the result
    /// (~20 MB at 30,000 texts).
    public var keepsLines: Bool

    public init(typesetter: Typesetter, keepsLines: Bool = true) {
        self.typesetter = typesetter
        self.keepsLines = keepsLines
    }

    /// Uses the process-wide typesetter over the repository's fonts (`Typesetter.shared()`).
    public init() throws(TypesettingError) {
        typesetter = try Typesetter.shared()
        keepsLines = true
    }

    /// Measures with the typesetter's twin (`Typesetter.twin()`).
    public func concurrentMeasurer() -> (any TextMeasuring)? {
        typesetter.twin().map { TypesetterMeasurer(typesetter: $0, keepsLines: keepsLines) }
    }

    public func measure(_ r: TextRequest) -> TextMeasurement {
        let font = r.font.font(category: r.contentSizeCategory)
        let direction: WritingDirection = r.naturalParagraphs ? .natural : r.rightToLeft ? .rightToLeft : .leftToRight
        let t = typesetter.layout(r.text, font: font, maxWidth: r.maxWidth, numberOfLines: r.numberOfLines,
                                  lineBreakMode: r.lineBreakMode, alignment: r.alignmentInBox,
                                  direction: direction, scale: r.scale, lineMetrics: r.lineMetrics)
        return TextMeasurement(width: t.width, height: t.height, firstBaseline: t.firstBaseline,
                               lastBaseline: t.lastBaseline, lineCount: max(t.lines.count, 1), lineHeight: t.lineHeight,
                               layout: keepsLines ? t : nil)
    }
}
