/// The constraints a UIStackView generates (spec §3), with UIKit's `UISV-*` identifiers.
///
/// Choices on the spec's [open] points:
/// - Hidden items: iOS 11+ (the default) uses the iOS 26.1 mechanics: visible items are chained
///   directly, a hidden item gets `len == 0` at 999.999 (`UISV-hiding`) and is tied to the
///   preceding item's trailing edge (or the canvas) at 50 (`UISV-spacing-hidden`); across the
///   axis it is tied to the canvas's leading edge at 50 and gets no alignment or spanner
///   constraint (it never stretches the stack). iOS 9/10 (`Environment.osVersion < 11`): hiding is
///   required and a gap touching hidden items is shared equally between the gaps around them
///   (g/2 for one hidden item), 0 at the stack ends.
/// - A hidden item that is itself a baseline-aligned stack keeps a sliver along the parent's
///   axis: its required `UISV-alignment` and spanner boundaries outrank `UISV-hiding` (999.999),
///   its items are crushed to 0 and their baselines (centred text blocks) then sit at different
///   offsets from their tops, so the row is as tall as the spread of those offsets (about 0.5 pt
///   for a body/headline/button row). Not changed, as it follows from UIKit's own constraint
///   list; it moves nothing visible (visible items are chained directly), and on iOS 9/10 it is a
///   logged conflict (required hiding), as in UIKit (`HiddenBaselineRowTests`).
/// - `isBaselineRelativeArrangement`: only the gaps become baseline-to-baseline; the canvas
///   connections stay top/bottom (Kean's dump).
/// - Baseline alignment on a vertical stack: treated as `leading` (spec recommendation).
/// - First-baseline canvas top: `canvas.top == spanner.top` (Kean's form, not Arranged's inequality).
///   A stretched baseline-aligned stack leaves the common baseline free between inequalities;
///   one extra constraint not in UIKit, `SNAP-baseline-placement` (item0's baseline == canvas
///   top at priority 1, the lowest), makes the items sit at the top, as the spec recommends.
/// - Text-width disambiguation: the "improved" form (`<=` share of the width at 950, 950+step...)
///   for ≥ 2 visible multi-line candidates (labels with `numberOfLines != 1`, non-scrolling text views).
/// - fillProportionally without an intrinsic length measures the item's fitting-size estimate.
/// - fill with tied hugging/compression priorities: the first tied item (in `arrangedSubviews`
///   order) stretches or shrinks, as the UIStackView tutorial seed says (`SNAP-fill-tie-break`,
///   only on tied items, one level: 24); configurable with `Environment.fillTieBreak` and
///   `Environment.fillShrinkTieBreak` (the last item, or none = ambiguous).
struct StackArrangement {
    let tree: ViewTree
    let stack: ViewID
    let environment: Environment
    let isAttached: (ViewID) -> Bool
    private(set) var out: [LayoutConstraint] = []

    init(tree: ViewTree, stack: ViewID, environment: Environment, isAttached: @escaping (ViewID) -> Bool) {
        self.tree = tree; self.stack = stack; self.environment = environment; self.isAttached = isAttached
    }

