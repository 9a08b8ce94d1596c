import XCTest
@testable import Layout
import LayoutTestSupport

final class StackTextTests: XCTestCase {
    /// `isBaselineRelativeArrangement`: the gap runs from the last baseline to the next first baseline.
    func testBaselineRelativeArrangement() throws {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, alignment: .leading, spacing: 40,
                                                                    isBaselineRelativeArrangement: true)),
                                     name: "Stack", to: tree.root)
        let a = try tree.addArrangedView(label("ab", size: 20), name: "A", to: stack)
        let b = try tree.addArrangedView(label("ab", size: 40), name: "B", to: stack)
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        assertFrame(r, a, Rect(x: 0, y: 0, width: 20, height: 20))
        assertFrame(r, b, Rect(x: 0, y: 24, width: 40, height: 40))   // 24 + 32 = 16 + 40
        XCTAssertEqual(r[stack]?.frame.height, 64)
    }

    /// Two multi-line labels side by side: `UISV-text-width-disambiguation` (950) shares the width.
    func testTextWidthDisambiguation() throws {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: .top, spacing: 10)),
                                     name: "Stack", to: tree.root)
        let a = try tree.addArrangedView(label("aaaa bbbb cccc dddd", lines: 0), name: "A", to: stack)
        let b = try tree.addArrangedView(label("eeee ffff gggg hhhh", lines: 0), name: "B", to: stack)
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(stack), .width, constant: 200))
        var engine = LayoutEngine(tree: tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        let r = engine.layout()
        XCTAssertTrue(r.conflicts.isEmpty)
        assertFrame(r, a, Rect(x: 0, y: 0, width: 95, height: 40))
        assertFrame(r, b, Rect(x: 105, y: 0, width: 95, height: 40))
        XCTAssertTrue(r.constraints(of: a).contains { $0.contains("'UISV-text-width-disambiguation'") })
    }
}

final class FillTieBreakTests: XCTestCase {
    /// Equal hugging in a stretched fill stack: by default the FIRST tied item takes the slack
    /// (the UIStackView tutorial seed: "the first view is expanded"); configurable.
    func testTieBreakChoices() throws {
        let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 20)]
        let fx = try makeStack(axis: .horizontal, items: sizes, size: Size(width: 200, height: 20))
        var env = plainEnvironment()
        var r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 130, height: 20))
        assertFrame(r, fx.items[1], Rect(x: 140, y: 0, width: 60, height: 20))
        XCTAssertTrue(r.ambiguities.isEmpty)
        env.fillTieBreak = .laterItemMoves
        r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 40, height: 20))
        assertFrame(r, fx.items[1], Rect(x: 50, y: 0, width: 150, height: 20))
        env.fillTieBreak = .none
        r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        XCTAssertEqual(Set(r.ambiguities.map(\.view)), ["Item0", "Item1"], "Xcode would flag this layout")
    }

    /// Equal compression resistance in an overflowing fill stack: by default the first tied item
    /// shrinks (arrangement order); `fillShrinkTieBreak` chooses separately from growing.
    func testShrinkTieBreakChoices() throws {
        let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 20)]
        let fx = try makeStack(axis: .horizontal, items: sizes, size: Size(width: 90, height: 20))
        var env = plainEnvironment()
        var r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 20, height: 20))
        assertFrame(r, fx.items[1], Rect(x: 30, y: 0, width: 60, height: 20))
        XCTAssertTrue(r.ambiguities.isEmpty)
        env.fillShrinkTieBreak = .laterItemMoves
        r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 40, height: 20))
        assertFrame(r, fx.items[1], Rect(x: 50, y: 0, width: 40, height: 20))
        env.fillShrinkTieBreak = nil
        env.fillTieBreak = .laterItemMoves
        r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        assertFrame(r, fx.items[1], Rect(x: 50, y: 0, width: 40, height: 20), "the growing rule applies to shrinking when unset")
    }
}
