/// The column index's storage: for each symbol, the rows whose entries hold it (any order), all
/// in one shared array of row indices.
///
/// A column is a block of that array whose room is one of a fixed series of sizes (1, 2, 3, 4,
/// 6, 8, 12, ...: each about 1.5 times the one before). A column that outgrows its block moves to
/// a block of the next size, and the old block goes on a free list of its size for the next
/// column that needs one. A column that empties gives its block back; one that falls to a
/// quarter of its room moves to a block of its size.
///
/// One array of `[Int32]` per symbol cost a 32-byte header and a heap block each (about 48
/// bytes a column beyond its rows, and room doubled on growth): the column index was a
/// seventh of the solver's memory.
///
/// The order of a column's rows is exactly what `Array` gave (`append`, `swapRemove`, `set`), so
/// the solver's results do not depend on where a block lies.
struct ColumnStore: Sendable {
    /// Every block, one after another; a free block holds the start of the next free block of
    /// its size at its first slot (-1 ends the list).
    private var storage: [Int32] = []
    /// Per symbol: where its block starts, how many rows it holds, and its size class
    /// (0 when it has no block).
    private var start: [Int32] = []
    private var counts: [Int32] = []
    private var classes: [UInt8] = []
    /// The first free block of each size class, or -1.
    private var freeBlocks: [Int32] = Array(repeating: -1, count: ColumnStore.capacities.count)

    /// The room of each size class; class 0 is no block.
    private static let capacities: [Int32] = {
        var caps: [Int32] = [0, 1, 2, 3]
        while let last = caps.last, last < Int32.max / 3 {
            caps.append(caps[caps.count - 2] * 2)
        }
        return caps
    }()

    /// Makes room for `n` more slots in the shared array.
    mutating func reserveSlots(_ n: Int) {
        storage.reserveCapacity(storage.count + n)
    }

    /// Makes room for `n` more columns.
    mutating func reserveColumns(_ n: Int) {
        start.reserveCapacity(start.count + n)
        counts.reserveCapacity(counts.count + n)
        classes.reserveCapacity(classes.count + n)
    }

    /// Adds an empty column (for a new symbol).
    mutating func appendColumn() {
        start.append(0)
        counts.append(0)
        classes.append(0)
    }

    /// Number of columns (one per symbol).
    var columnCount: Int { counts.count }

    /// Number of rows in the column of `s`.
    func count(_ s: Int32) -> Int { Int(counts[Int(s)]) }

    /// The rows of the column of `s`, as a copy (for callers that change columns meanwhile).
    func rows(_ s: Int32) -> [Int32] {
        let si = Int(s), first = Int(start[si])
        return Array(storage[first..<first + Int(counts[si])])
    }

    /// The row at `i` of the column of `s`.
    subscript(s: Int32, i: Int) -> Int32 {
        storage[Int(start[Int(s)]) + i]
    }

    /// Calls `body` with each row of the column of `s`, in order. `body` must not change columns.
    @inline(__always)
    func forEachRow(_ s: Int32, _ body: (Int32) -> Void) {
        let si = Int(s)
        var i = Int(start[si])
        let end = i + Int(counts[si])
        while i < end { body(storage[i]); i += 1 }
    }

    /// Appends `r` to the column of `s`; returns its position there.
    mutating func append(_ s: Int32, _ r: Int32) -> Int32 {
        let si = Int(s)
        let n = counts[si]
        if n == Self.capacities[Int(classes[si])] { grow(si) }
        storage[Int(start[si] + n)] = r
        counts[si] = n + 1
        return n
    }

    /// Removes the row at `i` of the column of `s` in O(1): the last row moves into the hole.
    /// Returns the row that moved, or nil when `i` was the last.
    mutating func swapRemove(_ s: Int32, at i: Int32) -> Int32? {
        let si = Int(s)
        let last = counts[si] - 1
        var moved: Int32? = nil
        if i != last {
            let m = storage[Int(start[si] + last)]
            storage[Int(start[si] + i)] = m
            moved = m
        }
        counts[si] = last
        if last == 0 {
            release(si)
        } else if Int(last) * 4 <= Int(Self.capacities[Int(classes[si])]) {
            relocate(si, to: Self.sizeClass(for: Int(last)))
        }
        return moved
    }

    /// Replaces the column of `s` by `list`.
    mutating func set(_ s: Int32, _ list: [Int32]) {
        let si = Int(s)
        if Int(Self.capacities[Int(classes[si])]) < list.count || list.isEmpty { release(si) }
        if !list.isEmpty && classes[si] == 0 { take(si, class: Self.sizeClass(for: list.count)) }
        let first = Int(start[si])
        for (k, r) in list.enumerated() { storage[first + k] = r }
        counts[si] = Int32(list.count)
    }

    /// Empties the column of `s`.
    mutating func clear(_ s: Int32) {
        counts[Int(s)] = 0
        release(Int(s))
    }

    /// Total rows over all columns (for the consistency check).
    var totalCount: Int { counts.reduce(0) { $0 + Int($1) } }

    /// Slots in the shared array, free blocks included (for tests and measurements).
    var storageCount: Int { storage.count }

    private static func sizeClass(for n: Int) -> Int {
        var c = 1
        while Int(capacities[c]) < n { c += 1 }
        return c
    }

    /// Moves the column at `si` to a block of the next size class.
    private mutating func grow(_ si: Int) {
        relocate(si, to: Int(classes[si]) + 1)
    }

    /// Moves the column at `si` to a block of class `c`, rows and all.
    private mutating func relocate(_ si: Int, to c: Int) {
        let oldClass = Int(classes[si]), oldStart = Int(start[si]), n = Int(counts[si])
        take(si, class: c)
        if oldClass > 0 {
            let newStart = Int(start[si])
            storage.withUnsafeMutableBufferPointer { b in
                guard let base = b.baseAddress else { return }
                (base + newStart).update(from: base + oldStart, count: n)  // distinct blocks
            }
            free(Int32(oldStart), class: oldClass)
        }
    }

    /// Gives the column at `si` a block of class `c` (its rows are not copied): a free block of
    /// that class, else a new block at the end.
    private mutating func take(_ si: Int, class c: Int) {
        let head = freeBlocks[c]
        if head >= 0 {
            freeBlocks[c] = storage[Int(head)]
            start[si] = head
        } else {
            start[si] = Int32(storage.count)
            storage.append(contentsOf: repeatElement(0, count: Int(Self.capacities[c])))
        }
        classes[si] = UInt8(c)
    }

    /// Returns the block of the column at `si`, if any, to its free list.
    private mutating func release(_ si: Int) {
        let c = Int(classes[si])
        guard c > 0 else { return }
        free(start[si], class: c)
        classes[si] = 0
        start[si] = 0
    }

    private mutating func free(_ block: Int32, class c: Int) {
        storage[Int(block)] = freeBlocks[c]
        freeBlocks[c] = block
    }
}
