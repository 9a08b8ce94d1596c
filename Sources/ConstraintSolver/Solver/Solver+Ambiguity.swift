// Ambiguity: which variables' values the constraints do not determine.

extension Solver {
    /// Whether `v`'s value is not uniquely determined at the optimum.
    ///
    /// Stays (priorities below 1) pick a value but never make it determined: a variable only a
    /// stay holds is ambiguous.
    ///
    /// Rule: a variable in no constraint, or a non-basic (parametric) one, is ambiguous. A basic
    /// variable is ambiguous when its row, expressed in non-basic symbols, names a free user
    /// variable, or a slack/error symbol whose objective coefficient is zero at every priority
    /// level and which can actually increase (the ratio test allows a positive step). Dummy
    /// symbols (required equalities) are fixed. Limit: in a degenerate vertex a zero-cost symbol
    /// blocked by a zero step is not reported, although another basis might move the variable.
    public func isAmbiguous(_ v: Variable) -> Bool {
        guard isVariable(v) else { return true }
        let r = symbols.rowOf[Int(symbol(of: v))]
        if r < 0 { return true }
        let e = expand(rows.constant(r), rows.entries(r))
        let t = tol
        for s in e.entries.lazy.map(\.sym) {
            switch symbols.kind[Int(s)] {
            case .external:
                return true
            case .slack, .error:
                if canMoveFreely(s, tolerance: t) { return true }
            case .dummy, .artificial:
                continue
            }
        }
        return false
    }

    /// Every variable whose value is not uniquely determined, in ascending id order: the same
    /// rule as `isAmbiguous(_:)`, computed for all variables in one pass over the definitions
    /// (cost ≈ total definition size × number of free directions reaching each definition),
    /// instead of one expansion per variable. Use this for whole-tree diagnostics.
    public func ambiguousVariables() -> [Variable] {
        let free = freeDirections()
        // Projection of each definition onto the free directions, in dependency order.
        var proj = [[(Int32, Double)]](repeating: [], count: symbols.count)
        for s in definitionOrder() {
            proj[Int(s)] = projection(of: symbols.rowOf[Int(s)], free, proj)
        }
        var result: [Variable] = []
        for (i, sym) in variableSymbols.enumerated() {
            let s = Int(sym)
            if symbols.rowOf[s] < 0 || !proj[s].isEmpty { result.append(Variable(id: Int32(i))) }
        }
        return result
    }

    /// Whether the non-basic slack or error `s` can move without changing the optimum: its cost
    /// is zero at every constraint level (stays below priority 1 do not count) and the ratio
    /// test lets it increase by more than `t`.
    func canMoveFreely(_ s: Int32, tolerance t: Double) -> Bool {
        guard objective.isZeroAtConstraintLevels(s) else { return false }
        var step = Double.infinity
        symbols.cols.forEachRow(s) { r in
            if symbols.kind[Int(rows.basic(r))] == .external { return }
            let a = rows.coefficient(r, of: s)
            if a < -Solver.epsCoef { step = min(step, max(0, rows.constant(r)) / -a) }
        }
        return step > t
    }

    /// The free directions, by symbol id: non-basic user variables, and non-basic slacks and
    /// errors that can move freely.
    func freeDirections() -> [Bool] {
        let t = tol
        var free = [Bool](repeating: false, count: symbols.count)
        for s in 0..<symbols.count where symbols.rowOf[s] < 0 {
            switch symbols.kind[s] {
            case .external: free[s] = true
            case .slack, .error: free[s] = canMoveFreely(Int32(s), tolerance: t)
            case .dummy, .artificial: break
            }
        }
        return free
    }

    /// A definition's coefficients on the free directions, sorted by symbol, zero sums dropped:
    /// its terms on free symbols, on the projections `proj` of the user variables it names, and
    /// on the free entries of the restricted rows it names.
    func projection(of r: Int32, _ free: [Bool], _ proj: [[(Int32, Double)]]) -> [(Int32, Double)] {
        var pairs: [(Int32, Double)] = []
        rows.forEachEntry(r) { x in
            let k = x.sym
            let ki = Int(k)
            let c = x.coef
            let rk = symbols.rowOf[ki]
            if rk < 0 {
                if free[ki] { pairs.append((k, c)) }
            } else if symbols.kind[ki] == .external {
                for (f, a) in proj[ki] { pairs.append((f, c * a)) }
            } else {
                rows.forEachEntry(rk) { y in if free[Int(y.sym)] { pairs.append((y.sym, c * y.coef)) } }
            }
        }
        if pairs.isEmpty { return [] }
        pairs.sort { $0.0 < $1.0 }
        var merged: [(Int32, Double)] = []
        var i = 0
        while i < pairs.count {
            var sum = 0.0
            let f = pairs[i].0
            while i < pairs.count && pairs[i].0 == f { sum += pairs[i].1; i += 1 }
            if abs(sum) > Solver.epsCoef { merged.append((f, sum)) }
        }
        return merged
    }

    /// User variables with a definition, each after every definition it references. (The same
    /// walk as `EvaluationProgram.build`, which inlines it: sharing it through a closure cost
    /// 0.3% of bench-solver.)
    func definitionOrder() -> [Int32] {
        var order: [Int32] = []
        var done = [Bool](repeating: false, count: symbols.count)
        var stack: [Int32] = []
        for s0 in 0..<symbols.count where symbols.kind[s0] == .external && symbols.rowOf[s0] >= 0 && !done[s0] {
            stack.append(Int32(s0))
            while let top = stack.last {
                let ti = Int(top)
                if done[ti] { stack.removeLast(); continue }
                var ready = true
                rows.forEachEntry(symbols.rowOf[ti]) { x in
                    let k = x.sym, ki = Int(k)
                    if symbols.kind[ki] == .external && symbols.rowOf[ki] >= 0 && !done[ki] { stack.append(k); ready = false }
                }
                if ready {
                    order.append(top)
                    done[ti] = true
                    stack.removeLast()
                }
            }
        }
        return order
    }
}
