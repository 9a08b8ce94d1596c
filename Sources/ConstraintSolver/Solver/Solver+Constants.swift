// Changing a constraint's constant in place: the constraint keeps its id and its rows, and the
// dual simplex repairs the rows the change made infeasible (as `suggestValue` does for edits).

extension Solver {
    /// Gives the constraint `id` a new constant (`expression.constant`) and re-solves with the
    /// dual simplex, without removing and adding it: much cheaper when only a constant changed
    /// (a re-layout after rotation changes thousands of them).
    ///
    /// Throws `.unknownConstraint` for an unknown id or an edit constraint (use `suggestValue`),
    /// `.nonFiniteValue`/`.valueOutOfRange` for an unusable constant, and `.unsatisfiable` when
    /// the constraint is required and can no longer hold with the other required constraints
    /// (`conflicting` lists those; `rejected` is the constraint with the new constant); after a
    /// throw the solver holds the constraint with its old constant.
    public mutating func updateConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        try check(constant)
        guard hasConstraint(id), var info = constraints[id.rawValue], !isEditConstraint(id) else {
            throw .unknownConstraint
        }
        let old = info.expression.constant
        guard constant != old else { return }
        var updated = constraint(of: info)
        updated.expression.constant = constant
        let savedScale = scale
        scale = max(scale, abs(constant))
        if let stalled = shiftConstant(of: info, by: constant - old) {
            _ = shiftConstant(of: info, by: old - constant)
            scale = savedScale
            throw conflict(requiredOwners(of: stalled, except: id.rawValue), updated)
        }
        info.expression.constant = constant
        constraints[id.rawValue] = info
        valuesDirty = true
    }

    /// Whether `id` is the constraint of an edit variable.
    func isEditConstraint(_ id: ConstraintID) -> Bool {
        edits.values.contains { $0.constraint == id.rawValue }
    }

    /// Moves the constraint's constant by `delta` and restores feasibility; nil on success, else
    /// the row that proves the required constraints infeasible (left as it is: the caller
    /// shifts back).
    ///
    /// The constraint's row was `expr + k·m + … = 0` with marker `m` (k = +1 for `<=` and for a
    /// required equality's dummy, -1 otherwise), and every row of the tableau is a combination
    /// of such rows in which `m` appears only through this one. `expr + δ + k·m = 0` is the old
    /// equation with `m` renamed `m' + δ/k`: each row holding `m` with coefficient `a` gains
    /// `a·δ/k`, and the row of a basic `m` loses `δ/k`.
    private mutating func shiftConstant(of info: ConsInfo, by delta: Double) -> Row? {
        let k: Double = info.relation == .lessThanOrEqual
            || (info.relation == .equal && info.level < 0) ? 1 : -1
        let shift = delta / k
        let m = info.marker
        let t = tol
        var broken: Row? = nil
        let r0 = symbols.rowOf[Int(m)]
        if r0 >= 0 {
            rows.setConstant(r0, rows.constant(r0) - shift)
            broken = noteFeasibility(of: r0, tolerance: t) ?? broken
        }
        for r in symbols.cols.rows(m) {
            rows.setConstant(r, rows.constant(r) + rows.coefficient(r, of: m) * shift)
            broken = noteFeasibility(of: r, tolerance: t) ?? broken
        }
        if let broken { return broken }
        return dualOptimize(stopAtStall: true)
    }

    /// Queues a restricted row whose constant went negative for the dual simplex; returns the
    /// row when it is a dummy's row whose constant left 0 (no pivot can repair that).
    private mutating func noteFeasibility(of r: Int32, tolerance t: Double) -> Row? {
        let basic = rows.basic(r), constant = rows.constant(r)
        switch symbols.kind[Int(basic)] {
        case .external: return nil
        case .dummy: return abs(constant) > t ? rows[r] : nil
        case .slack, .error, .artificial:
            if constant < -t { infeasible.append(basic) }
            return nil
        }
    }

    /// The required constraints whose markers the row names (its basic symbol included): the
    /// candidates of a conflict, without `excluded`.
    private func requiredOwners(of row: Row, except excluded: Int) -> [Int] {
        (row.entries.map(\.sym) + [row.basic]).compactMap { s -> Int? in
            let o = Int(symbols.owner(s))
            guard o >= 0, o != excluded, let info = constraints[o], info.level < 0 else { return nil }
            return o
        }
    }
}
