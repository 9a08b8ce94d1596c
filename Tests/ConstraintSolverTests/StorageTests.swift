import XCTest
@testable import ConstraintSolver

/// The solver's internal containers: the one heap (both orders it is used with), the symbol
/// table's arrays in step, and the objective's level order.
final class StorageTests: XCTestCase {
    /// A tiny deterministic generator (no global random state in tests).
    struct LCG {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    func testHeapPopsSmallestFirstWithDuplicates() {
        var rng = LCG(state: 7)
        var heap = Heap<Int32>()
        var pushed: [Int32] = []
        var popped: [Int32] = []
        for round in 0..<200 {
            for _ in 0..<(1 + rng.next(5)) {
                let x = Int32(rng.next(50))
                heap.push(x); pushed.append(x)
            }
            if round % 3 == 0, let x = heap.pop() { popped.append(x) }
        }
        let interleaved = popped.count
        while let x = heap.pop() { popped.append(x) }
        XCTAssertTrue(heap.isEmpty)
        XCTAssertEqual(popped.sorted(), pushed.sorted())
        // Once only pops remain, they come out in ascending order.
        let tail = Array(popped[interleaved...])
        XCTAssertEqual(tail, tail.sorted())
    }

    func testNewestFirstPopsLargestOrderThenLargestSymbol() {
        var heap = Heap<NewestFirst>()
        for (order, symbol) in [(3, 10), (7, 2), (3, 12), (1, 40), (7, 1)] as [(Int32, Int32)] {
            heap.push(NewestFirst(order: order, symbol: symbol))
        }
        var out: [Int32] = []
        while let e = heap.pop() { out.append(e.symbol) }
        XCTAssertEqual(out, [2, 1, 12, 10, 40])
    }

    func testConstraintRecordIs32BytesAndGivesBackTheConstraint() {
        XCTAssertEqual(MemoryLayout<Solver.ConsInfo?>.stride, 32)
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let optional = Constraint(x + 2 * y, .lessThanOrEqual, 10, priority: Priority(999.5))
        let stay = Constraint(x, .equal, 3, priority: Priority(0.5))
        let required = Constraint(x - y, .greaterThanOrEqual, 1)
        let ids = [optional, stay, required].map { try? s.add($0) }
        XCTAssertEqual(ids.compactMap { $0.flatMap(s.constraint) }, [optional, stay, required])
        if let id = ids[0] { try? s.updateConstant(-7, of: id) }
        XCTAssertEqual(ids[0].flatMap(s.constraint)?.expression.constant, -7)
        XCTAssertEqual(ids[0].flatMap(s.constraint)?.priority, Priority(999.5))
    }

    func testReservingSymbolsAddsNone() {
        var t = SymbolTable()
        _ = t.append(.external)
        t.reserveCapacity(100)
        XCTAssertEqual(t.count, 1)
        XCTAssertEqual(t.cols.columnCount, 1)
        XCTAssertEqual(t.append(.slack), 1)
        XCTAssertEqual(t.rowOf, [-1, -1])
        var scratch = Scratch()
        scratch.reserveCapacity(forSymbols: 64)
        XCTAssertTrue(scratch.acc.isEmpty && scratch.inAcc.isEmpty, "room only: all-zero/false stays empty")
        scratch.reserveSymbols(3)
        XCTAssertEqual(scratch.acc, [0, 0, 0])
        var s = Solver()
        s.reserveCapacity(forConstraints: 50)
        let x = s.makeVariable()
        XCTAssertEqual(try? s.add(Constraint(x, .equal, 4)), ConstraintID(0))
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 4)
    }

    func testSymbolTableKeepsArraysInStep() {
        var t = SymbolTable()
        let a = t.append(.external), b = t.append(.slack), c = t.append(.external)
        XCTAssertEqual([a, b, c], [0, 1, 2])
        XCTAssertEqual(t.count, 3)
        for n in [t.kind.count, t.rowOf.count, t.seq.count, t.cols.columnCount, t.values.count] {
            XCTAssertEqual(n, 3)
        }
        XCTAssertTrue(t.names.isEmpty, "only given names are stored")
        XCTAssertEqual(t.rowOf, [-1, -1, -1])
        XCTAssertEqual([a, b, c].map { t.owner($0) }, [-1, -1, -1])
        t.setOwner(b, 0)       // constraint 0: the same number as "not seen yet"
        t.setOwner(a, 5)       // a user variable has no owner: ignored
        XCTAssertEqual([a, b, c].map { t.owner($0) }, [-1, 0, -1])
        t.markSeen(c)
        t.markSeen(a)
        t.markSeen(c)          // already seen: keeps its order
        t.markSeen(b)          // not a user variable: keeps its owner
        XCTAssertEqual(t.seq, [2, 0, 1])
        XCTAssertEqual(t.owner(b), 0)
        t.markNewest(c)
        XCTAssertEqual(t.seq, [2, 0, 3])
    }

    func testObjectiveLevelsHighestFirstAndLexicographicSign() {
        var o = Objective()
        for _ in 0..<3 { o.appendSymbol() }
        let low = o.level(of: 250)
        let high = o.level(of: 750)
        XCTAssertEqual(o.level(of: 250), low)
        XCTAssertEqual(o.order, [high, low])
        o.add(1, 0, at: low)            // symbol 0 costs at 250 only
        o.add(-5, 1, at: low)           // symbol 1: -5 at 250 but +1 at 750
        o.add(1, 1, at: high)
        XCTAssertFalse(o.isNegative(0))
        XCTAssertFalse(o.isNegative(1))  // the higher level decides
        XCTAssertTrue(o.isZeroAtConstraintLevels(2))
        o.add(-1, 2, at: low)
        XCTAssertTrue(o.isNegative(2))
        o.appendSymbol()
        XCTAssertEqual(o.coefficients.map(\.count), [3, 1], "only the non-zero coefficients are held")
        o.add(-1, 1, at: high)
        XCTAssertEqual(o.coefficients[high].count, 0, "a coefficient that sums to 0 is dropped")
        var popped: [Int32] = []
        while let j = o.popCandidate() { popped.append(j) }
        XCTAssertEqual(popped, [0, 1, 2])   // each queued once, smallest id first
    }

    /// The sparse level against a dictionary, through random adds and removals that collide in
    /// small tables and wrap around their end (deletion shifts entries back).
    func testSparseCoefficientsAgreeWithADictionary() {
        var rng = SplitMix(seed: 17)
        for round in 0..<40 {
            var sparse = SparseCoefficients()
            var reference: [Int32: Double] = [:]
            let symbols = Int32(4 + round * 7)
            for _ in 0..<2_000 {
                let s = Int32(rng.next() % UInt64(symbols))
                switch rng.next() % 4 {
                case 0:
                    XCTAssertEqual(sparse.remove(s), reference.removeValue(forKey: s) ?? 0)
                case 1:
                    // cancels the coefficient exactly
                    let w = -(reference[s] ?? 0)
                    sparse.add(w, to: s)
                    reference[s] = nil
                default:
                    let w = Double(Int(rng.next() % 9) - 4)
                    sparse.add(w, to: s)
                    let v = (reference[s] ?? 0) + w
                    reference[s] = v == 0 ? nil : v
                }
                XCTAssertEqual(sparse[s], reference[s] ?? 0)
            }
            XCTAssertEqual(sparse.count, reference.count)
            for s in 0..<symbols { XCTAssertEqual(sparse[s], reference[s] ?? 0, "round \(round), symbol \(s)") }
            XCTAssertEqual(sparse.sortedEntries().map(\.symbol), reference.keys.sorted())
        }
    }
}
