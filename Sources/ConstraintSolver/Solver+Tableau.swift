// Tableau mechanics: rows, columns, expansion, pivots, primal and dual simplex, removal.

extension Solver {
    func isDef(_ r: Int32) -> Bool { symbols.kind[Int(rows[Int(r)].basic)] == .external }

    // MARK: Rows and columns

    mutating func insertRow(_ row: Row) {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
            rows[Int(r)] = row
        } else {
            r = Int32(rows.count)
            rows.append(row)
        }
        symbols.rowOf[Int(row.basic)] = r
        for s in row.syms { symbols.cols[Int(s)].append(r) }
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
    }

    @discardableResult
    mutating func detachRow(_ r: Int32) -> Row {
        let row = rows[Int(r)]
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
        rows[Int(r)] = Row(basic: -1, constant: 0)
        for s in row.syms { removeFromCol(s, r) }
        symbols.rowOf[Int(row.basic)] = -1
        freeRows.append(r)
        return row
    }

    mutating func removeFromCol(_ s: Int32, _ r: Int32) {
        if scratch.deferColumnRemovals {
            scratch.pendingColumnRemovals.append(Int64(s) << 32 | Int64(r))
            return
        }
        let si = Int(s)
        if let i = symbols.cols[si].firstIndex(of: r) {
            let last = symbols.cols[si].count - 1
            if i != last { symbols.cols[si][i] = symbols.cols[si][last] }
            symbols.cols[si].removeLast()
        }
    }

    /// Applies the column removals collected during a pivot: one filtering pass per symbol
    /// instead of one linear search per (symbol, row).
    mutating func flushColumnRemovals() {
        if scratch.pendingColumnRemovals.isEmpty { return }
        scratch.pendingColumnRemovals.sort()
        var i = 0
        let p = scratch.pendingColumnRemovals
        var gone: [Int32] = []
        while i < p.count {
            let s = Int32(truncatingIfNeeded: p[i] >> 32)
            var j = i
            gone.removeAll(keepingCapacity: true)
            while j < p.count && Int32(truncatingIfNeeded: p[j] >> 32) == s {
                gone.append(Int32(truncatingIfNeeded: p[j] & 0xFFFF_FFFF))
                j += 1
            }
            if gone.count == 1 {
                removeFromCol(s, gone[0])
            } else {
                symbols.cols[Int(s)].removeAll { r in
                    var lo = 0, hi = gone.count
                    while lo < hi {
                        let m = (lo + hi) >> 1
                        if gone[m] < r { lo = m + 1 } else { hi = m }
                    }
                    return lo < gone.count && gone[lo] == r
                }
            }
            i = j
        }
        scratch.pendingColumnRemovals.removeAll(keepingCapacity: true)
    }

    /// Solves the equation `0 = e.constant + Σ e` for `s`.
    func solve(_ e: Row, for s: Int32) -> Row {
        let a = e.coefficient(of: s)
        let inv = -1.0 / a
        var out = Row(basic: s, constant: e.constant * inv)
        out.syms.reserveCapacity(e.syms.count - 1)
        out.coefs.reserveCapacity(e.syms.count - 1)
        for i in e.syms.indices where e.syms[i] != s {
            out.syms.append(e.syms[i])
            out.coefs.append(e.coefs[i] * inv)
        }
        return out
    }

    /// Replaces symbol `j` in row `r2` by `src` (the row of `j`), keeping columns in step.
    /// With `keepColumn` the caller rebuilds `symbols.cols[j]` itself (saves a linear search per row).
    /// The merged entries go into the scratch arrays, and the row's old arrays become the
    /// scratch for the next call (no allocation per substitution once capacities settle).
    mutating func substitute(into r2: Int32, _ j: Int32, _ src: Row, keepColumn: Bool = false) {
        guard let ji = rows[Int(r2)].index(of: j) else { return }
        var dst = Row(basic: -1, constant: 0)
        swap(&dst, &rows[Int(r2)])
        if symbols.kind[Int(dst.basic)] == .external { evaluation.invalidate() }
        let c = dst.coefs[ji]
        var ns = scratch.syms
        var nc = scratch.coefs
        scratch.syms = []
        scratch.coefs = []
        ns.removeAll(keepingCapacity: true)
        nc.removeAll(keepingCapacity: true)
        ns.reserveCapacity(dst.syms.count + src.syms.count)
        nc.reserveCapacity(dst.syms.count + src.syms.count)
        var a = 0, b = 0
        let na = dst.syms.count, nb = src.syms.count
        while a < na || b < nb {
            let sa = a < na ? dst.syms[a] : Int32.max
            let sb = b < nb ? src.syms[b] : Int32.max
            if sa == j { a += 1; continue }
            if sa < sb {
                ns.append(sa); nc.append(dst.coefs[a]); a += 1
            } else if sb < sa {
                let v = c * src.coefs[b]
                if abs(v) > Solver.epsCoef {
                    ns.append(sb); nc.append(v); symbols.cols[Int(sb)].append(r2)
                }
                b += 1
            } else {
                let v = dst.coefs[a] + c * src.coefs[b]
                if abs(v) > Solver.epsCoef {
                    ns.append(sa); nc.append(v)
                } else {
                    removeFromCol(sa, r2)
                }
                a += 1; b += 1
            }
        }
        if !keepColumn { removeFromCol(j, r2) }
        rows[Int(r2)] = Row(basic: dst.basic, constant: dst.constant + c * src.constant, syms: ns, coefs: nc)
        scratch.syms = dst.syms
        scratch.coefs = dst.coefs
    }

    /// `constant + Σ coefs·syms` with every basic symbol replaced by its row, recursively:
    /// the result names non-basic symbols only. Definitions are expanded newest first so that
    /// references cancel before older (possibly long) definitions are opened.
    func expand(_ constant: Double, _ syms: [Int32], _ coefs: [Double]) -> Row {
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
                    let row = rows[Int(r)]
                    k0 += c * row.constant
                    for i in row.syms.indices { acc[row.syms[i], default: 0] += c * row.coefs[i] }
                }
            } else {
                acc[s, default: 0] += c
            }
        }
        for i in syms.indices { addTerm(syms[i], coefs[i]) }
        while let s = heap.pop()?.symbol {
            guard let c = acc.removeValue(forKey: s) else { continue }
            if abs(c) <= Solver.epsCoef { continue }
            let row = rows[Int(symbols.rowOf[Int(s)])]
            k0 += c * row.constant
            for i in row.syms.indices { addTerm(row.syms[i], c * row.coefs[i]) }
        }
        var out = Row(basic: -1, constant: k0)
        let keys = acc.keys.filter { abs(acc[$0] ?? 0) > Solver.epsCoef }.sorted()
        out.syms = keys
        out.coefs = keys.map { acc[$0] ?? 0 }
        return out
    }

    /// `expand` on dense scratch arrays (same result, no hashing); used on the add path.
    /// The scratch arrays, the touched list and the heap are kept between calls (no allocation
    /// per call) and the tableau is read through buffer pointers (`DenseExpansion`); the
    /// arithmetic and its order are those of `expand`.
    mutating func expandFast(_ constant: Double, _ syms: [Int32], _ coefs: [Double]) -> Row {
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
        rows.withUnsafeBufferPointer { rows in
            let x = DenseExpansion(kind: kind, rowOf: rowOf, seq: seq, rows: rows, acc: acc, inAcc: inAcc)
            x.run(syms, coefs, &touched, &heap, &out)
        }}}}}}
        scratch.acc = acc
        scratch.inAcc = inAcc
        scratch.touched = touched
        scratch.heap = heap
        return out
    }

    // MARK: Objective

    /// objective[level] += w · s (s replaced by its row when basic).
    mutating func addObjective(_ level: Int, _ s: Int32, _ w: Double) {
        let r = symbols.rowOf[Int(s)]
        if r >= 0 {
            objective.add(w, rows[Int(r)], at: level)
        } else {
            objective.add(w, s, at: level)
        }
    }

    // MARK: Pivoting

    /// Makes `j` basic in row `r` (whose basic symbol leaves), substituting it in the other
    /// restricted rows that hold it (through the column index) and in the objective.
    /// Definitions keep their lazy reference to `j` unless `intoDefs`.
    mutating func pivot(_ j: Int32, _ r: Int32, intoDefs: Bool = false) {
        pivotCount &+= 1
        let old = rows[Int(r)]
        guard let ji = old.index(of: j) else { return }
        let b = old.basic
        let a = old.coefs[ji]
        let inv = -1.0 / a
        var nr = Row(basic: j, constant: old.constant * inv)
        nr.syms.reserveCapacity(old.syms.count)
        nr.coefs.reserveCapacity(old.syms.count)
        var placed = false
        for i in old.syms.indices where i != ji {
            let s = old.syms[i]
            if !placed && b < s { nr.syms.append(b); nr.coefs.append(-inv); placed = true }
            nr.syms.append(s)
            nr.coefs.append(old.coefs[i] * inv)
        }
        if !placed { nr.syms.append(b); nr.coefs.append(-inv) }
        removeFromCol(j, r)
        symbols.cols[Int(b)].append(r)
        if symbols.kind[Int(b)] == .external { evaluation.invalidate() }
        rows[Int(r)] = nr
        symbols.rowOf[Int(b)] = -1
        symbols.rowOf[Int(j)] = r
        let t = tol
        let list = symbols.cols[Int(j)]
        var kept: [Int32] = []
        scratch.deferColumnRemovals = true
        for r2 in list where r2 != r {
            let def = isDef(r2)
            if def && !intoDefs { kept.append(r2); continue }
            substitute(into: r2, j, nr, keepColumn: true)
            let row2 = rows[Int(r2)]
            if !def && row2.basic != phase1Symbol && row2.constant < -t { infeasible.append(row2.basic) }
        }
        symbols.cols[Int(j)] = kept
        scratch.deferColumnRemovals = false
        flushColumnRemovals()
        objective.substitute(j, nr)
        valuesDirty = true
    }

    /// Primal ratio test (Bland: ties go to the smallest basic id).
    func leavingRow(for j: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in symbols.cols[Int(j)] {
            let row = rows[Int(r)]
            if symbols.kind[Int(row.basic)] == .external || row.basic == phase1Symbol { continue }
            let a = row.coefficient(of: j)
            if a < -Solver.epsCoef {
                let ratio = max(0, row.constant) / -a
                if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                    best = r; bestRatio = ratio; bestBasic = row.basic
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the lexicographic objective; entering symbol by Bland's rule.
    /// Pivot budget of one optimization: Bland's rule terminates in exact arithmetic; the cap only
    /// guards against floating-point cycling (never reached in the tests and benchmarks).
    var pivotBudget: Int { 1000 + 50 * (rows.count - freeRows.count) }

    mutating func optimize() {
        var budget = pivotBudget
        while budget > 0, let j = objective.popCandidate() {
            let k = symbols.kind[Int(j)]
            guard symbols.rowOf[Int(j)] < 0, k == .slack || k == .error, objective.isNegative(j) else { continue }
            guard let r = leavingRow(for: j) else { continue }   // unbounded: cannot happen (errors >= 0)
            budget -= 1
            pivot(j, r)
        }
    }

    /// Dual simplex: restores feasibility of rows made negative by `suggestValue`.
    mutating func dualOptimize() {
        let t = tol
        var budget = pivotBudget
        while budget > 0, let s = infeasible.popLast() {
            let r = symbols.rowOf[Int(s)]
            guard r >= 0, symbols.kind[Int(s)] != .external, s != phase1Symbol else { continue }
            let row = rows[Int(r)]
            guard row.constant < -t else { continue }
            var best: Int32 = -1
            var bestA = 0.0
            for i in row.syms.indices {
                let k = row.syms[i]
                let a = row.coefs[i]
                guard a > Solver.epsCoef, symbols.kind[Int(k)] == .slack || symbols.kind[Int(k)] == .error else { continue }
                if best < 0 || objective.dualLess(k, a, best, bestA) { best = k; bestA = a }
            }
            guard best >= 0 else { continue }
            budget -= 1
            pivot(best, r)
        }
        optimize()
    }

    // MARK: Phase 1 (required rows without a feasible subject)

    mutating func addWithArtificial(_ e: Row, _ info: ConsInfo) throws(SolverError) -> ConstraintID {
        let index = constraints.count
        let art = newSymbol(.artificial)
        let p = newSymbol(.artificial)
        insertRow(Row(basic: art, constant: e.constant, syms: e.syms, coefs: e.coefs))
        insertRow(Row(basic: p, constant: e.constant, syms: e.syms, coefs: e.coefs))
        phase1Symbol = p
        var budget = pivotBudget
        while budget > 0 {
            budget -= 1
            let prow = rows[Int(symbols.rowOf[Int(p)])]
            var entering: Int32 = -1
            for i in prow.syms.indices where prow.coefs[i] < -Solver.epsCost {
                let k = symbols.kind[Int(prow.syms[i])]
                if k == .slack || k == .error { entering = prow.syms[i]; break }
            }
            if entering < 0 { break }
            guard let r = leavingRow(for: entering) else { break }
            pivot(entering, r)
        }
        let prow = detachRow(symbols.rowOf[Int(p)])
        phase1Symbol = -1
        if prow.constant <= tol {
            let r = symbols.rowOf[Int(art)]
            if r >= 0 {
                let row = rows[Int(r)]
                if row.syms.isEmpty {
                    detachRow(r)
                } else {
                    var entering: Int32 = -1
                    for s in row.syms where symbols.kind[Int(s)] == .slack || symbols.kind[Int(s)] == .error { entering = s; break }
                    if entering < 0 { entering = row.syms[0] }
                    pivot(entering, r)
                }
            }
            sweep(art)
            let id = record(info, scaleBy: 0)
            optimize()
            return id
        }
        // Infeasible: the markers left in the phase-1 row are a Farkas certificate.
        var ids: [Int] = []
        for s in prow.syms {
            let o = Int(symbols.owner[Int(s)])
            if o >= 0 && o != index, let ci = constraints[o], ci.level < 0 { ids.append(o) }
        }
        removeMarker(art)
        sweep(art)
        sweep(info.marker)
        if info.other >= 0 { sweep(info.other) }
        infeasible.removeAll()
        optimize()
        throw conflict(ids, info.constraint)
    }

    // MARK: Removal

    /// Drops the restricted row of `m`, first substituting it into definitions that name `m`.
    mutating func dropRestrictedRow(_ r: Int32) {
        let row = detachRow(r)
        let m = row.basic
        for r2 in symbols.cols[Int(m)] { substitute(into: r2, m, row, keepColumn: true) }
        symbols.cols[Int(m)] = []
    }

    /// Makes marker `m` basic and drops its row: the constraint it marks leaves the system.
    mutating func removeMarker(_ m: Int32) {
        let mi = Int(m)
        if symbols.rowOf[mi] >= 0 { dropRestrictedRow(symbols.rowOf[mi]); return }
        var first: Int32 = -1, second: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1 = Int32.max, b2 = Int32.max
        for r in symbols.cols[mi] where !isDef(r) {
            let row = rows[Int(r)]
            let c = row.coefficient(of: m)
            if c < 0 {
                let q = max(0, row.constant) / -c
                if q < r1 || (q == r1 && row.basic < b1) { r1 = q; first = r; b1 = row.basic }
            } else if c > 0 {
                let q = max(0, row.constant) / c
                if q < r2 || (q == r2 && row.basic < b2) { r2 = q; second = r; b2 = row.basic }
            }
        }
        let pick = first >= 0 ? first : second
        if pick >= 0 {
            pivot(m, pick)
            dropRestrictedRow(symbols.rowOf[mi])
            return
        }
        // Only definitions name m: open them fully, then solve one of them for m.
        let defs = symbols.cols[mi].sorted { rows[Int($0)].basic < rows[Int($1)].basic }
        if defs.isEmpty { return }
        for r in defs {
            let row = rows[Int(r)]
            let e = expand(row.constant, row.syms, row.coefs)
            detachRow(r)
            insertRow(Row(basic: row.basic, constant: e.constant, syms: e.syms, coefs: e.coefs))
        }
        var best: Int32 = -1
        var bestA = 0.0
        for r in symbols.cols[mi].sorted(by: { rows[Int($0)].basic < rows[Int($1)].basic }) {
            let a = abs(rows[Int(r)].coefficient(of: m))
            if a > bestA { best = r; bestA = a }
        }
        if best < 0 { return }
        objective.clear(m)
        pivot(m, best, intoDefs: true)
        dropRestrictedRow(symbols.rowOf[mi])
    }

    /// Removes every trace of a symbol whose constraint is gone (its row, residual entries, cost).
    mutating func sweep(_ s: Int32) {
        let si = Int(s)
        if symbols.rowOf[si] >= 0 && symbols.kind[si] != .external { dropRestrictedRow(symbols.rowOf[si]) }
        for r in symbols.cols[si] {
            let row = rows[Int(r)]
            if let i = row.index(of: s) {
                rows[Int(r)].syms.remove(at: i)
                rows[Int(r)].coefs.remove(at: i)
            }
        }
        symbols.cols[si] = []
        objective.clear(s)
        evaluation.invalidate()
    }
}

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
