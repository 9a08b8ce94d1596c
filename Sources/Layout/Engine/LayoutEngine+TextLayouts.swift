import Typesetting

extension LayoutEngine {
    /// Per view, the lines it draws in its rounded frame (`LaidOutView.textLayout`): labels,
    /// classic buttons, text fields and text views (`IntrinsicSizer.framedText`); nil for the
    /// others, when the measurer lays out no glyphs, and all nil when it keeps no lines. These are the lines the last pass
    /// measured, aligned in the frame's text box, when that measurement is the final frame's:
    /// text measured on one line that fits the width the constraints gave its box, or text
    /// wrapped at the box's final width. Otherwise (a text compressed below its measured width,
    /// a scrolling text view, which is not measured) the text is laid out at the box's width,
    /// truncated as its line break mode says; a multi-line label shorter than its text shows the
    /// lines that fit.
    func textLayouts(rounded: [Rect?], solved: [Rect?], content: [IntrinsicContent?]) -> [TextLayout?] {
        var layouts: [TextLayout?] = Array(repeating: nil, count: tree.nodes.count)
        guard measurer.keepsLines else { return layouts }
        let sizer = IntrinsicSizer(measurer: measurer, environment: environment)
        for v in tree.attachedViews {
            let i = v.rawValue
            guard let f = rounded[i], let s = solved[i],
                  let framed = sizer.framedText(of: tree[v], frame: f, rtl: effectiveRightToLeft(v)) else { continue }
            let measured = content.indices.contains(i) ? content[i] : nil
            let lines = measuredLines(framed, measured, solvedWidth: framed.boxWidth + s.width - f.width)
                ?? measurer.measure(framed.request).layout
            layouts[i] = lines.map { fitted($0, framed) }
        }
        return layouts
    }

    /// The measured lines aligned in the framed box, when they are the final frame's.
    private func measuredLines(_ framed: FramedText, _ content: IntrinsicContent?, solvedWidth: Double) -> TextLayout? {
        guard let content, let lines = content.text?.layout else { return nil }
        if let wrap = content.wrapWidth {
            guard wrap == PixelGrid.round(solvedWidth, scale: environment.scale) else { return nil }
        } else if (lines.lines.map(\.width).max() ?? 0) > solvedWidth + 1e-6 {
            return nil
        }
        return lines.aligned(inBoxOfWidth: framed.boxWidth, alignment: framed.request.alignmentInBox)
    }

    /// A multi-line label shorter than its lines shows the lines that fit, the last one ending
    /// as its line break mode says (UILabel limits the lines to its height).
    private func fitted(_ layout: TextLayout, _ framed: FramedText) -> TextLayout {
        let slack = 0.5 / environment.scale
        guard let height = framed.labelHeight, framed.request.numberOfLines != 1, layout.lines.count > 1,
              layout.height > height + slack else { return layout }
        let shown = max(1, layout.lines.prefix { $0.baseline + $0.descent <= height + slack }.count)
        guard shown < layout.lines.count else { return layout }
        var r = framed.request
        r.numberOfLines = shown
        return measurer.measure(r).layout ?? layout
    }
}
