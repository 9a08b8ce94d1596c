/// An open-addressing hash index of positions in an array of constraints that the caller keeps
/// (passed to every call): finds a constraint's position by value without a second copy of the
/// constraints (a `Set` or `Dictionary` of ~200-byte keys holds one, with its slack).
///
/// Hashes only find candidates and equality decides, so Swift's per-process hash seed never
/// changes a result.
struct PositionIndex {
    /// `hashes[i]` is the low 32 bits of the hash of the array's element `i` (all a bucket
    /// index uses below 2³² buckets; a match only makes a candidate, equality decides).
    private(set) var hashes: [UInt32] = []
    /// Positions, or `Self.empty` / `Self.deleted`; the count is 0 or a power of two.
    private var buckets: [Int32] = []
    private var deletedBuckets = 0

    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2

    /// An index of `elements` (which must be distinct).
    init(_ elements: [ResolvedConstraint] = []) {
        hashes = elements.map { Self.low($0.storedHash) }
        rebuild(minimumCount: elements.count)
    }

    /// Makes room for `n` positions in all (no rebuild while they are appended).
    mutating func reserveCapacity(_ n: Int) {
        hashes.reserveCapacity(n)
        if Self.bucketCount(for: n) > buckets.count { rebuild(minimumCount: n) }
    }

    /// The position of an element equal to `c`.
    func position(of c: ResolvedConstraint, in elements: [ResolvedConstraint]) -> Int? {
        position(of: c, hash: c.storedHash, in: elements)
    }

    /// The position of an element equal to `c`, whose `storedHash` is `hash`.
    func position(of c: ResolvedConstraint, hash: Int, in elements: [ResolvedConstraint]) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let h = Self.low(hash)
        let mask = buckets.count - 1
        var b = Int(h) & mask
        while true {
            let p = buckets[b]
            if p == Self.empty { return nil }
            if p >= 0, hashes[Int(p)] == h, elements[Int(p)] == c { return Int(p) }
            b = (b + 1) & mask
        }
    }

    /// Indexes the element just appended to the array (`c`, at position `hashes.count`).
    mutating func append(_ c: ResolvedConstraint) { append(hash: c.storedHash) }

    /// Indexes the element just appended to the array, whose `storedHash` is `hash`.
    mutating func append(hash: Int) {
        hashes.append(Self.low(hash))
        if (hashes.count + deletedBuckets) * 2 > buckets.count {
            rebuild(minimumCount: hashes.count)
        } else {
            insert(hashes.count - 1)
        }
    }

    /// Re-indexes position `i`, whose element became `c`.
    mutating func replace(at i: Int, with c: ResolvedConstraint) {
        remove(i)
        hashes[i] = Self.low(c.storedHash)
        insert(i)
        if (hashes.count + deletedBuckets) * 4 > buckets.count * 3 { rebuild(minimumCount: hashes.count) }
    }

    /// Re-indexes after the array kept only the positions `kept` (ascending), in that order.
    mutating func compact(keeping kept: [Int]) {
        hashes = kept.map { hashes[$0] }
        rebuild(minimumCount: hashes.count)
    }

    private mutating func insert(_ i: Int) {
        let mask = buckets.count - 1
        var b = Int(hashes[i]) & mask
        while buckets[b] >= 0 { b = (b + 1) & mask }
        if buckets[b] == Self.deleted { deletedBuckets -= 1 }
        buckets[b] = Int32(i)
    }

    private mutating func remove(_ i: Int) {
        let mask = buckets.count - 1
        var b = Int(hashes[i]) & mask
        while buckets[b] != Int32(i) {
            if buckets[b] == Self.empty { return }
            b = (b + 1) & mask
        }
        buckets[b] = Self.deleted
        deletedBuckets += 1
    }

    private mutating func rebuild(minimumCount n: Int) {
        buckets = Array(repeating: Self.empty, count: Self.bucketCount(for: max(n, hashes.count)))
        deletedBuckets = 0
        for i in hashes.indices { insert(i) }
    }

    private static func low(_ h: Int) -> UInt32 { UInt32(truncatingIfNeeded: h) }

    /// A power of two at least twice `n` (at most half full), at least 16.
    private static func bucketCount(for n: Int) -> Int {
        var c = 16
        while c < 2 * n { c <<= 1 }
        return c
    }
}
