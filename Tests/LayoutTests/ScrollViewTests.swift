import XCTest
@testable import Layout
import LayoutTestSupport

final class ScrollViewTests: XCTestCase {
    struct Fixture { var tree: ViewTree; var scroll, content, pinned: ViewID }

    func makeFixture(offset: Point = .zero, useGuides: Bool) throws -> Fixture {
        var tree = ViewTree()
        let scroll = try tree.addView(.scrollView(ScrollViewProperties(contentOffset: offset)), name: "Scroll", to: tree.root)
        // frame: constraints to outside views and width/height act on the frame
        try tree.addConstraint(LayoutConstraint(.view(scroll), .leading, .equal, .view(tree.root), .leading, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(scroll), .top, .equal, .view(tree.root), .top, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(scroll), .width, constant: 300))
        try tree.addConstraint(LayoutConstraint(.view(scroll), .height, constant: 400))
        let content = try tree.addView(.view, name: "Content", to: scroll)
        let contentItem: LayoutItem = useGuides ? .contentLayoutGuide(scroll) : .view(scroll)
        let frameItem: LayoutItem = useGuides ? .frameLayoutGuide(scroll) : .view(scroll)
        for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(content), a, .equal, contentItem, a))
        }
        try tree.addConstraint(LayoutConstraint(.view(content), .width, .equal, frameItem, .width))
        try tree.addConstraint(LayoutConstraint(.view(content), .height, constant: 1000))
        let pinned = try tree.addView(.view, name: "Pinned", to: scroll)
        try tree.addConstraint(LayoutConstraint(.view(pinned), .top, .equal, .frameLayoutGuide(scroll), .top))
        try tree.addConstraint(LayoutConstraint(.view(pinned), .leading, .equal, .frameLayoutGuide(scroll), .leading))
        try tree.addConstraint(LayoutConstraint(.view(pinned), .width, constant: 50))
        try tree.addConstraint(LayoutConstraint(.view(pinned), .height, constant: 50))
        return Fixture(tree: tree, scroll: scroll, content: content, pinned: pinned)
    }

    func testEdgesDefineContentSizeAndWidthActsOnFrame() throws {
        for guides in [false, true] {
            let fx = try makeFixture(useGuides: guides)
            let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
            XCTAssertTrue(r.conflicts.isEmpty)
            XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
            XCTAssertEqual(r[fx.scroll]?.frame, Rect(x: 10, y: 20, width: 300, height: 400))
            XCTAssertEqual(r[fx.scroll]?.contentSize, Size(width: 300, height: 1000))
            XCTAssertEqual(r[fx.content]?.frame, Rect(x: 10, y: 20, width: 300, height: 1000))
            XCTAssertEqual(r[fx.content]?.frameInSuperview, Rect(x: 0, y: 0, width: 300, height: 1000))
        }
    }

    func testContentOffsetMovesContentNotFrameGuide() throws {
        let fx = try makeFixture(offset: Point(x: 0, y: 120), useGuides: true)
        let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[fx.content]?.frame, Rect(x: 10, y: -100, width: 300, height: 1000))
        XCTAssertEqual(r[fx.content]?.frameInSuperview.minY, 0)
        XCTAssertEqual(r[fx.pinned]?.frame, Rect(x: 10, y: 20, width: 50, height: 50), "pinned to the frame guide")
        XCTAssertEqual(r[fx.scroll]?.contentOffset, Point(x: 0, y: 120))
    }

    /// Without a height the content size is not determined: reported as ambiguous.
    func testUndeterminedContentIsAmbiguous() throws {
        var fx = try makeFixture(useGuides: false)
        fx.tree.removeConstraints { $0.firstItem == .view(fx.content) && $0.firstAttribute == .height }
        let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        let entry = r.ambiguities.first { $0.view == "Content" }
        XCTAssertEqual(entry?.axes, [.vertical])
        XCTAssertTrue(r.autolayoutTrace.contains("AMBIGUOUS LAYOUT"))
    }
}
