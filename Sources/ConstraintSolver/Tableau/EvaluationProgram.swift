/// The definitions of the basic user variables in dependency order (every referenced user
/// variable before the definitions that name it), so that `Solver.updateVariables` is one
/// linear pass. Rebuilt only after a definition changes, not after `suggestValue` (which moves
/// row constants only). The program holds the order only: it reads each definition's entries
/// and the constants from the rows at run time (a copy of the entries cost 12 bytes each).
struct EvaluationProgram: Sendable {
    /// False after a definition was inserted, removed or rewritten.
    private(set) var isValid = false
    /// The variable each step computes, and the row its definition lives in.
    private var targets: [Int32] = []
    private var rowIndices: [Int32] = []

    mutating func invalidate() { isValid = false }

    /// Orders the definitions so that every referenced user variable comes first; non-basic
    /// user variables get value 0.
    mutating func build(_ symbols: inout SymbolTable, _ rows: RowStore) {
        targets.removeAll(keepingCapacity: true)
        rowIndices.removeAll(keepingCapacity: true)
        var done = [Bool](repeating: false, count: symbols.count)
        var stack: [Int32] = []
        for s0 in 0..<symbols.count where symbols.kind[s0] == .external && !done[s0] {
            stack.append(Int32(s0))
            while let top = stack.last {
                let ti = Int(top)
                if done[ti] { stack.removeLast(); continue }
                let r = symbols.rowOf[ti]
                if r < 0 { symbols.values[ti] = 0; done[ti] = true; stack.removeLast(); continue }
                var ready = true
                rows.forEachEntry(r) { e in
                    let k = e.sym, ki = Int(k)
                    if symbols.kind[ki] == .external && symbols.rowOf[ki] >= 0 && !done[ki] { stack.append(k); ready = false }
                }
                if ready {
                    targets.append(top)
                    rowIndices.append(r)
                    done[ti] = true
                    stack.removeLast()
                }
            }
        }
        isValid = true
    }

    /// Computes the value of every basic user variable into `symbols.values`: a definition's
    /// constant plus its terms, a user variable term read from `values` (computed earlier), a
    /// basic restricted symbol term from its row's constant, a non-basic one being 0.
    func run(_ symbols: inout SymbolTable, _ rows: RowStore) {
        let n = targets.count
        targets.withUnsafeBufferPointer { targets in
        rowIndices.withUnsafeBufferPointer { rowIdx in
        symbols.kind.withUnsafeBufferPointer { kinds in
        symbols.rowOf.withUnsafeBufferPointer { rowOf in
        rows.withView { rows in
        symbols.values.withUnsafeMutableBufferPointer { values in
            for i in 0..<n {
                let r = Int(rowIdx[i])
                var v = rows.constants[r]
                for e in rows.entries(r) {
                    let k = Int(e.sym)
                    if kinds[k] == .external {
                        v += e.coef * values[k]
                    } else {
                        let rk = rowOf[k]
                        if rk >= 0 { v += e.coef * rows.constants[Int(rk)] }
                    }
                }
                values[Int(targets[i])] = v
            }
        }}}}}}
    }
}
