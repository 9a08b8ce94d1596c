import XCTest
@testable import Layout
import LayoutTestSupport

/// A one-shot layout (`layout(_:in:measurer:)`) releases its solver before it builds the
/// result: the result must be the one a kept engine gives, ambiguity and scroll content sizes
/// included (both are read from the solver), and an engine laid out again after the release
/// starts over.
final class ReleasedSolverTests: XCTestCase {
    /// A scroll view whose content size its content decides, and a view with no horizontal
    /// constraint (ambiguous).
    private func tree() throws -> ViewTree {
        var tree = ViewTree(rootName: "root")
        let root = tree.root
        let scroll = try tree.addView(.scrollView(ScrollViewProperties()), name: "Scroll", to: root)
        let content = try tree.addView(.view, name: "Content", to: scroll)
        let loose = try tree.addView(.view, name: "Loose", to: root)
        for c in [LayoutConstraint(.view(scroll), .leading, .equal, .view(root), .leading),
                  LayoutConstraint(.view(scroll), .trailing, .equal, .view(root), .trailing),
                  LayoutConstraint(.view(scroll), .top, .equal, .view(root), .top),
                  LayoutConstraint(.view(scroll), .height, .equal, constant: 300),
                  LayoutConstraint(.view(content), .leading, .equal, .contentLayoutGuide(scroll), .leading),
                  LayoutConstraint(.view(content), .trailing, .equal, .contentLayoutGuide(scroll), .trailing),
                  LayoutConstraint(.view(content), .top, .equal, .contentLayoutGuide(scroll), .top),
                  LayoutConstraint(.view(content), .bottom, .equal, .contentLayoutGuide(scroll), .bottom),
                  LayoutConstraint(.view(content), .width, .equal, constant: 640),
                  LayoutConstraint(.view(content), .height, .equal, constant: 900),
                  LayoutConstraint(.view(loose), .top, .equal, .view(scroll), .bottom),
                  LayoutConstraint(.view(loose), .height, .equal, constant: 10)] {
            try tree.addConstraint(c)
        }
        return tree
    }

    func testAOneShotLayoutIsTheKeptEnginesLayout() throws {
        let t = try tree()
        var kept = LayoutEngine(tree: t, environment: plainEnvironment(), measurer: GridTextMeasurer())
        let reference = kept.layout()
        let oneShot = layout(t, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(reference["Scroll"]?.contentSize, Size(width: 640, height: 900))
        XCTAssertEqual(oneShot["Scroll"]?.contentSize, Size(width: 640, height: 900), "read before the release")
        XCTAssertEqual(oneShot.ambiguities.map(\.view), ["Loose"], "read before the release")
        XCTAssertEqual(try oneShot.jsonData(), try reference.jsonData())
    }

    func testAnEngineLaidOutAgainAfterTheReleaseStartsOver() throws {
        let t = try tree()
        var engine = LayoutEngine(tree: t, environment: plainEnvironment(), measurer: GridTextMeasurer())
        engine.releasesSolverForResult = true
        let first = engine.layout()
        XCTAssertTrue(engine.solverReleased)
        let second = engine.layout()
        XCTAssertEqual(try second.jsonData(), try first.jsonData())
    }
}
