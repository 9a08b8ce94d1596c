import XCTest
@testable import Layout
import LayoutTestSupport

/// A hidden arranged subview that is itself a first-baseline row (docs/layout.md, "hidden
/// items" in the choices): the row cannot reach height 0, because its required `UISV-alignment` (equal
/// baselines) and spanner boundaries outrank `UISV-hiding` (999.999). Its items are crushed to
/// height 0 (compression resistance 750 < 999.999), and a zero-height label's baseline lies
/// 0.8 × size − 0.5 × size = 0.3 × size below its top with the grid measurer (the text block is
/// centred), so 20 pt and 10 pt labels need tops 3 pt apart: the row keeps a 3-pt sliver (in the
/// corpus, about 0.5 pt). Nothing visible moves: from iOS 11 visible items are chained directly.
/// On iOS 9/10 the hiding constraint is required and the conflict is logged, as UIKit did.
final class HiddenBaselineRowTests: XCTestCase {
    func testHiddenFirstBaselineRow() throws {
        var tree = ViewTree()
        let column = try tree.addView(.stackView(StackViewProperties(axis: .vertical, alignment: .fill, spacing: 10)),
                                      name: "Column", to: tree.root)
        _ = try tree.addArrangedView(label("top", size: 20), name: "Top", to: column)
        let row = try tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8)),
                                           name: "Row", to: column)
        _ = try tree.addArrangedView(label("ab", size: 20), name: "A", to: row)
        _ = try tree.addArrangedView(label("ab", size: 10), name: "B", to: row)
        let bottom = try tree.addArrangedView(label("bottom", size: 20), name: "Bottom", to: column)
        tree[row].isHidden = true
        try tree.addConstraint(LayoutConstraint(.view(column), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(column), .top, .equal, .view(tree.root), .top))

        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        assertFrame(r, column, Rect(x: 0, y: 0, width: 60, height: 50), "visible items only: 20 + 10 + 20")
        assertFrame(r, bottom, Rect(x: 0, y: 30, width: 60, height: 20))
        XCTAssertEqual(r[row]?.frame.height ?? -1, 3, accuracy: 1e-6, "the documented sliver: 0.3 × (20 − 10)")

        var legacy = plainEnvironment()
        legacy.osVersion = OSVersion(10)
        let old = layout(tree, in: legacy, measurer: GridTextMeasurer())
        XCTAssertEqual(old.conflicts.count, 1, "required UISV-hiding vs the row's baseline alignment")
        XCTAssertEqual(old[row]?.frame.height, 0)
        assertFrame(old, bottom, Rect(x: 0, y: 30, width: 60, height: 20))
    }
}
