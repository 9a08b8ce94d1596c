// Removing a constraint (Cassowary: make its marker basic, drop that row) and sweeping the
// symbols it leaves behind.

extension Solver {
    /// Removes a constraint and re-solves.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard hasConstraint(id), let info = constraints[id.rawValue] else { throw .unknownConstraint }
        removeConstraint(id.rawValue, info)
    }

    mutating func removeConstraint(_ index: Int, _ info: ConsInfo) {
        constraints[index] = nil
        chargeErrors(of: info, weight: -1)
        removeMarker(info.marker)
        sweep(info.marker)
        if info.other >= 0 { sweep(info.other) }
        optimize()
        valuesDirty = true
    }

    /// Makes marker `m` basic and drops its row: the constraint it marks leaves the system.
    mutating func removeMarker(_ m: Int32) {
        let mi = Int(m)
        if symbols.rowOf[mi] >= 0 { dropRestrictedRow(symbols.rowOf[mi]); return }
        var first: Int32 = -1, second: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1 = Int32.max, b2 = Int32.max
        for r in symbols.cols.rows(m) where !isDef(r) {
            let row = rows[r]
            let c = row.coefficient(of: m)
            if c < 0 {
                let q = max(0, row.constant) / -c
                if q < r1 || (q == r1 && row.basic < b1) { r1 = q; first = r; b1 = row.basic }
            } else if c > 0 {
                let q = max(0, row.constant) / c
                if q < r2 || (q == r2 && row.basic < b2) { r2 = q; second = r; b2 = row.basic }
            }
        }
        let pick = first >= 0 ? first : second
        if pick >= 0 {
            pivot(m, pick)
            dropRestrictedRow(symbols.rowOf[mi])
            return
        }
        // Only definitions name m: open them fully, then solve one of them for m.
        let defs = symbols.cols.rows(m).sorted { rows.basic($0) < rows.basic($1) }
        if defs.isEmpty { return }
        for r in defs {
            let row = rows[r]
            let e = expand(row.constant, row.entries)
            detachRow(r)
            insertRow(Row(basic: row.basic, constant: e.constant, entries: e.entries))
        }
        var best: Int32 = -1
        var bestA = 0.0
        for r in symbols.cols.rows(m).sorted(by: { rows.basic($0) < rows.basic($1) }) {
            let a = abs(rows.coefficient(r, of: m))
            if a > bestA { best = r; bestA = a }
        }
        if best < 0 { return }
        objective.clear(m)
        pivot(m, best, intoDefs: true)
        dropRestrictedRow(symbols.rowOf[mi])
    }

    /// Drops the restricted row of `m`, first substituting it into definitions that name `m`.
    mutating func dropRestrictedRow(_ r: Int32) {
        let row = detachRow(r)
        let m = row.basic
        for r2 in symbols.cols.rows(m) { substitute(into: r2, m, row, keepColumn: true) }
        symbols.cols.clear(m)
    }

    /// Removes every trace of a symbol whose constraint is gone (its row, residual entries, cost).
    mutating func sweep(_ s: Int32) {
        let si = Int(s)
        if symbols.rowOf[si] >= 0 && symbols.kind[si] != .external { dropRestrictedRow(symbols.rowOf[si]) }
        for r in symbols.cols.rows(s) {
            let row = rows[r]
            if let i = row.index(of: s) { rows.removeEntry(r, at: i) }
        }
        symbols.cols.clear(s)
        objective.clear(s)
        evaluation.invalidate()
    }
}
