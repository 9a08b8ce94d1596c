/// The kind of a tableau symbol.
enum SymbolKind: UInt8 {
    /// A user variable (unrestricted in sign).
    case external
    /// The slack of an inequality (>= 0).
    case slack
    /// An error of an optional constraint (>= 0, costs at its priority level).
    case error
    /// The marker of a required equality (fixed at 0; never enters the basis while optimizing).
    case dummy
    /// A phase-1 artificial variable (>= 0).
    case artificial

    /// Slacks and errors: the symbols the simplex may bring into the basis (user variables are
    /// unrestricted, dummies stay fixed at 0, artificials live only during phase 1).
    var isPivotable: Bool { self == .slack || self == .error }
}
