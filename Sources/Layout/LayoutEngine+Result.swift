import ConstraintSolver

extension LayoutEngine {
    /// The constraint's stable fake address (1, 2, ... in first-request order): one table
    /// access (a lookup that inserts when absent) instead of a lookup and an insert.
    mutating func address(of c: ResolvedConstraint) -> Int {
        let next = addressCounter + 1
        let a = Self.claim(&constraintAddresses[c, default: 0], next)
        if a == next { addressCounter = next }
        return a
    }

    /// The slot's value, first set to `next` when it is 0 (absent; addresses start at 1).
    private static func claim(_ slot: inout Int, _ next: Int) -> Int {
        if slot == 0 { slot = next }
        return slot
    }

    mutating func describe(_ c: ResolvedConstraint) -> String {
        ConstraintDescriber(tree: tree).describe(c.source, address: address(of: c))
    }

    /// UIKit's console message for a conflict.
    mutating func conflictReport(conflicting: [ResolvedConstraint], broken: ResolvedConstraint) -> ConflictReport {
        let lines = conflicting.filter { $0.source.identifier != ConstraintBuilder.nonNegativeIdentifier }.map { describe($0) }
        let brokenText = describe(broken)
        var m = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        m += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        m += "\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        m += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        m += "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        m += "Will attempt to recover by breaking constraint \n\(brokenText)\n\n"
        m += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        return ConflictReport(conflicting: lines, broken: brokenText, message: m)
    }

