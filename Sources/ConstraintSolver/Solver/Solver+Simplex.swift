// The primal and dual simplex on the lexicographic objective: pivots, ratio tests, budgets.

extension Solver {
    /// objective[level] += w · s (s replaced by its row when basic).
    mutating func addObjective(_ level: Int, _ s: Int32, _ w: Double) {
        let r = symbols.rowOf[Int(s)]
        if r >= 0 {
            objective.add(w, rows[r], at: level)
        } else {
            objective.add(w, s, at: level)
        }
    }

    /// Makes `j` basic in row `r` (whose basic symbol leaves), substituting it in the other
    /// restricted rows that hold it (through the column index) and in the objective.
    /// Definitions keep their lazy reference to `j` unless `intoDefs`.
    mutating func pivot(_ j: Int32, _ r: Int32, intoDefs: Bool = false) {
        pivotCount &+= 1
        let old = rows[r]
        guard let ji = old.index(of: j) else { return }
        let b = old.basic
        let a = old.entries[ji].coef
        let inv = -1.0 / a
        var nr = Row(basic: j, constant: old.constant * inv)
        nr.entries.reserveCapacity(old.entries.count)
        removeFromCol(j, at: old.entries[ji].pos)
        let bPos = appendToCol(b, r)
        var placed = false
        for i in old.entries.indices where i != ji {
            let e = old.entries[i]
            if !placed && b < e.sym { nr.entries.append(Row.Entry(b, -inv, pos: bPos)); placed = true }
            nr.entries.append(Row.Entry(e.sym, e.coef * inv, pos: e.pos))
        }
        if !placed { nr.entries.append(Row.Entry(b, -inv, pos: bPos)) }
        if symbols.kind[Int(b)] == .external { evaluation.invalidate() }
        rows.store(r, nr)
        symbols.rowOf[Int(b)] = -1
        symbols.rowOf[Int(j)] = r
        let t = tol
        let list = symbols.cols.rows(j)
        var kept: [Int32] = []
        for r2 in list where r2 != r {
            let def = isDef(r2)
            if def && !intoDefs { kept.append(r2); continue }
            substitute(into: r2, j, nr, keepColumn: true)
            let basic2 = rows.basic(r2)
            if !def && basic2 != phase1Symbol && rows.constant(r2) < -t { infeasible.append(basic2) }
        }
        setCol(j, kept)
        objective.substitute(j, nr)
        valuesDirty = true
    }

    /// Primal ratio test (Bland: ties go to the smallest basic id).
    func leavingRow(for j: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        symbols.cols.forEachRow(j) { r in
            let basic = rows.basic(r)
            if symbols.kind[Int(basic)] == .external || basic == phase1Symbol { return }
            let a = rows.coefficient(r, of: j)
            if a < -Solver.epsCoef {
                let ratio = max(0, rows.constant(r)) / -a
                if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                    best = r; bestRatio = ratio; bestBasic = basic
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Pivot budget of one optimization: Bland's rule terminates in exact arithmetic; the cap only
    /// guards against floating-point cycling (never reached in the tests and benchmarks).
    var pivotBudget: Int { 1000 + 50 * (rows.count - freeRows.count) }

    /// Primal simplex on the lexicographic objective; entering symbol by Bland's rule.
    mutating func optimize() {
        var budget = pivotBudget
        while budget > 0, let j = objective.popCandidate() {
            let k = symbols.kind[Int(j)]
            guard symbols.rowOf[Int(j)] < 0, k.isPivotable, objective.isNegative(j) else { continue }
            guard let r = leavingRow(for: j) else { continue }   // unbounded: cannot happen (errors >= 0)
            budget -= 1
            pivot(j, r)
        }
    }

    /// Dual simplex: restores feasibility of rows made negative by `suggestValue` or
    /// `updateConstant`. A negative row that no symbol can repair (it proves the required
    /// constraints infeasible) is skipped, or with `stopAtStall` returned at once (the work list
    /// cleared, nothing optimized).
    @discardableResult
    mutating func dualOptimize(stopAtStall: Bool = false) -> Row? {
        let t = tol
        var budget = pivotBudget
        while budget > 0, let s = infeasible.popLast() {
            let r = symbols.rowOf[Int(s)]
            guard r >= 0, symbols.kind[Int(s)] != .external, s != phase1Symbol else { continue }
            guard rows.constant(r) < -t else { continue }
            let row = rows[r]
            guard let entering = dualEntering(row) else {
                if stopAtStall { infeasible.removeAll(); return row }
                continue
            }
            budget -= 1
            pivot(entering, r)
        }
        optimize()
        return nil
    }

    /// The dual ratio test's entering symbol for a negative row: among its pivotable symbols
    /// with a positive coefficient, the lexicographically smallest cost ratio.
    func dualEntering(_ row: Row) -> Int32? {
        var best: Int32 = -1
        var bestA = 0.0
        for e in row.entries {
            let k = e.sym
            let a = e.coef
            guard a > Solver.epsCoef, symbols.kind[Int(k)].isPivotable else { continue }
            if best < 0 || objective.dualLess(k, a, best, bestA) { best = k; bestA = a }
        }
        return best >= 0 ? best : nil
    }
}
