extension TextLine {
    /// The offset of a line `width` points wide in a box `box` points wide: left, right,
    /// centred, or by the paragraph direction for `natural` (and a justified line that is not
    /// spread).
    static func alignmentOffset(width: Double, box: Double, alignment: TextAlignment,
                                direction: WritingDirection) -> Double {
        switch alignment {
        case .left: return 0
        case .right: return box - width
        case .center: return (box - width) / 2
        case .natural, .justified: return direction == .rightToLeft ? box - width : 0
        }
    }
}

extension TextLayout {
    /// The same lines in a box `box` points wide: each line and its glyphs move by the change of
    /// its alignment offset; line breaks, truncation and sizes stay. Justified text keeps its
    /// positions (its spread lines fill the box they were laid out in).
    public func aligned(inBoxOfWidth box: Double, alignment: TextAlignment,
                        direction: WritingDirection = .leftToRight) -> TextLayout {
        guard alignment != .justified else { return self }
        var out = self
        for k in out.lines.indices {
            let line = out.lines[k]
            let x = TextLine.alignmentOffset(width: line.width, box: box, alignment: alignment, direction: direction)
            guard x != line.x else { continue }
            out.lines[k].x = x
            for g in line.glyphs.indices { out.lines[k].glyphs[g].x += x - line.x }
        }
        return out
    }
}
