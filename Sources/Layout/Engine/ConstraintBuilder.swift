/// Per-pass inputs that are not in the tree: measured content and the values UIKit derives from
/// frames (effective margins, safe-area insets), computed from the previous pass.
struct PassState: Sendable {
    var content: [IntrinsicContent?]
    /// Effective layout margins per view (physical sides).
    var margins: [EdgeInsets]
    /// Safe-area insets per view.
    var safeInsets: [EdgeInsets]
    /// Effective layout direction per view.
    var rightToLeft: [Bool]
    /// Extra inset on each side of the margins that the readable content guide adds.
    var readableInsets: [Double]
}

/// Turns a tree into solver-ready constraints: system (root position), autoresizing-mask,
/// stack-view (inner stacks first), explicit, intrinsic-size, then non-negative-size
/// constraints, in that order (the order decides which constraint is broken in a conflict: the
/// later one; a rejected size floor breaks the latest other member of its conflict instead).
struct ConstraintBuilder {
    static let nonNegativeIdentifier = "SNAP-nonnegative-size"
    let tree: ViewTree
    let environment: Environment
    /// The state the constraints are built from (a later pass may hand over the next one when
    /// nothing the builder read changed: `StateReads`).
    var state: PassState
    var registry: VariableRegistry
    /// The state entries read so far.
    private(set) var reads: StateReads
    private(set) var output: [ResolvedConstraint] = []
    /// Where `build` hands its constraints over as it makes them, when set (a first pass built
    /// on another thread while they are installed: `LayoutEngine+StreamedBuild.swift`).
    var stream: ConstraintStream?
    private var attached: [Bool]
    private var estimated: [Size?]
    /// The views' own constant lengths, read on the first estimate.
    private var fixedLengths: FixedLengths?
    /// The views the constraint pass places: attached views outside tables' cells.
    private let views: [ViewID]
    /// Set for a subtree laid out on its own (`SubtreeLayout`): the root's size and height rule.
    var rootSizing: RootSizing? = nil

    init(tree: ViewTree, environment: Environment, state: PassState, registry: VariableRegistry) {
        self.tree = tree; self.environment = environment; self.state = state; self.registry = registry
        attached = Array(repeating: false, count: tree.nodes.count)
        views = tree.autoLayoutViews
        for v in views { attached[v.rawValue] = true }
        estimated = Array(repeating: nil, count: tree.nodes.count)
        reads = StateReads(viewCount: tree.nodes.count)
    }

    /// A view's layout margins, noted as read.
    private mutating func margins(of v: ViewID) -> EdgeInsets {
        reads.margins[v.rawValue] = true
        return state.margins[v.rawValue]
    }

    /// Hands the generated constraints over, leaving the builder without them (it is kept for
    /// its size estimates only, and a layout's constraint list is its largest array).
    mutating func takeOutput() -> [ResolvedConstraint] {
        defer { output = [] }
        return output
    }

    func isAttached(_ v: ViewID) -> Bool { v.rawValue >= 0 && v.rawValue < attached.count && attached[v.rawValue] }

    /// Builds the constraints into `output`; with a `stream`, hands them over in order as they
    /// are made (`handOver`), in chunks of at least `ConstraintStream.chunkSize`.
    mutating func build() {
        let root = tree.root
        guard let rg = geometry(.view(root)) else { return }
        let rootLeft = LayoutConstraint(.view(root), .width, constant: 0, identifier: "UIView-Encapsulated-Layout-Left")
        emit(rootLeft, rg.x)
        let rootTop = LayoutConstraint(.view(root), .height, constant: 0, identifier: "UIView-Encapsulated-Layout-Top")
        emit(rootTop, rg.y)
        // The window's size, required as in UIKit: content that needs more room breaks one of its
        // own constraints (reported) instead of growing the root.
        let size = rootSizing?.size ?? environment.rootSize
        let widthPriority = rootSizing?.widthPriority ?? .required
        let rootWidth = LayoutConstraint(.view(root), .width, constant: size.width, priority: widthPriority,
                                         identifier: "UIView-Encapsulated-Layout-Width")
        emit(rootWidth, rg.width - size.width)
        let heightPriority = rootSizing?.heightPriority ?? .required
        let rootHeight = LayoutConstraint(.view(root), .height, constant: size.height, priority: heightPriority,
                                          identifier: "UIView-Encapsulated-Layout-Height")
        emit(rootHeight, rg.height - size.height)
        // views with an autoresizing frame
        for v in views {
            let node = tree[v]
            guard let frame = node.autoresizingFrame, let p = node.superview, let g = geometry(.view(v)),
                  let pg = geometry(.view(p)) else { continue }
            let f = frame.inset(by: node.kind.alignmentRectInsets(os: environment.osVersion))
            var c = LayoutConstraint(.view(v), .width, constant: f.width, identifier: "h=--& v=--&")
            c.origin = .autoresizing
            emit(c, g.x - pg.x - f.minX)
            emit(c, g.y - pg.y - f.minY)
            emit(c, g.width - f.width)
            emit(c, g.height - f.height)
            handOver()
        }
        // Order matters for the solver's speed (inner stacks first, floors last: 5x faster on
        // 3,000 views than top-down) and decides which constraint breaks in a conflict.
        addStackConstraints(reversed: true)
        for c in tree.constraints {
            if let r = resolve(c, rightToLeft: nil) { output.append(r) }
            handOver()
        }
        addSizeConstraints()
        addNonNegativeSizes()
        addDesignFrameStays()
        handOver(all: true)
    }

