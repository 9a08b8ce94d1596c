/// One row `basic = constant + Σ coefs[i] * syms[i]`, entries sorted by symbol id.
///
/// Two sorts of rows share this storage:
/// - restricted rows (the basic symbol is a slack/error/dummy/artificial): a proper simplex
///   tableau row whose entries are non-basic restricted symbols only;
/// - definitions (the basic symbol is a user variable): the row as it was solved when the
///   variable became basic; entries may name other basic symbols and are evaluated lazily.
struct Row {
    var basic: Int32
    var constant: Double
    var syms: [Int32]
    var coefs: [Double]
    /// Once the row is in the tableau: `pos[i]` is where this row sits in the column of
    /// `syms[i]` (`SymbolTable.cols`), so that leaving a column is O(1). Empty before insertion.
    var pos: [Int32]

    init(basic: Int32, constant: Double, syms: [Int32] = [], coefs: [Double] = [], pos: [Int32] = []) {
        self.basic = basic
        self.constant = constant
        self.syms = syms
        self.coefs = coefs
        self.pos = pos
    }

    /// Binary search for `s`; the index or nil.
    func index(of s: Int32) -> Int? {
        var lo = 0, hi = syms.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let v = syms[mid]
            if v == s { return mid }
            if v < s { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    func coefficient(of s: Int32) -> Double {
        if let i = index(of: s) { return coefs[i] }
        return 0
    }
}
