import XCTest
@testable import Layout
import LayoutTestSupport

/// A re-layout in which only constraint constants changed moves them in the solver (same
/// constraint, new constant) and gives what a fresh layout gives.
final class ConstantChangeTests: XCTestCase {
    private func boxTree(height: Double, cap: Double) throws -> (ViewTree, ViewID) {
        var tree = ViewTree(rootName: "root")
        let box = try tree.addView(.view, name: "Box", to: tree.root)
        let root = tree.root
        try tree.addConstraint(LayoutConstraint(.view(box), .leading, .equal, .view(root), .leading, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(box), .top, .equal, .view(root), .top, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(box), .width, .equal, constant: 100))
        try tree.addConstraint(LayoutConstraint(.view(box), .width, .lessThanOrEqual, constant: cap, identifier: "cap"))
        try tree.addConstraint(LayoutConstraint(.view(box), .height, .equal, constant: height, identifier: "h"))
        return (tree, box)
    }

    private func solverID(of identifier: String, in engine: LayoutEngine) -> Int? {
        engine.installed.order.first { $0.source.identifier == identifier }.flatMap { engine.installed.id(of: $0)?.rawValue }
    }

    func testAChangedConstantKeepsItsSolverConstraint() throws {
        let (tree, box) = try boxTree(height: 50, cap: 150)
        var engine = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(engine.layout()[box]?.frame, Rect(x: 20, y: 30, width: 100, height: 50))
        let idBefore = try XCTUnwrap(solverID(of: "h", in: engine))
        let (changed, _) = try boxTree(height: 80, cap: 150)
        engine.setTree(changed)
        let r = engine.layout()
        XCTAssertEqual(r[box]?.frame, Rect(x: 20, y: 30, width: 100, height: 80))
        XCTAssertEqual(solverID(of: "h", in: engine), idBefore, "moved in place, not removed and added")
        XCTAssertEqual(r.orderedViews.map(\.frame),
                       layout(changed, in: plainEnvironment(), measurer: GridTextMeasurer()).orderedViews.map(\.frame))
    }

    func testAConstantThatBreaksARequiredConstraintIsReportedLikeAFreshLayout() throws {
        let (tree, box) = try boxTree(height: 50, cap: 150)
        var engine = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(engine.layout().conflicts.isEmpty)
        let (changed, _) = try boxTree(height: 50, cap: 60)
        engine.setTree(changed)
        let r = engine.layout()
        let fresh = layout(changed, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r.conflicts.count, 1)
        XCTAssertEqual(r.conflicts.count, fresh.conflicts.count)
        XCTAssertEqual(r.brokenConstraints.count, fresh.brokenConstraints.count)
        XCTAssertEqual(r[box]?.frame, fresh[box]?.frame)
        XCTAssertEqual(r[box]?.frame.width, 100, "the later cap is the one broken")
    }
}
