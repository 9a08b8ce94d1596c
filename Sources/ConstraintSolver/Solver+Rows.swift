// Row storage and the column index (symbol -> rows holding it), kept in step with every
// row edit: insert, detach, solve for a symbol, substitute a row into another.

extension Solver {
    func isDef(_ r: Int32) -> Bool { symbols.kind[Int(rows[Int(r)].basic)] == .external }

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
}
