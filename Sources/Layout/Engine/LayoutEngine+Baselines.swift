extension LayoutEngine {
    /// First and last baselines and text-block tops per view, in unscrolled root space.
    struct Baselines {
        var first: [Double]
        var last: [Double]
        var textTops: [Double?]
    }

    /// Baselines from the rounded frames, children before parents: a view without text has its
    /// top and bottom; text views take their text block's baselines; a vertical stack its first
    /// and last visible items'; a horizontal stack its tallest visible item's (docs/layout.md).
    func baselines(rounded: [Rect?], state: PassState, builder: ConstraintBuilder?) -> Baselines {
        let n = tree.nodes.count
        var b = Baselines(first: Array(repeating: 0, count: n), last: Array(repeating: 0, count: n),
                          textTops: Array(repeating: nil, count: n))
        var builder = builder  // one copy whose size estimates every stack shares
        for v in tree.attachedViews.reversed() {  // children before parents
            guard let frame = rounded[v.rawValue] else { continue }
            // Baselines are the alignment rect's, as the solver places them.
            let f = frame.inset(by: tree[v].kind.alignmentRectInsets(os: environment.osVersion))
            let i = v.rawValue
            b.first[i] = f.minY; b.last[i] = f.maxY
            if let s = tree[v].stack {
                let (firstItem, lastItem) = baselineItems(of: v, s, rounded: rounded, builder: &builder)
                if let firstItem { b.first[i] = b.first[firstItem.rawValue] }
                if let lastItem { b.last[i] = b.last[lastItem.rawValue] }
            } else if let content = state.content[i] ?? nil, let m = content.text,
                      let top = textTop(in: f, content.textPlacement, textHeight: m.height) {
                b.textTops[i] = top
                b.first[i] = top + m.firstBaseline; b.last[i] = top + m.lastBaseline
            }
        }
        return b
    }

    /// The items whose first and last baselines a stack takes: a vertical stack's first and
    /// last visible items; a horizontal stack's tallest visible item (the first of the tallest,
    /// by estimated height) for both. The estimates are cached in `builder` (in place: a copy per
    /// stack would copy the cache, one entry per view, for every stack).
    private func baselineItems(of stack: ViewID, _ s: StackViewProperties, rounded: [Rect?],
                               builder: inout ConstraintBuilder?) -> (ViewID?, ViewID?) {
        let visible = s.arrangedSubviews.filter {
            rounded.indices.contains($0.rawValue) && rounded[$0.rawValue] != nil && !tree[$0].isHidden
                && tree[$0].superview == stack
        }
        if s.axis == .vertical { return (visible.first, visible.last) }
        guard builder != nil else { return (nil, nil) }
        var best: ViewID? = nil, bh = -Double.infinity
        for c in visible {
            let h = builder?.estimatedSize(c).height ?? 0
            if h > bh { bh = h; best = c }
        }
        return (best, best)
    }

    /// The top of a text block in frame `f`: centred between the insets (its height rounded up
    /// to the pixel grid), or at the top inset.
    private func textTop(in f: Rect, _ placement: IntrinsicContent.TextPlacement, textHeight: Double) -> Double? {
        switch placement {
        case .centered(let t, let b):
            let th = PixelGrid.ceil(textHeight, scale: environment.scale)
            return f.minY + t + (f.height - t - b - th) / 2
        case .top(let t):
            return f.minY + t
        case .none:
            return nil
        }
    }
}
