import XCTest
@testable import Layout
import LayoutTestSupport

/// A further pass runs only when something the constraints were built from changed: a view's
/// safe area that becomes known from the first frames costs no pass unless a constraint names
/// that view's safe-area guide.
final class PassCountTests: XCTestCase {
    /// A bar pinned to the root's top, under the status bar, and a box inside it.
    private func barTree(boxToSafeArea: Bool) throws -> (ViewTree, ViewID, ViewID) {
        var tree = ViewTree(rootName: "root")
        let root = tree.root
        let bar = try tree.addView(.view, name: "Bar", to: root)
        let box = try tree.addView(.view, name: "Box", to: bar)
        try tree.addConstraint(LayoutConstraint(.view(bar), .leading, .equal, .view(root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(bar), .trailing, .equal, .view(root), .trailing))
        try tree.addConstraint(LayoutConstraint(.view(bar), .top, .equal, .view(root), .top))
        try tree.addConstraint(LayoutConstraint(.view(bar), .height, .equal, constant: 64))
        let boxTop: LayoutItem = boxToSafeArea ? .safeAreaLayoutGuide(bar) : .view(bar)
        try tree.addConstraint(LayoutConstraint(.view(box), .top, .equal, boxTop, .top))
        try tree.addConstraint(LayoutConstraint(.view(box), .leading, .equal, .view(bar), .leading))
        try tree.addConstraint(LayoutConstraint(.view(box), .width, .equal, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(box), .height, .equal, constant: 10))
        return (tree, bar, box)
    }

    func testASafeAreaNoConstraintReadsCostsNoPass() throws {
        let (tree, bar, box) = try barTree(boxToSafeArea: false)
        let r = layout(tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        XCTAssertEqual(r.passes, 1)
        XCTAssertEqual(r[box]?.frame.minY, 0)
        XCTAssertEqual(r[bar]?.safeAreaInsets.top, 20, "reported from the solved frames, as a second pass would")
    }

    func testASafeAreaGuideInUseTakesASecondPass() throws {
        let (tree, bar, box) = try barTree(boxToSafeArea: true)
        let r = layout(tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        XCTAssertEqual(r.passes, 2)
        XCTAssertEqual(r[box]?.frame.minY, 20)
        XCTAssertEqual(r[bar]?.safeAreaInsets.top, 20)
    }
}
