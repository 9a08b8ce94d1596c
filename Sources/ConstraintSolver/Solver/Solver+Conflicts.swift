// Explaining an unsatisfiable required constraint: the conflicting required constraints.

extension Solver {
    /// Builds the `.unsatisfiable` error: the candidate set (required constraints whose markers
    /// carry a non-zero multiplier), reduced to an irreducible set by a deletion filter. A
    /// solver that keeps no expressions cannot reduce it: its callers do, with the constraints
    /// they keep (`irreducibleConflict`).
    func conflict(_ candidates: [Int], _ rejected: Constraint) -> SolverError {
        let ids = Array(Set(candidates)).sorted().map { ConstraintID($0) }
        guard explainConflicts && keepsExpressions else { return .unsatisfiable(conflicting: ids, rejected: rejected) }
        let set = Self.irreducibleConflict(ids, rejected: rejected) { id in
            constraints[id.rawValue].map(constraint(of:))
        }
        return .unsatisfiable(conflicting: set, rejected: rejected)
    }

    /// The conflict `candidates` (required constraints that, with `rejected`, cannot all hold)
    /// reduced to an irreducible set by a deletion filter: each is left out in turn, and stays
    /// out when the others still conflict with `rejected` (decided by a scratch solver holding
    /// only them). Sets of more than `conflictMinimizationLimit` come back as they are (sorted,
    /// without repeats). `constraint` gives each candidate's constraint (nil for one that is no
    /// longer there); the solver that rejected the constraint may not keep them
    /// (`keepsExpressions`).
    public static func irreducibleConflict(_ candidates: [ConstraintID], rejected: Constraint,
                                           constraint: (ConstraintID) -> Constraint?) -> [ConstraintID] {
        var set = Array(Set(candidates.map(\.rawValue))).sorted()
        if set.count <= conflictMinimizationLimit {
            var i = 0
            while i < set.count {
                var trial = set
                trial.remove(at: i)
                if requiredInfeasible(trial.compactMap { constraint(ConstraintID($0)) }, rejected) { set = trial } else { i += 1 }
            }
        }
        return set.map { ConstraintID($0) }
    }

    /// Whether the required constraints `members` plus `rejected` have no common solution
    /// (decided by a scratch solver holding only them, all made required).
    static func requiredInfeasible(_ members: [Constraint], _ rejected: Constraint) -> Bool {
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
            for c in members { try trial.add(translate(c)) }
            try trial.add(translate(rejected))
        } catch {
            return true
        }
        return false
    }
}
