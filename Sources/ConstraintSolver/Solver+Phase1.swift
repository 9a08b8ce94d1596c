// Phase 1: a required row with no feasible subject gets an artificial variable, minimized
// to zero (or the constraint is rejected with a Farkas certificate).

extension Solver {
    mutating func addWithArtificial(_ e: Row, _ info: ConsInfo) throws(SolverError) -> ConstraintID {
        let index = constraints.count
        let art = newSymbol(.artificial)
        let p = newSymbol(.artificial)
        insertRow(Row(basic: art, constant: e.constant, syms: e.syms, coefs: e.coefs))
        insertRow(Row(basic: p, constant: e.constant, syms: e.syms, coefs: e.coefs))
        phase1Symbol = p
        var budget = pivotBudget
        while budget > 0 {
            budget -= 1
            let prow = rows[Int(symbols.rowOf[Int(p)])]
            var entering: Int32 = -1
            for i in prow.syms.indices where prow.coefs[i] < -Solver.epsCost {
                let k = symbols.kind[Int(prow.syms[i])]
                if k == .slack || k == .error { entering = prow.syms[i]; break }
            }
            if entering < 0 { break }
            guard let r = leavingRow(for: entering) else { break }
            pivot(entering, r)
        }
        let prow = detachRow(symbols.rowOf[Int(p)])
        phase1Symbol = -1
        if prow.constant <= tol {
            let r = symbols.rowOf[Int(art)]
            if r >= 0 {
                let row = rows[Int(r)]
                if row.syms.isEmpty {
                    detachRow(r)
                } else {
                    var entering: Int32 = -1
                    for s in row.syms where symbols.kind[Int(s)] == .slack || symbols.kind[Int(s)] == .error { entering = s; break }
                    if entering < 0 { entering = row.syms[0] }
                    pivot(entering, r)
                }
            }
            sweep(art)
            let id = record(info, scaleBy: 0)
            optimize()
            return id
        }
        // Infeasible: the markers left in the phase-1 row are a Farkas certificate.
        var ids: [Int] = []
        for s in prow.syms {
            let o = Int(symbols.owner[Int(s)])
            if o >= 0 && o != index, let ci = constraints[o], ci.level < 0 { ids.append(o) }
        }
        removeMarker(art)
        sweep(art)
        sweep(info.marker)
        if info.other >= 0 { sweep(info.other) }
        infeasible.removeAll()
        optimize()
        throw conflict(ids, info.constraint)
    }
}
