import ConstraintSolver
import Typesetting

extension LayoutEngine {
    /// The constraint's stable fake address (1, 2, ... in first-request order, bound to its
    /// value for the engine's life).
    mutating func address(of c: ResolvedConstraint) -> Int {
        installed.address(of: c)
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

    /// The laid-out tree of the last pass: frames rounded to the pixel grid (in the root and in
    /// the superview, content offsets of enclosing scroll views applied), baselines, the
    /// constraints per view and the diagnostics.
    mutating func assemble(frames: [Rect?], state: PassState, builder: ConstraintBuilder?, newConflicts: [ConflictReport],
                           passes: Int) -> LayoutResult {
        let n = tree.nodes.count
        // (a closure, not `$0.map(roundedFrame)`: a method reference holds a copy of the engine)
        let frames = alignmentFrames(frames)
        var rounded: [Rect?] = frames.map { f in f.map { roundedFrame($0) } }
        if rounded.count < n { rounded += Array(repeating: nil, count: n - rounded.count) }
        let offsets = contentOffsets()
        let baselines = self.baselines(rounded: rounded, state: state, builder: builder)
        var clock = PhaseClock()
        clock.lap("assemble: baselines")
        let textLayouts = self.textLayouts(rounded: rounded, solved: frames, content: state.content)
        clock.lap("assemble: text lines")
        let (list, records) = constraintRecords()
        clock.lap("assemble: describe")
        let ambiguousSet = reportsAmbiguity ? solvers.ambiguousVariables() : []
        clock.lap("assemble: ambiguity")
        let contentSizes = scrollContentSizes()
        if releasesSolverForResult {
            // A one-shot layout needs the solver no more: its memory goes before the result's.
            solvers = AxisSolvers(split: solvers.isSplit)
            solverReleased = true
        }
        var views: [LaidOutView?] = Array(repeating: nil, count: n)
        var ambiguities: [AmbiguityReport] = []
        let scale = environment.scale
        for v in tree.attachedViews {
            let i = v.rawValue
            guard let f = rounded[i], let solved = frames[i] else { continue }
            let ambiguity = ambiguityReport(v, in: ambiguousSet)
            if let ambiguity { ambiguities.append(ambiguity) }
            let parentFrame = tree[v].superview.flatMap { rounded[$0.rawValue] }
            views[i] = Self.laidOutView(v, in: tree, scale: scale, frame: f, parentFrame: parentFrame,
                                        solvedFrame: solved, offset: offsets[i], contentSize: contentSizes[i],
                                        baselines: baselines, state: state, ambiguousAxes: ambiguity?.axes ?? [])
            views[i]?.textLayout = textLayouts[i]
        }
        clock.lap("assemble: views")
        var brokenTexts: [String] = []
        for c in brokenOrder { brokenTexts.append(describe(c)) }
        let squeezes = SqueezeReport.squeezes(in: tree, frames: rounded, content: state.content)
        return LayoutResult(environment: environment, rootID: tree.root, views: views, conflicts: newConflicts,
                            brokenConstraints: brokenTexts, ambiguities: ambiguities, squeezes: squeezes,
                            tree: tree, constraintList: list, constraintRecords: records, passes: passes)
    }

    /// The solver places alignment rects: each view's frame is its alignment rect grown by its
    /// kind's `alignmentRectInsets` (zero for most classes, whose frames are their rects).
    private func alignmentFrames(_ solved: [Rect?]) -> [Rect?] {
        var frames = solved
        for v in tree.attachedViews where v.rawValue < frames.count {
            let insets = tree[v].kind.alignmentRectInsets(os: environment.osVersion)
            guard insets != .zero, let f = frames[v.rawValue] else { continue }
            frames[v.rawValue] = f.outset(by: insets)
        }
        return frames
    }

    /// Per view, the sum of the content offsets of the scroll views enclosing it.
    private func contentOffsets() -> [Point] {
        var offsets = Array(repeating: Point.zero, count: tree.nodes.count)
        for v in tree.attachedViews {
            guard let p = tree[v].superview else { continue }
            var o = offsets[p.rawValue]
            if case .scrollView(let sp) = tree[p].kind { o.x += sp.contentOffset.x; o.y += sp.contentOffset.y }
            offsets[v.rawValue] = o
        }
        return offsets
    }

    /// The installed, then the broken constraints with their fake addresses, which are
    /// assigned here in that order, and per view the positions of those naming it (size floors
    /// left out).
    private mutating func constraintRecords() -> (ConstraintList, [[Int32]]) {
        let n = tree.nodes.count
        var byView: [[Int32]] = Array(repeating: [], count: n)
        func index(_ c: ResolvedConstraint, at i: Int) {
            let a = c.firstItem.ownerView, b = c.secondItem?.ownerView
            if let a, a.rawValue < n { byView[a.rawValue].append(Int32(i)) }
            if let b, b != a, b.rawValue < n { byView[b.rawValue].append(Int32(i)) }
        }
        for (i, c) in installed.order.enumerated() where c.identifier != ConstraintBuilder.nonNegativeIdentifier {
            _ = installed.address(at: i)
            index(c, at: i)
        }
        var list = ConstraintList(installed: installed.order, installedAddresses: installed.addresses)
        for c in brokenOrder where c.identifier != ConstraintBuilder.nonNegativeIdentifier {
            index(c, at: list.installed.count + list.broken.count)
            list.broken.append(c)
            list.brokenAddresses.append(address(of: c))
        }
        return (list, byView)
    }

    /// Which of a view's x, y, width and height are not unique, and the axes they make
    /// ambiguous; nil when none is.
    private func ambiguityReport(_ v: ViewID, in ambiguousSet: Set<Variable>) -> AmbiguityReport? {
        var attrs: [String] = []
        for (name, comp) in [("x", VariableKey.Component.x), ("y", .y), ("width", .width), ("height", .height)]
        where isAmbiguous(.view(v, comp), in: ambiguousSet) { attrs.append(name) }
        var axes: [Axis] = []
        if attrs.contains("x") || attrs.contains("width") { axes.append(.horizontal) }
        if attrs.contains("y") || attrs.contains("height") { axes.append(.vertical) }
        return axes.isEmpty ? nil : AmbiguityReport(view: tree[v].name, axes: axes, attributes: attrs)
    }

    /// The solved content size (width, height; nil where unsolved) of each scroll view, by view index.
    private mutating func scrollContentSizes() -> [Int: (Double?, Double?)] {
        var sizes: [Int: (Double?, Double?)] = [:]
        for v in tree.attachedViews {
            guard case .scrollView = tree[v].kind else { continue }
            sizes[v.rawValue] = (value(.content(v, .width)), value(.content(v, .height)))
        }
        return sizes
    }

    /// One view of the result, from its rounded frame `f` (unscrolled root space); `contentSize`
    /// is a scroll view's solved content size (`scrollContentSizes`).
    /// (Static: as a method of the engine, called per view, it was handed a copy of the engine.)
    private static func laidOutView(_ v: ViewID, in tree: ViewTree, scale: Double, frame f: Rect, parentFrame pf: Rect?,
                                    solvedFrame: Rect, offset o: Point, contentSize solvedContent: (Double?, Double?)?,
                                    baselines: Baselines, state: PassState, ambiguousAxes: [Axis]) -> LaidOutView {
        let i = v.rawValue
        let abs = Rect(x: f.minX - o.x, y: f.minY - o.y, width: f.width, height: f.height)
        var rel = f
        if let pf {
            rel = Rect(x: f.minX - pf.minX, y: f.minY - pf.minY, width: f.width, height: f.height)
        }
        var contentSize: Size? = nil, contentOffset: Point? = nil
        if case .scrollView(let sp) = tree[v].kind {
            let (w, h) = solvedContent ?? (nil, nil)
            contentSize = Size(width: PixelGrid.round(w ?? f.width, scale: scale),
                               height: PixelGrid.round(h ?? f.height, scale: scale))
            contentOffset = sp.contentOffset
        }
        return LaidOutView(id: v, node: tree[v], frame: abs, frameInSuperview: rel,
                           firstBaseline: baselines.first[i] - o.y, lastBaseline: baselines.last[i] - o.y,
                           text: (state.content[i] ?? nil)?.text?.sizes, textTop: baselines.textTops[i].map { $0 - o.y },
                           layoutMargins: state.margins[i], safeAreaInsets: state.safeInsets[i],
                           contentSize: contentSize, contentOffset: contentOffset, ambiguousAxes: ambiguousAxes,
                           solvedFrame: solvedFrame)
    }
}

/// One-call convenience: lay out a tree once.
public func layout(_ tree: ViewTree, in environment: Environment, measurer: any TextMeasuring) -> LayoutResult {
    var engine = LayoutEngine(tree: tree, environment: environment, measurer: measurer)
    engine.releasesSolverForResult = true
    return engine.layout()
}
