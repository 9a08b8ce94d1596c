import ConstraintSolver

/// Runs layout passes over a view tree for an environment, keeping the solver between passes so
/// that a change (root size, hidden flags, arranged views, constants) re-solves incrementally:
/// the generated constraint list is diffed against the installed one and only the difference is
/// removed/added; a constraint whose constant alone changed (the root size among them) is moved
/// in place (`Solver.updateConstant`).
///
/// A pass: measure intrinsic content → generate constraints → sync the solver → solve → read
/// frames. Height-for-width views (multi-line labels, non-scrolling text views) and values UIKit
/// derives from frames (preserved superview margins, subview safe areas) are recomputed from the
/// frames and the pass repeats until they are stable (at most `maximumPasses`).
public struct LayoutEngine {
    public private(set) var tree: ViewTree
    public private(set) var environment: Environment
    public let measurer: any TextMeasuring
    /// Upper bound on passes per `layout()` (UIKit's two-pass text behaviour needs 2; nested
    /// dependencies may need more).
    public var maximumPasses = 6
    /// Whether `layout()` asks the solver which views are ambiguous (one query per view
    /// variable; on by default, off for speed when diagnostics are not wanted).
    public var reportsAmbiguity = true

    /// The solvers, one per axis unless a constraint pairs a width with a height; every solver
    /// has every variable: variable `i` (`Variable(index: i)`) is registry index `i`.
    var solvers: AxisSolvers
    var registry = VariableRegistry()
    /// Set when a constraint relating the two axes reached split solvers (a tree set after
    /// `init`, which checks the first one: `ViewTree.relatesAxes`): the layout starts over with
    /// a single solver.
    var crossAxisConstraintSeen = false
    /// The constraints in the solver, in installation order, with their solver ids.
    var installed = InstalledConstraints()
    /// Required constraints the solver rejected, with the report made when they were rejected.
    var broken: [ResolvedConstraint: ConflictReport] = [:]
    var brokenOrder: [ResolvedConstraint] = []
    var lastFrames: [Rect?] = []
    /// Measured intrinsic content by view index (empty until a pass measures; see
    /// `intrinsicContents`).
    var contentCache: [IntrinsicContent?] = []
    /// Set when a subtree is laid out on its own (`SubtreeLayout`); nil for a window's root.
    var rootSizing: RootSizing? = nil
    /// Set for a one-shot layout (`layout(_:in:measurer:)`): the solver is released once the
    /// frames and the ambiguity are read, before the result is built, so the two never take
    /// memory at once. A later `layout()` starts over (`startOver`).
    var releasesSolverForResult = false
    /// The views from which a first pass installs constraints as they are built
    /// (`buildAndSyncStreamed`).
    var streamedBuildMinimum = LayoutEngine.defaultStreamedBuildMinimum
    /// Whether the solver was released (`releasesSolverForResult`): no value can be read.
    var solverReleased = false

    public init(tree: ViewTree, environment: Environment, measurer: any TextMeasuring) {
        self.tree = tree
        self.environment = environment
        self.measurer = measurer
        solvers = AxisSolvers(split: !tree.relatesAxes)
    }

    /// Replaces the tree (e.g. after hiding a view or editing a stack); the next `layout()`
    /// updates the solver incrementally.
    public mutating func setTree(_ newTree: ViewTree) {
        tree = newTree
        contentCache = []
    }

    /// Edits the tree in place.
    public mutating func modifyTree<E: Error>(_ body: (inout ViewTree) throws(E) -> Void) throws(E) {
        try body(&tree)
        contentCache = []
    }

    /// Changes the environment (e.g. portrait → landscape); the next `layout()` moves the
    /// root-size constraints and other changed constants in place (the constraint diff).
    public mutating func setEnvironment(_ newEnvironment: Environment) {
        if newEnvironment.contentSizeCategory != environment.contentSizeCategory
            || newEnvironment.scale != environment.scale
            || newEnvironment.layoutDirection != environment.layoutDirection {
            contentCache = []
        }
        environment = newEnvironment
    }

