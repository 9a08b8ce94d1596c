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

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lineCount: Int,
                lineHeight: Double? = nil) {
        self.width = width; self.height = height; self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline; self.lineCount = lineCount; self.lineHeight = lineHeight
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
}

/// Measures text for intrinsic sizes and baselines. Implemented over Typesetting by
/// `TypesetterMeasurer`; tests use `GridTextMeasurer` for round numbers.
public protocol TextMeasuring: Sendable {
    func measure(_ request: TextRequest) -> TextMeasurement
}

/// A deterministic measurer with round numbers, for tests: every character (including spaces)
/// is `0.5 × size` wide, a line is `size` tall and the baseline sits `0.8 × size` below the line
/// top. Wrapping is greedy at spaces (a word longer than the width is cut between characters).
/// A `.preferred` font uses its nominal size at every category.
public struct GridTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ r: TextRequest) -> TextMeasurement {
        let size = r.font.nominalSize
        let cw = size / 2
        var lines: [Int] = []  // character counts per line
        for paragraph in r.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
            guard let maxWidth = r.maxWidth, maxWidth > 0 else {
                lines.append(paragraph.count)
                continue
            }
            let maxChars = max(1, Int((maxWidth / cw + 1e-9).rounded(.down)))
            var current = -1  // -1 = empty line
            for var w in words {
                if current >= 0 && current + 1 + w <= maxChars { current += 1 + w; continue }
                if current >= 0 { lines.append(current); current = -1 }
                while w > maxChars { lines.append(maxChars); w -= maxChars }
                current = w
            }
            lines.append(max(current, 0))
        }
        if r.numberOfLines > 0 && lines.count > r.numberOfLines { lines = Array(lines.prefix(r.numberOfLines)) }
        if lines.isEmpty { lines = [0] }
        let width = Double(lines.max() ?? 0) * cw
        let n = Double(lines.count)
        return TextMeasurement(width: width, height: n * size, firstBaseline: 0.8 * size,
                               lastBaseline: (n - 1) * size + 0.8 * size, lineCount: lines.count, lineHeight: size)
    }
}
