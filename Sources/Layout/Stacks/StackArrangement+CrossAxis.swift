/// The alignment's constraints across the axis: items tied to the first one (`UISV-alignment`),
/// the spanner around them, the canvas connections and the weak fitting constraints;
/// docs/layout.md, "Stack views".
extension StackArrangement {
    mutating func alignAcrossAxis(_ s: Context) {
        guard let first = s.visible.first else { return }
        let rule = AlignmentRule(s.alignment, across: s.across)
        if s.visible.count == 1 {
            alignSingleItem(.view(first), rule, s)
        } else {
            alignItems(.view(first), rule, s)
        }
    }

    /// One visible item: no spanner; the canvas holds the item directly.
    private mutating func alignSingleItem(_ item: LayoutItem, _ rule: AlignmentRule, _ s: Context) {
        connectCanvas(s, lead: rule.single.lead, trail: rule.single.trail, firstItem: item, centres: rule.centres)
        guard !rule.fills else { return }
        add(s.canvas, s.across.len, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
        add(item, s.across.len, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
    }

    /// Several visible items: each tied to the first; unless they fill the canvas, a spanner
    /// bounds them (hugging, at 999.5, the edge the canvas ties to the first item), fits to
    /// zero at 51, and every item's length across fits to zero at 25. A canvas edge held by an
    /// inequality (the baseline alignments) adds the canvas fit at 49, as UIKit does whenever a
    /// canvas connection is not an equality.
    private mutating func alignItems(_ item0: LayoutItem, _ rule: AlignmentRule, _ s: Context) {
        for v in s.visible.dropFirst() {
            for attribute in rule.aligned {
                add(.view(v), attribute, .equal, item0, attribute, "UISV-alignment")
            }
        }
        guard !rule.fills else {
            connectCanvas(s, lead: rule.several.lead, trail: rule.several.trail, firstItem: item0, centres: rule.centres)
            return
        }
        let (cLead, cTrail, cLen) = (s.across.lead, s.across.trail, s.across.len)
        let hugsLead = rule.several.lead == .firstItem, hugsTrail = rule.several.trail == .firstItem
        for v in s.visible {
            add(s.spanner, cLead, hugsLead ? .equal : .lessThanOrEqual, .view(v), cLead,
                priority: hugsLead ? 999.5 : 1000, "UISV-spanning-boundary")
            add(s.spanner, cTrail, hugsTrail ? .equal : .greaterThanOrEqual, .view(v), cTrail,
                priority: hugsTrail ? 999.5 : 1000, "UISV-spanning-boundary")
        }
        add(s.spanner, cLen, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
        connectCanvas(s, lead: rule.several.lead, trail: rule.several.trail, firstItem: item0, centres: rule.centres)
        if rule.several.lead == .enclosingFirstItem || rule.several.trail == .enclosingFirstItem {
            add(s.canvas, cLen, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
        }
        for v in s.visible {
            add(.view(v), cLen, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
        }
    }

    /// `UISV-canvas-connection` on the canvas's two edges across the axis, then its centre.
    private mutating func connectCanvas(_ s: Context, lead: CanvasTie, trail: CanvasTie, firstItem item0: LayoutItem,
                                        centres: Bool) {
        let (canvas, cLead, cTrail) = (s.canvas, s.across.lead, s.across.trail)
        switch lead {
        case .firstItem: add(canvas, cLead, .equal, item0, cLead, "UISV-canvas-connection")
        case .spanner: add(canvas, cLead, .equal, s.spanner, cLead, "UISV-canvas-connection")
        case .enclosingFirstItem: add(canvas, cLead, .lessThanOrEqual, item0, cLead, "UISV-canvas-connection")
        }
        switch trail {
        case .firstItem: add(item0, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
        case .spanner: add(s.spanner, cTrail, .equal, canvas, cTrail, "UISV-canvas-connection")
        case .enclosingFirstItem: add(canvas, cTrail, .greaterThanOrEqual, item0, cTrail, "UISV-canvas-connection")
        }
        if centres {
            add(canvas, s.across.mid, .equal, item0, s.across.mid, "UISV-canvas-connection")
        }
    }
}

extension StackArrangement.Context {
    /// The stack's alignment; baseline alignment on a vertical stack (invalid per Apple's
    /// header) acts as leading.
    var alignment: StackAlignment {
        let a = properties.alignment
        return !horizontal && (a == .firstBaseline || a == .lastBaseline) ? .leading : a
    }
}

/// How a canvas edge across the axis is tied.
enum CanvasTie {
    /// Equal to the first item's edge.
    case firstItem
    /// Equal to the spanner's edge.
    case spanner
    /// Outside the first item's edge (`canvas.lead <= item.lead`, `canvas.trail >= item.trail`).
    case enclosingFirstItem
}

/// What one alignment generates across the axis, UIKit's table (docs/layout.md, "Stack views").
struct AlignmentRule {
    /// The attributes of every other item set equal to the first item's (`UISV-alignment`).
    let aligned: [LayoutAttribute]
    /// The canvas's edges with one visible item.
    let single: (lead: CanvasTie, trail: CanvasTie)
    /// The canvas's edges with several visible items.
    let several: (lead: CanvasTie, trail: CanvasTie)
    /// Items are pinned to both edges of the canvas: no spanner and no fitting constraints.
    var fills = false
    /// The canvas's centre is tied to the first item's.
    var centres = false

    init(_ alignment: StackAlignment, across a: AxisAttributes) {
        switch alignment {
        case .fill:
            (aligned, single, several, fills) = ([a.lead, a.trail], (.firstItem, .firstItem), (.firstItem, .firstItem), true)
        case .leading:
            (aligned, single, several) = ([a.lead], (.firstItem, .enclosingFirstItem), (.firstItem, .spanner))
        case .trailing:
            (aligned, single, several) = ([a.trail], (.enclosingFirstItem, .firstItem), (.spanner, .firstItem))
        case .center:
            (aligned, single, several, centres) =
                ([a.mid], (.enclosingFirstItem, .enclosingFirstItem), (.spanner, .spanner), true)
        // Baselines: the edge on the baseline's side is held by the first item, through an
        // inequality (`canvas.top <= item0.top`, `canvas.bottom >= item0.bottom`), the other by
        // the spanner; one item: inequalities on both sides (UIKit26 `_indexOfItemForLocationAttribute:`,
        // `_layoutRelationForCanvasConnectionForAttribute:`; Arranged; the useyourloaf report).
        case .firstBaseline:
            (aligned, single, several) =
                ([.firstBaseline], (.enclosingFirstItem, .enclosingFirstItem), (.enclosingFirstItem, .spanner))
        case .lastBaseline:
            (aligned, single, several) =
                ([.lastBaseline], (.enclosingFirstItem, .enclosingFirstItem), (.spanner, .enclosingFirstItem))
        }
    }
}