    /// With a `stream`, hands `output` over once it holds a chunk (or whatever it holds, with
    /// `all`). Called only where everything in `output` comes before anything made later.
    private mutating func handOver(all: Bool = false) {
        guard let stream, !output.isEmpty, all || output.count >= ConstraintStream.chunkSize else { return }
        stream.publish(output, registry: registry)
        output = []
        output.reserveCapacity(ConstraintStream.chunkSize + 64)
    }

    static let designFrameIdentifier = "SNAP-design-frame"

    /// Stays at the design frame (`ViewNode.designFrame`), below every other constraint: what
    /// the constraints determine wins; what they leave free keeps its designed value.
    private mutating func addDesignFrameStays() {
        for v in tree.attachedViews where v != tree.root {
            let node = tree[v]
            guard let frame = node.designFrame, let p = node.superview, let g = geometry(.view(v)),
                  let pg = geometry(.view(p)) else { continue }
            let f = frame.inset(by: node.kind.alignmentRectInsets(os: environment.osVersion))
            var c = LayoutConstraint(.view(v), .width, constant: f.width, priority: .designFrameStay,
                                     identifier: Self.designFrameIdentifier)
            c.origin = .system
            emit(c, g.x - pg.x - f.minX)
            emit(c, g.y - pg.y - f.minY)
            emit(c, g.width - f.width)
            emit(c, g.height - f.height)
            handOver()
        }
    }

    private mutating func addNonNegativeSizes() {
        let root = tree.root
        // Widths and heights never go negative ([ALG], docs/layout.md): required, left out of conflict logs.
        for v in views where v != root {
            guard let g = geometry(.view(v)) else { continue }
            var c = LayoutConstraint(.view(v), .width, .greaterThanOrEqual, constant: 0, identifier: Self.nonNegativeIdentifier)
            c.origin = .system
            emit(c, g.width)
            c.firstAttribute = .height
            emit(c, g.height)
            handOver()
        }
    }

    private mutating func addStackConstraints(reversed: Bool) {
        let views = reversed ? Array(self.views.reversed()) : self.views
        // Without hidden arranged views there are no `UISV-hiding` constraints to put first:
        // each stack's go straight to the output (and a stream).
        let anyHidden = views.contains { v in tree[v].stack?.arrangedSubviews.contains { tree[$0].isHidden } ?? false }
        var hiding: [ResolvedConstraint] = [], rest: [ResolvedConstraint] = []
        for v in views where tree[v].stack != nil {
            var arrangement = StackArrangement(tree: tree, stack: v, environment: environment,
                                               isAttached: { [attached] in attached[$0.rawValue] })
            arrangement.intrinsicLength = { [state] v, horizontal in
                guard let c = state.content[v.rawValue] ?? nil else { return nil }
                return horizontal ? c.width : c.height
            }
            let cs = arrangement.constraints(estimate: { self.proportionalSize($0) })
            let rtl = state.rightToLeft[v.rawValue]
            for c in cs {
                guard let r = resolve(c, rightToLeft: rtl) else { continue }
                if !anyHidden {
                    output.append(r)
                } else if c.identifier == "UISV-hiding" {
                    hiding.append(r)
                } else {
                    rest.append(r)
                }
            }
            handOver()
        }
        // Hiding first: in a conflict (a hidden stack's own spacing, iOS 9/10) the stack's
        // spacing is the later constraint and breaks, so hidden views keep zero length.
        output.append(contentsOf: hiding)
        output.append(contentsOf: rest)
    }