    /// Runs passes until stable and returns the laid-out tree.
    public mutating func layout() -> LayoutResult {
        if solverReleased { startOver() }
        var frames = lastFrames.count == tree.nodes.count ? lastFrames : Array(repeating: nil, count: tree.nodes.count)
        var conflicts: [ConflictReport] = []
        var previousKey: PassKey? = nil
        var stateClock = PhaseClock()
        var state = makeState(frames: frames)
        stateClock.lap("pass state (measure)")
        var builder: ConstraintBuilder? = nil
        var passes = 0
        for pass in 0..<max(1, maximumPasses) {
            passes = pass + 1
            var clock = PhaseClock()
            var b = ConstraintBuilder(tree: tree, environment: environment, state: state, registry: registry)
            b.rootSizing = rootSizing
            if installed.isEmpty && brokenOrder.isEmpty && tree.nodes.count >= streamedBuildMinimum {
                conflicts += buildAndSyncStreamed(&b)
            } else {
                b.build()
                registry = b.registry
                let output = b.takeOutput()
                clock.lap("build \(output.count)")
                conflicts += sync(output)
            }
            // A one-shot layout adds nothing until the next pass (rare): the add path's buffers
            // go now, before the next pass state is measured.
            if crossAxisConstraintSeen {
                // a constraint related the axes (a tree set since `init`): as a new engine
                // would, with one solver
                startOver(split: false)
                lastFrames = []
                return layout()
            }
            if releasesSolverForResult { solvers.releaseScratch() }
            clock.lap("sync")
            solvers.updateVariables()
            frames = readFrames()
            clock.lap("solve+read")
            let key = passKey(frames: frames)
            let next = makeState(frames: frames)
            if key == previousKey || !needsAnotherPass(old: state, new: next) {
                builder = b
                break
            }
            if brokenOrder.isEmpty && !needsAnotherPass(old: state, new: next, reads: b.reads) {
                // What changed is nothing the constraints read: another pass would build the
                // same constraints and get the same frames. Report the state those frames give.
                // (With a broken constraint, another pass also retries a size floor that could
                // not be added, which may break another member of its conflict.)
                b.state = next
                builder = b
                state = next
                break
            }
            builder = b
            previousKey = key
            state = next
        }
        lastFrames = frames
        // Nothing more is measured: the measurement cache (for re-layouts) goes before the
        // ambiguity check.
        if releasesSolverForResult { contentCache = [] }
        var clock = PhaseClock()
        defer { clock.lap("assemble") }
        var result = assemble(frames: frames, state: state, builder: builder, newConflicts: conflicts, passes: passes)
        placeTables(in: &result)
        placeCollectionItems(in: &result)
        reportScrollViewInsets(in: &result)
        return result
    }

    /// Forgets everything installed, for a layout after the solver was released (or one that
    /// needs a single solver): split solvers unless the tree relates the axes or `split` is false.
    private mutating func startOver(split: Bool = true) {
        solvers = AxisSolvers(split: split && !tree.relatesAxes)
        crossAxisConstraintSeen = false
        installed = InstalledConstraints()
        broken = [:]
        brokenOrder = []
        solverReleased = false
    }

    // MARK: state

    struct PassKey: Equatable {
        var widths: [Double]
    }

    func passKey(frames: [Rect?]) -> PassKey {
        let s = environment.scale
        return PassKey(widths: frames.map { PixelGrid.round($0?.width ?? -1, scale: s) })
    }

    func needsAnotherPass(old: PassState, new: PassState) -> Bool {
        if old.margins != new.margins || old.safeInsets != new.safeInsets || old.readableInsets != new.readableInsets { return true }
        return heightForWidthContentChanged(old: old, new: new)
    }

    /// Whether the state entries the constraints were built from (`reads`) changed, or the
    /// intrinsic content of a height-for-width view.
    func needsAnotherPass(old: PassState, new: PassState, reads: StateReads) -> Bool {
        reads.changed(from: old, to: new) || heightForWidthContentChanged(old: old, new: new)
    }

