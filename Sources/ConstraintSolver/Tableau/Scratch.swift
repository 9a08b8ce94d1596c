/// Buffers the solver reuses between operations so that the add and pivot paths do not
/// allocate once capacities settle. They carry no state between operations: the dense
/// accumulator is all zero/false and the lists are empty whenever no operation is running.
struct Scratch: Sendable {
    /// Dense accumulator of `Solver.expandFast`, indexed by symbol id.
    var acc: [Double] = []
    /// Whether a symbol is in `touched` (same indexing as `acc`).
    var inAcc: [Bool] = []
    /// The symbols `acc` holds, in order of first touch.
    var touched: [Int32] = []
    /// Definitions waiting to be expanded.
    var heap = Heap<NewestFirst>()
    /// Entries of the row `Solver.substitute` is building, and a copy of the row it rewrites.
    var entries: [Row.Entry] = []
    var rowEntries: [Row.Entry] = []

    /// Makes room for a dense accumulator of `count` symbols (it grows to the symbols as they
    /// are made).
    mutating func reserveCapacity(forSymbols count: Int) {
        acc.reserveCapacity(count)
        inAcc.reserveCapacity(count)
    }

    /// Grows the dense accumulator to `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        if acc.count < count {
            acc.append(contentsOf: repeatElement(0, count: count - acc.count))
            inAcc.append(contentsOf: repeatElement(false, count: count - inAcc.count))
        }
    }
}
