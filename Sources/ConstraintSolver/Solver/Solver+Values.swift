// Reading values: the cached pass over the definitions, or one exact expansion.

extension Solver {
    /// Recomputes every variable's cached value: one pass over the definitions in a cached
    /// topological order (rebuilt only after definitions change, not after `suggestValue`).
    public mutating func updateVariables() {
        if !evaluation.isValid { evaluation.build(&symbols, rows) }
        evaluation.run(&symbols, rows)
        valuesDirty = false
    }

    /// The value of `v` at the current optimum (0 for a variable in no constraint).
    public func value(of v: Variable) -> Double {
        guard isVariable(v) else { return 0 }
        let s = Int(symbol(of: v))
        if !valuesDirty { return symbols.values[s] }
        let r = symbols.rowOf[s]
        if r < 0 { return 0 }
        let row = rows[r]
        let e = expand(row.constant, row.entries)
        return e.constant
    }
}