    private mutating func addSizeConstraints() {
        for v in views {
            guard let content = state.content[v.rawValue] ?? nil, let g = geometry(.view(v)) else { continue }
            let node = tree[v]
            for (axis, size, dim) in [(Axis.horizontal, content.width, g.width), (.vertical, content.height, g.height)] {
                guard let s = size else { continue }
                let attr: LayoutAttribute = axis == .horizontal ? .width : .height
                var cr = LayoutConstraint(.view(v), attr, .greaterThanOrEqual, constant: s,
                                          priority: node.compressionResistance[axis])
                cr.origin = .contentSize
                emit(cr, dim - s)
                var hug = LayoutConstraint(.view(v), attr, .lessThanOrEqual, constant: s, priority: node.contentHugging[axis])
                hug.origin = .contentSize
                emit(hug, dim - s)
            }
            handOver()
        }
        }

    /// Emits `e REL 0` at `source`'s relation and priority.
    private mutating func emit(_ source: LayoutConstraint, _ e: LayoutExpression) {
        var s = source
        if s.origin == .explicit { s.origin = .system }
        output.append(ResolvedConstraint(source: s, expression: e))
    }

    // MARK: geometry

    mutating func variable(_ key: VariableKey) -> LayoutExpression { LayoutExpression(variable: registry.id(key)) }

    mutating func viewGeometry(_ v: ViewID) -> ItemGeometry {
        ItemGeometry(x: variable(.view(v, .x)), y: variable(.view(v, .y)),
                     width: variable(.view(v, .width)), height: variable(.view(v, .height)))
    }

