// Expressing a row in non-basic symbols only (definitions opened newest first).

extension Solver {
    /// `constant + Σ coef·sym` over `entries` with every basic symbol replaced by its row, recursively:
    /// the result names non-basic symbols only. Definitions are expanded newest first so that
    /// references cancel before older (possibly long) definitions are opened.
    func expand(_ constant: Double, _ entries: [Row.Entry]) -> Row {
        var acc: [Int32: Double] = [:]
        var heap = Heap<NewestFirst>()
        var k0 = constant
        func addTerm(_ s: Int32, _ c: Double) {
            let r = symbols.rowOf[Int(s)]
            if r >= 0 {
                if symbols.kind[Int(s)] == .external {
                    if acc[s] == nil { heap.push(NewestFirst(order: symbols.seq[Int(s)], symbol: s)) }
                    acc[s, default: 0] += c
                } else {
                    k0 += c * rows.constant(r)
                    rows.forEachEntry(r) { e in acc[e.sym, default: 0] += c * e.coef }
                }
            } else {
                acc[s, default: 0] += c
            }
        }
        for e in entries { addTerm(e.sym, e.coef) }
        while let s = heap.pop()?.symbol {
            guard let c = acc.removeValue(forKey: s) else { continue }
            if abs(c) <= Solver.epsCoef { continue }
            let r = symbols.rowOf[Int(s)]
            k0 += c * rows.constant(r)
            rows.forEachEntry(r) { e in addTerm(e.sym, c * e.coef) }
        }
        var out = Row(basic: -1, constant: k0)
        let keys = acc.keys.filter { abs(acc[$0] ?? 0) > Solver.epsCoef }.sorted()
        out.entries = keys.map { Row.Entry($0, acc[$0] ?? 0) }
        return out
    }

    /// `expand` on dense scratch arrays (same result, no hashing); used on the add path.
    /// The scratch arrays, the touched list and the heap are kept between calls (no allocation
    /// per call) and the tableau is read through buffer pointers (`DenseExpansion`); the
    /// arithmetic and its order are those of `expand`.
    mutating func expandFast(_ constant: Double, _ entries: [Row.Entry]) -> Row {
        scratch.reserveSymbols(symbols.count)
        var acc = scratch.acc
        var inAcc = scratch.inAcc
        var touched = scratch.touched
        var heap = scratch.heap
        scratch.acc = []
        scratch.inAcc = []
        scratch.touched = []
        scratch.heap = Heap<NewestFirst>()
        touched.removeAll(keepingCapacity: true)
        var out = Row(basic: -1, constant: constant)
        acc.withUnsafeMutableBufferPointer { acc in
        inAcc.withUnsafeMutableBufferPointer { inAcc in
        symbols.kind.withUnsafeBufferPointer { kind in
        symbols.rowOf.withUnsafeBufferPointer { rowOf in
        symbols.seq.withUnsafeBufferPointer { seq in
        rows.withView { rows in
            let x = DenseExpansion(kind: kind, rowOf: rowOf, seq: seq, rows: rows, acc: acc, inAcc: inAcc)
            x.run(entries, &touched, &heap, &out)
        }}}}}}
        scratch.acc = acc
        scratch.inAcc = inAcc
        scratch.touched = touched
        scratch.heap = heap
        return out
    }
}
