/// A solver variable: a handle made by `Solver.makeVariable(name:)`, only meaningful for the
/// solver that made it. Its id is its index among that solver's variables (0, 1, 2, ... in
/// the order they were made), so a caller that numbers its variables the same way can name
/// them by index (`init(index:)`) without a table of handles.
public struct Variable: Hashable, Sendable, Comparable {
    /// The variable's index among its solver's variables.
    public let id: Int32
    init(id: Int32) { self.id = id }
    /// The `index`-th variable a solver made (`makeVariable` call number `index`, from 0).
    public init(index: Int) { id = Int32(truncatingIfNeeded: index) }
    /// Orders variables by id (the order in which the solver made them).
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}
