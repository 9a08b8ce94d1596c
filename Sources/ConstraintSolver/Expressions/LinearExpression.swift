/// A linear expression: `Σ terms + constant`. (Named so that it does not clash with
/// Foundation.Expression in files that import Foundation.)
///
/// Terms are kept as written: the same variable may appear more than once (the solver sums
/// them). Operators to build expressions are in `LinearExpression+Operators.swift`.
public struct LinearExpression: Hashable, Sendable {
    /// The terms, in the order written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double
    /// `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    /// `1 * variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    /// The constant expression `constant`.
    public init(constant: Double) { self.init(terms: [], constant: constant) }
}
