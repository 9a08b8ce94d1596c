/// Breaks text into lines, truncates the last shown line, aligns and positions glyphs.
/// Runs under the typesetter's lock (it uses the engine).
struct Composer {
    let engine: Engine
    let font: Font
    let maxWidth: Double?
    let numberOfLines: Int
    let mode: LineBreakMode
    let alignment: TextAlignment
    let direction: WritingDirection
    let scale: Double
    let lineMetrics: LineMetrics
    /// The face the font resolves to (`Engine.primaryFace(for:)`).
    let primary: Int

    /// A line chosen by the breaker, before alignment.
    private struct Pending {
        var range: Range<Int>          // in the whole text's UTF-16
        var content: Engine.LineGlyphs
        var truncated: Bool
        var justifiable: Bool
    }

    private static let ellipsis: UInt16 = 0x2026

    /// Points added to each glyph of the system font at this size.
    private var tracking: Double { SystemFont.tracking(at: font.size) }

    /// Advance in points of units a..<b of a paragraph, tracked.
    private func width(_ p: Paragraph, _ a: Int, _ b: Int) -> Double {
        p.width(a, b, size: font.size, tracking: tracking)
    }

    mutating func compose(_ text: String) -> TextLayout {
        let metrics = engine.faces[primary].metrics(size: font.size)
        let units = Array(text.utf16)
        let paragraphs = Composer.splitParagraphs(units)
        var pending: [Pending] = []
        var truncated = false
        outer: for (index, span) in paragraphs.enumerated() {
            let isLast = index == paragraphs.count - 1
            let p = engine.paragraph(Array(units[span.range]), face: primary, base: direction)
            var breaks: [Int]?  // computed only when a line has to wrap
            var start = 0
            repeat {
                let isLastAllowed = numberOfLines > 0 && pending.count == numberOfLines - 1
                if isLastAllowed {
                    let restEnd = p.trimmedEnd(start, p.count)
                    let fits = maxWidth.map { width(p, start, restEnd) <= $0 + 1e-9 } ?? true
                    if fits && isLast {
                        pending.append(line(p, start, p.count, offset: span.range.lowerBound, justifiable: false))
                        break outer
                    }
                    truncated = true
                    switch mode {
                    case .byWordWrapping, .byCharWrapping:
                        let end = nextBreak(p, from: start, breaks: &breaks)
                        pending.append(line(p, start, end, offset: span.range.lowerBound, justifiable: false))
                    case .byClipping:
                        pending.append(line(p, start, p.count, offset: span.range.lowerBound, justifiable: false))
                    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
                        pending.append(truncatedLine(p, start, offset: span.range.lowerBound))
                    }
                    break outer
                }
                let end = nextBreak(p, from: start, breaks: &breaks)
                pending.append(line(p, start, end, offset: span.range.lowerBound, justifiable: end < p.count))
                start = end
            } while start < p.count
        }
        return finish(pending, metrics: metrics, truncated: truncated)
    }

