// A check of the column index's invariant, for tests: the index and the rows describe the same
// (symbol, row) pairs, and every row knows where it sits in each of its columns.

extension Solver {
    /// Whether `symbols.cols` holds exactly the entries of the live rows, with `Row.pos`
    /// naming each entry's place in its column.
    func columnIndexIsConsistent() -> Bool {
        var entries = 0
        for (r, row) in rows.enumerated() where row.basic >= 0 {
            guard row.pos.count == row.syms.count else { return false }
            for (s, p) in zip(row.syms, row.pos) {
                let col = symbols.cols[Int(s)]
                guard p >= 0, Int(p) < col.count, col[Int(p)] == Int32(r) else { return false }
            }
            entries += row.syms.count
        }
        return entries == symbols.cols.reduce(0) { $0 + $1.count }
    }
}
