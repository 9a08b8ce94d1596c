import ConstraintSolver

/// The engine's solvers: one per axis, or one for both.
///
/// Auto Layout relates a horizontal quantity (x, width) to a vertical one (y, height) only
/// through a constraint that pairs a width with a height (an aspect ratio); without one, the
/// constraints fall apart into two systems that share no variable, and each axis is solved on its
/// own (`isSplit`): solver 0 holds the horizontal constraints and variables, solver 1 the
/// vertical ones, and a first pass installs the two at once (`LayoutEngine.installConcurrently`).
/// A tree with such a pair has a single solver (solver 0) for everything.
///
/// The values are those of one solver holding everything. Each solver numbers its variables in
/// registry order (`VariableAxes.local`) and makes them at the same points as one solver would
/// (before the first constraint of any axis that needs them), so its symbols are numbered in the
/// order one solver's would be, restricted to its own, and its pivot choices (Bland's rule, ties
/// by id) are the same. The one difference is the feasibility tolerance, which scales with the
/// largest constant each solver has seen (`docs/solver.md`, "Tolerances").
struct AxisSolvers {
    /// One solver and the number of variables it made.
    struct Part {
        private(set) var solver = Solver(keepsExpressions: false)
        private(set) var variableCount = 0
        /// The terms of the constraint being added, renumbered for this solver.
        private var renumbered: [Term] = []

        /// Makes the variables up to `count`.
        mutating func makeVariables(count: Int) {
            while variableCount < count {
                _ = solver.makeVariable()
                variableCount += 1
            }
        }

        /// Adds `c`; the solver reads its terms from the constraint itself, renumbered by
        /// `variables` when given (it keeps none).
        mutating func add(_ c: ResolvedConstraint, renumberedBy variables: VariableAxes?) throws(SolverError) -> ConstraintID {
            let relation = LayoutEngine.solverRelation(c.relation), priority = LayoutEngine.solverPriority(c.priority)
            guard let variables else {
                return try c.withTerms { (terms) throws(SolverError) -> ConstraintID in
                    try solver.add(terms: terms, constant: c.constant, relation: relation, priority: priority)
                }
            }
            renumbered.removeAll(keepingCapacity: true)
            c.withTerms { terms in
                for t in terms { renumbered.append(Term(Variable(index: Int(variables.local[Int(t.variable.id)])), t.coefficient)) }
            }
            return try renumbered.withUnsafeBufferPointer { (terms) throws(SolverError) -> ConstraintID in
                try solver.add(terms: terms, constant: c.constant, relation: relation, priority: priority)
            }
        }

        mutating func remove(_ id: ConstraintID) throws(SolverError) { try solver.remove(id) }

        mutating func updateConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
            try solver.updateConstant(constant, of: id)
        }

