import XCTest
import LayoutTestSupport
@testable import Layout

/// `ViewNode.designFrame`: what the constraints leave free keeps its designed value (Interface
/// Builder's canvas, issue #12 rule 8); what they determine wins; ambiguity is still reported.
final class DesignFrameTests: XCTestCase {
    /// A view pinned at its leading and top edges with a fixed width: its height is free.
    private func tree(designFrame: Rect?) throws -> (ViewTree, ViewID) {
        var tree = ViewTree()
        let v = try tree.addView(.view, name: "Spacer", to: tree.root)
        tree[v].designFrame = designFrame
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 50))
        return (tree, v)
    }

    func testTheFreeHeightKeepsTheDesignedValueAndStaysAmbiguous() throws {
        let (t, v) = try tree(designFrame: Rect(x: 99, y: 99, width: 80, height: 148))
        let r = layout(t, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, v, Rect(x: 10, y: 20, width: 50, height: 148))
        XCTAssertEqual(r.ambiguities.map(\.view), ["Spacer"], "the stay does not hide the ambiguity")
    }

    func testWithoutADesignFrameNothingChanges() throws {
        let (t, v) = try tree(designFrame: nil)
        let r = layout(t, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[v]?.frameInSuperview.width, 50)
        XCTAssertEqual(r.ambiguities.map(\.view), ["Spacer"])
    }
}
