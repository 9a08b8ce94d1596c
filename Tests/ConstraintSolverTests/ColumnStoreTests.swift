import XCTest
@testable import ConstraintSolver

/// `ColumnStore` against the `[[Int32]]` it replaced: the same rows in the same order after any
/// mix of appends, swap-removals, replacements and clears, with freed blocks reused.
final class ColumnStoreTests: XCTestCase {
    func testMatchesArrayOfArraysUnderRandomEdits() {
        var rng = StorageTests.LCG(state: 11)
        var store = ColumnStore()
        var model: [[Int32]] = []
        for _ in 0..<40 { store.appendColumn(); model.append([]) }
        for step in 0..<20_000 {
            let s = rng.next(model.count)
            let s32 = Int32(s)
            switch rng.next(10) {
            case 0..<5:
                let r = Int32(rng.next(1000))
                XCTAssertEqual(store.append(s32, r), Int32(model[s].count))
                model[s].append(r)
            case 5..<8:
                guard !model[s].isEmpty else { continue }
                let i = rng.next(model[s].count)
                let last = model[s].count - 1
                let moved = store.swapRemove(s32, at: Int32(i))
                XCTAssertEqual(moved, i == last ? nil : model[s][last])
                model[s][i] = model[s][last]
                model[s].removeLast()
            case 8:
                let list = (0..<rng.next(30)).map { _ in Int32(rng.next(1000)) }
                store.set(s32, list)
                model[s] = list
            default:
                if rng.next(4) == 0 { store.clear(s32); model[s] = [] }
            }
            if step % 500 == 0 { store.appendColumn(); model.append([]) }
        }
        for s in model.indices {
            XCTAssertEqual(store.count(Int32(s)), model[s].count)
            XCTAssertEqual(store.rows(Int32(s)), model[s])
            var seen: [Int32] = []
            store.forEachRow(Int32(s)) { seen.append($0) }
            XCTAssertEqual(seen, model[s])
        }
        XCTAssertEqual(store.totalCount, model.reduce(0) { $0 + $1.count })
    }

    func testReservingSlotsAddsNoBlocks() {
        var store = ColumnStore()
        store.appendColumn()
        _ = store.append(0, 5)
        let before = store.storageCount
        store.reserveSlots(1000)
        XCTAssertEqual(store.storageCount, before)
        XCTAssertEqual(store.rows(0), [5])
        XCTAssertEqual(store.append(0, 6), 1)
        XCTAssertEqual(store.rows(0), [5, 6])
    }

    func testFreedBlocksAreReused() {
        var store = ColumnStore()
        for _ in 0..<2 { store.appendColumn() }
        for r in 0..<12 { _ = store.append(0, Int32(r)) }
        let grown = store.storageCount
        store.clear(0)
        // The second column grows through the same sizes and takes the freed blocks.
        for r in 0..<12 { _ = store.append(1, Int32(r)) }
        XCTAssertEqual(store.storageCount, grown)
        XCTAssertEqual(store.rows(1), (0..<12).map(Int32.init))
    }

    func testColumnThatFallsToAQuarterMovesToASmallerBlock() {
        var store = ColumnStore()
        for _ in 0..<2 { store.appendColumn() }
        for r in 0..<16 { _ = store.append(0, Int32(r)) }
        for _ in 0..<12 { _ = store.swapRemove(0, at: 0) }
        XCTAssertEqual(store.count(0), 4)
        XCTAssertEqual(Set(store.rows(0)).count, 4)
        // The 16-row block went back: a column growing to 16 takes it instead of new room
        // (it needs only a 4-row block anew, the one column 0 moved into).
        let before = store.storageCount
        for r in 0..<16 { _ = store.append(1, Int32(r)) }
        XCTAssertLessThan(store.storageCount - before, 16)
    }
}
