import ConstraintSolver

extension LayoutEngine {
    /// The solver alone on this engine's work, for benchmarks (the floor under a layout pass):
    /// one fresh solver (for both axes, as the engine's solvers would be without the split,
    /// `AxisSolvers`) gets the same variables, then the installed constraints (the root's size
    /// among them, as required constraints) in their installation order, and solves. Returns the
    /// number of constraints it installed. The engine is not changed.
    public func replayInstalledConstraints() -> Int {
        var s = Solver(keepsExpressions: false)
        for _ in 0..<solvers.variableCount { _ = s.makeVariable() }
        var count = 0
        for c in installed.order {
            let relation = Self.solverRelation(c.relation), priority = Self.solverPriority(c.priority)
            let added = c.withTerms { terms in
                (try? s.add(terms: terms, constant: c.constant, relation: relation, priority: priority)) != nil
            }
            if added { count += 1 }
        }
        s.updateVariables()
        return count
    }
}
