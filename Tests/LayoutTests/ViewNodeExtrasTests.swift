import XCTest
@testable import Layout

/// The rarely set `ViewNode` properties stored out of line (`ViewNodeExtras`): each one reads
/// back what was written, a node's copy keeps its own values, and equality is by value.
final class ViewNodeExtrasTests: XCTestCase {
    private func node() -> ViewNode { ViewNode(id: ViewID(1), name: "A", kind: .view) }

    func testEachPropertyReadsBackAndLeavesTheOthersUnset() {
        let frame = Rect(x: 1, y: 2, width: 3, height: 4)
        var n = node()
        n.border = Border(width: 2, color: .black)
        XCTAssertEqual(n.border, Border(width: 2, color: .black))
        n.layoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        n.autoresizingFrame = frame
        n.designFrame = Rect(x: 5, y: 6, width: 7, height: 8)
        n.tintColor = .white
        n.intrinsicSizeOverride = IntrinsicSizeOverride(width: 10, height: nil)
        XCTAssertEqual(n.border, Border(width: 2, color: .black))
        XCTAssertEqual(n.layoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(n.autoresizingFrame, frame)
        XCTAssertEqual(n.designFrame, Rect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(n.tintColor, .white)
        XCTAssertEqual(n.intrinsicSizeOverride, IntrinsicSizeOverride(width: 10, height: nil))
        XCTAssertNil(n.shadow)
        XCTAssertNil(node().layoutMargins)
    }

    func testCopiesAreIndependentAndEqualityIsByValue() {
        var a = node()
        a.autoresizingFrame = Rect(x: 0, y: 0, width: 10, height: 10)
        var b = a
        b.autoresizingFrame = Rect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(a.autoresizingFrame?.width, 10, "a copy's write does not reach the original")
        XCTAssertNotEqual(a, b)
        b.autoresizingFrame = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a, b, "equal values in different boxes")
        XCTAssertEqual(a.hashValue, b.hashValue)
        var c = a
        c.autoresizingFrame = nil
        XCTAssertEqual(c, node(), "clearing the last set property equals a node that never set one")
        XCTAssertEqual(c.hashValue, node().hashValue)
    }
}
