// Edit variables: optional equalities whose constant `suggestValue` moves (dual simplex).

extension Solver {
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
            rows.setConstant(r0, rows.constant(r0) - delta)
            if rows.constant(r0) < -t { infeasible.append(ep) }
        }
        for r in symbols.cols.rows(ep) {
            let a = rows.coefficient(r, of: ep)
            rows.setConstant(r, rows.constant(r) + a * delta)
            let b = rows.basic(r)
            if symbols.kind[Int(b)] != .external && rows.constant(r) < -t { infeasible.append(b) }
        }
        dualOptimize()
        valuesDirty = true
    }
}
