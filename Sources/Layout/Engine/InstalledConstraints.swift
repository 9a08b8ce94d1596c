import ConstraintSolver

/// The constraints installed in the engine's solver, each held once: in installation order with
/// its solver id, found by value through a `PositionIndex` and by solver id through a dense
/// table of positions. (Dictionaries keyed by the ~200-byte constraint held a copy per table,
/// the installed set, the by-id table and the addresses, about 1 KB per constraint with their
/// slack.)
///
/// It also hands out the constraints' fake addresses (1, 2, ... in first-request order), bound
/// to the constraint's value for the engine's life: an installed constraint's is kept beside it,
/// the address of one that is not installed (broken, or gone) in `retiredAddresses`, from where
/// it comes back if the same constraint is installed again.
struct InstalledConstraints {
    /// The installed constraints in installation order.
    private(set) var order: [ResolvedConstraint] = []
    /// `ids[i]` is where the solvers hold `order[i]`.
    private(set) var ids: [SolverSlot] = []
    private var index = PositionIndex()
    /// The position of each slot's constraint, indexed by `SolverSlot.rawValue`, or -1.
    private var positionOfID: [Int32] = []
    /// `addresses[i]` is the address of `order[i]`, 0 until one is asked for.
    private(set) var addresses: [Int] = []
    /// The addresses of constraints that are not installed.
    private var retiredAddresses: [ResolvedConstraint: Int] = [:]
    private var lastAddress = 0

    var count: Int { order.count }
    var isEmpty: Bool { order.isEmpty }

    /// The slot of an installed constraint equal to `c`.
    func id(of c: ResolvedConstraint) -> SolverSlot? { id(of: c, hash: c.storedHash) }

    /// The slot of an installed constraint equal to `c`, whose `storedHash` is `hash`.
    func id(of c: ResolvedConstraint, hash: Int) -> SolverSlot? {
        index.position(of: c, hash: hash, in: order).map { ids[$0] }
    }

    /// The address of the installed constraint at position `i`, given on first request.
    mutating func address(at i: Int) -> Int {
        if addresses[i] == 0 {
            lastAddress += 1
            addresses[i] = lastAddress
        }
        return addresses[i]
    }

    /// The address of `c`, installed or not, given on first request.
    mutating func address(of c: ResolvedConstraint) -> Int {
        if let i = index.position(of: c, in: order) { return address(at: i) }
        if let a = retiredAddresses[c] { return a }
        lastAddress += 1
        retiredAddresses[c] = lastAddress
        return lastAddress
    }

    /// The installed constraint in slot `id`.
    func constraint(for id: SolverSlot) -> ResolvedConstraint? {
        let r = id.rawValue
        guard r >= 0, r < positionOfID.count, positionOfID[r] >= 0 else { return nil }
        return order[Int(positionOfID[r])]
    }

    /// Makes room for `n` constraints in all (no rehashing while they are appended).
    mutating func reserveCapacity(_ n: Int) {
        order.reserveCapacity(n)
        ids.reserveCapacity(n)
        addresses.reserveCapacity(n)
        index.reserveCapacity(n)
    }

    /// Appends `c`, installed under `id` (callers check first that it is not installed).
    mutating func append(_ c: ResolvedConstraint, id: SolverSlot) { append(c, id: id, hash: c.storedHash) }

    /// `append(_:id:)` for a constraint whose `storedHash` is `hash`.
    mutating func append(_ c: ResolvedConstraint, id: SolverSlot, hash: Int) {
        order.append(c)
        ids.append(id)
        addresses.append(retiredAddresses.isEmpty ? 0 : retiredAddresses.removeValue(forKey: c) ?? 0)
        index.append(hash: hash)
        setPosition(order.count - 1, for: id)
    }

    /// Appends `c`, to be installed in a slot given later (`setSlot`): a concurrent install
    /// (`LayoutEngine.installConcurrently`) reserves its place in the order first.
    mutating func appendPending(_ c: ResolvedConstraint, hash: Int) {
        order.append(c)
        ids.append(SolverSlot.pending)
        addresses.append(retiredAddresses.isEmpty ? 0 : retiredAddresses.removeValue(forKey: c) ?? 0)
        index.append(hash: hash)
    }

    /// Gives the pending constraint at position `i` (`appendPending`) its slot.
    mutating func setSlot(_ id: SolverSlot, at i: Int) {
        ids[i] = id
        setPosition(i, for: id)
    }

    /// Removes the constraints from position `i` on.
    mutating func removeAll(from i: Int) {
        remove(at: Array(i..<order.count))
    }

    /// Puts `c`, installed under `id`, at position `i` in place of the constraint there (whose
    /// solver constraint the caller has dealt with).
    mutating func replace(at i: Int, with c: ResolvedConstraint, id: SolverSlot) {
        let old = ids[i].rawValue
        if old >= 0, old < positionOfID.count, positionOfID[old] == Int32(i) { positionOfID[old] = -1 }
        retireAddress(at: i)
        addresses[i] = retiredAddresses.isEmpty ? 0 : retiredAddresses.removeValue(forKey: c) ?? 0
        order[i] = c
        ids[i] = id
        index.replace(at: i, with: c)
        setPosition(i, for: id)
    }

    /// Removes the constraints at `positions`, keeping the order of the others.
    mutating func remove(at positions: [Int]) {
        guard !positions.isEmpty else { return }
        var drop = Array(repeating: false, count: order.count)
        for p in positions where p >= 0 && p < order.count { drop[p] = true }
        for i in order.indices where drop[i] { retireAddress(at: i) }
        let kept = order.indices.filter { !drop[$0] }
        order = kept.map { order[$0] }
        ids = kept.map { ids[$0] }
        addresses = kept.map { addresses[$0] }
        index.compact(keeping: kept)
        positionOfID = []
        for i in ids.indices { setPosition(i, for: ids[i]) }
    }

    /// Keeps the address of the constraint at `i`, which is leaving, with its value.
    private mutating func retireAddress(at i: Int) {
        if addresses[i] != 0 { retiredAddresses[order[i]] = addresses[i] }
    }

    private mutating func setPosition(_ i: Int, for id: SolverSlot) {
        let r = id.rawValue
        guard r >= 0 else { return }
        if r >= positionOfID.count {
            positionOfID.append(contentsOf: repeatElement(-1, count: max(r + 1 - positionOfID.count, positionOfID.count)))
        }
        positionOfID[r] = Int32(i)
    }
}