    /// Whether a height-for-width view's intrinsic content (measured at its last width) changed.
    private func heightForWidthContentChanged(old: PassState, new: PassState) -> Bool {
        for v in tree.autoLayoutViews where IntrinsicSizer.isHeightForWidth(tree[v]) {
            let a = old.content[v.rawValue] ?? nil, b = new.content[v.rawValue] ?? nil
            if a?.height != b?.height || a?.width != b?.width { return true }
        }
        return false
    }

    func effectiveRightToLeft(_ v: ViewID) -> Bool {
        switch tree[v].semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return false
        case .forceRightToLeft: return true
        case .unspecified: return environment.layoutDirection == .rightToLeft
        }
    }

    /// What the constraints of a pass depend on besides the tree, from the previous pass's
    /// frames: intrinsic content (height-for-width views at their width), layout direction,
    /// safe-area insets, layout margins (both on the pixel grid) and readable-guide insets.
    mutating func makeState(frames: [Rect?]) -> PassState {
        let n = tree.nodes.count
        var rtl = Array(repeating: false, count: n)
        var margins = Array(repeating: EdgeInsets.zero, count: n)
        var safe = Array(repeating: EdgeInsets.zero, count: n)
        for v in tree.autoLayoutViews { rtl[v.rawValue] = effectiveRightToLeft(v) }
        let content = intrinsicContents(frames: frames, rightToLeft: rtl)
        let root = RootMargins(environment: environment, system: rootSystemMargins, safe: rootSafeAreaInsets)
        for v in tree.autoLayoutViews {  // parents before children
            let i = v.rawValue
            let frame = frames.indices.contains(i) ? frames[i] : nil
            let parent = frame == nil ? nil : tree[v].superview.flatMap { p in frames[p.rawValue].map { (p, $0) } }
            if v == tree.root {
                safe[i] = rootSafeAreaInsets
            } else if let f = frame, let (p, pf) = parent {
                safe[i] = Self.safeAreaInsets(frame: f, parentFrame: pf, parentInsets: safe[p.rawValue])
            }
            margins[i] = Self.layoutMargins(of: tree[v], isRoot: v == tree.root, root: root, rightToLeft: rtl[i],
                                            safe: safe[i], frame: frame,
                                            parent: parent.map { (pf: $0.1, margins: margins[$0.0.rawValue]) })
        }
        let s = environment.scale
        for i in 0..<n {
            margins[i] = Self.onPixelGrid(margins[i], scale: s)
            safe[i] = Self.onPixelGrid(safe[i], scale: s)
        }
        let readable = readableInsets(margins: margins, frames: frames)
        return PassState(content: content, margins: margins, safeInsets: safe, rightToLeft: rtl, readableInsets: readable)
    }

    /// A subview's safe-area insets: the part of its frame inside its superview's unsafe
    /// bands, each side clamped to the view's size.
    private static func safeAreaInsets(frame f: Rect, parentFrame pf: Rect, parentInsets ps: EdgeInsets) -> EdgeInsets {
        let sMinX = pf.minX + ps.left, sMaxX = pf.maxX - ps.right
        let sMinY = pf.minY + ps.top, sMaxY = pf.maxY - ps.bottom
        return EdgeInsets(top: clamp(sMinY - f.minY, 0, max(f.height, 0)),
                          left: clamp(sMinX - f.minX, 0, max(f.width, 0)),
                          bottom: clamp(f.maxY - sMaxY, 0, max(f.height, 0)),
                          right: clamp(f.maxX - sMaxX, 0, max(f.width, 0)))
    }

    /// What a view's margins read of the root and the environment (read once per pass state: a
    /// method of the engine called per view was handed a copy of the whole engine).
    struct RootMargins {
        let environment: Environment
        let system: EdgeInsets
        let safe: EdgeInsets

        /// The system margins less the safe area (never below 0): a root view whose
        /// `insetsLayoutMarginsFromSafeArea` is off keeps the system minimum (0 at the top and
        /// bottom, 16 or 20 at the sides) without the bars and the sensor housing.
        var systemWithoutSafeArea: EdgeInsets {
            EdgeInsets(top: max(0, system.top - safe.top), left: max(0, system.left - safe.left),
                       bottom: max(0, system.bottom - safe.bottom), right: max(0, system.right - safe.right))
        }
    }

    /// A view's effective layout margins (docs/layout.md): the root's are the system's, or from
    /// iOS 11 its own plus the safe area, at least the system's (without the safe area when its
    /// `insetsLayoutMarginsFromSafeArea` is off); other views' are their own (or
    /// the default), plus the safe area from iOS 11 (`insetsLayoutMarginsFromSafeArea`), at least
    /// the overlapping part of the superview's (`preservesSuperviewLayoutMargins`).
    private static func layoutMargins(of node: ViewNode, isRoot: Bool, root: RootMargins, rightToLeft: Bool,
                                      safe safeInsets: EdgeInsets, frame: Rect?,
                                      parent: (pf: Rect, margins: EdgeInsets)?) -> EdgeInsets {
        let environment = root.environment
        let own = node.layoutMargins?.resolved(rightToLeft: rightToLeft)
        let modern = environment.osVersion >= OSVersion(11)
        if isRoot && !environment.rootIsPlainView {
            let fromSafeArea = node.insetsLayoutMarginsFromSafeArea || !modern
            let system = fromSafeArea ? root.system : root.systemWithoutSafeArea
            guard let own, modern else { return system }
            let s = fromSafeArea ? root.safe : .zero
            return EdgeInsets(top: max(own.top + s.top, system.top), left: max(own.left + s.left, system.left),
                              bottom: max(own.bottom + s.bottom, system.bottom), right: max(own.right + s.right, system.right))
        }
        var m = own ?? EdgeInsets(all: Self.defaultMargins(of: node, environment))
        if node.insetsLayoutMarginsFromSafeArea && modern {
            let s = safeInsets
            m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if node.preservesSuperviewLayoutMargins, let f = frame, let (pf, pm) = parent {
            m.top = max(m.top, pm.top - (f.minY - pf.minY))
            m.left = max(m.left, pm.left - (f.minX - pf.minX))
            m.bottom = max(m.bottom, pm.bottom - (pf.maxY - f.maxY))
            m.right = max(m.right, pm.right - (pf.maxX - f.maxX))
        }
        return m
    }

    /// A non-root view's margins when it sets none: from iOS 11 0 for a stack view (its margin
    /// attributes resolve to its edges in the frames Interface Builder stores; on iOS 9 it showed
    /// UIView's 8, TZStackView PR #49's UIStackView screenshots), else the plain-view default.
    static func defaultMargins(of node: ViewNode, _ environment: Environment) -> Double {
        if case .stackView = node.kind, environment.osVersion >= OSVersion(11) { return 0 }
        return environment.defaultViewMargins
    }

    /// Each side rounded to the nearest pixel.
    private static func onPixelGrid(_ e: EdgeInsets, scale s: Double) -> EdgeInsets {
        EdgeInsets(top: PixelGrid.round(e.top, scale: s), left: PixelGrid.round(e.left, scale: s),
                   bottom: PixelGrid.round(e.bottom, scale: s), right: PixelGrid.round(e.right, scale: s))
    }

    /// The readable content guide's extra inset on each side of the margins: the margins'
    /// width capped at the readable width, centred (the root from its size, others from the
    /// previous pass's width; 0 without one).
    private func readableInsets(margins: [EdgeInsets], frames: [Rect?]) -> [Double] {
        var readable = Array(repeating: 0.0, count: tree.nodes.count)
        let cap = environment.readableContentWidth
        for v in tree.attachedViews {
            let i = v.rawValue
            let width = v == tree.root ? (rootSizing?.size ?? environment.rootSize).width : (frames.indices.contains(i) ? frames[i]?.width : nil)
            guard let w = width else { continue }
            let inner = w - margins[i].left - margins[i].right
            readable[i] = PixelGrid.round(max(0, (inner - cap) / 2), scale: environment.scale)
        }
        return readable
    }

    // MARK: solver

    /// The installed constraint in `slot`.
    func installedConstraint(_ slot: SolverSlot) -> ResolvedConstraint? {
        installed.constraint(for: slot)
    }

    /// Adds `c`, whose terms lie along `axis` (nil: both axes), to the solver of its axis after
    /// making the variables it names (solver variables carry no names: formatting one per
    /// variable cost a quarter of the layout time; diagnostics find a view's variables by key,
    /// `registry.existing`). The solver reads the terms from the constraint itself and keeps
    /// none.
    mutating func addToSolver(_ c: ResolvedConstraint, axis: Axis?) throws(SolverError) -> SolverSlot {
        solvers.makeVariables(through: c.highestIndex)
        if axis == nil && solvers.isSplit { crossAxisConstraintSeen = true }
        return try solvers.add(c, to: solvers.solver(for: axis ?? .horizontal))
    }

    /// The axis of `c`'s terms (the registry's; nil when they relate the axes).
    func axis(of c: ResolvedConstraint) -> Axis? {
        registry.axes.axis(of: c)
    }

    /// `c` as a solver constraint of its own (for conflict explanations and replays).
    static func solverConstraint(_ c: ResolvedConstraint) -> Constraint {
        Constraint(expression: LinearExpression(terms: c.terms, constant: c.constant), relation: solverRelation(c.relation),
                   priority: solverPriority(c.priority))
    }

    /// A conflict solver `k` reported (its required members, unreduced: the solver keeps no
    /// expressions) reduced to an irreducible set with the installed constraints.
    func irreducibleConflict(_ ids: [ConstraintID], in k: Int, rejected: Constraint) -> [SolverSlot] {
        AxisSolvers.irreducibleConflict(ids, in: k, rejected: rejected) { slot in
            installedConstraint(slot).map(Self.solverConstraint)
        }
    }

    static func solverPriority(_ p: LayoutPriority) -> Priority {
        p == .designFrameStay ? Priority(p.rawValue) : Priority(min(max(p.rawValue, 1), 1000))
    }

    static func solverRelation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Removes installed constraints that are no longer wanted, then adds the new ones in
    /// generation order. A required constraint the solver rejects is the one broken (it is the
    /// most recently added member of the conflicting set); it is logged and left out.
    mutating func sync(_ desiredRaw: [ResolvedConstraint]) -> [ConflictReport] {
        solvers.learn(registry.axes)
        if syncInPlace(desiredRaw) { return [] }
        let (desired, wanted) = Self.withoutDuplicates(desiredRaw)
        let removedAny = removeInstalled(notIn: wanted, of: desired)
        // Room for what will be installed (no rehashing while adding).
        installed.reserveCapacity(desired.count)
        solvers.reserveCapacity(forConstraints: desired.count - installed.count)
        // forget broken constraints that are no longer wanted
        brokenOrder = brokenOrder.filter { c in
            if wanted.position(of: c, in: desired) != nil { return true }
            broken[c] = nil
            return false
        }
        var reports: [ConflictReport] = []
        // Nothing installed yet (a new engine): `desired` has no duplicates, so none of it can
        // be installed when its turn comes; skip the lookup.
        let nothingInstalled = installed.isEmpty
        for c in desired where nothingInstalled || installed.id(of: c) == nil {
            // A broken constraint is retried only when something was removed.
            if !removedAny && !broken.isEmpty && broken[c] != nil { continue }
            reports += install(c)
        }
        return reports
    }

    /// The list without its repeated constraints (the first of each kept), and its index. A list
    /// without repetitions (the usual case) is returned as it is, not copied.
    static func withoutDuplicates(_ list: [ResolvedConstraint]) -> ([ResolvedConstraint], PositionIndex) {
        var index = PositionIndex()
        index.reserveCapacity(list.count)
        for c in list {
            if index.position(of: c, in: list) != nil { return filtered(list) }
            index.append(c)
        }
        return (list, index)
    }

    private static func filtered(_ list: [ResolvedConstraint]) -> ([ResolvedConstraint], PositionIndex) {
        var index = PositionIndex()
        var kept: [ResolvedConstraint] = []
        for c in list where index.position(of: c, in: kept) == nil {
            kept.append(c)
            index.append(c)
        }
        return (kept, index)
    }

    /// Removes the installed constraints that are not among `desired` (indexed by `wanted`);
    /// whether any was removed.
    private mutating func removeInstalled(notIn wanted: PositionIndex, of desired: [ResolvedConstraint]) -> Bool {
        var dropped: [Int] = []
        for (i, c) in installed.order.enumerated() where wanted.position(of: c, in: desired) == nil {
            try? solvers.remove(installed.ids[i])
            dropped.append(i)
        }
        installed.remove(at: dropped)
        return !dropped.isEmpty
    }

    /// Adds one constraint to the solver. When the solver rejects it, the conflict's report:
    /// the constraint is broken (left out), or, for a size floor, the latest other member of
    /// each conflict is broken until the floor is added. Empty when nothing new was broken.
    mutating func install(_ c: ResolvedConstraint) -> [ConflictReport] { install(c, hash: c.storedHash, axis: axis(of: c)) }

    /// `install(_:)` for a constraint whose `storedHash` is `hash` and whose terms lie along
    /// `axis` (nil: both).
    mutating func install(_ c: ResolvedConstraint, hash: Int, axis: Axis?) -> [ConflictReport] {
        do throws(SolverError) {
            let id = try addToSolver(c, axis: axis)
            installed.append(c, id: id, hash: hash)
            if !broken.isEmpty && broken[c] != nil {
                broken[c] = nil
                brokenOrder.removeAll { $0 == c }
            }
            return []
        } catch {
            var conflicting: [ResolvedConstraint] = []
            var ids: [SolverSlot] = []
            if case .unsatisfiable(let conflictIDs, _) = error {
                // (`c` itself, not the error's copy, whose terms a split solver renumbered)
                ids = irreducibleConflict(conflictIDs, in: solvers.solver(for: axis ?? .horizontal),
                                          rejected: Self.solverConstraint(c))
                conflicting = ids.compactMap { installedConstraint($0) }
            }
            if c.source.identifier == ConstraintBuilder.nonNegativeIdentifier {
                return breakOtherMember(of: ids, conflicting: conflicting, for: c, axis: axis)
            }
            if broken[c] != nil { return [] }
            let report = conflictReport(conflicting: conflicting + [c], broken: c)
            broken[c] = report
            brokenOrder.append(c)
            return [report]
        }
    }

    /// A size floor is implicit, like the engine's non-negative size variables: the latest other
    /// member of its conflict (`ids`) is broken instead, then the floor is added again; while
    /// another conflict rejects it (pia's tile: the equal rows of a stack, each with a required
    /// height, squeeze a label to 0), the latest other member of that one breaks too.
    private mutating func breakOtherMember(of ids: [SolverSlot], conflicting: [ResolvedConstraint],
                                           for c: ResolvedConstraint, axis: Axis?) -> [ConflictReport] {
        var ids = ids, conflicting = conflicting, reports: [ConflictReport] = []
        for _ in 0..<Self.floorRetries {
            guard let report = breakLatest(of: ids, conflicting: conflicting, for: c) else { return reports }
            reports.append(report)
            do throws(SolverError) {
                installed.append(c, id: try addToSolver(c, axis: axis))
                return reports
            } catch {
                guard case .unsatisfiable(let conflictIDs, _) = error else { return reports }
                ids = irreducibleConflict(conflictIDs, in: solvers.solver(for: axis ?? .horizontal),
                                          rejected: Self.solverConstraint(c))
                conflicting = ids.compactMap { installedConstraint($0) }
            }
        }
        return reports
    }

    /// How many constraints one size floor may break before it is given up (a bound, not a
    /// measured figure).
    static let floorRetries = 64

    /// Breaks (removes and records) the latest member of `ids` other than a size floor.
    private mutating func breakLatest(of ids: [SolverSlot], conflicting: [ResolvedConstraint],
                                      for c: ResolvedConstraint) -> ConflictReport? {
        guard let victimID = ids.filter({ installedConstraint($0)?.source.identifier != ConstraintBuilder.nonNegativeIdentifier }).max(),
              let victim = installedConstraint(victimID) else { return nil }
        try? solvers.remove(victimID)
        installed.remove(at: installed.ids.indices.filter { installed.ids[$0] == victimID })
        let report = conflictReport(conflicting: conflicting + [c], broken: victim)
        broken[victim] = report
        brokenOrder.append(victim)
        return report
    }

    /// Fast path for a re-layout of the same tree (rotation, constant changes): the new list
    /// has the same length and differs from the installed one at a few positions, without
    /// hashing the whole list. A constraint whose constant alone changed keeps its solver id
    /// (`Solver.updateConstant`, a dual simplex step); the others are swapped (removed, then
    /// added). Returns false (having changed nothing, or leaving a consistent state for the
    /// general path) when it does not apply.
    mutating func syncInPlace(_ desired: [ResolvedConstraint]) -> Bool {
        guard brokenOrder.isEmpty, !installed.isEmpty, desired.count == installed.count else { return false }
        let limit = max(desired.count / 5, 1)
        var changed: [Int] = []
        var moved: [Int] = []
        let current = installed.order
        for i in desired.indices where desired[i] != current[i] {
            if desired[i].differsOnlyInConstant(from: current[i]) { moved.append(i); continue }
            changed.append(i)
            if changed.count > limit { return false }
        }
        var incoming = PositionIndex()
        var incomingList: [ResolvedConstraint] = []
        for i in moved + changed {
            let c = desired[i]
            if installed.id(of: c) != nil || incoming.position(of: c, in: incomingList) != nil { return false }
            incomingList.append(c)
            incoming.append(c)
        }
        changed += moveConstants(at: moved, to: desired)
        return swapInPlace(at: changed.sorted(), to: desired)
    }

    /// Gives the installed constraints at `positions` the constants of `desired`'s, in place;
    /// returns the positions the solver refused (a required constraint that cannot hold with the
    /// new constant: the general path reports it).
    private mutating func moveConstants(at positions: [Int], to desired: [ResolvedConstraint]) -> [Int] {
        var refused: [Int] = []
        for i in positions {
            let c = desired[i], id = installed.ids[i]
            guard (try? solvers.updateConstant(c.constant, of: id)) != nil else {
                refused.append(i)
                continue
            }
            installed.replace(at: i, with: c, id: id)
        }
        return refused
    }

    /// Removes the installed constraints at `positions`, then adds `desired`'s there, in order.
    private mutating func swapInPlace(at positions: [Int], to desired: [ResolvedConstraint]) -> Bool {
        for i in positions { try? solvers.remove(installed.ids[i]) }
        var failed: [Int] = []
        for i in positions {
            let c = desired[i]
            if let id = try? addToSolver(c, axis: axis(of: c)) {
                installed.replace(at: i, with: c, id: id)
            } else {
                failed.append(i)
            }
        }
        // keep the invariant (the table = what is installed) and let the general path report
        installed.remove(at: failed)
        return failed.isEmpty
    }

    mutating func value(_ key: VariableKey) -> Double? {
        guard !solverReleased, let i = registry.existing(key), i < solvers.variableCount else { return nil }
        return solvers.value(ofVariable: i)
    }

    mutating func readFrames() -> [Rect?] {
        var frames: [Rect?] = Array(repeating: nil, count: tree.nodes.count)
        for v in tree.attachedViews {
            guard let x = value(.view(v, .x)), let y = value(.view(v, .y)),
                  let w = value(.view(v, .width)), let h = value(.view(v, .height)) else { continue }
            frames[v.rawValue] = Rect(x: x, y: y, width: w, height: h)
        }
        return frames
    }

    /// Whether a variable is in the set computed by `ambiguousVariables()` for this layout.
    func isAmbiguous(_ key: VariableKey, in ambiguous: Set<Variable>) -> Bool {
        guard let i = registry.existing(key) else { return false }
        return ambiguous.contains(Variable(index: i))
    }
}

func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo), hi) }