        mutating func reserveCapacity(forConstraints count: Int) { solver.reserveCapacity(forConstraints: count) }
        mutating func releaseScratch() { solver.releaseScratch() }
        mutating func updateVariables() { solver.updateVariables() }
    }

    /// Solver 0 (the horizontal axis's, or the only one) and solver 1 (the vertical axis's,
    /// unused unless `isSplit`).
    private var parts = (Part(), Part())
    /// Whether each axis has a solver of its own.
    let isSplit: Bool
    /// The axes of the variables (split solvers only): learned from the registry (`learn`).
    private(set) var variables = VariableAxes()
    /// The number of variables made (registry indices `0..<variableCount`).
    private(set) var variableCount = 0

    init(split: Bool) {
        isSplit = split
    }

    /// The solver holding the constraints along `axis`.
    func solver(for axis: Axis) -> Int {
        isSplit && axis == .vertical ? 1 : 0
    }

    /// Learns the axes of the registry's variables not known yet (split solvers).
    mutating func learn(_ registry: VariableAxes) {
        if isSplit && variables.count < registry.count {
            variables.append(registry.axes[variables.count...], startingAt: variables.count)
        }
    }

    /// Learns the axes of the variables from registry index `start` on (a streamed build's
    /// chunk's, `ConstraintStream.Chunk`), those not known yet.
    mutating func learn(_ axes: [Axis], startingAt start: Int) {
        if isSplit { variables.append(axes, startingAt: start) }
    }

    /// Calls `body` with solver `k`.
    private mutating func with<R, E: Error>(_ k: Int, _ body: (inout Part) throws(E) -> R) throws(E) -> R {
        k == 0 ? try body(&parts.0) : try body(&parts.1)
    }

    /// Solver `k`, taken out (an empty one left in its place) to be used on another thread
    /// until it is put back (`put`).
    mutating func take(_ k: Int) -> Part {
        with(k) { part in
            var taken = Part()
            swap(&taken, &part)
            return taken
        }
    }

    /// Puts back solver `k`, taken by `take` (`part` is left empty).
    mutating func put(_ part: inout Part, at k: Int) {
        with(k) { swap(&$0, &part) }
    }

    /// Makes the variables up to registry index `index` (and those made before) in every
    /// solver that lacks them.
    mutating func makeVariables(through index: Int) {
        variableCount = max(variableCount, index + 1)
        guard isSplit else { return parts.0.makeVariables(count: index + 1) }
        let counts = variables.counts(through: index)
        parts.0.makeVariables(count: counts.horizontal)
        parts.1.makeVariables(count: counts.vertical)
    }

    /// Records that the variables up to registry index `index` are made, or will be before
    /// anything else is added, by solvers taken out (`take`; `LayoutEngine.add`).
    mutating func noteVariables(through index: Int) {
        variableCount = max(variableCount, index + 1)
    }

    /// Adds `c` to solver `k`.
    mutating func add(_ c: ResolvedConstraint, to k: Int) throws(SolverError) -> SolverSlot {
        let renumbering = isSplit ? variables : nil
        let id = try with(k) { (part) throws(SolverError) -> ConstraintID in try part.add(c, renumberedBy: renumbering) }
        return SolverSlot(solver: k, id: id)
    }

    mutating func remove(_ slot: SolverSlot) throws(SolverError) {
        try with(slot.solver) { (part) throws(SolverError) in try part.remove(slot.id) }
    }

    mutating func updateConstant(_ constant: Double, of slot: SolverSlot) throws(SolverError) {
        try with(slot.solver) { (part) throws(SolverError) in try part.updateConstant(constant, of: slot.id) }
    }

    /// Sizes every solver's tables for `count` more constraints (room never written costs no
    /// memory: `Solver.reserveCapacity`).
    mutating func reserveCapacity(forConstraints count: Int) {
        parts.0.reserveCapacity(forConstraints: count)
        if isSplit { parts.1.reserveCapacity(forConstraints: count) }
    }

    mutating func releaseScratch() {
        parts.0.releaseScratch()
        if isSplit { parts.1.releaseScratch() }
    }

    mutating func updateVariables() {
        parts.0.updateVariables()
        if isSplit { parts.1.updateVariables() }
    }

    /// The value of variable `index` (registry index).
    func value(ofVariable index: Int) -> Double {
        guard isSplit else { return parts.0.solver.value(of: Variable(index: index)) }
        let v = Variable(index: Int(variables.local[index]))
        return variables.axes[index] == .horizontal ? parts.0.solver.value(of: v) : parts.1.solver.value(of: v)
    }

    /// The ambiguous variables, by registry index.
    func ambiguousVariables() -> Set<Variable> {
        guard isSplit else { return Set(parts.0.solver.ambiguousVariables()) }
        var result = Set<Variable>()
        for (k, axis) in [(0, Axis.horizontal), (1, .vertical)] {
            let indices = variables.indices(along: axis)
            for v in (k == 0 ? parts.0 : parts.1).solver.ambiguousVariables() where Int(v.id) < indices.count {
                result.insert(Variable(index: Int(indices[Int(v.id)])))
            }
        }
        return result
    }

    /// The reduced conflict of a constraint solver `k` rejected (`Solver.irreducibleConflict`),
    /// `constraint` naming the installed constraint in a slot.
    static func irreducibleConflict(_ ids: [ConstraintID], in k: Int, rejected: Constraint,
                                    constraint: (SolverSlot) -> Constraint?) -> [SolverSlot] {
        Solver.irreducibleConflict(ids, rejected: rejected) { id in constraint(SolverSlot(solver: k, id: id)) }
            .map { SolverSlot(solver: k, id: $0) }
    }
}

extension ViewTree {
    /// Whether an explicit constraint pairs a horizontal attribute with a vertical one (an
    /// aspect ratio: a width with a height), so the axes share a solver (`AxisSolvers`).
    var relatesAxes: Bool {
        constraints.contains { c in
            guard c.secondItem != nil, let a = c.firstAttribute.axis, let b = c.secondAttribute.axis else { return false }
            return a != b
        }
    }
}
