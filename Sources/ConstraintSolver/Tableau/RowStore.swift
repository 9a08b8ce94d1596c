/// The tableau's rows: each row's basic symbol and constant in two tables, and its entries a
/// block of one shared array of entries.
///
/// A row's block has a room from a fixed series of sizes (`RowStore.capacities`: every size up to
/// 8, then each a quarter more than the one before: 10, 12, 15, 18, 22, ...; with the column
/// store's series, 1, 2, 3, 4, 6, 8, 12, ..., rows held a tenth more room than entries). Rows are written whole (`store`): when the
/// new entries need another size of block, the row moves to a block of that size and the old one
/// goes on a free list of its size, for the next row that needs one. An empty row has no block.
///
/// An array of entries per row cost a 32-byte header and a heap block each (about 48 bytes a
/// row beyond its entries): the rows were a fifth of the solver's memory.
///
/// Rows are read in place (`basic`, `constant`, `entries(_:)`, `forEachEntry`), or copied out
/// as a `Row` (`subscript`) where speed does not matter. Removed rows keep their slot (basic -1);
/// `Solver.freeRows` hands the slot out again, as before.
struct RowStore: Sendable {
    /// Per row: its basic symbol (-1 for a free slot) and constant.
    private(set) var basics: [Int32] = []
    private(set) var constants: [Double] = []
    /// Per row: where its block starts, how many entries it holds, and its size class (0 when
    /// it has no block).
    private var start: [Int32] = []
    private var counts: [Int32] = []
    private var classes: [UInt8] = []
    /// Every block, one after another; a free block holds the start of the next free block of
    /// its size in its first entry's `sym` (-1 ends the list).
    private var storage: [Row.Entry] = []
    /// The first free block of each size class, or -1.
    private var freeBlocks: [Int32] = Array(repeating: -1, count: RowStore.capacities.count)

    /// The room of each size class; class 0 is no block.
    static let capacities: [Int32] = {
        var caps: [Int32] = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        while let last = caps.last, last < Int32.max / 2 {
            caps.append(last + last / 4)
        }
        return caps
    }()

    /// Number of row slots, free ones included.
    var count: Int { basics.count }

    /// Makes room for `n` more row slots, and for `entries` more entries in the shared array.
    mutating func reserveCapacity(_ n: Int, entries: Int) {
        storage.reserveCapacity(storage.count + entries)
        basics.reserveCapacity(basics.count + n)
        constants.reserveCapacity(constants.count + n)
        start.reserveCapacity(start.count + n)
        counts.reserveCapacity(counts.count + n)
        classes.reserveCapacity(classes.count + n)
    }

    /// Adds an empty slot (basic -1, no entries); returns its index.
    mutating func appendSlot() -> Int32 {
        basics.append(-1)
        constants.append(0)
        start.append(0)
        counts.append(0)
        classes.append(0)
        return Int32(basics.count - 1)
    }

    /// The basic symbol of row `r` (-1 for a free slot).
    @inline(__always)
    func basic(_ r: Int32) -> Int32 { basics[Int(r)] }

    /// The constant of row `r`.
    @inline(__always)
    func constant(_ r: Int32) -> Double { constants[Int(r)] }

    @inline(__always)
    mutating func setConstant(_ r: Int32, _ k: Double) { constants[Int(r)] = k }

    /// Number of entries of row `r`.
    @inline(__always)
    func entryCount(_ r: Int32) -> Int { Int(counts[Int(r)]) }

    /// The entry at `i` of row `r`.
    @inline(__always)
    func entry(_ r: Int32, _ i: Int) -> Row.Entry { storage[Int(start[Int(r)]) + i] }

    /// Sets the column position recorded in the entry at `i` of row `r`.
    @inline(__always)
    mutating func setPos(_ r: Int32, _ i: Int, _ pos: Int32) {
        storage[Int(start[Int(r)]) + i].pos = pos
    }

    /// Calls `body` with each entry of row `r`, in order. `body` must not change the rows.
    @inline(__always)
    func forEachEntry(_ r: Int32, _ body: (Row.Entry) -> Void) {
        var i = Int(start[Int(r)])
        let end = i + Int(counts[Int(r)])
        while i < end { body(storage[i]); i += 1 }
    }

    /// Binary search for `s` among the entries of row `r`; the index or nil.
    @inline(__always)
    func index(_ r: Int32, of s: Int32) -> Int? {
        let first = Int(start[Int(r)]), n = Int(counts[Int(r)])
        return storage.withUnsafeBufferPointer { b in
            var lo = first, hi = first + n
            while lo < hi {
                let mid = (lo + hi) >> 1
                let v = b[mid].sym
                if v == s { return mid - first }
                if v < s { lo = mid + 1 } else { hi = mid }
            }
            return nil
        }
    }

