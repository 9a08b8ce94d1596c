// Explaining an unsatisfiable required constraint: the conflicting required constraints.

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
        var trial = Solver()
        trial.explainConflicts = false
        var map: [Int32: Variable] = [:]
        func translate(_ c: Constraint) -> Constraint {
            var out = c
            out.expression.terms = c.expression.terms.map { t in
                if let v = map[t.variable.id] { return Term(v, t.coefficient) }
                let v = trial.makeVariable()
                map[t.variable.id] = v
                return Term(v, t.coefficient)
            }
            out.priority = .required
            return out
        }
        do {
            for i in ids {
                guard let info = constraints[i] else { continue }
                try trial.add(translate(constraint(of: info)))
            }
            try trial.add(translate(rejected))
        } catch {
            return true
        }
        return false
    }
}
