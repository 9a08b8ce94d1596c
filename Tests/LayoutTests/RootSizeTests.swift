import XCTest
@testable import Layout
import LayoutTestSupport

/// The root view keeps the window's size (docs/layout.md, "How constraints are generated").
final class RootSizeTests: XCTestCase {
    /// A box 1,000 pt tall between the safe area's edges on an iPhone 8: the root stays 375×667,
    /// the box's own height breaks and is reported, as UIKit does.
    func testRequiredContentTallerThanTheScreenBreaksAConstraint() throws {
        var tree = ViewTree()
        let box = try tree.addView(.view, name: "Box", to: tree.root)
        let safe = LayoutItem.safeAreaLayoutGuide(tree.root)
        try tree.addConstraint(LayoutConstraint(.view(box), .top, .equal, safe, .top))
        try tree.addConstraint(LayoutConstraint(.view(box), .bottom, .equal, safe, .bottom))
        try tree.addConstraint(LayoutConstraint(.view(box), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(box), .trailing, .equal, .view(tree.root), .trailing))
        try tree.addConstraint(LayoutConstraint(.view(box), .height, constant: 1000))
        let r = layout(tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        assertFrame(r, tree.root, Rect(x: 0, y: 0, width: 375, height: 667))
        assertFrame(r, box, Rect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(r.conflicts.count, 1)
        XCTAssertTrue(r.conflicts.first?.broken.contains("'Box'.height == 1000") ?? false, "\(r.conflicts)")
        XCTAssertTrue(r.conflicts.first?.message.contains("UIView-Encapsulated-Layout-Height") ?? false)
    }
}
