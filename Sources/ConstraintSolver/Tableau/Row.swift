/// One row `basic = constant + Σ coef · sym` over its entries, sorted by symbol id.
///
/// Two sorts of rows share this storage:
/// - restricted rows (the basic symbol is a slack/error/dummy/artificial): a proper simplex
///   tableau row whose entries are non-basic restricted symbols only;
/// - definitions (the basic symbol is a user variable): the row as it was solved when the
///   variable became basic; entries may name other basic symbols and are evaluated lazily.
///
/// A `Row` value is how a row is built and passed around (its entries one array: symbol, column
/// position and coefficient side by side); the solver's tableau keeps its rows in a `RowStore`,
/// every row's entries a block of one shared array.
struct Row {
    /// One term of the row.
    struct Entry {
        var sym: Int32
        /// Once the row is in the tableau: where this row sits in the column of `sym`
        /// (`SymbolTable.cols`), so that leaving a column is O(1). -1 before insertion.
        var pos: Int32
        var coef: Double

        init(_ sym: Int32, _ coef: Double, pos: Int32 = -1) {
            self.sym = sym
            self.pos = pos
            self.coef = coef
        }
    }

    var basic: Int32
    var constant: Double
    var entries: [Entry]

    init(basic: Int32, constant: Double, entries: [Entry] = []) {
        self.basic = basic
        self.constant = constant
        self.entries = entries
    }

    /// Binary search for `s`; the index or nil.
    func index(of s: Int32) -> Int? {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let v = entries[mid].sym
            if v == s { return mid }
            if v < s { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    func coefficient(of s: Int32) -> Double {
        if let i = index(of: s) { return entries[i].coef }
        return 0
    }
}
