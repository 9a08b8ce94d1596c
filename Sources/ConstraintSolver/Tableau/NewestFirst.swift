/// A basic user variable queued for expansion, keyed so that a `Heap` pops the newest first:
/// the largest first-appearance order, ties to the larger symbol id. Expanding newest first lets
/// references cancel before their older, possibly long definitions are opened.
struct NewestFirst: Comparable {
    /// The variable's first-appearance order (`SymbolTable.seq`).
    var order: Int32
    var symbol: Int32

    /// "Comes out of the heap first": reversed on purpose, the heap is a min-heap.
    static func < (a: NewestFirst, b: NewestFirst) -> Bool {
        a.order != b.order ? a.order > b.order : a.symbol > b.symbol
    }
}