    /// Paragraph ranges split at hard breaks (LF, CR, CR LF, NEL, LS, PS). A break at the very
    /// end of the text does not start an empty last line.
    static func splitParagraphs(_ units: [UInt16]) -> [(range: Range<Int>, Void)] {
        var out: [(range: Range<Int>, Void)] = []
        var start = 0
        var i = 0
        while i < units.count {
            let u = units[i]
            if u == 0x0A || u == 0x0D || u == 0x85 || u == 0x2028 || u == 0x2029 {
                out.append((start..<i, ()))
                i += (u == 0x0D && i + 1 < units.count && units[i + 1] == 0x0A) ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        if start < units.count || out.isEmpty && !units.isEmpty { out.append((start..<units.count, ())) }
        return out
    }

    private func lineBreaks(_ p: Paragraph) -> [Int] {
        if mode == .byCharWrapping { return Array(p.graphemes.dropFirst()) }
        return engine.lineBreaks(p)
    }

    /// The end of the line starting at `start`: the farthest break whose content (trailing
    /// whitespace hangs) fits; inside a word too long for a line, the farthest grapheme
    /// boundary that fits; at least one grapheme.
    private func nextBreak(_ p: Paragraph, from start: Int, breaks cached: inout [Int]?) -> Int {
        guard let maxWidth else { return p.count }
        let limit = maxWidth + 1e-9
        if width(p, start, p.trimmedEnd(start, p.count)) <= limit { return p.count }
        let breaks = cached ?? lineBreaks(p)
        cached = breaks
        var lo = 0
        var hi = breaks.count
        while lo < hi {  // first break after start
            let mid = (lo + hi) / 2
            if breaks[mid] <= start { lo = mid + 1 } else { hi = mid }
        }
        var best: Int?
        var i = lo
        while i < breaks.count {
            let b = breaks[i]
            if width(p, start, p.trimmedEnd(start, b)) <= limit { best = b } else { break }
            i += 1
        }
        if let best { return best }
        // The first word does not fit: break it between graphemes.
        let wordEnd = lo < breaks.count ? breaks[lo] : p.count
        var gLo = 0
        var gHi = p.graphemes.count
        while gLo < gHi {  // first grapheme boundary after start
            let mid = (gLo + gHi) / 2
            if p.graphemes[mid] <= start { gLo = mid + 1 } else { gHi = mid }
        }
        guard gLo < p.graphemes.count else { return p.count }
        var fit = p.graphemes[gLo]  // at least one grapheme per line
        var j = gLo + 1
        while j < p.graphemes.count, p.graphemes[j] <= wordEnd, width(p, start, p.graphemes[j]) <= limit {
            fit = p.graphemes[j]
            j += 1
        }
        return fit
    }

    private func line(_ p: Paragraph, _ start: Int, _ end: Int, offset: Int, justifiable: Bool) -> Pending {
        let visible = start..<p.trimmedEnd(start, end)
        let content = engine.lineGlyphs(p, visible, size: font.size, face: primary)
        return Pending(range: (offset + start)..<(offset + end), content: content, truncated: false,
                       justifiable: justifiable)
    }

    /// The last shown line with an ellipsis, for the truncating modes.
    private func truncatedLine(_ p: Paragraph, _ start: Int, offset: Int) -> Pending {
        let end = p.trimmedEnd(start, p.count)
        let limit = (maxWidth ?? .infinity) + 1e-9
        let ellipsisWidth = ellipsisPoints()
        let bounds = p.graphemes.filter { $0 >= start && $0 <= end }
        let size = font.size

        func build(_ head: Int, _ tailStart: Int) -> Engine.LineGlyphs {
            let a = p.trimmedEnd(start, head)
            let b = p.trimmedStart(tailStart, end)
            let units = Array(p.units[start..<a]) + [Composer.ellipsis] + Array(p.units[b..<end])
            let q = engine.paragraph(units, face: primary, base: direction, forcedLevel: p.baseLevel)
            return engine.lineGlyphs(q, 0..<q.count, size: size, face: primary)
        }
        func estimate(_ head: Int, _ tailStart: Int) -> Double {
            width(p, start, p.trimmedEnd(start, head)) + ellipsisWidth
                + width(p, p.trimmedStart(tailStart, end), end)
        }
        // Candidates ordered from most to least content; the first whose real width fits wins.
        var candidates: [(Int, Int)] = []
        switch mode {
        case .byTruncatingHead:
            for g in bounds { candidates.append((start, g)) }
        case .byTruncatingMiddle:
            let n = bounds.count - 1
            if n >= 0 {
                for k in stride(from: n, through: 0, by: -1) {
                    let headCount = (k + 1) / 2
                    let tailCount = k / 2
                    candidates.append((bounds[headCount], bounds[n - tailCount]))
                }
            }
        default:
            for g in bounds.reversed() { candidates.append((g, end)) }
        }
        var chosen: Engine.LineGlyphs?
        for (head, tail) in candidates where estimate(head, tail) <= limit + 0.5 {
            let content = build(head, tail)
            if content.width <= limit { chosen = content; break }
        }
        let content = chosen ?? build(start, end)
        return Pending(range: (offset + start)..<(offset + p.count), content: content, truncated: true,
                       justifiable: false)
    }

    private func ellipsisPoints() -> Double {
        let p = engine.paragraph([Composer.ellipsis], face: primary, base: .leftToRight)
        return width(p, 0, p.count)
    }

    private func ceilToGrid(_ x: Double) -> Double {
        (x * scale - 1e-7).rounded(.up) / scale
    }

    private func finish(_ pending: [Pending], metrics: FontMetrics, truncated: Bool) -> TextLayout {
        guard !pending.isEmpty else {
            return TextLayout(width: 0, height: 0, lines: [], firstBaseline: metrics.ascender,
                              lastBaseline: metrics.ascender, lineHeight: metrics.lineHeight,
                              isTruncated: false)
        }
        let widest = pending.map(\.content.width).max() ?? 0
        var width = max(0, ceilToGrid(widest))
        if let maxWidth { width = min(width, maxWidth) }
        let box = maxWidth ?? width
        var lines: [TextLine] = []
        var top = 0.0
        var anyClipped = truncated
        // The requested font's line box, computed as `Engine.lineGlyphs` computes it for the
        // primary face, so a line without fallback glyphs gets the same numbers either way.
        let primary = engine.faces[primary]
        let fontAscent = primary.ascender / primary.unitsPerEm * font.size
        let fontDescent = primary.descender / primary.unitsPerEm * font.size
        let fontGap = primary.lineGap / primary.unitsPerEm * font.size
        for item in pending {
            var c = item.content
            if lineMetrics == .font {
                c.ascent = fontAscent
                c.descent = fontDescent
                c.lineGap = fontGap
            }
            let baseline = top + c.ascent
            top += c.ascent + c.descent + c.lineGap
            var shifts = [Double](repeating: 0, count: c.glyphs.count)
            var lineWidth = c.width
            var x = TextLine.alignmentOffset(width: c.width, box: box, alignment: alignment, direction: direction)
            if alignment == .justified {
                let spaces = c.glyphs.indices.filter { c.glyphs[$0].isSpace }
                if item.justifiable, maxWidth != nil, !spaces.isEmpty, box > c.width {
                    let extra = (box - c.width) / Double(spaces.count)
                    var added = 0.0
                    for i in c.glyphs.indices {
                        shifts[i] = added
                        if c.glyphs[i].isSpace { added += extra }
                    }
                    x = 0
                    lineWidth = box
                }
            }
            if c.width > box + 1e-9 { anyClipped = true }
            let glyphs = c.glyphs.enumerated().map { i, g in
                PositionedGlyph(face: FaceID(index: g.face), glyph: g.glyph, size: font.size,
                                x: x + g.x + shifts[i], y: baseline - g.dy)
            }
            lines.append(TextLine(utf16Range: item.range, width: lineWidth, x: x, baseline: baseline,
                                  ascent: c.ascent, descent: c.descent, lineGap: c.lineGap,
                                  glyphs: glyphs, isTruncated: item.truncated))
        }
        return TextLayout(width: width, height: ceilToGrid(top), lines: lines,
                          firstBaseline: lines[0].baseline, lastBaseline: lines[lines.count - 1].baseline,
                          lineHeight: metrics.lineHeight, isTruncated: anyClipped)
    }
}
