// Phase 1: a required row with no feasible subject gets an artificial variable, minimized
// to zero (or the constraint is rejected with a Farkas certificate).

extension Solver {
    /// Adds the restricted row `e` (constant >= 0, no subject keeps it feasible) through an
    /// artificial variable `a = e`: a copy of the row is the phase-1 objective, minimized over
    /// slack and error symbols. At zero, `a` leaves the basis and the constraint is recorded;
    /// otherwise the constraint is rejected and the tableau restored.
    mutating func addWithArtificial(_ e: Row, _ info: ConsInfo) throws(SolverError) -> ConstraintID {
        if let id = addDegenerate(e, info) { return id }
        let index = constraints.count
        let art = newSymbol(.artificial)
        let p = newSymbol(.artificial)
        insertRow(Row(basic: art, constant: e.constant, entries: e.entries))
        insertRow(Row(basic: p, constant: e.constant, entries: e.entries))
        phase1Symbol = p
        minimizePhase1(p)
        let prow = detachRow(symbols.rowOf[Int(p)])
        phase1Symbol = -1
        if prow.constant <= tol { return acceptPhase1(art, info) }
        throw rejectPhase1(prow, art, info, index: index)
    }

    /// A row whose constant is exactly 0 holds at the current point whatever its subject: its
    /// newest slack or error (the shortest column, typically) enters through one pivot on an
    /// artificial `a = e`, which then leaves, with no phase-1 search. The other rows' constants
    /// do not move (the pivot row's constant is 0), so the tableau stays feasible. (UIKit's
    /// equal-spacing rows `gap_k = gap_0` are such rows; phase 1 would enter gap 0's slack,
    /// whose column holds every earlier gap, in each of them.) Nil when `e` is not degenerate.
    mutating func addDegenerate(_ e: Row, _ info: ConsInfo) -> ConstraintID? {
        guard e.constant == 0, let j = e.entries.last(where: { symbols.kind[Int($0.sym)].isPivotable })?.sym else { return nil }
        let art = newSymbol(.artificial)
        insertRow(Row(basic: art, constant: 0, entries: e.entries))
        pivot(j, symbols.rowOf[Int(art)])
        return acceptPhase1(art, info)
    }

    /// Primal simplex on the phase-1 row `p`: enter its first slack or error with a negative
    /// coefficient until there is none.
    mutating func minimizePhase1(_ p: Int32) {
        var budget = pivotBudget
        while budget > 0 {
            budget -= 1
            let prow = rows[symbols.rowOf[Int(p)]]
            var entering: Int32 = -1
            for e in prow.entries where e.coef < -Solver.epsCost {
                if symbols.kind[Int(e.sym)].isPivotable { entering = e.sym; break }
            }
            if entering < 0 { break }
            guard let r = leavingRow(for: entering) else { break }
            pivot(entering, r)
        }
    }

    /// Phase 1 reached zero: pivots the artificial `art` out of the basis (its first slack or
    /// error enters, else its first symbol), removes it and records the constraint.
    mutating func acceptPhase1(_ art: Int32, _ info: ConsInfo) -> ConstraintID {
        let r = symbols.rowOf[Int(art)]
        if r >= 0 {
            let row = rows[r]
            if row.entries.isEmpty {
                detachRow(r)
            } else {
                var entering: Int32 = -1
                for e in row.entries where symbols.kind[Int(e.sym)].isPivotable { entering = e.sym; break }
                if entering < 0 { entering = row.entries[0].sym }
                pivot(entering, r)
            }
        }
        sweep(art)
        let id = record(info, scaleBy: 0)
        optimize()
        return id
    }

    /// Phase 1 ended above zero: the required markers left in the phase-1 row `prow` are a Farkas
    /// certificate. Removes the artificial and the constraint's symbols, re-optimizes, and
    /// returns the conflict (the constraint at `index` never gets an id).
    mutating func rejectPhase1(_ prow: Row, _ art: Int32, _ info: ConsInfo, index: Int) -> SolverError {
        var ids: [Int] = []
        for e in prow.entries {
            let o = Int(symbols.owner(e.sym))
            if o >= 0 && o != index, let ci = constraints[o], ci.level < 0 { ids.append(o) }
        }
        removeMarker(art)
        sweep(art)
        sweep(info.marker)
        if info.other >= 0 { sweep(info.other) }
        infeasible.removeAll()
        optimize()
        return conflict(ids, constraint(of: info))
    }
}
