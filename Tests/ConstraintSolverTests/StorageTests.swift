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
        for (order, symbol) in [(3, 10), (7, 2), (3, 12), (1, 40), (7, 1)] as [(Int, Int32)] {
            heap.push(NewestFirst(order: order, symbol: symbol))
        }
        var out: [Int32] = []
        while let e = heap.pop() { out.append(e.symbol) }
        XCTAssertEqual(out, [2, 1, 12, 10, 40])
    }

    func testSymbolTableKeepsArraysInStep() {
        var t = SymbolTable()
        let a = t.append(.external), b = t.append(.slack), c = t.append(.external)
        XCTAssertEqual([a, b, c], [0, 1, 2])
        XCTAssertEqual(t.count, 3)
        for n in [t.kind.count, t.rowOf.count, t.seq.count, t.cols.count, t.owner.count, t.values.count] {
            XCTAssertEqual(n, 3)
        }
        XCTAssertTrue(t.names.isEmpty, "only given names are stored")
        XCTAssertEqual(t.rowOf, [-1, -1, -1])
        XCTAssertEqual(t.owner, [-1, -1, -1])
        t.markSeen(c)
        t.markSeen(a)
        t.markSeen(c)          // already seen: keeps its order
        XCTAssertEqual(t.seq, [2, 0, 1])
        t.markNewest(c)
        XCTAssertEqual(t.seq, [2, 0, 3])
    }

    func testObjectiveLevelsHighestFirstAndLexicographicSign() {
        var o = Objective()
        for _ in 0..<3 { o.appendSymbol() }
        let low = o.level(of: 250, symbolCount: 3)
        let high = o.level(of: 750, symbolCount: 3)
        XCTAssertEqual(o.level(of: 250, symbolCount: 3), low)
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
        XCTAssertEqual(o.coefficients.map(\.count), [4, 4])
        var popped: [Int32] = []
        while let j = o.popCandidate() { popped.append(j) }
        XCTAssertEqual(popped, [0, 1, 2])   // each queued once, smallest id first
    }
}