    /// Frame rounding rule: each edge (minX, maxX, minY, maxY) of the root-space frame is rounded
    /// to the nearest pixel (1/scale; halves up), and the size is the difference of the rounded
    /// edges, so views that abut before rounding still abut after it. Scroll offsets are applied
    /// after rounding (offsets are expected on the pixel grid).
    func roundedFrame(_ r: Rect) -> Rect {
        let s = environment.scale
        let x0 = PixelGrid.round(r.minX, scale: s), x1 = PixelGrid.round(r.maxX, scale: s)
        let y0 = PixelGrid.round(r.minY, scale: s), y1 = PixelGrid.round(r.maxY, scale: s)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    mutating func assemble(frames: [Rect?], state: PassState, builder: ConstraintBuilder?, newConflicts: [ConflictReport],
                           passes: Int) -> LayoutResult {
        let n = tree.nodes.count
        var rounded: [Rect?] = frames.map { $0.map(roundedFrame) }
        if rounded.count < n { rounded += Array(repeating: nil, count: n - rounded.count) }
        // accumulated content offsets
        var offsets = Array(repeating: Point.zero, count: n)
        for v in tree.attachedViews {
            guard let p = tree[v].superview else { continue }
            var o = offsets[p.rawValue]
            if case .scrollView(let sp) = tree[p].kind { o.x += sp.contentOffset.x; o.y += sp.contentOffset.y }
            offsets[v.rawValue] = o
        }
        // baselines (unscrolled root space, from the rounded frames)
        var firstBase = Array(repeating: 0.0, count: n), lastBase = Array(repeating: 0.0, count: n)
        var textTops: [Double?] = Array(repeating: nil, count: n)
        for v in tree.attachedViews.reversed() {  // children before parents
            guard let f = rounded[v.rawValue] else { continue }
            let i = v.rawValue
            firstBase[i] = f.minY; lastBase[i] = f.maxY
            let node = tree[v]
            if let s = node.stack {
                let visible = s.arrangedSubviews.filter { rounded.indices.contains($0.rawValue) && rounded[$0.rawValue] != nil && !tree[$0].isHidden && tree[$0].superview == v }
                if s.axis == .vertical {
                    if let a = visible.first { firstBase[i] = firstBase[a.rawValue] }
                    if let b = visible.last { lastBase[i] = lastBase[b.rawValue] }
                } else if var b = builder {
                    var best: ViewID? = nil, bh = -Double.infinity
                    for c in visible { let h = b.estimatedSize(c).height; if h > bh { bh = h; best = c } }
                    if let best { firstBase[i] = firstBase[best.rawValue]; lastBase[i] = lastBase[best.rawValue] }
                }
            } else if let content = state.content[i] ?? nil, let m = content.text {
                let th = PixelGrid.ceil(m.height, scale: environment.scale)
                switch content.textPlacement {
                case .centered(let t, let b):
                    let top = f.minY + t + (f.height - t - b - th) / 2
                    textTops[i] = top
                    firstBase[i] = top + m.firstBaseline; lastBase[i] = top + m.lastBaseline
                case .top(let t):
                    textTops[i] = f.minY + t
                    firstBase[i] = f.minY + t + m.firstBaseline; lastBase[i] = f.minY + t + m.lastBaseline
                case .none: break
                }
            }
        }
        var clock = PhaseClock()
        clock.lap("assemble: baselines")
        // constraints per view
        var byView: [[ConstraintRecord]] = Array(repeating: [], count: n)
        constraintAddresses.reserveCapacity(constraintAddresses.count + installedOrder.count + brokenOrder.count)
        for list in [installedOrder, brokenOrder] {
            for c in list where c.source.identifier != ConstraintBuilder.nonNegativeIdentifier {
                let record = ConstraintRecord(constraint: c.source, address: address(of: c))
                let a = c.source.firstItem.ownerView, b = c.source.secondItem?.ownerView
                if let a, a.rawValue < n { byView[a.rawValue].append(record) }
                if let b, b != a, b.rawValue < n { byView[b.rawValue].append(record) }
            }
        }
        clock.lap("assemble: describe")
        let ambiguousSet = reportsAmbiguity ? Set(solver.ambiguousVariables()) : []
        var views: [LaidOutView?] = Array(repeating: nil, count: n)
        var ambiguities: [AmbiguityReport] = []
        for v in tree.attachedViews {
            let i = v.rawValue
            guard let f = rounded[i], let solved = frames[i] else { continue }
            let o = offsets[i]
            let abs = Rect(x: f.minX - o.x, y: f.minY - o.y, width: f.width, height: f.height)
            var rel = f
            if let p = tree[v].superview, let pf = rounded[p.rawValue] {
                rel = Rect(x: f.minX - pf.minX, y: f.minY - pf.minY, width: f.width, height: f.height)
            }
            var contentSize: Size? = nil, contentOffset: Point? = nil
            if case .scrollView(let sp) = tree[v].kind {
                let w = value(.content(v, .width)), h = value(.content(v, .height))
                contentSize = Size(width: PixelGrid.round(w ?? f.width, scale: environment.scale),
                                   height: PixelGrid.round(h ?? f.height, scale: environment.scale))
                contentOffset = sp.contentOffset
            }
            var attrs: [String] = []
            for (name, comp) in [("x", VariableKey.Component.x), ("y", .y), ("width", .width), ("height", .height)]
            where isAmbiguous(.view(v, comp), in: ambiguousSet) { attrs.append(name) }
            var axes: [Axis] = []
            if attrs.contains("x") || attrs.contains("width") { axes.append(.horizontal) }
            if attrs.contains("y") || attrs.contains("height") { axes.append(.vertical) }
            if !axes.isEmpty { ambiguities.append(AmbiguityReport(view: tree[v].name, axes: axes, attributes: attrs)) }
            views[i] = LaidOutView(id: v, node: tree[v], frame: abs, frameInSuperview: rel,
                                   firstBaseline: firstBase[i] - o.y, lastBaseline: lastBase[i] - o.y,
                                   text: (state.content[i] ?? nil)?.text, textTop: textTops[i].map { $0 - o.y },
                                   layoutMargins: state.margins[i], safeAreaInsets: state.safeInsets[i],
                                   contentSize: contentSize, contentOffset: contentOffset, ambiguousAxes: axes,
                                   solvedFrame: solved)
        }
        clock.lap("assemble: views+ambiguity")
        var brokenTexts: [String] = []
        for c in brokenOrder { brokenTexts.append(describe(c)) }
        return LayoutResult(environment: environment, rootID: tree.root, views: views, conflicts: newConflicts,
                            brokenConstraints: brokenTexts, ambiguities: ambiguities,
                            tree: tree, constraintRecords: byView, passes: passes)
    }
}

/// One-call convenience: lay out a tree once.
public func layout(_ tree: ViewTree, in environment: Environment, measurer: any TextMeasuring) -> LayoutResult {
    var engine = LayoutEngine(tree: tree, environment: environment, measurer: measurer)
    return engine.layout()
}
