import ConstraintSolver

/// Where the engine's solvers (`AxisSolvers`) hold an installed constraint: which solver (0 for
/// the horizontal axis's, or the only one; 1 for the vertical axis's) and the constraint's id
/// there, packed in one integer (`2 · id + solver`), so a table indexed by it stays dense.
struct SolverSlot: Hashable, Comparable, Sendable {
    /// `2 · id.rawValue + solver`.
    let rawValue: Int

    init(solver: Int, id: ConstraintID) {
        rawValue = id.rawValue << 1 | solver
    }

    private init(rawValue: Int) { self.rawValue = rawValue }

    /// No slot yet (`InstalledConstraints.appendPending`).
    static let pending = SolverSlot(rawValue: -1)

    /// 0 (the horizontal axis's solver, or the only one) or 1 (the vertical axis's).
    var solver: Int { rawValue & 1 }
    /// The constraint's id in its solver.
    var id: ConstraintID { ConstraintID(rawValue: rawValue >> 1) }

    /// Orders slots of one solver by id, the order in which that solver added them.
    static func < (a: SolverSlot, b: SolverSlot) -> Bool { a.rawValue < b.rawValue }
}
