import Layout

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
