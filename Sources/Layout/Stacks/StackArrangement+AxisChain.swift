/// The chain along the axis: the canvas connections of the end items, the spacing between
/// items (`UISV-spacing`) and the hiding of hidden items, in the iOS 11+ form or the iOS 9/10
/// one (`Environment.usesLegacyStackHiding`); docs/layout.md, "Stack views".
extension StackArrangement {
    mutating func chainAlongAxis(_ s: Context) {
        let legacy = environment.usesLegacyStackHiding
        let chain = legacy ? s.items : s.visible
        if let first = chain.first, let last = chain.last {
            add(s.canvas, s.along.lead, .equal, .view(first), s.along.lead, "UISV-canvas-connection")
            add(.view(last), s.along.trail, .equal, s.canvas, s.along.trail, "UISV-canvas-connection")
        }
        if legacy {
            chainEveryItem(s)
        } else {
            chainVisibleItems(s)
        }
    }

    /// Hidden items sit at the canvas's leading edge across the axis, weakly (50).
    mutating func tieHiddenItemsAcross(_ s: Context) {
        for v in s.items where tree[v].isHidden {
            add(.view(v), s.across.lead, .equal, s.canvas, s.across.lead, priority: 50, "UISV-hidden-alignment")
        }
    }

    /// iOS 11+: visible items chained directly; a hidden item gets `len == 0` at 999.999 and is
    /// tied to the preceding item's trailing edge (or the canvas's leading edge) at 50.
    private mutating func chainVisibleItems(_ s: Context) {
        for (x, y) in zip(s.visible, s.visible.dropFirst()) {
            space(s, x, y, gap: s.gap(after: x), baseline: s.hasBaselineGaps)
        }
        var previous: ViewID? = nil
        for v in s.items {
            if tree[v].isHidden {
                add(.view(v), s.along.len, .equal, nil, .notAnAttribute, priority: 999.999, "UISV-hiding")
                if let p = previous {
                    add(.view(v), s.along.lead, .equal, .view(p), s.along.trail, priority: 50, "UISV-spacing-hidden")
                } else {
                    add(.view(v), s.along.lead, .equal, s.canvas, s.along.lead, priority: 50, "UISV-spacing-hidden")
                }
            }
            previous = v
        }
    }

    /// iOS 9/10: every item chained, hidden ones too, then a required `len == 0` per hidden item.
    /// The gaps from a visible item to the next visible one share the first one's spacing
    /// equally (g/2 each around one hidden item); gaps at the stack's ends that touch hidden
    /// items are 0.
    private mutating func chainEveryItem(_ s: Context) {
        for k in s.items.indices.dropLast() {
            let x = s.items[k], y = s.items[k + 1]
            if !tree[x].isHidden && !tree[y].isHidden {
                space(s, x, y, gap: s.gap(after: x), baseline: s.hasBaselineGaps)
            } else {
                space(s, x, y, gap: sharedGap(s, at: k), baseline: false)
            }
        }
        for v in s.items where tree[v].isHidden {
            add(.view(v), s.along.len, .equal, nil, .notAnAttribute, "UISV-hiding")
        }
    }

    /// The gap between items k and k + 1 when one of them is hidden (iOS 9/10): the spacing
    /// after the last visible item up to k, over the number of gaps to the next visible item.
    private func sharedGap(_ s: Context, at k: Int) -> Double {
        guard let previous = s.items[...k].lastIndex(where: { !tree[$0].isHidden }),
              let next = s.items[(k + 1)...].firstIndex(where: { !tree[$0].isHidden }) else { return 0 }
        return s.gap(after: s.items[previous]) / Double(next - previous)
    }

    /// `UISV-spacing` from x to y: edge to edge, or last baseline to first baseline.
    private mutating func space(_ s: Context, _ x: ViewID, _ y: ViewID, gap: Double, baseline: Bool) {
        if baseline {
            add(.view(y), .firstBaseline, s.spacingRelation, .view(x), .lastBaseline, constant: gap, "UISV-spacing")
        } else {
            add(.view(y), s.along.lead, s.spacingRelation, .view(x), s.along.trail, constant: gap, "UISV-spacing")
        }
    }
}

extension StackArrangement.Context {
    /// The spacing is a minimum for the equal-spacing distributions, exact otherwise.
    var spacingRelation: LayoutRelation {
        properties.distribution == .equalSpacing || properties.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
    }

    /// Gaps run from last baseline to first baseline (vertical, baseline-relative stacks).
    var hasBaselineGaps: Bool { properties.isBaselineRelativeArrangement && !horizontal }
}
