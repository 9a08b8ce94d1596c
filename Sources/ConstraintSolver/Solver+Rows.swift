// Row storage and the column index (symbol -> rows holding it), kept in step with every
// row edit: insert, detach, solve for a symbol, substitute a row into another.

extension Solver {
    func isDef(_ r: Int32) -> Bool { symbols.kind[Int(rows[Int(r)].basic)] == .external }

    mutating func insertRow(_ row: Row) {
        var row = row
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
        } else {
            r = Int32(rows.count)
            rows.append(Row(basic: -1, constant: 0))
        }
        row.pos = row.syms.map { s in appendToCol(s, r) }
        rows[Int(r)] = row
        symbols.rowOf[Int(row.basic)] = r
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
    }

    @discardableResult
    mutating func detachRow(_ r: Int32) -> Row {
        var row = Row(basic: -1, constant: 0)
        swap(&row, &rows[Int(r)])
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
        for i in row.syms.indices { removeFromCol(row.syms[i], at: row.pos[i]) }
        row.pos = []
        symbols.rowOf[Int(row.basic)] = -1
        freeRows.append(r)
        return row
    }

    /// Appends row `r` to the column of `s`; returns its position there (for `Row.pos`).
    mutating func appendToCol(_ s: Int32, _ r: Int32) -> Int32 {
        let i = Int32(symbols.cols[Int(s)].count)
        symbols.cols[Int(s)].append(r)
        return i
    }

    /// Removes the entry at `i` of the column of `s` in O(1): the column's last entry moves
    /// into the hole, and the row it names learns its new position.
    mutating func removeFromCol(_ s: Int32, at i: Int32) {
        let si = Int(s), ii = Int(i)
        let last = symbols.cols[si].count - 1
        if ii != last {
            let moved = symbols.cols[si][last]
            symbols.cols[si][ii] = moved
            if let k = rows[Int(moved)].index(of: s) { rows[Int(moved)].pos[k] = i }
        }
        symbols.cols[si].removeLast()
    }

    /// Rebuilds the column of `s` as `list`, updating each row's position record.
    mutating func setCol(_ s: Int32, _ list: [Int32]) {
        symbols.cols[Int(s)] = list
        for (i, r) in list.enumerated() {
            if let k = rows[Int(r)].index(of: s) { rows[Int(r)].pos[k] = Int32(i) }
        }
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
        var np = scratch.pos
        scratch.syms = []
        scratch.coefs = []
        scratch.pos = []
        ns.removeAll(keepingCapacity: true)
        nc.removeAll(keepingCapacity: true)
        np.removeAll(keepingCapacity: true)
        let capacity = dst.syms.count + src.syms.count
        ns.reserveCapacity(capacity)
        nc.reserveCapacity(capacity)
        np.reserveCapacity(capacity)
        var a = 0, b = 0
        let na = dst.syms.count, nb = src.syms.count
        while a < na || b < nb {
            let sa = a < na ? dst.syms[a] : Int32.max
            let sb = b < nb ? src.syms[b] : Int32.max
            if sa == j { a += 1; continue }
            if sa < sb {
                ns.append(sa); nc.append(dst.coefs[a]); np.append(dst.pos[a]); a += 1
            } else if sb < sa {
                let v = c * src.coefs[b]
                if abs(v) > Solver.epsCoef {
                    ns.append(sb); nc.append(v); np.append(appendToCol(sb, r2))
                }
                b += 1
            } else {
                let v = dst.coefs[a] + c * src.coefs[b]
                if abs(v) > Solver.epsCoef {
                    ns.append(sa); nc.append(v); np.append(dst.pos[a])
                } else {
                    removeFromCol(sa, at: dst.pos[a])
                }
                a += 1; b += 1
            }
        }
        if !keepColumn { removeFromCol(j, at: dst.pos[ji]) }
        rows[Int(r2)] = Row(basic: dst.basic, constant: dst.constant + c * src.constant, syms: ns, coefs: nc, pos: np)
        scratch.syms = dst.syms
        scratch.coefs = dst.coefs
        scratch.pos = dst.pos
    }
}
