// Conflict explanations and ambiguity.

extension Solver {
    /// Builds the `.unsatisfiable` error: the candidate set (required constraints whose markers
    /// carry a non-zero multiplier), reduced to an irreducible set by a deletion filter.
    func conflict(_ candidates: [Int], _ rejected: Constraint) -> SolverError {
        var set = Array(Set(candidates)).sorted()
        if explainConflicts && set.count <= Solver.conflictMinimizationLimit {
            var i = 0
            while i < set.count {
                var trial = set
                trial.remove(at: i)
                if requiredInfeasible(trial, rejected) { set = trial } else { i += 1 }
            }
        }
        return .unsatisfiable(conflicting: set.map { ConstraintID($0) }, rejected: rejected)
    }

    /// Whether the required constraints `ids` plus `rejected` have no common solution
    /// (decided by a scratch solver holding only them).
    func requiredInfeasible(_ ids: [Int], _ rejected: Constraint) -> Bool {
        var scratch = Solver()
        scratch.explainConflicts = false
        var map: [Int32: Variable] = [:]
        func translate(_ c: Constraint) -> Constraint {
            var out = c
            out.expression.terms = c.expression.terms.map { t in
                if let v = map[t.variable.id] { return Term(v, t.coefficient) }
                let v = scratch.makeVariable()
                map[t.variable.id] = v
                return Term(v, t.coefficient)
            }
            out.priority = .required
            return out
        }
        do {
            for i in ids {
                guard let info = constraints[i] else { continue }
                try scratch.add(translate(info.constraint))
            }
            try scratch.add(translate(rejected))
        } catch {
            return true
        }
        return false
    }

    /// Whether `v`'s value is not uniquely determined at the optimum.
    ///
    /// Rule: a variable in no constraint, or a non-basic (parametric) one, is ambiguous. A basic
    /// variable is ambiguous when its row, expressed in non-basic symbols, names a free user
    /// variable, or a slack/error symbol whose objective coefficient is zero at every priority
    /// level and which can actually increase (the ratio test allows a positive step). Dummy
    /// symbols (required equalities) are fixed. Limit: in a degenerate vertex a zero-cost symbol
    /// blocked by a zero step is not reported, although another basis might move the variable.
    public func isAmbiguous(_ v: Variable) -> Bool {
        guard isVariable(v) else { return true }
        let r = rowOf[Int(v.id)]
        if r < 0 { return true }
        let row = rows[Int(r)]
        let e = expand(row.constant, row.syms, row.coefs)
        let t = tol
        for s in e.syms {
            switch kind[Int(s)] {
            case .external:
                return true
            case .slack, .error:
                guard lexZero(s) else { continue }
                var step = Double.infinity
                for r2 in cols[Int(s)] {
                    let row2 = rows[Int(r2)]
                    if kind[Int(row2.basic)] == .external { continue }
                    let a = row2.coefficient(of: s)
                    if a < -Solver.epsCoef { step = min(step, max(0, row2.constant) / -a) }
                }
                if step > t { return true }
            case .dummy, .artificial:
                continue
            }
        }
        return false
    }
}
