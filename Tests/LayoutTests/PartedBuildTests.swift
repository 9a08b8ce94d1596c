import XCTest
@testable import Layout
import LayoutTestSupport

/// A large first pass installs the stack views' constraints while another thread builds the
/// rest (`buildAndSyncInParts`): the same constraints, broken ones and frames as building the
/// whole list first.
final class PartedBuildTests: XCTestCase {
    private func result(_ tree: ViewTree, parted: Bool) -> LayoutResult {
        var engine = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        engine.partedBuildMinimum = parted ? 0 : Int.max
        return engine.layout()
    }

    /// Conflicts in both parts, a size floor that breaks another constraint, and repeated
    /// constraints (one of them broken).
    private func conflictingTree() throws -> (ViewTree, [ViewID]) {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 8)), name: "Stack", to: tree.root)
        var ids: [ViewID] = []
        for i in 0..<6 { ids.append(try tree.addArrangedView(label("Row \(i)"), name: "L\(i)", to: stack)) }
        let free = try tree.addView(.view, name: "Free", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        // the stack's fill alignment against a fixed width: one breaks
        try tree.addConstraint(LayoutConstraint(.view(ids[0]), .width, constant: 300))
        try tree.addConstraint(LayoutConstraint(.view(ids[1]), .width, constant: 200))
        // repeated, and repeated after being broken
        try tree.addConstraint(LayoutConstraint(.view(ids[2]), .height, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(ids[2]), .height, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(ids[1]), .width, constant: 200))
        // a negative width: the size floor breaks it
        try tree.addConstraint(LayoutConstraint(.view(free), .width, constant: -10))
        try tree.addConstraint(LayoutConstraint(.view(free), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(free), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(free), .height, constant: 10))
        return (tree, ids + [stack, free])
    }

    func testPartedBuildInstallsAsTheWholeList() throws {
        let (tree, views) = try conflictingTree()
        let parted = result(tree, parted: true), whole = result(tree, parted: false)
        XCTAssertGreaterThanOrEqual(whole.conflicts.count, 2, "the tree must have conflicts to compare")
        XCTAssertEqual(parted.conflicts.map(\.message), whole.conflicts.map(\.message))
        XCTAssertEqual(parted.brokenConstraints, whole.brokenConstraints)
        for v in views + [tree.root] {
            XCTAssertEqual(parted[v]?.frame, whole[v]?.frame, "\(v)")
            XCTAssertEqual(parted.constraints(of: v), whole.constraints(of: v), "\(v)")
        }
        XCTAssertEqual(parted.ambiguities.map(\.view), whole.ambiguities.map(\.view))
    }

    /// A re-layout (constraints installed) takes the usual path; its result matches too.
    func testReLayoutAfterAPartedFirstPass() throws {
        let (tree, views) = try conflictingTree()
        var a = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        var b = a
        a.partedBuildMinimum = 0
        b.partedBuildMinimum = Int.max
        _ = a.layout(); _ = b.layout()
        a.setEnvironment(plainEnvironment(width: 600))
        b.setEnvironment(plainEnvironment(width: 600))
        let ra = a.layout(), rb = b.layout()
        for v in views { XCTAssertEqual(ra[v]?.frame, rb[v]?.frame, "\(v)") }
        XCTAssertEqual(ra.brokenConstraints, rb.brokenConstraints)
    }
}
