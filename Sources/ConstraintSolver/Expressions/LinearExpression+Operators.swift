// Arithmetic that builds linear expressions from variables, expressions and constants.
// Terms are concatenated, never merged; a negation is a multiplication by -1 and a division by
// k a multiplication by 1/k.

extension LinearExpression {
    /// The terms of both (concatenated) and the sum of the constants.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }
    /// `a + (-b)`.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
    /// `a * -1`.
    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
    /// Every coefficient and the constant multiplied by `k`.
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(terms: a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    /// `a * k`.
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    /// `a * (1 / k)`.
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }
    /// `a` with `k` added to its constant.
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(terms: a.terms, constant: a.constant + k)
    }
    /// `a + (-k)`.
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + (-k) }
    /// `a + k`.
    public static func + (k: Double, a: LinearExpression) -> LinearExpression { a + k }
    /// `-a + k`.
    public static func - (k: Double, a: LinearExpression) -> LinearExpression { -a + k }
    /// `a + LinearExpression(v)`.
    public static func + (a: LinearExpression, v: Variable) -> LinearExpression { a + LinearExpression(v) }
    /// `a - LinearExpression(v)`.
    public static func - (a: LinearExpression, v: Variable) -> LinearExpression { a - LinearExpression(v) }
    /// `LinearExpression(v) + a`.
    public static func + (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) + a }
    /// `LinearExpression(v) - a`.
    public static func - (v: Variable, a: LinearExpression) -> LinearExpression { LinearExpression(v) - a }
}

extension Variable {
    /// The one-term expression `k * v`.
    public static func * (v: Variable, k: Double) -> LinearExpression { LinearExpression(terms: [Term(v, k)]) }
    /// `v * k`.
    public static func * (k: Double, v: Variable) -> LinearExpression { v * k }
    /// `LinearExpression(a) + LinearExpression(b)`.
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    /// `LinearExpression(a) - LinearExpression(b)`.
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    /// `LinearExpression(a) + k`.
    public static func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
    /// `LinearExpression(a) - k`.
    public static func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
    /// `a * -1`.
    public static prefix func - (a: Variable) -> LinearExpression { a * -1 }
    /// `v * (1 / k)`.
    public static func / (v: Variable, k: Double) -> LinearExpression { v * (1 / k) }
    /// `LinearExpression(v) + k`.
    public static func + (k: Double, v: Variable) -> LinearExpression { LinearExpression(v) + k }
    /// `k - LinearExpression(v)`.
    public static func - (k: Double, v: Variable) -> LinearExpression { k - LinearExpression(v) }
}