    private mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ rel: LayoutRelation, _ b: LayoutItem?,
                              _ ba: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
                              priority: Float = 1000, _ id: String) {
        var c: LayoutConstraint
        if let b {
            c = LayoutConstraint(a, aa, rel, b, ba, multiplier: multiplier, constant: constant,
                                 priority: LayoutPriority(priority), identifier: id)
        } else {
            c = LayoutConstraint(a, aa, rel, constant: constant, priority: LayoutPriority(priority), identifier: id)
        }
        c.origin = .stackView
        out.append(c)
    }

    /// Intrinsic length along the axis, when the view has one (set by the builder).
    var intrinsicLength: (ViewID, Bool) -> Double? = { _, _ in nil }

    mutating func constraints(estimate: (ViewID) -> Size) -> [LayoutConstraint] {
        guard let s = tree[stack].stack else { return [] }
        out = []
        let items = s.arrangedSubviews.filter { isAttached($0) && tree[$0].superview == stack }
        let visible = items.filter { !tree[$0].isHidden }
        let canvas: LayoutItem = s.isLayoutMarginsRelativeArrangement ? .layoutMarginsGuide(stack) : .view(stack)
        let horizontal = s.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let len: LayoutAttribute = horizontal ? .width : .height
        let mid: LayoutAttribute = horizontal ? .centerX : .centerY
        let cLead: LayoutAttribute = horizontal ? .top : .leading
        let cTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let cLen: LayoutAttribute = horizontal ? .height : .width
        let cMid: LayoutAttribute = horizontal ? .centerY : .centerX
        let scale = environment.scale
        func gap(after v: ViewID) -> Double { PixelGrid.round(s.customSpacing[v] ?? s.spacing, scale: scale) }
        let spacer = LayoutItem.stackGuide(stack: stack, role: .spanner, index: 0)

        // ---- along the axis ----
        if visible.isEmpty {
            add(canvas, lead, .equal, spacer, lead, "UISV-canvas-connection")
            add(spacer, trail, .equal, canvas, trail, "UISV-canvas-connection")
            add(spacer, len, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
            add(canvas, cLead, .equal, spacer, cLead, "UISV-canvas-connection")
            add(spacer, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
            add(spacer, cLen, .equal, nil, .notAnAttribute, priority: items.isEmpty ? 51 : 0.001, "UISV-spanning-fit")
        }
        let legacy = environment.usesLegacyStackHiding
        let chain = legacy ? items : visible
        if let f = chain.first, let l = chain.last {
            add(canvas, lead, .equal, .view(f), lead, "UISV-canvas-connection")
            add(.view(l), trail, .equal, canvas, trail, "UISV-canvas-connection")
        }
        let spacingRelation: LayoutRelation =
            (s.distribution == .equalSpacing || s.distribution == .equalCentering) ? .greaterThanOrEqual : .equal
        let baselineGaps = s.isBaselineRelativeArrangement && !horizontal
        if legacy {
            // iOS 9/10: all items chained; gaps around hidden items share the visible gap.
            var i = 0
            while i + 1 < items.count {
                let a = items[i]
                // run of hidden items after a
                var j = i + 1
                while j < items.count && tree[items[j]].isHidden { j += 1 }
                let prevVisible = items[...i].last { !tree[$0].isHidden }
                let hasNext = j < items.count
                let run = j - i  // number of gaps from items[i] to items[j]
                for k in i..<min(j, items.count - 1) {
                    let x = items[k], y = items[k + 1]
                    let bothVisible = !tree[x].isHidden && !tree[y].isHidden
                    let g: Double
                    if bothVisible { g = gap(after: x) }
                    else if let pv = prevVisible, hasNext { g = gap(after: pv) / Double(run) }
                    else { g = 0 }
                    if bothVisible && baselineGaps {
                        add(.view(y), .firstBaseline, spacingRelation, .view(x), .lastBaseline, constant: g, "UISV-spacing")
                    } else {
                        add(.view(y), lead, spacingRelation, .view(x), trail, constant: g, "UISV-spacing")
                    }
                }
                _ = a
                i = j
            }
            for h in items where tree[h].isHidden {
                add(.view(h), len, .equal, nil, .notAnAttribute, "UISV-hiding")
            }
        } else {
            for (x, y) in zip(visible, visible.dropFirst()) {
                if baselineGaps {
                    add(.view(y), .firstBaseline, spacingRelation, .view(x), .lastBaseline, constant: gap(after: x), "UISV-spacing")
                } else {
                    add(.view(y), lead, spacingRelation, .view(x), trail, constant: gap(after: x), "UISV-spacing")
                }
            }
            var previous: ViewID? = nil
            for v in items {
                if tree[v].isHidden {
                    add(.view(v), len, .equal, nil, .notAnAttribute, priority: 999.999, "UISV-hiding")
                    if let p = previous {
                        add(.view(v), lead, .equal, .view(p), trail, priority: 50, "UISV-spacing-hidden")
                    } else {
                        add(.view(v), lead, .equal, canvas, lead, priority: 50, "UISV-spacing-hidden")
                    }
                }
                previous = v
            }
        }
        for v in items where tree[v].isHidden {
            add(.view(v), cLead, .equal, canvas, cLead, priority: 50, "UISV-hidden-alignment")
        }

        switch s.distribution {
        case .fill:
            // Tie-break (spec D7 [open]), `SNAP-fill-tie-break` at priority 24 (below every
            // UIKit priority that acts along the axis): among the items tied at the lowest
            // hugging priority, all but the one that should move get `len <= intrinsic`; among
            // those tied at the lowest compression resistance, `len >= intrinsic`. So the first
            // (by default) or last tied item stretches or shrinks, per `Environment.fillTieBreak`
            // (growing) and `Environment.fillShrinkTieBreak` (shrinking, defaults to the former).
            let growRule = environment.fillTieBreak
            let shrinkRule = environment.fillShrinkTieBreak ?? growRule
            if growRule != .none || shrinkRule != .none {
                let sized = visible.compactMap { v in intrinsicLength(v, horizontal).map { (v, $0) } }
                let axis: Axis = horizontal ? .horizontal : .vertical
                let t = tree
                let hugging = sized.map { t[$0.0].contentHugging[axis] }
                let resistance = sized.map { t[$0.0].compressionResistance[axis] }
                for (relation, priorities, rule) in [(LayoutRelation.lessThanOrEqual, hugging, growRule),
                                                     (.greaterThanOrEqual, resistance, shrinkRule)] {
                    guard rule != .none, let lowest = priorities.min() else { continue }
                    var tied = zip(sized, priorities).filter { $0.1 == lowest }.map(\.0)
                    guard tied.count > 1, !lowest.isRequired else { continue }
                    if rule == .laterItemMoves { tied.removeLast() } else { tied.removeFirst() }
                    for (v, l) in tied {
                        add(.view(v), len, relation, nil, .notAnAttribute, constant: l, priority: 24, "SNAP-fill-tie-break")
                    }
                }
            }
        case .fillEqually:
            fillEqually(visible, len)
        case .fillProportionally:
            var lengths: [Double] = []
            for v in visible {
                let sz = estimate(v)
                lengths.append(horizontal ? sz.width : sz.height)
            }
            let gaps = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + gap(after: $1.0) }
            let total = lengths.filter { $0 > 0 }.reduce(0, +) + gaps
            if total <= max(gaps, 1) {
                fillEqually(visible, len)
            } else {
                for (v, l) in zip(visible, lengths) {
                    if l <= 0 {
                        add(.view(v), len, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
                        continue
                    }
                    let index = s.arrangedSubviews.firstIndex(of: v) ?? 0
                    let m = l / total
                    let p: Float = m == 1 ? 1000 : Float(max(999 - index, 751))
                    add(.view(v), len, .equal, canvas, len, multiplier: m, priority: p, "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = s.distribution == .equalCentering
            for (k, (x, y)) in zip(visible, visible.dropFirst()).enumerated() {
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
            add(canvas, len, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
        }

        // text-width disambiguation (improved form)
        if horizontal && [.fill, .equalSpacing, .equalCentering].contains(s.distribution) {
            let candidates = visible.filter { IntrinsicSizer.isHeightForWidth(tree[$0]) }
            let m = candidates.count
            if m >= 2 {
                let step = min(25.0 / Double(m), 1)
                let g = s.spacing
                for (k, v) in candidates.enumerated() {
                    add(.view(v), .width, .lessThanOrEqual, canvas, .width, multiplier: 1 / Double(m),
                        constant: -g * Double(m - 1) / Double(m), priority: Float(950 + Double(k) * step),
                        "UISV-text-width-disambiguation")
                }
            }
        }

        // ---- across the axis ----
        guard let first = visible.first else { return out }
        var alignment = s.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .leading }
        let item0 = LayoutItem.view(first)
        if visible.count == 1 {
            switch alignment {
            case .fill:
                add(canvas, cLead, .equal, item0, cLead, "UISV-canvas-connection")
                add(item0, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
            case .leading:
                add(canvas, cLead, .equal, item0, cLead, "UISV-canvas-connection")
                add(canvas, cTrail, .greaterThanOrEqual, item0, cTrail, "UISV-canvas-connection")
            case .trailing:
                add(canvas, cLead, .lessThanOrEqual, item0, cLead, "UISV-canvas-connection")
                add(item0, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
            case .center:
                add(canvas, cLead, .lessThanOrEqual, item0, cLead, "UISV-canvas-connection")
                add(canvas, cTrail, .greaterThanOrEqual, item0, cTrail, "UISV-canvas-connection")
                add(canvas, cMid, .equal, item0, cMid, "UISV-canvas-connection")
            case .firstBaseline:
                add(canvas, .top, .equal, item0, .top, "UISV-canvas-connection")
                add(item0, .bottom, .equal, canvas, .bottom, "UISV-canvas-connection")
            case .lastBaseline:
                add(canvas, .top, .equal, item0, .top, "UISV-canvas-connection")
                add(canvas, .bottom, .greaterThanOrEqual, item0, .bottom, "UISV-canvas-connection")
            }
            if alignment != .fill {
                add(canvas, cLen, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
                add(item0, cLen, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
            }
            return out
        }
        let rest = visible.dropFirst().map { LayoutItem.view($0) }
        switch alignment {
        case .fill:
            for v in rest {
                add(v, cLead, .equal, item0, cLead, "UISV-alignment")
                add(v, cTrail, .equal, item0, cTrail, "UISV-alignment")
            }
            add(canvas, cLead, .equal, item0, cLead, "UISV-canvas-connection")
            add(item0, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
            return out
        case .leading:
            for v in rest { add(v, cLead, .equal, item0, cLead, "UISV-alignment") }
        case .trailing:
            for v in rest { add(v, cTrail, .equal, item0, cTrail, "UISV-alignment") }
        case .center:
            for v in rest { add(v, cMid, .equal, item0, cMid, "UISV-alignment") }
        case .firstBaseline:
            for v in rest { add(v, .firstBaseline, .equal, item0, .firstBaseline, "UISV-alignment") }
        case .lastBaseline:
            for v in rest { add(v, .lastBaseline, .equal, item0, .lastBaseline, "UISV-alignment") }
        }
        for v in visible.map({ LayoutItem.view($0) }) {
            switch alignment {
            case .leading:
                add(spacer, cLead, .equal, v, cLead, priority: 999.5, "UISV-spanning-boundary")
                add(spacer, cTrail, .greaterThanOrEqual, v, cTrail, "UISV-spanning-boundary")
            case .trailing:
                add(spacer, cLead, .lessThanOrEqual, v, cLead, "UISV-spanning-boundary")
                add(spacer, cTrail, .equal, v, cTrail, priority: 999.5, "UISV-spanning-boundary")
            default:
                add(spacer, cLead, .lessThanOrEqual, v, cLead, "UISV-spanning-boundary")
                add(spacer, cTrail, .greaterThanOrEqual, v, cTrail, "UISV-spanning-boundary")
            }
        }
        add(spacer, cLen, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
        switch alignment {
        case .leading:
            add(canvas, cLead, .equal, item0, cLead, "UISV-canvas-connection")
            add(spacer, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
        case .trailing:
            add(canvas, cLead, .equal, spacer, cLead, "UISV-canvas-connection")
            add(item0, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
        case .center:
            add(canvas, cLead, .equal, spacer, cLead, "UISV-canvas-connection")
            add(spacer, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
            add(canvas, cMid, .equal, item0, cMid, "UISV-canvas-connection")
        case .firstBaseline:
            add(canvas, .top, .equal, spacer, .top, "UISV-canvas-connection")
            add(spacer, .bottom, .equal, canvas, .bottom, "UISV-canvas-connection")
            add(canvas, cLen, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
            add(item0, .firstBaseline, .equal, canvas, .top, priority: 1, "SNAP-baseline-placement")
        case .lastBaseline:
            add(canvas, .top, .equal, spacer, .top, "UISV-canvas-connection")
            add(canvas, .bottom, .greaterThanOrEqual, item0, .bottom, "UISV-canvas-connection")
            add(canvas, cLen, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
            add(item0, .lastBaseline, .equal, canvas, .top, priority: 1, "SNAP-baseline-placement")
        case .fill:
            break
        }
        for v in visible {
            add(.view(v), cLen, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
        }
        return out
    }

    private mutating func fillEqually(_ visible: [ViewID], _ len: LayoutAttribute) {
        guard let f = visible.first else { return }
        for v in visible.dropFirst() {
            add(.view(v), len, .equal, .view(f), len, "UISV-fill-equally")
        }
    }
}
