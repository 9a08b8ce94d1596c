// Row storage and the column index (symbol -> rows holding it), kept in step with every
// row edit: insert, detach, solve for a symbol, substitute a row into another.

extension Solver {
    func isDef(_ r: Int32) -> Bool { symbols.kind[Int(rows[Int(r)].basic)] == .external }

    mutating func insertRow(_ row: consuming Row) {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
        } else {
            r = Int32(rows.count)
            rows.append(Row(basic: -1, constant: 0))
        }
        for i in row.entries.indices { row.entries[i].pos = appendToCol(row.entries[i].sym, r) }
        rows[Int(r)] = row
        symbols.rowOf[Int(row.basic)] = r
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
    }

    @discardableResult
    mutating func detachRow(_ r: Int32) -> Row {
        var row = Row(basic: -1, constant: 0)
        swap(&row, &rows[Int(r)])
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
        for i in row.entries.indices {
            removeFromCol(row.entries[i].sym, at: row.entries[i].pos)
            row.entries[i].pos = -1
        }
        symbols.rowOf[Int(row.basic)] = -1
        freeRows.append(r)
        return row
    }

    /// Appends row `r` to the column of `s`; returns its position there (for `Row.pos`).
    mutating func appendToCol(_ s: Int32, _ r: Int32) -> Int32 {
        symbols.cols.append(s, r)
    }

    /// Removes the entry at `i` of the column of `s` in O(1): the column's last entry moves
    /// into the hole, and the row it names learns its new position.
    mutating func removeFromCol(_ s: Int32, at i: Int32) {
        if let moved = symbols.cols.swapRemove(s, at: i), let k = rows[Int(moved)].index(of: s) {
            rows[Int(moved)].entries[k].pos = i
        }
    }

    /// Rebuilds the column of `s` as `list`, updating each row's position record.
    mutating func setCol(_ s: Int32, _ list: [Int32]) {
        symbols.cols.set(s, list)
        for (i, r) in list.enumerated() {
            if let k = rows[Int(r)].index(of: s) { rows[Int(r)].entries[k].pos = Int32(i) }
        }
    }

    /// Solves the equation `0 = e.constant + Σ e` for `s`.
    func solve(_ e: Row, for s: Int32) -> Row {
        let a = e.coefficient(of: s)
        let inv = -1.0 / a
        var out = Row(basic: s, constant: e.constant * inv)
        out.entries.reserveCapacity(e.entries.count - 1)
        for x in e.entries where x.sym != s {
            out.entries.append(Row.Entry(x.sym, x.coef * inv))
        }
        return out
    }

    /// Replaces symbol `j` in row `r2` by `src` (the row of `j`), keeping columns in step.
    /// With `keepColumn` the caller rebuilds `symbols.cols[j]` itself (saves a linear search per row).
    /// The merged entries go into the scratch array, and the row's old array becomes the
    /// scratch for the next call (no allocation per substitution once capacities settle),
    /// unless the scratch is over twice the row's size: then the row gets a copy of its size.
    mutating func substitute(into r2: Int32, _ j: Int32, _ src: Row, keepColumn: Bool = false) {
        guard let ji = rows[Int(r2)].index(of: j) else { return }
        var dst = Row(basic: -1, constant: 0)
        swap(&dst, &rows[Int(r2)])
        if symbols.kind[Int(dst.basic)] == .external { evaluation.invalidate() }
        let c = dst.entries[ji].coef
        var out = scratch.entries
        scratch.entries = []
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(dst.entries.count + src.entries.count)
        var a = 0, b = 0
        let na = dst.entries.count, nb = src.entries.count
        while a < na || b < nb {
            let sa = a < na ? dst.entries[a].sym : Int32.max
            let sb = b < nb ? src.entries[b].sym : Int32.max
            if sa == j { a += 1; continue }
            if sa < sb {
                out.append(dst.entries[a]); a += 1
            } else if sb < sa {
                let v = c * src.entries[b].coef
                if abs(v) > Solver.epsCoef {
                    out.append(Row.Entry(sb, v, pos: appendToCol(sb, r2)))
                }
                b += 1
            } else {
                let v = dst.entries[a].coef + c * src.entries[b].coef
                if abs(v) > Solver.epsCoef {
                    out.append(Row.Entry(sa, v, pos: dst.entries[a].pos))
                } else {
                    removeFromCol(sa, at: dst.entries[a].pos)
                }
                a += 1; b += 1
            }
        }
        if !keepColumn { removeFromCol(j, at: dst.entries[ji].pos) }
        let constant = dst.constant + c * src.constant
        if out.capacity > 2 * out.count + 8 {
            // A row keeps no more than twice its entries: the scratch array (sized by the largest
            // merge so far) stays scratch, and the row gets a copy of its size.
            var exact: [Row.Entry] = []
            exact.reserveCapacity(out.count)
            exact.append(contentsOf: out)
            rows[Int(r2)] = Row(basic: dst.basic, constant: constant, entries: exact)
            scratch.entries = out
        } else {
            rows[Int(r2)] = Row(basic: dst.basic, constant: constant, entries: out)
            scratch.entries = dst.entries
        }
    }
}
