import XCTest
@testable import ConstraintSolver
@testable import Layout
import LayoutTestSupport

/// A large first pass installs constraints while another thread builds them
/// (`buildAndSyncStreamed`): the same constraints, broken ones and frames as building the whole
/// list first.
final class StreamedBuildTests: XCTestCase {
    private func result(_ tree: ViewTree, streamed: Bool) -> LayoutResult {
        var engine = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        engine.streamedBuildMinimum = streamed ? 0 : Int.max
        return engine.layout()
    }

    /// Conflicts in both parts, a size floor that breaks another constraint, and repeated
    /// constraints (one of them broken).
    /// With `rows` labels in the stack (hundreds: the constraints come in several chunks) and,
    /// with `hidden`, a hidden one (its `UISV-hiding` constraints go first).
    private func conflictingTree(rows: Int = 6, hidden: Bool = false) throws -> (ViewTree, [ViewID]) {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 8)), name: "Stack", to: tree.root)
        var ids: [ViewID] = []
        for i in 0..<rows {
            let inner = try tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, spacing: 4)), name: "S\(i)", to: stack)
            ids.append(try tree.addArrangedView(label("Row \(i)"), name: "L\(i)", to: inner))
            let detail = try tree.addArrangedView(label("\(i)"), name: "D\(i)", to: inner)
            if hidden && i == rows / 2 { tree[detail].isHidden = true }
        }
        let free = try tree.addView(.view, name: "Free", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        // two widths for one view: the later breaks
        try tree.addConstraint(LayoutConstraint(.view(ids[0]), .width, constant: 300))
        try tree.addConstraint(LayoutConstraint(.view(ids[0]), .width, constant: 200))
        // repeated, and repeated after being broken
        try tree.addConstraint(LayoutConstraint(.view(ids[2]), .height, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(ids[2]), .height, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(ids[0]), .width, constant: 200))
        // a negative width: the size floor breaks it
        try tree.addConstraint(LayoutConstraint(.view(free), .width, constant: -10))
        try tree.addConstraint(LayoutConstraint(.view(free), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(free), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(free), .height, constant: 10))
        return (tree, ids + [stack, free])
    }

    func testStreamedBuildInstallsAsTheWholeList() throws {
        for (rows, hidden) in [(6, false), (300, false), (300, true)] {
            try assertStreamedAsWhole(conflictingTree(rows: rows, hidden: hidden))
        }
    }

    private func assertStreamedAsWhole(_ fixture: (ViewTree, [ViewID])) {
        let (tree, views) = fixture
        let streamed = result(tree, streamed: true), whole = result(tree, streamed: false)
        XCTAssertGreaterThanOrEqual(whole.conflicts.count, 2, "the tree must have conflicts to compare")
        XCTAssertEqual(streamed.conflicts.map(\.message), whole.conflicts.map(\.message))
        XCTAssertEqual(streamed.brokenConstraints, whole.brokenConstraints)
        for v in views + [tree.root] {
            XCTAssertEqual(streamed[v]?.frame, whole[v]?.frame, "\(v)")
            XCTAssertEqual(streamed.constraints(of: v), whole.constraints(of: v), "\(v)")
        }
        XCTAssertEqual(streamed.ambiguities.map(\.view), whole.ambiguities.map(\.view))
    }

    /// A re-layout (constraints installed) takes the usual path; its result matches too.
    func testReLayoutAfterAStreamedFirstPass() throws {
        let (tree, views) = try conflictingTree()
        var a = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        var b = a
        a.streamedBuildMinimum = 0
        b.streamedBuildMinimum = Int.max
        _ = a.layout(); _ = b.layout()
        a.setEnvironment(plainEnvironment(width: 600))
        b.setEnvironment(plainEnvironment(width: 600))
        let ra = a.layout(), rb = b.layout()
        for v in views { XCTAssertEqual(ra[v]?.frame, rb[v]?.frame, "\(v)") }
        XCTAssertEqual(ra.brokenConstraints, rb.brokenConstraints)
    }

    func testChunksComeWithTheirHashes() throws {
        let stream = ConstraintStream()
        let chunk = (0..<3).map { i in
            ResolvedConstraint(source: LayoutConstraint(.view(ViewID(i)), .width, constant: Double(i)),
                               expression: LayoutExpression(variable: i) - Double(i))
        }
        stream.publish(chunk)
        stream.finish()
        let taken = try XCTUnwrap(stream.take())
        XCTAssertEqual(taken.chunk, chunk)
        XCTAssertEqual(taken.hashes, chunk.map(\.storedHash))
        XCTAssertEqual(taken.total, 3)
        XCTAssertNil(stream.take())
        var installed = InstalledConstraints()
        for (i, (c, hash)) in zip(taken.chunk, taken.hashes).enumerated() {
            XCTAssertNil(installed.id(of: c, hash: hash))
            installed.append(c, id: ConstraintID(i), hash: hash)
            XCTAssertEqual(installed.id(of: c), ConstraintID(i), "found by its own hash as by the given one")
        }
    }
}
