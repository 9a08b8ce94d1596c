/// The constraints a UIStackView generates, with UIKit's `UISV-*` identifiers, in UIKit's order
/// (docs/layout.md, "Stack views", lists them with their sources). The parts, in that order:
/// the chain along the axis (`+AxisChain`: canvas connections, spacing, hiding, with the iOS 9/10
/// mechanics), the distribution and the text-width disambiguation (`+Distribution`), and the
/// alignment across the axis (`+CrossAxis`).
///
/// Choices where UIKit's behaviour is not documented:
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
/// - Baseline alignment on a vertical stack (invalid per Apple's header): treated as `leading`.
/// - Baseline alignments follow iOS 26.1's UIKitCore (and Arranged, and the view debugger's
///   `stackView.top <= label.top` in a useyourloaf report): first baseline ties the canvas's top
///   to the first item by an inequality and its bottom to the spanner, so a stack taller than
///   its row puts the lowest item's bottom on its bottom, and an unstretched one starts at the
///   first item's top (a taller item further on sticks out above, UIKit's known behaviour,
///   rdar://32291130); last baseline mirrors it.
/// - Text-width disambiguation: the "improved" form (`<=` share of the width at 950, 950+step...)
///   for ≥ 2 visible multi-line candidates (labels with `numberOfLines != 1`, non-scrolling text views).
/// - fillProportionally without an intrinsic length measures the item's fitting-size estimate
///   (a nested stack's content; 0 for a plain view, whose intrinsic length is its
///   `intrinsicSizeOverride` when it has one).
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

    /// Intrinsic length along the axis, when the view has one (set by the builder).
    var intrinsicLength: (ViewID, Bool) -> Double? = { _, _ in nil }

    /// The stack's constraints; `estimate` is an item's fitting size (fillProportionally).
    mutating func constraints(estimate: (ViewID) -> Size) -> [LayoutConstraint] {
        guard let properties = tree[stack].stack else { return [] }
        let s = Context(arrangement: self, properties: properties)
        out = []
        if s.visible.isEmpty { connectEmptyCanvas(s) }
        chainAlongAxis(s)
        tieHiddenItemsAcross(s)
        distribute(s, estimate: estimate)
        disambiguateTextWidths(s)
        alignAcrossAxis(s)
        return out
    }

    /// Appends one constraint (`b == nil`: a constant size).
    mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ rel: LayoutRelation, _ b: LayoutItem?,
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

    /// No visible item: the spanner stands in for them, pinned to the canvas on all four sides,
    /// and fits to zero (along the axis at 51; across at 51, or 0.001 when hidden items exist).
    private mutating func connectEmptyCanvas(_ s: Context) {
        let (canvas, spanner, along, across) = (s.canvas, s.spanner, s.along, s.across)
        add(canvas, along.lead, .equal, spanner, along.lead, "UISV-canvas-connection")
        add(spanner, along.trail, .equal, canvas, along.trail, "UISV-canvas-connection")
        add(spanner, along.len, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
        add(canvas, across.lead, .equal, spanner, across.lead, "UISV-canvas-connection")
        add(spanner, across.trail, .equal, canvas, across.trail, "UISV-canvas-connection")
        add(spanner, across.len, .equal, nil, .notAnAttribute, priority: s.items.isEmpty ? 51 : 0.001,
            "UISV-spanning-fit")
    }
}

extension StackArrangement {
    /// One stack as its constraints see it: properties, arranged items, canvas and the
    /// attributes along and across its axis.
    struct Context {
        let properties: StackViewProperties
        /// Arranged subviews that are attached subviews of the stack, in order.
        let items: [ViewID]
        /// `items` that are not hidden.
        let visible: [ViewID]
        /// The stack, or its layout margins guide (`isLayoutMarginsRelativeArrangement`).
        let canvas: LayoutItem
        /// The guide that spans the items across the axis (`UISV-alignment-spanner`).
        let spanner: LayoutItem
        let horizontal: Bool
        let along: AxisAttributes
        let across: AxisAttributes
        private let scale: Double

        init(arrangement a: StackArrangement, properties p: StackViewProperties) {
            let tree = a.tree, stack = a.stack
            properties = p
            items = p.arrangedSubviews.filter { a.isAttached($0) && tree[$0].superview == stack }
            visible = items.filter { !tree[$0].isHidden }
            canvas = p.isLayoutMarginsRelativeArrangement ? .layoutMarginsGuide(stack) : .view(stack)
            spanner = .stackGuide(stack: stack, role: .spanner, index: 0)
            horizontal = p.axis == .horizontal
            along = AxisAttributes(horizontal ? .horizontal : .vertical)
            across = AxisAttributes(horizontal ? .vertical : .horizontal)
            scale = a.environment.scale
        }

        /// The gap after an item: its custom spacing or the stack's, on the pixel grid.
        func gap(after v: ViewID) -> Double {
            PixelGrid.round(properties.customSpacing[v] ?? properties.spacing, scale: scale)
        }
    }
}

/// The attributes of one axis: the leading edge, trailing edge, length and centre
/// (leading/trailing/width/centerX, or top/bottom/height/centerY).
struct AxisAttributes {
    let lead: LayoutAttribute
    let trail: LayoutAttribute
    let len: LayoutAttribute
    let mid: LayoutAttribute

    init(_ axis: Axis) {
        switch axis {
        case .horizontal: (lead, trail, len, mid) = (.leading, .trailing, .width, .centerX)
        case .vertical: (lead, trail, len, mid) = (.top, .bottom, .height, .centerY)
        }
    }
}
