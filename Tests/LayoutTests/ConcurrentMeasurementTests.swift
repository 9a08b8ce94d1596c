import XCTest
@testable import Layout
import LayoutTestSupport

/// A layout with many views measures them on two threads when the measurer has a concurrent
/// twin (`TextMeasuring.concurrentMeasurer()`): each view gets its own measurement, as on one
/// thread.
final class ConcurrentMeasurementTests: XCTestCase {
    /// GridTextMeasurer with a twin that counts what it measures.
    private final class Measurer: TextMeasuring, @unchecked Sendable {
        let lock = NSLock()
        var measured = 0
        let twin: Measurer?
        init(withTwin: Bool) { twin = withTwin ? Measurer(withTwin: false) : nil }
        func measure(_ r: TextRequest) -> TextMeasurement {
            lock.lock(); measured += 1; lock.unlock()
            return GridTextMeasurer().measure(r)
        }
        func concurrentMeasurer() -> (any TextMeasuring)? { twin }
    }

    private func labels(_ count: Int) throws -> (ViewTree, [ViewID]) {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, alignment: .leading)),
                                     name: "Stack", to: tree.root)
        var ids: [ViewID] = []
        for i in 0..<count {
            // lengths and sizes vary, so a measurement given to the wrong view shows
            ids.append(try tree.addArrangedView(label(String(repeating: "x", count: 1 + i % 7), size: Double(10 + i % 5)),
                                                name: "L\(i)", to: stack))
        }
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        return (tree, ids)
    }

    func testManyViewsAreMeasuredOnTwoThreadsAsOnOne() throws {
        let (tree, ids) = try labels(LayoutEngine.concurrentMeasurementMinimum * 2 + 3)
        let split = Measurer(withTwin: true), alone = Measurer(withTwin: false)
        let a = layout(tree, in: plainEnvironment(height: 20_000), measurer: split)
        let b = layout(tree, in: plainEnvironment(height: 20_000), measurer: alone)
        for v in ids { XCTAssertEqual(a[v]?.frame, b[v]?.frame, "\(v)") }
        XCTAssertEqual(a[ids[5]]?.frame.width, 30, "6 characters of 10 points")
        XCTAssertGreaterThan(try XCTUnwrap(split.twin).measured, ids.count / 3, "the twin measured about half")
        XCTAssertGreaterThan(split.measured, ids.count / 3)
    }

    func testFewViewsAreMeasuredOnOneThread() throws {
        let (tree, _) = try labels(10)
        let split = Measurer(withTwin: true)
        _ = layout(tree, in: plainEnvironment(), measurer: split)
        XCTAssertEqual(split.twin?.measured, 0)
    }

    func testEachThreadGetsHalfTheTexts() {
        // a stack, two labels and a button per entry: every other view gave one thread two texts
        let entry = [false, true, true, true]
        let shares = LayoutEngine.shares(Array(repeating: entry, count: 4).flatMap { $0 })
        XCTAssertEqual(shares[0], [0, 1, 3, 6, 8, 9, 11, 14])
        XCTAssertEqual(shares[1], [2, 4, 5, 7, 10, 12, 13, 15])
        for share in shares {
            XCTAssertEqual(share.filter { entry[$0 % 4] }.count, 6, "half the 12 texts")
        }
        XCTAssertEqual(LayoutEngine.shares([]), [[], []])
    }
}
