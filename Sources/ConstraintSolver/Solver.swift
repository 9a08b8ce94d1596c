/// An incremental Cassowary-style simplex solver with Auto Layout priorities.
///
/// Value type: all state lives in arrays indexed by integer symbol ids (copy-on-write).
/// Required constraints must hold; optional ones are satisfied from the highest priority
/// downwards, each distinct priority value being a strict level (see docs/solver.md).
///
/// Values are cached: `value(of:)` is exact at any time, and `updateVariables()` refreshes the
/// whole cache in one linear pass (cheaper than many `value(of:)` calls after a change).
public struct Solver {
    /// Largest accepted magnitude of a coefficient, constant or suggested value.
    public static let maxMagnitude: Double = 1e15
    /// Conflict sets up to this size are reduced to an irreducible set by a deletion filter.
    public static let conflictMinimizationLimit = 40
    /// Row entries whose magnitude falls to this or below are dropped.
    static let epsCoef: Double = 1e-9
    /// Objective coefficients within this of zero count as zero.
    static let epsCost: Double = 1e-9

    /// Per-symbol state (kind, row, column, owner, name, cached value), indexed by symbol id.
    var symbols = SymbolTable()

    // Rows (restricted tableau rows and user-variable definitions).
    var rows: [Row] = []
    var freeRows: [Int32] = []

    // Lexicographic objective: one dense coefficient array per priority level.
    var objective = Objective()
    var infeasible: [Int32] = []
    var phase1Symbol: Int32 = -1

    // Constraints and edits.
    var constraints: [ConsInfo?] = []
    var edits: [Int32: EditInfo] = [:]   // looked up only, never iterated
    var valuesDirty = false
    var scale: Double = 1
    var explainConflicts = true
    /// Number of pivots so far (for tests and benchmarks).
    public internal(set) var pivotCount = 0

    /// The definitions in dependency order, for `updateVariables`.
    var evaluation = EvaluationProgram()
    /// Reusable buffers of the add and pivot paths.
    var scratch = Scratch()

    struct ConsInfo {
        var constraint: Constraint
        var marker: Int32
        var other: Int32
        var level: Int          // -1 when required
    }
    struct EditInfo {
        var constraint: Int
        var constant: Double
    }

    public init() {}

    /// Feasibility tolerance for row constants, relative to the largest constant seen.
    var tol: Double { 1e-10 * scale }

    // MARK: - Variables

    /// Makes a new variable. The name is for debugging output only.
    public mutating func makeVariable(name: String = "") -> Variable {
        let s = newSymbol(.external)
        symbols.names[Int(s)] = name
        return Variable(id: s)
    }

    /// The debugging name given to `makeVariable`.
    public func name(of v: Variable) -> String {
        guard isVariable(v) else { return "" }
        return symbols.names[Int(v.id)]
    }

    func isVariable(_ v: Variable) -> Bool {
        v.id >= 0 && Int(v.id) < symbols.count && symbols.kind[Int(v.id)] == .external
    }

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        let id = symbols.append(k)
        objective.appendSymbol()
        return id
    }

    // MARK: - Constraints

    /// Number of constraints currently in the solver (edit constraints included).
    public var constraintCount: Int { constraints.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether `id` names a constraint currently in the solver.
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        id.rawValue >= 0 && id.rawValue < constraints.count && constraints[id.rawValue] != nil
    }

    /// The constraint added under `id`, if it is still in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        hasConstraint(id) ? constraints[id.rawValue]?.constraint : nil
    }

    /// Removes a constraint and re-solves.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard hasConstraint(id), let info = constraints[id.rawValue] else { throw .unknownConstraint }
        removeConstraint(id.rawValue, info)
    }

    mutating func removeConstraint(_ index: Int, _ info: ConsInfo) {
        constraints[index] = nil
        for s in errorSymbols(info) { addObjective(info.level, s, -1) }
        removeMarker(info.marker)
        sweep(info.marker)
        if info.other >= 0 { sweep(info.other) }
        optimize()
        valuesDirty = true
    }

    // MARK: - Edit variables

    /// Makes `v` an edit variable: `suggestValue` then pulls it at `priority` (optional, < 1000).
    /// The initial suggestion is 0.
    public mutating func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard isVariable(v) else { throw .unknownVariable }
        guard edits[v.id] == nil else { throw .duplicateEditVariable }
        guard priority.isValid, !priority.isRequired else { throw .invalidPriority }
        let id = try add(Constraint(expression: LinearExpression(v), relation: .equal, priority: priority))
        edits[v.id] = EditInfo(constraint: id.rawValue, constant: 0)
    }

    /// Stops `v` being an edit variable (removes its edit constraint).
    public mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let e = edits[v.id], let info = constraints[e.constraint] else { throw .unknownEditVariable }
        edits[v.id] = nil
        removeConstraint(e.constraint, info)
    }

    /// Whether `v` is an edit variable.
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public mutating func suggestValue(_ value: Double, for v: Variable) throws(SolverError) {
        try check(value)
        guard var e = edits[v.id], let info = constraints[e.constraint] else { throw .unknownEditVariable }
        let delta = value - e.constant
        e.constant = value
        edits[v.id] = e
        scale = max(scale, abs(value))
        // The edit row is `v - e+ + e- = 0` with e+ measured from the suggested value: moving the
        // suggestion by delta renames e+ as (E+ + delta) in every row that mentions it.
        let ep = info.marker
        let t = tol
        let r0 = symbols.rowOf[Int(ep)]
        if r0 >= 0 {
            rows[Int(r0)].constant -= delta
            if rows[Int(r0)].constant < -t { infeasible.append(ep) }
        }
        for r in symbols.cols[Int(ep)] {
            let a = rows[Int(r)].coefficient(of: ep)
            rows[Int(r)].constant += a * delta
            let b = rows[Int(r)].basic
            if symbols.kind[Int(b)] != .external && rows[Int(r)].constant < -t { infeasible.append(b) }
        }
        dualOptimize()
        valuesDirty = true
    }

    // MARK: - Values

    /// Recomputes every variable's cached value: one pass over the definitions in a cached
    /// topological order (rebuilt only after definitions change, not after `suggestValue`).
    public mutating func updateVariables() {
        if !evaluation.isValid { evaluation.build(&symbols, rows) }
        evaluation.run(&symbols, rows)
        valuesDirty = false
    }

    /// The value of `v` at the current optimum (0 for a variable in no constraint).
    public func value(of v: Variable) -> Double {
        guard isVariable(v) else { return 0 }
        if !valuesDirty { return symbols.values[Int(v.id)] }
        let r = symbols.rowOf[Int(v.id)]
        if r < 0 { return 0 }
        let row = rows[Int(r)]
        let e = expand(row.constant, row.syms, row.coefs)
        return e.constant
    }
}

extension Solver: Sendable {}
