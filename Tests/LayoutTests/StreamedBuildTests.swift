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

    func testChunksComeWithTheirHashesAndAxes() throws {
        let stream = ConstraintStream()
        var registry = VariableRegistry()
        let keys: [VariableKey] = [.view(ViewID(0), .width), .view(ViewID(0), .y), .view(ViewID(1), .x)]
        let chunk = keys.enumerated().map { i, key in
            ResolvedConstraint(source: LayoutConstraint(.view(ViewID(i)), .width, constant: Double(i)),
                               expression: LayoutExpression(variable: registry.id(key)) - Double(i))
        }
        stream.publish(chunk, registry: registry)
        stream.finish()
        let taken = try XCTUnwrap(stream.take())
        XCTAssertEqual(taken.constraints, chunk)
        XCTAssertEqual(taken.hashes, chunk.map(\.storedHash))
        XCTAssertEqual(taken.axes, [.horizontal, .vertical, .horizontal])
        XCTAssertEqual(taken.newVariables, [.horizontal, .vertical, .horizontal])
        XCTAssertEqual(taken.firstNewVariable, 0)
        XCTAssertEqual(taken.total, 3)
        XCTAssertNil(stream.take())
        var installed = InstalledConstraints()
        for (i, (c, hash)) in zip(taken.constraints, taken.hashes).enumerated() {
            XCTAssertNil(installed.id(of: c, hash: hash))
            installed.append(c, id: SolverSlot(solver: 0, id: ConstraintID(i)), hash: hash)
            XCTAssertEqual(installed.id(of: c), SolverSlot(solver: 0, id: ConstraintID(i)), "found by its own hash as by the given one")
        }
    }

    // MARK: split solvers

    /// `conflictingTree` with conflicts spread over the stream's chunks: 1,500 explicit
    /// constraints along both axes that hold, among them a horizontal conflict, a vertical one
    /// a few chunks later, one of each in the same chunk, and a negative height whose size
    /// floor breaks another constraint.
    private func spreadConflictTree(irregular: Bool = false) throws -> (ViewTree, [ViewID]) {
        var (tree, views) = try irregular ? irregularTree(rows: 300) : conflictingTree(rows: 300)
        let labels = Array(views.prefix(300))
        for j in 0..<1_500 {
            let v = labels[j % labels.count]
            let attribute: LayoutAttribute = j.isMultiple(of: 2) ? .width : .height
            try tree.addConstraint(LayoutConstraint(.view(v), attribute, .lessThanOrEqual, constant: Double(2_000 + j)))
            switch j {
            case 100:
                try tree.addConstraint(LayoutConstraint(.view(labels[3]), .width, constant: 300))
                try tree.addConstraint(LayoutConstraint(.view(labels[3]), .width, constant: 200))
            case 700:
                try tree.addConstraint(LayoutConstraint(.view(labels[4]), .height, constant: 30))
                try tree.addConstraint(LayoutConstraint(.view(labels[4]), .height, constant: 40))
            case 1_300:
                try tree.addConstraint(LayoutConstraint(.view(labels[5]), .width, constant: 50))
                try tree.addConstraint(LayoutConstraint(.view(labels[5]), .height, constant: 10))
                try tree.addConstraint(LayoutConstraint(.view(labels[5]), .width, constant: 60))
                try tree.addConstraint(LayoutConstraint(.view(labels[5]), .height, constant: 20))
                let extra = try tree.addView(.view, name: "Negative", to: tree.root)
                try tree.addConstraint(LayoutConstraint(.view(extra), .height, constant: -10))
                try tree.addConstraint(LayoutConstraint(.view(extra), .leading, .equal, .view(tree.root), .leading))
                try tree.addConstraint(LayoutConstraint(.view(extra), .top, .equal, .view(tree.root), .top))
                try tree.addConstraint(LayoutConstraint(.view(extra), .width, constant: 10))
                views.append(extra)
            default: break
            }
        }
        return (tree, views)
    }

    /// `rows` rows (a first label each, then the rest) unlike each other: horizontal or vertical
    /// stacks of one to three labels with various distributions, some with a sized plain view,
    /// so that the variables of the two axes interleave without a period (not x, y, x, y, ...).
    /// The first labels come first in the list.
    private func irregularTree(rows: Int) throws -> (ViewTree, [ViewID]) {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 8)), name: "Stack", to: tree.root)
        var firsts: [ViewID] = [], others: [ViewID] = []
        for i in 0..<rows {
            let axis: Axis = (i * 7) % 5 == 0 ? .vertical : .horizontal
            // (equal spacing and centering make guides along one axis only)
            let distribution: StackDistribution = [.fill, .equalSpacing, .fillEqually, .equalCentering][(i * 5) % 4]
            let inner = try tree.addArrangedView(
                .stackView(StackViewProperties(axis: axis, distribution: distribution, spacing: Double(i % 4))),
                name: "S\(i)", to: stack)
            firsts.append(try tree.addArrangedView(label("Row \(i)"), name: "L\(i)", to: inner))
            for j in 0..<(i * 13) % 3 {
                others.append(try tree.addArrangedView(label(String(repeating: "x", count: 1 + (i + j) % 9)), name: "D\(i)-\(j)", to: inner))
            }
            if i % 4 == 1 {
                let box = try tree.addArrangedView(.view, name: "B\(i)", to: inner)
                try tree.addConstraint(LayoutConstraint(.view(box), .height, constant: Double(10 + i % 7)))
                if i % 8 == 1 { try tree.addConstraint(LayoutConstraint(.view(box), .width, constant: 12)) }
                others.append(box)
            }
        }
        let free = try tree.addView(.view, name: "Free", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(free), .width, constant: -10))
        try tree.addConstraint(LayoutConstraint(.view(free), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(free), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(free), .height, constant: 10))
        return (tree, firsts + others + [stack, free])
    }

    private func result(_ tree: ViewTree, streamed: Bool, split: Bool) -> LayoutResult {
        var engine = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        engine.streamedBuildMinimum = streamed ? 0 : Int.max
        if !split { engine.solvers = AxisSolvers(split: false) }
        XCTAssertEqual(engine.solvers.isSplit, split)
        return engine.layout()
    }

    /// A solver per axis, installed one after the other or at once while the constraints are
    /// built, gives what one solver for both gives: frames, constraints, the conflicts in
    /// order, broken constraints and ambiguities.
    func testSplitSolversMatchOneSolver() throws {
        for fixture in [try spreadConflictTree(), try spreadConflictTree(irregular: true),
                        try conflictingTree(rows: 300, hidden: true)] {
            let (tree, views) = fixture
            let reference = result(tree, streamed: false, split: false)
            XCTAssertGreaterThanOrEqual(reference.conflicts.count, 2, "the tree must have conflicts to compare")
            for (streamed, split) in [(false, true), (true, true), (true, false)] {
                let other = result(tree, streamed: streamed, split: split)
                let label = "streamed \(streamed), split \(split)"
                XCTAssertEqual(other.conflicts.map(\.message), reference.conflicts.map(\.message), label)
                XCTAssertEqual(other.brokenConstraints, reference.brokenConstraints, label)
                for v in views + [tree.root] {
                    XCTAssertEqual(other[v]?.frame, reference[v]?.frame, "\(label) \(v)")
                    XCTAssertEqual(other.constraints(of: v), reference.constraints(of: v), "\(label) \(v)")
                }
                XCTAssertEqual(other.ambiguities.map(\.view), reference.ambiguities.map(\.view), label)
                XCTAssertEqual(other.ambiguities.map(\.attributes), reference.ambiguities.map(\.attributes), label)
            }
        }
    }

    /// An aspect ratio relates the axes: one solver from the start, or, when it comes with a
    /// later tree, a layout that starts over with one solver (and gives a new engine's result).
    func testAspectRatioGivesOneSolver() throws {
        let (plain, views) = try conflictingTree(rows: 300)
        var withRatio = plain
        try withRatio.addConstraint(LayoutConstraint(.view(views[1]), .width, .equal, .view(views[1]), .height, multiplier: 2))
        XCTAssertFalse(plain.relatesAxes)
        XCTAssertTrue(withRatio.relatesAxes)
        var fresh = LayoutEngine(tree: withRatio, environment: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertFalse(fresh.solvers.isSplit)
        let expected = fresh.layout()
        var engine = LayoutEngine(tree: plain, environment: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(engine.solvers.isSplit)
        _ = engine.layout()
        engine.setTree(withRatio)
        let got = engine.layout()
        XCTAssertFalse(engine.solvers.isSplit)
        XCTAssertEqual(got[views[1]]?.frame.width, 2 * (got[views[1]]?.frame.height ?? -1))
        for v in views + [withRatio.root] { XCTAssertEqual(got[v]?.frame, expected[v]?.frame, "\(v)") }
        XCTAssertEqual(got.conflicts.map(\.message), expected.conflicts.map(\.message))
    }
}
