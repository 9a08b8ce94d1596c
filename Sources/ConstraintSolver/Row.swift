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

/// A max-heap of (seq, symbol) used to expand definitions newest first, so that
/// references cancel before their (older, possibly long) definitions are expanded.
struct SeqHeap {
    private var items: [(Int, Int32)] = []
    var isEmpty: Bool { items.isEmpty }
    private static func above(_ a: (Int, Int32), _ b: (Int, Int32)) -> Bool {
        a.0 != b.0 ? a.0 > b.0 : a.1 > b.1
    }
    mutating func push(_ seq: Int, _ s: Int32) {
        items.append((seq, s))
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if Self.above(items[i], items[p]) { items.swapAt(i, p); i = p } else { break }
        }
    }
    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && Self.above(items[l], items[m]) { m = l }
                if r < items.count && Self.above(items[r], items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top.1
    }
}

/// A min-heap of symbol ids (Bland's rule: the smallest eligible id enters).
struct IDHeap {
    private var items: [Int32] = []
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ s: Int32) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if items[i] < items[p] { items.swapAt(i, p); i = p } else { break }
        }
    }
    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
