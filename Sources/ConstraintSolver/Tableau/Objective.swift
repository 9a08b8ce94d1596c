/// The lexicographic objective: one row per priority level, compared from the highest level
/// down, plus the queue of symbols whose cost changed since they were last checked.
///
/// Each level is a sparse map of the non-zero coefficients by symbol id (`SparseCoefficients`;
/// typical layouts have under 20 levels) and a constant. A symbol may enter the basis when its first non-zero coefficient,
/// highest level first, is negative (`isNegative`); see docs/solver.md, "Priority levels".
struct Objective: Sendable {
    /// The priority value of each level, in order of first use.
    private(set) var priorities: [Float] = []
    /// Level indices, highest priority first.
    private(set) var order: [Int] = []
    private var lookup: [Float: Int] = [:]
    /// `coefficients[level][symbol]`, the non-zero ones.
    private(set) var coefficients: [SparseCoefficients] = []
    /// The constant of each level.
    private(set) var constants: [Double] = []
    /// Entering candidates, smallest id first (Bland's rule), each at most once.
    private var candidates = Heap<Int32>()
    private var queued: [Bool] = []

    /// Number of levels.
    var levelCount: Int { coefficients.count }

    /// The level of priority `p`, made (all coefficients 0) when new.
    mutating func level(of p: Float) -> Int {
        if let l = lookup[p] { return l }
        let l = priorities.count
        priorities.append(p)
        lookup[p] = l
        coefficients.append(SparseCoefficients())
        constants.append(0)
        order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
        return l
    }

    /// Makes room for `n` more symbols.
    mutating func reserveSymbols(_ n: Int) {
        queued.reserveCapacity(queued.count + n)
    }

    /// Makes room for a new symbol (coefficient 0 at every level).
    mutating func appendSymbol() {
        queued.append(false)
    }

    /// Queues `s` to be checked as an entering candidate (once until it is popped).
    mutating func queue(_ s: Int32) {
        if !queued[Int(s)] { queued[Int(s)] = true; candidates.push(s) }
    }

    /// The smallest queued candidate, dequeued.
    mutating func popCandidate() -> Int32? {
        guard let j = candidates.pop() else { return nil }
        queued[Int(j)] = false
        return j
    }

    /// `level += w · s` for a non-basic symbol `s`.
    mutating func add(_ w: Double, _ s: Int32, at level: Int) {
        coefficients[level].add(w, to: s)
        queue(s)
    }

    /// `level += w · row` (the expression of a basic symbol).
    mutating func add(_ w: Double, _ row: Row, at level: Int) {
        constants[level] += w * row.constant
        for e in row.entries {
            coefficients[level].add(w * e.coef, to: e.sym)
            queue(e.sym)
        }
    }

    /// Replaces `j`, which just became basic with row `row`, at every level.
    mutating func substitute(_ j: Int32, _ row: Row) {
        for l in coefficients.indices {
            let c = coefficients[l].remove(j)
            if c == 0 { continue }
            constants[l] += c * row.constant
            for e in row.entries {
                coefficients[l].add(c * e.coef, to: e.sym)
                queue(e.sym)
            }
        }
    }

    /// Sets the coefficient of `s` to 0 at every level.
    mutating func clear(_ s: Int32) {
        for l in coefficients.indices { coefficients[l].remove(s) }
    }

    /// Whether the cost of `j` is lexicographically negative (it improves the objective).
    func isNegative(_ j: Int32) -> Bool {
        for l in order {
            let c = coefficients[l][j]
            if c < -Solver.epsCost { return true }
            if c > Solver.epsCost { return false }
        }
        return false
    }

    /// Whether the cost of `j` is zero (within `epsCost`) at every level of priority 1 or
    /// more: the levels below 1 are stays (see `Priority`), which choose among the solutions
    /// the constraints allow but do not make a value determined.
    func isZeroAtConstraintLevels(_ j: Int32) -> Bool {
        for l in order where priorities[l] >= 1 && abs(coefficients[l][j]) > Solver.epsCost { return false }
        return true
    }

    /// Dual ratio test order: whether entering `k` (row coefficient `a`) beats entering `b`
    /// (coefficient `ba`): per-level ratios compared lexicographically, ties to the smaller id.
    func dualLess(_ k: Int32, _ a: Double, _ b: Int32, _ ba: Double) -> Bool {
        for l in order {
            let x = coefficients[l][k] / a
            let y = coefficients[l][b] / ba
            if x < y - Solver.epsCost { return true }
            if x > y + Solver.epsCost { return false }
        }
        return k < b
    }
}
