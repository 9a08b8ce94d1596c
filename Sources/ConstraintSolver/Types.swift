/// A solver variable: an opaque handle (an integer id) made by `Solver.makeVariable(name:)`.
/// It is only meaningful for the solver that made it.
public struct Variable: Hashable, Sendable, Comparable {
    /// The internal symbol id of the variable.
    public let id: Int32
    init(id: Int32) { self.id = id }
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// An Auto Layout priority (`UILayoutPriority`): 1...1000, where 1000 is required.
/// Every distinct value is its own strict level: any amount of error at a lower level is
/// preferred to one unit of error at a higher level.
public struct Priority: Hashable, Comparable, Sendable {
    public var value: Float
    public init(_ value: Float) { self.value = value }
    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)
    /// True when the priority is 1000 (a constraint that must hold).
    public var isRequired: Bool { value >= 1000 }
    /// True when the value is usable: finite and within 1...1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
}

/// The relation of a constraint `expression REL 0`.
public enum Relation: Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// `coefficient * variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `Σ terms + constant`. (Named so that it does not clash with
/// Foundation.Expression in files that import Foundation.)
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(constant: Double) { self.init(terms: [], constant: constant) }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(terms: a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(terms: a.terms, constant: a.constant + k)
    }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + (-k) }
    public static func + (k: Double, a: LinearExpression) -> LinearExpression { a + k }
    public static func - (k: Double, a: LinearExpression) -> LinearExpression { -a + k }
    public static func + (a: LinearExpression, v: Variable) -> LinearExpression { a + LinearExpression(v) }
    public static func - (a: LinearExpression, v: Variable) -> LinearExpression { a - LinearExpression(v) }
    public static func + (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) + a }
    public static func - (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) - a }
}

extension Variable {
    public static func * (v: Variable, k: Double) -> LinearExpression { LinearExpression(terms: [Term(v, k)]) }
    public static func * (k: Double, v: Variable) -> LinearExpression { v * k }
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
    public static func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
    public static prefix func - (a: Variable) -> LinearExpression { a * -1 }
    public static func / (v: Variable, k: Double) -> LinearExpression { v * (1 / k) }
    public static func + (k: Double, v: Variable) -> LinearExpression { LinearExpression(v) + k }
    public static func - (k: Double, v: Variable) -> LinearExpression { k - LinearExpression(v) }
}

/// A linear constraint `expression REL 0` at a priority.
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority
    public init(expression: LinearExpression, relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }
    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.init(expression: lhs - rhs, relation: relation, priority: priority)
    }
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant: rhs), priority: priority)
    }
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(lhs, relation, LinearExpression(constant: rhs), priority: priority)
    }
}

/// The handle `Solver.add(_:)` returns; ids are handed out in increasing order and never reused.
public struct ConstraintID: Hashable, Sendable, Comparable {
    public let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}

/// Errors the solver throws. After any throw the solver holds the same constraints as before.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraint `rejected` cannot hold together with the required constraints
    /// `conflicting` (already in the solver, ascending ids). `rejected` was not added and has no id.
    /// The set is irreducible (removing any one of them makes `rejected` satisfiable) when it has
    /// at most `Solver.conflictMinimizationLimit` members; otherwise it is a Farkas certificate.
    case unsatisfiable(conflicting: [ConstraintID], rejected: Constraint)
    case unknownConstraint
    case unknownVariable
    case duplicateEditVariable
    case unknownEditVariable
    /// Not finite or outside 1...1000 (edit variables: outside 1..<1000).
    case invalidPriority
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue
    /// A finite coefficient, constant or suggested value whose magnitude exceeds `Solver.maxMagnitude`.
    case valueOutOfRange
}
