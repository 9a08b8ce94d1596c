/// The distribution's constraints along the axis, and the text-width disambiguation of
/// horizontal stacks; docs/layout.md, "Stack views".
extension StackArrangement {
    mutating func distribute(_ s: Context, estimate: (ViewID) -> Size) {
        switch s.properties.distribution {
        case .fill: breakFillTies(s)
        case .fillEqually: fillEqually(s)
        case .fillProportionally: fillProportionally(s, estimate: estimate)
        case .equalSpacing: distributeGaps(s, centering: false)
        case .equalCentering: distributeGaps(s, centering: true)
        }
    }

    /// `UISV-text-width-disambiguation`, the "improved" form: with m ≥ 2 visible multi-line
    /// candidates in a horizontal fill or equal-spacing stack, each gets at most its share of
    /// the canvas width (`w <= canvas/m - g(m-1)/m`) at 950, 950 + step, ... (step = min(25/m, 1)).
    mutating func disambiguateTextWidths(_ s: Context) {
        guard s.horizontal, [.fill, .equalSpacing, .equalCentering].contains(s.properties.distribution) else { return }
        let candidates = s.visible.filter { IntrinsicSizer.isHeightForWidth(tree[$0]) }
        let m = candidates.count
        guard m >= 2 else { return }
        let step = min(25.0 / Double(m), 1)
        let g = s.properties.spacing
        for (k, v) in candidates.enumerated() {
            add(.view(v), .width, .lessThanOrEqual, s.canvas, .width, multiplier: 1 / Double(m),
                constant: -g * Double(m - 1) / Double(m), priority: Float(950 + Double(k) * step),
                "UISV-text-width-disambiguation")
        }
    }

    /// fill adds nothing in UIKit; here `SNAP-fill-tie-break` at 24 (below every UIKit priority
    /// acting along the axis) settles ties: among the items tied at the lowest hugging priority,
    /// all but the one that should move get `len <= intrinsic`; among those tied at the lowest
    /// compression resistance, `len >= intrinsic`. So the first (by default) or last tied item
    /// stretches or shrinks, per `Environment.fillTieBreak` (growing) and
    /// `Environment.fillShrinkTieBreak` (shrinking, defaults to the former).
    private mutating func breakFillTies(_ s: Context) {
        let growRule = environment.fillTieBreak
        let shrinkRule = environment.fillShrinkTieBreak ?? growRule
        guard growRule != .none || shrinkRule != .none else { return }
        let sized = s.visible.compactMap { v in intrinsicLength(v, s.horizontal).map { (v, $0) } }
        let axis = s.properties.axis
        let hugging = sized.map { tree[$0.0].contentHugging[axis] }
        let resistance = sized.map { tree[$0.0].compressionResistance[axis] }
        for (relation, priorities, rule) in [(LayoutRelation.lessThanOrEqual, hugging, growRule),
                                             (.greaterThanOrEqual, resistance, shrinkRule)] {
            for (v, length) in Self.heldItems(sized, priorities: priorities, rule: rule) {
                add(.view(v), s.along.len, relation, nil, .notAnAttribute, constant: length, priority: 24,
                    "SNAP-fill-tie-break")
            }
        }
    }

    /// The items (with their intrinsic lengths) tied at the lowest of `priorities` except the
    /// one that moves under `rule`; none unless two or more tie below required.
    private static func heldItems(_ sized: [(ViewID, Double)], priorities: [LayoutPriority],
                                  rule: FillTieBreak) -> [(ViewID, Double)] {
        guard rule != .none, let lowest = priorities.min() else { return [] }
        var tied = zip(sized, priorities).filter { $0.1 == lowest }.map(\.0)
        guard tied.count > 1, !lowest.isRequired else { return [] }
        if rule == .laterItemMoves { tied.removeLast() } else { tied.removeFirst() }
        return tied
    }

    /// `UISV-fill-equally`: every other visible item as long as the first (required).
    private mutating func fillEqually(_ s: Context) {
        guard let first = s.visible.first else { return }
        for v in s.visible.dropFirst() {
            add(.view(v), s.along.len, .equal, .view(first), s.along.len, "UISV-fill-equally")
        }
    }

    /// `UISV-fill-proportionally`: item i takes L_i / D of the canvas, D = the sum of the
    /// positive lengths plus the gaps, at `max(999 - index, 751)` (required when the share is
    /// 1); an item without length gets `len == 0`. With nothing to share, fillEqually.
    private mutating func fillProportionally(_ s: Context, estimate: (ViewID) -> Size) {
        let lengths = s.visible.map { v in
            let size = estimate(v)
            return s.horizontal ? size.width : size.height
        }
        let gaps = zip(s.visible, s.visible.dropFirst()).reduce(0.0) { $0 + s.gap(after: $1.0) }
        let total = lengths.filter { $0 > 0 }.reduce(0, +) + gaps
        guard total > max(gaps, 1) else {
            fillEqually(s)
            return
        }
        for (v, l) in zip(s.visible, lengths) {
            if l <= 0 {
                add(.view(v), s.along.len, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
                continue
            }
            let index = s.properties.arrangedSubviews.firstIndex(of: v) ?? 0
            let m = l / total
            let p: Float = m == 1 ? 1000 : Float(max(999 - index, 751))
            add(.view(v), s.along.len, .equal, s.canvas, s.along.len, multiplier: m, priority: p,
                "UISV-fill-proportionally")
        }
    }

    /// equalSpacing / equalCentering: a gap guide between consecutive visible items, from
    /// trailing edge to leading edge (or centre to centre), each as long as the first
    /// (`UISV-fill-equally`: required, or `max(150 - k, 50)` when centering); the canvas fits
    /// its content at 49 (`UISV-canvas-fit`).
    private mutating func distributeGaps(_ s: Context, centering: Bool) {
        let (lead, trail, len, mid) = (s.along.lead, s.along.trail, s.along.len, s.along.mid)
        for (k, (x, y)) in zip(s.visible, s.visible.dropFirst()).enumerated() {
            let g = LayoutItem.stackGuide(stack: stack, role: .gap, index: k)
            add(g, lead, .equal, .view(x), centering ? mid : trail, "UISV-distributing-edge")
            add(.view(y), centering ? mid : lead, .equal, g, trail, "UISV-distributing-edge")
            if k > 0 {
                let g0 = LayoutItem.stackGuide(stack: stack, role: .gap, index: 0)
                if centering {
                    add(g, len, .equal, g0, len, priority: Float(max(150 - k, 50)), "UISV-fill-equally")
                } else {
                    add(g, len, .equal, g0, len, "UISV-fill-equally")
                }
            }
        }
        add(s.canvas, len, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
    }
}
