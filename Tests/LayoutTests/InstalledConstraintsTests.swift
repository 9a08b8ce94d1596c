import XCTest
@testable import ConstraintSolver
@testable import Layout

/// The engine's table of installed constraints against a plain dictionary and array, through
/// random appends, in-place replacements, removals and reserved appends (`appendPending`,
/// then `setSlot` or `removeAll(from:)`).
final class InstalledConstraintsTests: XCTestCase {
    private func constraint(_ k: Int) -> ResolvedConstraint {
        let source = LayoutConstraint(.view(ViewID(k % 7)), .width, .equal, constant: Double(k))
        var e = LayoutExpression()
        e.constant = Double(k)
        return ResolvedConstraint(source: source, expression: e)
    }

    /// Slot number `n` (its `rawValue` is `n`; even in solver 0, odd in solver 1).
    private func slot(_ n: Int) -> SolverSlot { SolverSlot(solver: n & 1, id: ConstraintID(n >> 1)) }

    func testRandomOperationsMatchAReference() {
        var rng = SplitMix(seed: 17)
        var table = InstalledConstraints()
        var order: [Int] = []          // keys in order
        var ids: [Int: Int] = [:]      // key -> id
        var nextID = 0
        var nextKey = 0
        for step in 0..<4000 {
            let roll = Int.random(in: 0..<10, using: &rng)
            if roll < 5 || order.isEmpty {
                table.append(constraint(nextKey), id: slot(nextID))
                order.append(nextKey); ids[nextKey] = nextID
                nextKey += 1; nextID += 1
            } else if roll < 6 {
                // reserved places, then slots for some in any order and the rest dropped
                let start = order.count, n = Int.random(in: 1...5, using: &rng)
                for k in nextKey..<nextKey + n {
                    let c = constraint(k)
                    table.appendPending(c, hash: c.storedHash)
                    order.append(k)
                }
                nextKey += n
                let kept = Int.random(in: 0...n, using: &rng)
                for i in (start..<start + kept).shuffled(using: &rng) {
                    table.setSlot(slot(nextID), at: i)
                    ids[order[i]] = nextID
                    nextID += 1
                }
                if kept < n {
                    table.removeAll(from: start + kept)
                    order.removeLast(n - kept)
                }
            } else if roll < 9 {
                let i = Int.random(in: 0..<order.count, using: &rng)
                table.replace(at: i, with: constraint(nextKey), id: slot(nextID))
                ids[order[i]] = nil
                order[i] = nextKey; ids[nextKey] = nextID
                nextKey += 1; nextID += 1
            } else {
                let positions = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0..<order.count, using: &rng) }
                table.remove(at: positions)
                for p in Set(positions).sorted(by: >) { ids[order[p]] = nil; order.remove(at: p) }
            }
            XCTAssertEqual(table.count, order.count, "step \(step)")
            if step % 97 == 0 {
                for k in 0..<nextKey {
                    XCTAssertEqual(table.id(of: constraint(k))?.rawValue, ids[k], "step \(step) key \(k)")
                }
                for (k, id) in ids { XCTAssertEqual(table.constraint(for: slot(id)), constraint(k)) }
                XCTAssertEqual(table.order, order.map(constraint))
            }
        }
    }
}