    /// The coefficient of `s` in row `r` (0 when absent).
    func coefficient(_ r: Int32, of s: Int32) -> Double {
        if let i = index(r, of: s) { return entry(r, i).coef }
        return 0
    }

    /// The entries of row `r`, as an array.
    func entries(_ r: Int32) -> [Row.Entry] {
        let first = Int(start[Int(r)])
        return Array(storage[first..<first + Int(counts[Int(r)])])
    }

    /// Appends the entries of row `r` to `out`.
    func appendEntries(of r: Int32, to out: inout [Row.Entry]) {
        let first = Int(start[Int(r)]), n = Int(counts[Int(r)])
        storage.withUnsafeBufferPointer { b in
            out.append(contentsOf: UnsafeBufferPointer(rebasing: b[first..<first + n]))
        }
    }

    /// Row `r` copied out (for callers where an allocation does not matter).
    subscript(r: Int32) -> Row {
        Row(basic: basics[Int(r)], constant: constants[Int(r)], entries: entries(r))
    }

    /// Writes `row` (basic, constant and entries, positions included) into slot `r`.
    mutating func store(_ r: Int32, _ row: borrowing Row) {
        store(r, basic: row.basic, constant: row.constant, entries: row.entries)
    }

    /// Writes a row into slot `r`: its block is reused when the entries need the same size of
    /// block, else it moves to a block of their size.
    mutating func store(_ r: Int32, basic: Int32, constant: Double, entries: [Row.Entry]) {
        let ri = Int(r), n = entries.count
        let c = n == 0 ? 0 : Self.sizeClass(for: n)
        if c != Int(classes[ri]) {
            release(ri)
            if c > 0 { take(ri, class: c) }
        }
        let first = Int(start[ri])
        storage.withUnsafeMutableBufferPointer { b in
            entries.withUnsafeBufferPointer { src in
                guard let base = b.baseAddress, let from = src.baseAddress else { return }
                (base + first).update(from: from, count: n)
            }
        }
        counts[ri] = Int32(n)
        basics[ri] = basic
        constants[ri] = constant
    }

    /// Empties slot `r` (basic -1, constant 0, no block).
    mutating func clear(_ r: Int32) {
        let ri = Int(r)
        release(ri)
        counts[ri] = 0
        basics[ri] = -1
        constants[ri] = 0
    }

    /// Removes the entry at `i` of row `r`, keeping the others in order.
    mutating func removeEntry(_ r: Int32, at i: Int) {
        var e = entries(r)
        e.remove(at: i)
        store(r, basic: basics[Int(r)], constant: constants[Int(r)], entries: e)
    }

    /// Entries in the shared array, free blocks included (for tests and measurements).
    var storageCount: Int { storage.count }

    /// Calls `body` with read-only views of the rows (for the hot loops of expansion and
    /// evaluation).
    func withView<T>(_ body: (RowView) -> T) -> T {
        constants.withUnsafeBufferPointer { k in
            start.withUnsafeBufferPointer { s in
                counts.withUnsafeBufferPointer { n in
                    storage.withUnsafeBufferPointer { e in
                        body(RowView(constants: k, start: s, counts: n, storage: e))
                    }
                }
            }
        }
    }

    private static func sizeClass(for n: Int) -> Int {
        var c = 1
        while Int(capacities[c]) < n { c += 1 }
        return c
    }

    /// Gives row `ri` a block of class `c`: a free block of that class, else a new block at the end.
    private mutating func take(_ ri: Int, class c: Int) {
        let head = freeBlocks[c]
        if head >= 0 {
            freeBlocks[c] = storage[Int(head)].sym
            start[ri] = head
        } else {
            start[ri] = Int32(storage.count)
            storage.append(contentsOf: repeatElement(Row.Entry(-1, 0), count: Int(Self.capacities[c])))
        }
        classes[ri] = UInt8(c)
    }

    /// Returns the block of row `ri`, if any, to its free list.
    private mutating func release(_ ri: Int) {
        let c = Int(classes[ri])
        guard c > 0 else { return }
        storage[Int(start[ri])].sym = freeBlocks[c]
        freeBlocks[c] = start[ri]
        classes[ri] = 0
        start[ri] = 0
    }
}

/// Read-only buffer views of a `RowStore`, valid inside `RowStore.withView`.
struct RowView {
    let constants: UnsafeBufferPointer<Double>
    let start: UnsafeBufferPointer<Int32>
    let counts: UnsafeBufferPointer<Int32>
    let storage: UnsafeBufferPointer<Row.Entry>

    /// The entries of row `r`.
    @inline(__always)
    func entries(_ r: Int) -> UnsafeBufferPointer<Row.Entry> {
        let first = Int(start[r])
        return UnsafeBufferPointer(rebasing: storage[first..<first + Int(counts[r])])
    }
}
