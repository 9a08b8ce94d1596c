/// A map from symbol id to a non-zero coefficient, for one level of the objective: an
/// open-addressing hash table (linear probing, at most three quarters full, deletion by
/// shifting back), so a level costs memory for the symbols it holds rather than for every
/// symbol the solver made. A dense array per level cost 8 bytes per symbol per level; at most a
/// fifth of the symbols have a cost at any one level.
///
/// A coefficient that becomes exactly 0 is removed, so reading an absent symbol gives 0 as the
/// dense array did. The table is only looked up, and listed in symbol order (`sortedEntries`),
/// so its layout decides no result.
struct SparseCoefficients: Sendable {
    /// Symbol of each slot, or `Self.empty`; the count is 0 or a power of two.
    private var keys: [Int32] = []
    private var values: [Double] = []
    /// Number of occupied slots.
    private(set) var count = 0
    /// `32 - log2(keys.count)`: the hash's shift.
    private var shift: UInt32 = 32

    private static let empty: Int32 = -1

    /// The coefficient of `s` (0 when it has none).
    subscript(s: Int32) -> Double {
        guard let i = slot(of: s) else { return 0 }
        return values[i]
    }

    /// `coefficient(s) += w`; removes `s` when the sum is 0.
    mutating func add(_ w: Double, to s: Int32) {
        if let i = slot(of: s) {
            let v = values[i] + w
            if v == 0 { removeSlot(i) } else { values[i] = v }
        } else if w != 0 {
            insertNew(s, w)
        }
    }

    /// Removes the coefficient of `s`; returns what it was (0 when it had none).
    @discardableResult
    mutating func remove(_ s: Int32) -> Double {
        guard let i = slot(of: s) else { return 0 }
        let v = values[i]
        removeSlot(i)
        return v
    }

    /// The symbols and their coefficients, in symbol order.
    func sortedEntries() -> [(symbol: Int32, coefficient: Double)] {
        keys.indices.filter { keys[$0] != Self.empty }.map { (keys[$0], values[$0]) }.sorted { $0.symbol < $1.symbol }
    }

    private func home(_ s: Int32) -> Int {
        Int((UInt32(bitPattern: s) &* 0x9E37_79B1) >> shift)
    }

    private func slot(of s: Int32) -> Int? {
        guard count > 0 else { return nil }
        let mask = keys.count - 1
        var i = home(s)
        while true {
            let k = keys[i]
            if k == s { return i }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    private mutating func insertNew(_ s: Int32, _ v: Double) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let mask = keys.count - 1
        var i = home(s)
        while keys[i] != Self.empty { i = (i + 1) & mask }
        keys[i] = s
        values[i] = v
        count += 1
    }

    /// Empties slot `i` and moves back the entries after it that probed past it.
    private mutating func removeSlot(_ i: Int) {
        let mask = keys.count - 1
        var hole = i
        var j = (i + 1) & mask
        while keys[j] != Self.empty {
            let h = home(keys[j])
            // `j`'s entry may move into the hole when its home is not in (hole, j] cyclically.
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = Self.empty
        values[hole] = 0
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let size = max(16, keys.count * 2)
        keys = Array(repeating: Self.empty, count: size)
        values = Array(repeating: 0, count: size)
        shift = UInt32(32 - size.trailingZeroBitCount)
        count = 0
        for i in oldKeys.indices where oldKeys[i] != Self.empty { insertNew(oldKeys[i], oldValues[i]) }
    }
}
