/// The body of `Solver.expandFast` over buffer pointers (the tableau read-only, the dense
/// accumulator and its membership flags writable; both all-zero/false before and after).
struct DenseExpansion {
    let kind: UnsafeBufferPointer<SymbolKind>
    let rowOf: UnsafeBufferPointer<Int32>
    let seq: UnsafeBufferPointer<Int>
    let rows: UnsafeBufferPointer<Row>
    let acc: UnsafeMutableBufferPointer<Double>
    let inAcc: UnsafeMutableBufferPointer<Bool>

    /// Adds `c · s` to the accumulator; a basic restricted symbol is replaced by its row, a
    /// basic user variable is queued for expansion (newest first).
    @inline(__always)
    func addTerm(_ s: Int32, _ c: Double, _ touched: inout [Int32], _ heap: inout Heap<NewestFirst>, _ k0: inout Double) {
        let si = Int(s)
        let r = rowOf[si]
        if r >= 0 && kind[si] != .external {
            let row = rows[Int(r)]
            k0 += c * row.constant
            row.syms.withUnsafeBufferPointer { rs in
            row.coefs.withUnsafeBufferPointer { rc in
                for i in rs.indices {
                    let k = Int(rs[i])
                    if !inAcc[k] { inAcc[k] = true; touched.append(rs[i]) }
                    acc[k] += c * rc[i]
                }
            }}
            return
        }
        if !inAcc[si] {
            inAcc[si] = true
            touched.append(s)
            if r >= 0 { heap.push(NewestFirst(order: seq[si], symbol: s)) }
        }
        acc[si] += c
    }

    /// Expands `out.constant + Σ coefs·syms` into `out` (syms/coefs appended, constant updated).
    func run(_ syms: [Int32], _ coefs: [Double], _ touched: inout [Int32], _ heap: inout Heap<NewestFirst>, _ out: inout Row) {
        var k0 = out.constant
        for i in syms.indices { addTerm(syms[i], coefs[i], &touched, &heap, &k0) }
        while let s = heap.pop()?.symbol {
            let si = Int(s)
            let c = acc[si]
            acc[si] = 0
            inAcc[si] = false
            if abs(c) <= Solver.epsCoef { continue }
            let row = rows[Int(rowOf[si])]
            k0 += c * row.constant
            row.syms.withUnsafeBufferPointer { rs in
            row.coefs.withUnsafeBufferPointer { rc in
                for i in rs.indices { addTerm(rs[i], c * rc[i], &touched, &heap, &k0) }
            }}
        }
        touched.sort()
        out.syms.reserveCapacity(touched.count)
        out.coefs.reserveCapacity(touched.count)
        var last: Int32 = -1
        for s in touched where s != last {
            last = s
            let si = Int(s)
            if inAcc[si] && abs(acc[si]) > Solver.epsCoef && !(rowOf[si] >= 0 && kind[si] == .external) {
                out.syms.append(s)
                out.coefs.append(acc[si])
            }
            acc[si] = 0
            inAcc[si] = false
        }
        out.constant = k0
    }
}
