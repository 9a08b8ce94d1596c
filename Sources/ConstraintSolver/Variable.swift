/// A solver variable: an opaque handle (an integer id) made by `Solver.makeVariable(name:)`.
/// It is only meaningful for the solver that made it.
public struct Variable: Hashable, Sendable, Comparable {
    /// The internal symbol id of the variable.
    public let id: Int32
    init(id: Int32) { self.id = id }
    /// Orders variables by id (the order in which the solver made them).
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}
