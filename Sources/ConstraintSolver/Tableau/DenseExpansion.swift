/// The body of `Solver.expandFast` over buffer pointers (the tableau read-only, the dense
/// accumulator and its membership flags writable; both all-zero/false before and after).
struct DenseExpansion {
    let kind: UnsafeBufferPointer<SymbolKind>
    let rowOf: UnsafeBufferPointer<Int32>
    let seq: UnsafeBufferPointer<Int32>
    let rows: RowView
    let acc: UnsafeMutableBufferPointer<Double>
    let inAcc: UnsafeMutableBufferPointer<Bool>

    /// Adds `c · s` to the accumulator; a basic restricted symbol is replaced by its row, a
    /// basic user variable is queued for expansion (newest first).
    @inline(__always)
    func addTerm(_ s: Int32, _ c: Double, _ touched: inout [Int32], _ heap: inout Heap<NewestFirst>, _ k0: inout Double) {
        let si = Int(s)
        let r = rowOf[si]
        if r >= 0 && kind[si] != .external {
            k0 += c * rows.constants[Int(r)]
            for e in rows.entries(Int(r)) {
                let k = Int(e.sym)
                if !inAcc[k] { inAcc[k] = true; touched.append(e.sym) }
                acc[k] += c * e.coef
            }
            return
        }
        if !inAcc[si] {
            inAcc[si] = true
            touched.append(s)
            if r >= 0 { heap.push(NewestFirst(order: seq[si], symbol: s)) }
        }
        acc[si] += c
    }

    /// Expands `out.constant + Σ coef·sym` over `entries` into `out` (entries appended,
    /// constant updated).
    func run(_ entries: [Row.Entry], _ touched: inout [Int32], _ heap: inout Heap<NewestFirst>, _ out: inout Row) {
        var k0 = out.constant
        for e in entries { addTerm(e.sym, e.coef, &touched, &heap, &k0) }
        while let s = heap.pop()?.symbol {
            let si = Int(s)
            let c = acc[si]
            acc[si] = 0
            inAcc[si] = false
            if abs(c) <= Solver.epsCoef { continue }
            let r = Int(rowOf[si])
            k0 += c * rows.constants[r]
            for e in rows.entries(r) { addTerm(e.sym, c * e.coef, &touched, &heap, &k0) }
        }
        touched.sort()
        out.entries.reserveCapacity(touched.count)
        var last: Int32 = -1
        for s in touched where s != last {
            last = s
            let si = Int(s)
            if inAcc[si] && abs(acc[si]) > Solver.epsCoef && !(rowOf[si] >= 0 && kind[si] == .external) {
                out.entries.append(Row.Entry(s, acc[si]))
            }
            acc[si] = 0
            inAcc[si] = false
        }
        out.constant = k0
    }
}
