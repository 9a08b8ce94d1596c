/// The solver's per-symbol state: one entry per symbol id in each array (a struct of arrays).
///
/// Symbols are user variables and the slack, error, dummy and artificial symbols the solver
/// makes for constraints. `append` is the only way to add a symbol, so the arrays stay in step;
/// ids are never reused. (The objective keeps its own per-symbol coefficients: `Objective`.)
struct SymbolTable: Sendable {
    /// What each symbol is.
    private(set) var kind: [SymbolKind] = []
    /// The index of the row whose basic symbol it is, or -1 when non-basic.
    var rowOf: [Int32] = []
    /// First-appearance order of user variables in constraints (0 = not seen yet); definitions
    /// are expanded newest first.
    private(set) var seq: [Int32] = []
    /// The column index: the rows whose entries contain the symbol (any order).
    var cols = ColumnStore()
    /// The constraint (index) whose marker or error the symbol is, or -1.
    var owner: [Int32] = []
    /// Debugging names of the user variables that were given one (most are not: a table of
    /// empty strings cost 16 bytes a symbol).
    var names: [Int32: String] = [:]
    /// Cached values of user variables (see `Solver.updateVariables`).
    var values: [Double] = []
    /// The next first-appearance order to hand out.
    private var nextSeq: Int32 = 1

    /// Number of symbols (ids are 0..<count).
    var count: Int { kind.count }

    /// Adds a non-basic symbol in no row and returns its id.
    mutating func append(_ k: SymbolKind) -> Int32 {
        let id = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        seq.append(0)
        cols.appendColumn()
        owner.append(-1)
        values.append(0)
        return id
    }

    /// Gives `s` the next first-appearance order unless it has one.
    mutating func markSeen(_ s: Int32) {
        if seq[Int(s)] == 0 { markNewest(s) }
    }

    /// Gives `s` the next first-appearance order (it becomes the newest).
    mutating func markNewest(_ s: Int32) {
        if nextSeq == Int32.max { renumberSeen() }
        seq[Int(s)] = nextSeq
        nextSeq += 1
    }

    /// Numbers the seen symbols 1, 2, ... in their order (when the 32-bit counter runs out,
    /// after two billion marks in one solver's life).
    private mutating func renumberSeen() {
        let seen = seq.indices.filter { seq[$0] > 0 }.sorted { seq[$0] < seq[$1] }
        for (i, s) in seen.enumerated() { seq[s] = Int32(i + 1) }
        nextSeq = Int32(seen.count + 1)
    }
}
