import XCTest
@testable import ConstraintSolver

/// `RowStore` against the `[Row]` it replaced: the same basics, constants and entries after any
/// mix of stores, clears, entry removals and position updates, with freed blocks reused.
final class RowStoreTests: XCTestCase {
    private func randomRow(_ rng: inout StorageTests.LCG, maxEntries: Int) -> Row {
        var entries: [Row.Entry] = []
        var sym = Int32(rng.next(5))
        for _ in 0..<rng.next(maxEntries + 1) {
            entries.append(Row.Entry(sym, Double(rng.next(2000)) - 1000, pos: Int32(rng.next(50))))
            sym += Int32(1 + rng.next(4))
        }
        return Row(basic: Int32(rng.next(500)), constant: Double(rng.next(100)), entries: entries)
    }

    private func assertSame(_ store: RowStore, _ model: [Row], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(store.count, model.count, file: file, line: line)
        for (i, m) in model.enumerated() {
            let r = Int32(i)
            XCTAssertEqual(store.basic(r), m.basic, file: file, line: line)
            XCTAssertEqual(store.constant(r), m.constant, file: file, line: line)
            XCTAssertEqual(store.entryCount(r), m.entries.count, file: file, line: line)
            let got = store[r]
            XCTAssertEqual(got.entries.map(\.sym), m.entries.map(\.sym), file: file, line: line)
            XCTAssertEqual(got.entries.map(\.coef), m.entries.map(\.coef), file: file, line: line)
            XCTAssertEqual(got.entries.map(\.pos), m.entries.map(\.pos), file: file, line: line)
            var seen: [Int32] = []
            store.forEachEntry(r) { seen.append($0.sym) }
            XCTAssertEqual(seen, m.entries.map(\.sym), file: file, line: line)
            let viewed = store.withView { v in v.entries(i).map(\.sym) }
            XCTAssertEqual(viewed, m.entries.map(\.sym), file: file, line: line)
            for e in m.entries {
                XCTAssertEqual(store.coefficient(r, of: e.sym), e.coef, file: file, line: line)
            }
        }
    }

    func testMatchesArrayOfRowsUnderRandomEdits() {
        var rng = StorageTests.LCG(state: 17)
        var store = RowStore()
        var model: [Row] = []
        for step in 0..<20_000 {
            if model.isEmpty || rng.next(40) == 0 {
                XCTAssertEqual(store.appendSlot(), Int32(model.count))
                model.append(Row(basic: -1, constant: 0))
                continue
            }
            let i = rng.next(model.count)
            let r = Int32(i)
            switch rng.next(10) {
            case 0..<5:
                let row = randomRow(&rng, maxEntries: rng.next(8) == 0 ? 40 : 7)
                store.store(r, row)
                model[i] = row
            case 5..<7:
                store.setConstant(r, Double(step))
                model[i].constant = Double(step)
            case 7:
                guard !model[i].entries.isEmpty else { continue }
                let k = rng.next(model[i].entries.count)
                store.setPos(r, k, Int32(step))
                model[i].entries[k].pos = Int32(step)
            case 8:
                guard !model[i].entries.isEmpty else { continue }
                let k = rng.next(model[i].entries.count)
                store.removeEntry(r, at: k)
                model[i].entries.remove(at: k)
            default:
                store.clear(r)
                model[i] = Row(basic: -1, constant: 0)
            }
            if step % 2000 == 0 { assertSame(store, model) }
        }
        assertSame(store, model)
        XCTAssertNil(store.index(0, of: Int32.max))
    }

    func testFreedBlocksAreReusedBySize() {
        var store = RowStore()
        for _ in 0..<3 { _ = store.appendSlot() }
        let six = Row(basic: 1, constant: 2, entries: (0..<6).map { Row.Entry(Int32($0), 1) })
        store.store(0, six)
        let before = store.storageCount
        store.clear(0)
        store.store(1, six)
        XCTAssertEqual(store.storageCount, before)
        // A row rewritten with as many entries keeps its block; with more it moves.
        store.store(1, six)
        XCTAssertEqual(store.storageCount, before)
        store.store(1, Row(basic: 1, constant: 2, entries: (0..<7).map { Row.Entry(Int32($0), 1) }))
        XCTAssertGreaterThan(store.storageCount, before)
        XCTAssertEqual(store[1].entries.count, 7)
        XCTAssertEqual(store.basic(2), -1)
        XCTAssertEqual(store.entryCount(2), 0)
        let grown = store.storageCount
        store.reserveCapacity(10, entries: 500)
        XCTAssertEqual(store.storageCount, grown, "reserved room is not blocks")
        XCTAssertEqual(store.count, 3)
        XCTAssertEqual(store[1].entries.count, 7)
    }
}