    mutating func geometry(_ item: LayoutItem) -> ItemGeometry? {
        switch item {
        case .view(let v):
            return isAttached(v) ? viewGeometry(v) : nil
        case .layoutMarginsGuide(let v):
            guard isAttached(v) else { return nil }
            return geometry(.view(v))?.inset(margins(of: v))
        case .safeAreaLayoutGuide(let v):
            guard isAttached(v) else { return nil }
            reads.safeInsets[v.rawValue] = true
            return geometry(.view(v))?.inset(state.safeInsets[v.rawValue])
        case .readableContentGuide(let v):
            guard isAttached(v) else { return nil }
            reads.readableInsets[v.rawValue] = true
            let m = margins(of: v), extra = state.readableInsets[v.rawValue]
            return geometry(.view(v))?.inset(EdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra))
        case .topLayoutGuide:
            guard var g = geometry(.view(tree.root)) else { return nil }
            g.height = LayoutExpression(constant: environment.topLayoutGuideLength)
            return g
        case .bottomLayoutGuide:
            guard var g = geometry(.view(tree.root)) else { return nil }
            let len = environment.bottomLayoutGuideLength
            g.y = g.y + g.height - len
            g.height = LayoutExpression(constant: len)
            return g
        case .contentLayoutGuide(let s):
            guard let sg = geometry(.view(s)) else { return nil }
            return ItemGeometry(x: sg.x, y: sg.y, width: variable(.content(s, .width)), height: variable(.content(s, .height)))
        case .frameLayoutGuide(let s):
            // Descendants are shifted by the content offset when frames are read; the frame
            // guide lives at the offset in content space so what is pinned to it stays put.
            guard var g = geometry(.view(s)) else { return nil }
            if case .scrollView(let p) = tree[s].kind {
                g.x = g.x + p.contentOffset.x
                g.y = g.y + p.contentOffset.y
            }
            return g
        case .guide(let g):
            guard g.rawValue < tree.guides.count, isAttached(tree.guides[g.rawValue].owningView) else { return nil }
            return ItemGeometry(x: variable(.guide(g, .x)), y: variable(.guide(g, .y)),
                                width: variable(.guide(g, .width)), height: variable(.guide(g, .height)))
        case .stackGuide(let s, let role, let i):
            guard isAttached(s) else { return nil }
            return ItemGeometry(x: variable(.stackGuide(s, role, i, .x)), y: variable(.stackGuide(s, role, i, .y)),
                                width: variable(.stackGuide(s, role, i, .width)),
                                height: variable(.stackGuide(s, role, i, .height)))
        }
    }

    static func plainAttribute(_ a: LayoutAttribute) -> LayoutAttribute? {
        switch a {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    static func attribute(_ a: LayoutAttribute, of g: ItemGeometry, rightToLeft: Bool) -> LayoutExpression {
        switch a {
        case .left: return g.x
        case .right: return g.x + g.width
        case .top, .firstBaseline: return g.y
        case .bottom, .lastBaseline: return g.y + g.height
        case .leading: return rightToLeft ? g.x + g.width : g.x
        case .trailing: return rightToLeft ? g.x : g.x + g.width
        case .centerX: return g.x + 0.5 * g.width
        case .centerY: return g.y + 0.5 * g.height
        case .width: return g.width
        case .height: return g.height
        default:
            return LayoutExpression()
        }
    }

    /// The expression of `item.attribute` in root coordinates.
    mutating func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, rightToLeft: Bool) -> LayoutExpression? {
        var item = item, attribute = attribute
        if let plain = Self.plainAttribute(attribute) {
            if let v = item.viewID { item = .layoutMarginsGuide(v) }
            attribute = plain
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let v = item.viewID {
            return baseline(v, first: attribute == .firstBaseline, depth: 0)
        }
        guard let g = geometry(item) else { return nil }
        return Self.attribute(attribute, of: g, rightToLeft: rightToLeft)
    }

    /// First/last baseline of a view: text views from their text; stacks from the item
    /// docs/layout.md "Stack views" names; anything else from its top (first) or bottom (last).
    mutating func baseline(_ v: ViewID, first: Bool, depth: Int) -> LayoutExpression? {
        guard let g = geometry(.view(v)) else { return nil }
        let node = tree[v]
        if let s = node.stack, depth < 64 {
            let visible = s.arrangedSubviews.filter { isAttached($0) && !tree[$0].isHidden }
            let child: ViewID?
            if s.axis == .vertical {
                child = first ? visible.first : visible.last
            } else {
                var best: ViewID? = nil
                var bestHeight = -Double.infinity
                for c in visible {
                    let h = estimatedSize(c).height
                    if h > bestHeight { best = c; bestHeight = h }
                }
                child = best
            }
            if let child { return baseline(child, first: first, depth: depth + 1) }
            return first ? g.y : g.y + g.height
        }
        if let content = state.content[v.rawValue] ?? nil, let m = content.text {
            let textHeight = PixelGrid.ceil(m.height, scale: environment.scale)
            let offset = first ? m.firstBaseline : m.lastBaseline
            switch content.textPlacement {
            case .centered(let top, let bottom):
                return g.y + 0.5 * g.height + (top - bottom) / 2 - textHeight / 2 + offset
            case .top(let top):
                return g.y + (top + offset)
            case .none:
                break
            }
        }
        return first ? g.y : g.y + g.height
    }

    /// The length a fillProportionally stack shares by, per axis: the item's intrinsic length,
    /// else its fitting-size estimate (UIKit reads `intrinsicContentSize` and the fitting size only
    /// where it is `noIntrinsicMetric`).
    mutating func proportionalSize(_ v: ViewID) -> Size {
        let content = state.content[v.rawValue] ?? nil
        if let w = content?.width, let h = content?.height { return Size(width: w, height: h) }
        let fitting = estimatedSize(v)
        return Size(width: content?.width ?? fitting.width, height: content?.height ?? fitting.height)
    }

    /// A stack's fitting-size estimate (docs/layout.md, "Stack views") or a view's intrinsic size
    /// (0 where none), a length the view fixes for itself (`FixedLengths`) in place of either.
    mutating func estimatedSize(_ v: ViewID) -> Size {
        if let s = estimated[v.rawValue] { return s }
        let node = tree[v]
        var result = Size.zero
        if let s = node.stack {
            let visible = s.arrangedSubviews.filter { isAttached($0) && !tree[$0].isHidden }
            var along = 0.0, across = 0.0
            for (i, c) in visible.enumerated() {
                let cs = estimatedSize(c)
                along += s.axis == .horizontal ? cs.width : cs.height
                across = max(across, s.axis == .horizontal ? cs.height : cs.width)
                if i + 1 < visible.count {
                    along += PixelGrid.round(s.customSpacing[c] ?? s.spacing, scale: environment.scale)
                }
            }
            var size = s.axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
            if s.isLayoutMarginsRelativeArrangement {
                let m = margins(of: v)
                size.width += m.left + m.right
                size.height += m.top + m.bottom
            }
            result = size
        } else if let c = state.content[v.rawValue] ?? nil {
            result = Size(width: c.width ?? 0, height: c.height ?? 0)
        }
        if fixedLengths == nil { fixedLengths = FixedLengths(tree) }
        result = fixedLengths?.applied(to: result, of: v) ?? result
        estimated[v.rawValue] = result
        return result
    }

    // MARK: resolution

    func directionOwner(_ item: LayoutItem) -> ViewID {
        switch item {
        case .guide(let g): return g.rawValue < tree.guides.count ? tree.guides[g.rawValue].owningView : tree.root
        case .topLayoutGuide, .bottomLayoutGuide: return tree.root
        default: return item.ownerView ?? tree.root
        }
    }

    /// The nearest view that is `a` or above it and `b` or above it (the root when the two share
    /// none). Walks up without allocating: the deeper one first, then both together.
    func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID {
        var x: ViewID? = a, y: ViewID? = b
        var dx = depth(a), dy = depth(b)
        while dx > dy, let c = x { x = tree[c].superview; dx -= 1 }
        while dy > dx, let c = y { y = tree[c].superview; dy -= 1 }
        while let p = x, let q = y {
            if p == q { return p }
            x = tree[p].superview
            y = tree[q].superview
        }
        return tree.root
    }

    private func depth(_ v: ViewID) -> Int {
        var d = 0
        var cur = tree[v].superview
        while let c = cur { d += 1; cur = tree[c].superview }
        return d
    }

    /// Resolves one constraint. Leading/trailing follow `rightToLeft` when given (stack views pass
    /// their own direction), else the effective direction of the two items' nearest common
    /// ancestor view. Edge constraints between a scroll view and its content act on the
    /// content layout guide ([ALG] Working with Scroll Views). A location constraint with a
    /// multiplier other than 1 is evaluated in the common ancestor's bounds coordinates (our
    /// choice, docs/layout.md "Choices where UIKit is undocumented").
    mutating func resolve(_ c: LayoutConstraint, rightToLeft: Bool?) -> ResolvedConstraint? {
        var first = c.firstItem, second = c.secondItem
        var firstAttr = c.firstAttribute, secondAttr = c.secondAttribute
        let ownerA = directionOwner(first)
        let ownerB = second.map(directionOwner) ?? ownerA
        guard isAttached(ownerA), isAttached(ownerB) else { return nil }
        let ancestor = commonAncestor(ownerA, ownerB)
        let rtl = rightToLeft ?? state.rightToLeft[ancestor.rawValue]
        if c.origin == .explicit, let s = second {
            mapScrollEdge(&first, &firstAttr, other: s)
            mapScrollEdge(&second!, &secondAttr, other: first)
        }
        // In a right-to-left context leading/trailing measure leftwards: a constraint naming
        // them is evaluated on the mirrored x axis (every horizontal position negated), so
        // `B.leading == A.trailing + 8` puts B 8 points to the left of A.
        let flip = rtl && (Self.isDirectional(firstAttr) || Self.isDirectional(secondAttr))
        let sign = flip ? -1.0 : 1.0
        guard var left = expression(first, firstAttr, rightToLeft: rtl) else { return nil }
        if flip && firstAttr.family.isPosition { left = -1 * left }
        var rhs = LayoutExpression(constant: c.constant)
        if let s = second {
            guard var e = expression(s, secondAttr, rightToLeft: rtl) else { return nil }
            if flip && secondAttr.family.isPosition { e = -1 * e }
            rhs = c.multiplier * e + c.constant
            if c.multiplier != 1, let axis = firstAttr.axis, firstAttr.family.isPosition, let ag = geometry(.view(ancestor)) {
                let origin = axis == .horizontal ? sign * Self.attribute(flip ? .right : .left, of: ag, rightToLeft: false)
                    : ag.y
                left = left - origin
                rhs = rhs - c.multiplier * origin
            }
        }
        return ResolvedConstraint(source: c, expression: left - rhs)
    }

    static func isDirectional(_ a: LayoutAttribute) -> Bool {
        a == .leading || a == .trailing || a == .leadingMargin || a == .trailingMargin
    }

    private func mapScrollEdge(_ item: inout LayoutItem, _ attr: inout LayoutAttribute, other: LayoutItem) {
        guard case .view(let s) = item, case .scrollView = tree[s].kind else { return }
        let edges: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]
        let plain = Self.plainAttribute(attr)
        guard edges.contains(attr) || (plain.map { edges.contains($0) } ?? false) else { return }
        let owner = directionOwner(other)
        guard owner != s, tree.isDescendant(owner, of: s) else { return }
        if let plain {
            item = .contentMarginsOf(s)
            attr = plain
        } else {
            item = .contentLayoutGuide(s)
        }
    }
}

extension LayoutAttribute.Family {
    var isPosition: Bool {
        switch self {
        case .horizontalPosition, .verticalPosition: return true
        default: return false
        }
    }
}

extension LayoutItem {
    /// Internal: the content area inset by the scroll view's margins is not a public item; the
    /// margin form maps to the content guide (margins of the content area are rarely used).
    static func contentMarginsOf(_ s: ViewID) -> LayoutItem { .contentLayoutGuide(s) }
}
