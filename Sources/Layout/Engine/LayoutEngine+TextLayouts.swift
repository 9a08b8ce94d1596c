import Typesetting

extension LayoutEngine {
    /// Per view, the lines it draws at its rounded frame (`LaidOutView.textLayout`): labels,
    /// classic buttons, text fields and text views (`IntrinsicSizer.framedText`); nil for the
    /// others and when the measurer lays out no glyphs.
    func textLayouts(rounded: [Rect?]) -> [TextLayout?] {
        var layouts: [TextLayout?] = Array(repeating: nil, count: tree.nodes.count)
        let sizer = IntrinsicSizer(measurer: measurer, environment: environment)
        for v in tree.attachedViews {
            let i = v.rawValue
            guard let f = rounded[i], let framed = sizer.framedText(of: tree[v], frame: f, rtl: effectiveRightToLeft(v)) else { continue }
            layouts[i] = layOut(framed)
        }
        return layouts
    }

    /// The lines of `framed`; a multi-line label too short for its text shows the lines that
    /// fit, the last one ending as its line break mode says (UILabel limits the lines to its
    /// height).
    private func layOut(_ framed: FramedText) -> TextLayout? {
        guard var layout = widened(framed.request) else { return nil }
        let slack = 0.5 / environment.scale
        guard let height = framed.labelHeight, framed.request.numberOfLines != 1, layout.lines.count > 1,
              layout.height > height + slack else { return layout }
        let fitting = layout.lines.prefix { $0.baseline + $0.descent <= height + slack }.count
        let shown = max(1, fitting)
        if shown < layout.lines.count {
            var r = framed.request
            r.numberOfLines = shown
            layout = widened(r) ?? layout
        }
        return layout
    }

    /// The request's lines; a frame rounded to the pixel grid can be up to one pixel narrower
    /// than the measured text: when the text only truncates because of that pixel, the box is
    /// widened by it instead of showing an ellipsis.
    private func widened(_ r: TextRequest) -> TextLayout? {
        guard let first = measurer.measure(r).layout else { return nil }
        guard first.isTruncated, let w = r.maxWidth, w.isFinite else { return first }
        var wider = r
        wider.maxWidth = w + 1 / environment.scale
        guard let widened = measurer.measure(wider).layout else { return first }
        return widened.isTruncated || widened.lines.count != first.lines.count ? first : widened
    }
}
