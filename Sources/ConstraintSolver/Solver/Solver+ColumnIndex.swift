// A check of the column index's invariant, for tests: the index and the rows describe the same
// (symbol, row) pairs, and every row knows where it sits in each of its columns.

extension Solver {
    /// Whether `symbols.cols` holds exactly the entries of the live rows, with `Row.pos`
    /// naming each entry's place in its column.
    func columnIndexIsConsistent() -> Bool {
        var entries = 0
        for r in 0..<Int32(rows.count) where rows.basic(r) >= 0 {
            let row = rows[r]
            for e in row.entries {
                guard e.pos >= 0, Int(e.pos) < symbols.cols.count(e.sym), symbols.cols[e.sym, Int(e.pos)] == Int32(r) else {
                    return false
                }
            }
            entries += row.entries.count
        }
        return entries == symbols.cols.totalCount
    }
}
