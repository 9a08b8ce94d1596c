import Typesetting

/// The measured shape of a piece of text, in points.
public struct TextMeasurement: Sendable {
    /// Width of the widest line.
    public var width: Double
    /// Height of all lines, rounded up to the pixel grid by the measurer. For empty text: one line.
    public var height: Double
    /// Offset of the first baseline from the top of the text block.
    public var firstBaseline: Double
    /// Offset of the last baseline from the top of the text block.
    public var lastBaseline: Double
    public var lineCount: Int
    /// The font's line height (`UIFont.lineHeight`), unrounded; nil if the measurer has none.
    public var lineHeight: Double?
    /// The lines as the measurer laid them out, glyphs positioned in the text box: what a
    /// painter draws. Nil from a measurer that only measures (`GridTextMeasurer`).
    public var layout: TextLayout?

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lineCount: Int,
                lineHeight: Double? = nil, layout: TextLayout? = nil) {
        self.width = width; self.height = height; self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline; self.lineCount = lineCount; self.lineHeight = lineHeight
        self.layout = layout
    }

    /// The measurement without its lines (what the layout result keeps of it).
    public var sizes: TextMeasurement {
        var m = self
        m.layout = nil
        return m
    }
}

/// What a measurer needs to know besides the text.
public struct TextRequest: Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    /// Wrapping width; nil = do not wrap.
    public var maxWidth: Double?
    /// 0 = unlimited.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var alignment: TextAlignment
    public var rightToLeft: Bool
    public var scale: Double
    public var contentSizeCategory: ContentSizeCategory
    /// How tall lines are when text falls back to another face (labels: `font.labelLineMetrics`).
    public var lineMetrics: LineMetrics = .tallestFace
    /// Whether each paragraph takes its direction from its own first strong character, as
    /// UILabel draws it, with `natural` alignment following `rightToLeft`; otherwise every
    /// paragraph is laid out in the direction `rightToLeft` gives.
    public var naturalParagraphs = false

    /// The alignment of the lines in their box: `natural` resolved to a side when paragraphs
    /// take their own direction (the typesetter's `natural` follows the paragraph direction it
    /// is given, `rightToLeft` otherwise).
    public var alignmentInBox: TextAlignment {
        guard naturalParagraphs, alignment == .natural else { return alignment }
        return rightToLeft ? .right : .left
    }
}

/// Measures text for intrinsic sizes and baselines. Implemented over Typesetting by
/// `TypesetterMeasurer`; tests use `GridTextMeasurer` (LayoutTestSupport) for round numbers.
public protocol TextMeasuring: Sendable {
    func measure(_ request: TextRequest) -> TextMeasurement

    /// A measurer that gives the same measurements and works on another thread at the same
    /// time as this one, or nil (the default) when measurements would only wait on each other.
    /// A layout measures many views on two threads with it.
    func concurrentMeasurer() -> (any TextMeasuring)?

    /// Whether measurements carry the lines the painter draws (`TextMeasurement.layout`); false
    /// for a layout that is never drawn (`snapshot layout`), whose result then carries no
    /// `LaidOutView.textLayout`. True by default.
    var keepsLines: Bool { get }
}

extension TextMeasuring {
    public func concurrentMeasurer() -> (any TextMeasuring)? { nil }
    public var keepsLines: Bool { true }
}
