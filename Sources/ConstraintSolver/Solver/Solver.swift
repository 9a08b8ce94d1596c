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
    /// The symbol of each variable, by `Variable.id` (variables are numbered apart from the
    /// solver's other symbols; both numberings grow in the same order).
    var variableSymbols: [Int32] = []
    /// Restricted tableau rows and user-variable definitions (see `Row`, `RowStore`); a removed
    /// row leaves an empty slot (basic -1) whose index goes to `freeRows` for reuse.
    var rows = RowStore()
    var freeRows: [Int32] = []
    /// The lexicographic objective and its entering candidates.
    var objective = Objective()
    /// Basic restricted symbols whose row constant went negative (the dual simplex's work list).
    var infeasible: [Int32] = []
    /// The phase-1 objective row's basic symbol while phase 1 runs, else -1.
    var phase1Symbol: Int32 = -1
    /// Every constraint ever added, by `ConstraintID.rawValue` (nil once removed).
    var constraints: [ConsInfo?] = []
    /// Edit variables by variable id (looked up only, never iterated).
    var edits: [Int32: EditInfo] = [:]
    /// True when `symbols.values` may be out of date (`value(of:)` then expands).
    var valuesDirty = false
    /// Largest constant or suggested value seen (at least 1): scales the feasibility tolerance.
    var scale: Double = 1
    /// Whether conflict sets are minimized (false in the scratch solvers that do it).
    var explainConflicts = true
    /// Whether the solver keeps each constraint's terms (true unless the caller keeps them: a
    /// layout engine holding hundreds of thousands of constraints keeps them once, its own way).
    /// Without them `constraint(_:)` is nil, an `.unsatisfiable` error's set is not reduced
    /// (`irreducibleConflict` reduces it with the caller's constraints), and the constraint of
    /// an error from `updateConstant` has no terms.
    public let keepsExpressions: Bool
    /// Number of pivots so far (for tests and benchmarks).
    public internal(set) var pivotCount = 0
    /// The definitions in dependency order, for `updateVariables`.
    var evaluation = EvaluationProgram()
    /// Reusable buffers of the add and pivot paths.
    var scratch = Scratch()

    /// A constraint in the solver: its expression and relation (its priority is its level's:
    /// `constraint(of:)`), its marker (slack, dummy, or e⁺ of an optional equality) and other
    /// error symbol (-1 when none). 32 bytes (40 with the priority kept).
    struct ConsInfo {
        var expression: LinearExpression
        var relation: Relation
        var marker: Int32
        var other: Int32
        /// Objective level of its errors; -1 when required.
        var level: Int32
    }

    /// An edit variable: its edit constraint and the suggested value.
    struct EditInfo {
        var constraint: Int
        var constant: Double
    }

    /// An empty solver; `keepsExpressions` false when the caller keeps the constraints' terms.
    public init(keepsExpressions: Bool = true) {
        self.keepsExpressions = keepsExpressions
    }

    /// Feasibility tolerance for row constants, relative to the largest constant seen.
    var tol: Double { 1e-10 * scale }

    // MARK: - Variables

    /// Makes a new variable. The name is for debugging output only.
    public mutating func makeVariable(name: String = "") -> Variable {
        let s = newSymbol(.external)
        if !name.isEmpty { symbols.names[s] = name }
        variableSymbols.append(s)
        return Variable(id: Int32(variableSymbols.count - 1))
    }

    /// The debugging name given to `makeVariable`.
    public func name(of v: Variable) -> String {
        guard isVariable(v) else { return "" }
        return symbols.names[symbol(of: v)] ?? ""
    }

    func isVariable(_ v: Variable) -> Bool {
        v.id >= 0 && Int(v.id) < variableSymbols.count
    }

    /// The symbol of a variable of this solver (`isVariable`).
    func symbol(of v: Variable) -> Int32 { variableSymbols[Int(v.id)] }

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        let id = symbols.append(k)
        objective.appendSymbol()
        return id
    }

    // MARK: - Constraints

    /// Makes room for `count` more constraints in the tables that grow by one entry per
    /// constraint (no growth by doubling, and none of its slack, while they are added), and in
    /// the shared arrays of the rows' entries and of the columns for what that many constraints
    /// usually need (`entriesPerConstraint`, `columnSlotsPerConstraint`).
    ///
    /// Reserved room that is never written costs address space, not memory (the pages of a large
    /// block are only mapped when first touched); growing a large array by doubling instead has
    /// the old and the new block in memory at once while it copies, and that spike was the peak
    /// of a large layout.
    public mutating func reserveCapacity(forConstraints count: Int) {
        guard count > 0 else { return }
        constraints.reserveCapacity(constraints.count + count)
        rows.reserveCapacity(count, entries: Self.entriesPerConstraint * count)
        symbols.cols.reserveSlots(Self.columnSlotsPerConstraint * count)
        symbols.reserveCapacity(Self.symbolsPerConstraint * count)
        objective.reserveSymbols(Self.symbolsPerConstraint * count)
        scratch.reserveCapacity(forSymbols: symbols.count + Self.symbolsPerConstraint * count)
    }

    /// Room reserved per constraint in the rows' entries (the Dynamic Stack View recipe needs
    /// about 6.6, block rounding and free blocks included) and in the columns' shared array
    /// (about 9.6 there).
    static let entriesPerConstraint = 8
    static let columnSlotsPerConstraint = 12
    /// Symbols reserved per constraint (a slack or dummy, an error for an optional one: about 2).
    static let symbolsPerConstraint = 3

    /// Frees the buffers the add path reuses (a dense accumulator of 9 bytes per symbol among
    /// them); they grow again on the next add. For a caller done adding.
    public mutating func releaseScratch() {
        scratch = Scratch()
    }

    /// Number of constraints currently in the solver (edit constraints included).
    public var constraintCount: Int { constraints.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether `id` names a constraint currently in the solver.
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        id.rawValue >= 0 && id.rawValue < constraints.count && constraints[id.rawValue] != nil
    }

    /// The constraint added under `id`, if it is still in the solver (nil for every id when
    /// the solver `keepsExpressions` false).
    public func constraint(_ id: ConstraintID) -> Constraint? {
        keepsExpressions && hasConstraint(id) ? constraints[id.rawValue].map(constraint(of:)) : nil
    }

    /// The constraint `info` was made from: its priority is its objective level's, 1000 (the
    /// only valid required value) when it is required.
    func constraint(of info: ConsInfo) -> Constraint {
        let priority = info.level < 0 ? Priority.required : Priority(objective.priorities[Int(info.level)])
        return Constraint(expression: info.expression, relation: info.relation, priority: priority)
    }
}

extension Solver: Sendable {}
