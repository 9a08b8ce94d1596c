/// A linear constraint `expression REL 0` at a priority.
public struct Constraint: Hashable, Sendable {
    /// The left-hand side; the right-hand side is 0.
    public var expression: LinearExpression
    /// How `expression` compares with 0.
    public var relation: Relation
    /// The priority (`.required` unless given).
    public var priority: Priority
    /// `expression REL 0`.
    public init(expression: LinearExpression, relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }
    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.init(expression: lhs - rhs, relation: relation, priority: priority)
    }
    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }
    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant: rhs), priority: priority)
    }
    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(lhs, relation, LinearExpression(constant: rhs), priority: priority)
    }
}
