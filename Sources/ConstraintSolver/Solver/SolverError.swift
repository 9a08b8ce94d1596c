/// Errors the solver throws. After any throw the solver holds the same constraints as before.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraint `rejected` cannot hold together with the required constraints
    /// `conflicting` (already in the solver, ascending ids). `rejected` was not added and has no id.
    /// The set is irreducible (removing any one of them makes `rejected` satisfiable) when it has
    /// at most `Solver.conflictMinimizationLimit` members; otherwise it is a Farkas certificate.
    case unsatisfiable(conflicting: [ConstraintID], rejected: Constraint)
    /// The `ConstraintID` names no constraint currently in the solver.
    case unknownConstraint
    /// The variable was not made by this solver's `makeVariable(name:)`.
    case unknownVariable
    /// `addEditVariable` on a variable that already is an edit variable.
    case duplicateEditVariable
    /// `suggestValue` or `removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable
    /// Not finite or outside 1...1000 (edit variables: outside 1..<1000).
    case invalidPriority
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue
    /// A finite coefficient, constant or suggested value whose magnitude exceeds `Solver.maxMagnitude`.
    case valueOutOfRange
}
