// A text dump of the tableau for debugging.

extension Solver {
    /// A text dump of the tableau (rows in row order, the objective per level), for debugging.
    public var tableauDescription: String {
        func name(_ s: Int32) -> String {
            let k = symbols.kind[Int(s)]
            switch k {
            case .external: return symbols.names[s] ?? "v\(s)"
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return "d\(s)"
            case .artificial: return "a\(s)"
            }
        }
        var out = ""
        for r in 0..<Int32(rows.count) where rows.basic(r) >= 0 {
            let row = rows[r]
            var line = "\(name(row.basic)) = \(row.constant)"
            for e in row.entries { line += " + \(e.coef)*\(name(e.sym))" }
            out += line + "\n"
        }
        for l in objective.order {
            var line = "obj[\(objective.priorities[l])] = \(objective.constants[l])"
            for (s, c) in objective.coefficients[l].sortedEntries() { line += " + \(c)*\(name(s))" }
            out += line + "\n"
        }
        return out
    }
}
