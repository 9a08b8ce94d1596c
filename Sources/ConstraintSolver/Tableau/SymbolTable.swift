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
    /// For a user variable: its first-appearance order in constraints (0 = not seen yet;
    /// definitions are expanded newest first). For any other symbol: the constraint (index)
    /// whose marker or error it is, or -1 (`owner(_:)`). One array for both: each symbol needs
    /// only one of them (4 bytes a symbol less).
    private(set) var seq: [Int32] = []
    /// The column index: the rows whose entries contain the symbol (any order).
    var cols = ColumnStore()
    /// Debugging names of the user variables that were given one (most are not: a table of
    /// empty strings cost 16 bytes a symbol).
    var names: [Int32: String] = [:]
    /// Cached values of user variables (see `Solver.updateVariables`).
    var values: [Double] = []
    /// The next first-appearance order to hand out.
    private var nextSeq: Int32 = 1

    /// Number of symbols (ids are 0..<count).
    var count: Int { kind.count }

    /// Makes room for `n` more symbols in every per-symbol array.
    mutating func reserveCapacity(_ n: Int) {
        kind.reserveCapacity(kind.count + n)
        rowOf.reserveCapacity(rowOf.count + n)
        seq.reserveCapacity(seq.count + n)
        values.reserveCapacity(values.count + n)
        cols.reserveColumns(n)
    }

    /// Adds a non-basic symbol in no row and returns its id.
    mutating func append(_ k: SymbolKind) -> Int32 {
        let id = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        seq.append(k == .external ? 0 : -1)
        cols.appendColumn()
        values.append(0)
        return id
    }

    /// The constraint (index) whose marker or error `s` is, or -1 (always -1 for a user variable).
    func owner(_ s: Int32) -> Int32 {
        kind[Int(s)] == .external ? -1 : seq[Int(s)]
    }

    /// Records that `s`, a symbol the solver made (not a user variable), marks constraint `index`.
    mutating func setOwner(_ s: Int32, _ index: Int32) {
        if kind[Int(s)] != .external { seq[Int(s)] = index }
    }

    /// Gives the user variable `s` the next first-appearance order unless it has one.
    mutating func markSeen(_ s: Int32) {
        if seq[Int(s)] == 0 { markNewest(s) }
    }

    /// Gives the user variable `s` the next first-appearance order (it becomes the newest).
    mutating func markNewest(_ s: Int32) {
        guard kind[Int(s)] == .external else { return }
        if nextSeq == Int32.max { renumberSeen() }
        seq[Int(s)] = nextSeq
        nextSeq += 1
    }

    /// Numbers the seen symbols 1, 2, ... in their order (when the 32-bit counter runs out,
    /// after two billion marks in one solver's life).
    private mutating func renumberSeen() {
        let seen = seq.indices.filter { kind[$0] == .external && seq[$0] > 0 }.sorted { seq[$0] < seq[$1] }
        for (i, s) in seen.enumerated() { seq[s] = Int32(i + 1) }
        nextSeq = Int32(seen.count + 1)
    }
}
