import XCTest
@testable import Layout
import LayoutTestSupport

/// How a baseline-aligned horizontal stack connects to its canvas across the axis (issue #12,
/// rule 6; docs/layout.md, "Stack views"). UIKit (iOS 26.1's `_UIAlignedLayoutArrangement`, and
/// the view debugger's `stackView.top <= label.top` in the useyourloaf report of rdar://32291130)
/// ties the edge on the baseline's side to the first item through an inequality and the other
/// edge to the spanner; one item gets inequalities on both sides; the canvas fits at 49.
/// Grid measurer: a 20 pt line is 20 tall with its baseline at 16; 40 pt: 40 / 32.
final class BaselineStackCanvasTests: XCTestCase {
    private func row(_ alignment: StackAlignment, height: Double? = nil,
                     _ items: [ViewKind]) throws -> (ViewTree, ViewID, [ViewID]) {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: alignment, spacing: 8)),
                                     name: "Row", to: tree.root)
        var ids: [ViewID] = []
        for (i, kind) in items.enumerated() {
            ids.append(try tree.addArrangedView(kind, name: "Item\(i)", to: stack))
        }
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top, constant: 20))
        if let height {
            try tree.addConstraint(LayoutConstraint(.view(stack), .height, constant: height))
        }
        return (tree, stack, ids)
    }

    private func image(_ side: Double) -> ViewKind {
        .imageView(ImageViewProperties(imageSize: Size(width: side, height: side)))
    }

    /// A first-baseline stack taller than its row: the lowest bottom meets the stack's bottom
    /// (here an image view, whose first baseline is its top, hangs below the label's baseline).
    func testStretchedFirstBaselineRowSitsOnTheBottom() throws {
        let (tree, _, ids) = try row(.firstBaseline, height: 100, [label("ab", size: 20), image(30)])
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts)")
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        assertFrame(r, ids[1], Rect(x: 28, y: 70, width: 30, height: 30))   // bottom on the stack's bottom
        assertFrame(r, ids[0], Rect(x: 0, y: 54, width: 20, height: 20))    // baseline 70 = the image's top
    }

    /// Unstretched, the stack starts at the first item's top and ends at the lowest bottom: a
    /// taller item further on sticks out above the stack (UIKit's behaviour in rdar://32291130,
    /// and the frames Interface Builder stores for such a row: esri's label + text field).
    func testFirstBaselineStackStartsAtTheFirstItemsTop() throws {
        let (tree, stack, ids) = try row(.firstBaseline, [label("ab", size: 20), label("ab", size: 40)])
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts)")
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        assertFrame(r, stack, Rect(x: 10, y: 20, width: 20 + 8 + 40, height: 24))
        assertFrame(r, ids[0], Rect(x: 0, y: 0, width: 20, height: 20))
        assertFrame(r, ids[1], Rect(x: 28, y: -16, width: 40, height: 40))
    }

    /// Last baseline mirrors it: a stretched stack keeps its row at the top (the spanner is tied
    /// to the canvas's top), the tallest item's top on the stack's top.
    func testStretchedLastBaselineRowSitsOnTheTop() throws {
        let (tree, _, ids) = try row(.lastBaseline, height: 100, [label("ab", size: 20), label("ab", size: 40)])
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        assertFrame(r, ids[1], Rect(x: 28, y: 0, width: 40, height: 40))
        assertFrame(r, ids[0], Rect(x: 0, y: 16, width: 20, height: 20))
    }

    /// The generated list: UIKit's identifiers only (no invented placement constraint), the
    /// first item's inequality on the baseline side, the spanner's equality on the other, the
    /// canvas fit at 49; one item: inequalities on both sides.
    func testGeneratedCanvasConnections() throws {
        let (tree, stack, _) = try row(.firstBaseline, [label("ab", size: 20), label("ab", size: 40)])
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        let all = r.constraintsByView.flatMap { $0 }
        XCTAssertFalse(all.contains { $0.contains("SNAP-baseline-placement") })
        let canvas = r.constraints(of: stack).filter { $0.contains("UISV-canvas-connection") && $0.contains("V:") == false }
        XCTAssertTrue(canvas.contains { $0.contains("Row'.top <= ") && $0.contains("Item0'.top") }, "\(canvas)")
        XCTAssertTrue(canvas.contains { $0.contains("UISV-alignment-spanner") && $0.contains(".bottom == ") }, "\(canvas)")
        XCTAssertTrue(r.constraints(of: stack).contains { $0.contains("UISV-canvas-fit") && $0.contains("@49") })

        let (one, oneStack, _) = try row(.firstBaseline, [label("ab", size: 20)])
        let single = layout(one, in: plainEnvironment(), measurer: GridTextMeasurer())
        let connections = single.constraints(of: oneStack).filter { $0.contains("UISV-canvas-connection") }
        XCTAssertTrue(connections.contains { $0.contains("Row'.top <= ") }, "\(connections)")
        XCTAssertTrue(connections.contains { $0.contains("Row'.bottom >= ") }, "\(connections)")
        assertFrame(single, oneStack, Rect(x: 10, y: 20, width: 20, height: 20))
    }
}
