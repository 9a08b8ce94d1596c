/// The kind of a tableau symbol.
enum SymbolKind: UInt8 {
    /// A user variable (unrestricted in sign).
    case external
    /// The slack of an inequality (>= 0).
    case slack
    /// An error of an optional constraint (>= 0, costs at its priority level).
    case error
    /// The marker of a required equality (fixed at 0; never enters the basis while optimizing).
    case dummy
    /// A phase-1 artificial variable (>= 0).
    case artificial
}

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

    init(basic: Int32, constant: Double, syms: [Int32] = [], coefs: [Double] = []) {
        self.basic = basic
        self.constant = constant
        self.syms = syms
        self.coefs = coefs
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
