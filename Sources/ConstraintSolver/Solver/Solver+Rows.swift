// Row storage and the column index (symbol -> rows holding it), kept in step with every
// row edit: insert, detach, solve for a symbol, substitute a row into another.

extension Solver {
    func isDef(_ r: Int32) -> Bool { symbols.kind[Int(rows.basic(r))] == .external }

    mutating func insertRow(_ row: consuming Row) {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
        } else {
            r = rows.appendSlot()
        }
        for i in row.entries.indices { row.entries[i].pos = appendToCol(row.entries[i].sym, r) }
        rows.store(r, row)
        symbols.rowOf[Int(row.basic)] = r
        if symbols.kind[Int(row.basic)] == .external { evaluation.invalidate() }
    }

    @discardableResult
    mutating func detachRow(_ r: Int32) -> Row {
        var row = rows[r]
        rows.clear(r)
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
        if let moved = symbols.cols.swapRemove(s, at: i), let k = rows.index(moved, of: s) {
            rows.setPos(moved, k, i)
        }
    }

    /// Rebuilds the column of `s` as `list`, updating each row's position record.
    mutating func setCol(_ s: Int32, _ list: [Int32]) {
        symbols.cols.set(s, list)
        for (i, r) in list.enumerated() {
            if let k = rows.index(r, of: s) { rows.setPos(r, k, Int32(i)) }
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
    /// The row's entries are copied into one scratch array and merged into another, then
    /// written back into the row's block (no allocation per substitution once capacities settle).
    mutating func substitute(into r2: Int32, _ j: Int32, _ src: Row, keepColumn: Bool = false) {
        guard let ji = rows.index(r2, of: j) else { return }
        let basic = rows.basic(r2)
        if symbols.kind[Int(basic)] == .external { evaluation.invalidate() }
        var dst = scratch.rowEntries
        scratch.rowEntries = []
        dst.removeAll(keepingCapacity: true)
        rows.appendEntries(of: r2, to: &dst)
        let c = dst[ji].coef
        var out = scratch.entries
        scratch.entries = []
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(dst.count + src.entries.count)
        var a = 0, b = 0
        let na = dst.count, nb = src.entries.count
        while a < na || b < nb {
            let sa = a < na ? dst[a].sym : Int32.max
            let sb = b < nb ? src.entries[b].sym : Int32.max
            if sa == j { a += 1; continue }
            if sa < sb {
                out.append(dst[a]); a += 1
            } else if sb < sa {
                let v = c * src.entries[b].coef
                if abs(v) > Solver.epsCoef {
                    out.append(Row.Entry(sb, v, pos: appendToCol(sb, r2)))
                }
                b += 1
            } else {
                let v = dst[a].coef + c * src.entries[b].coef
                if abs(v) > Solver.epsCoef {
                    out.append(Row.Entry(sa, v, pos: dst[a].pos))
                } else {
                    removeFromCol(sa, at: dst[a].pos)
                }
                a += 1; b += 1
            }
        }
        if !keepColumn { removeFromCol(j, at: dst[ji].pos) }
        rows.store(r2, basic: basic, constant: rows.constant(r2) + c * src.constant, entries: out)
        scratch.entries = out
        scratch.rowEntries = dst
    }
}
