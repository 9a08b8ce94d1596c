import XCTest
@testable import Layout
import LayoutTestSupport

/// fillProportionally with plain views that override `intrinsicContentSize` (issue #12, rule 11):
/// UIKit shares the stack's length by each item's intrinsic length
/// (`_proportionalFillLengthForOrderedArrangement:` reads `intrinsicContentSize`, and the fitting
/// size only where it is `noIntrinsicMetric`), so 50/100/150 in 360 pt is 60/120/180, as for image
/// views of those widths; plain views without an override have none and fall back to fillEqually.
final class ProportionalIntrinsicSizeTests: XCTestCase {
    private func stack(_ kinds: [(ViewKind, IntrinsicSizeOverride?)]) throws -> (ViewTree, [ViewID]) {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, distribution: .fillProportionally)),
                                     name: "Stack", to: tree.root)
        var ids: [ViewID] = []
        for (i, (kind, size)) in kinds.enumerated() {
            let id = try tree.addArrangedView(kind, name: "Item\(i)", to: stack)
            tree[id].intrinsicSizeOverride = size
            ids.append(id)
        }
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(stack), .width, constant: 360))
        return (tree, ids)
    }

    private func widths(_ tree: ViewTree, _ ids: [ViewID]) -> [Double] {
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts)")
        return ids.map { r[$0]?.frame.width ?? -1 }
    }

    func testPlainViewsWithOverridesShareByTheirIntrinsicWidths() throws {
        let (tree, ids) = try stack([50, 100, 150].map { (.view, IntrinsicSizeOverride(width: $0, height: 30)) })
        XCTAssertEqual(widths(tree, ids), [60, 120, 180])
    }

    func testImageViewsOfTheSameWidthsShareTheSame() throws {
        let (tree, ids) = try stack([50, 100, 150].map {
            (.imageView(ImageViewProperties(imageSize: Size(width: $0, height: 30))), nil)
        })
        XCTAssertEqual(widths(tree, ids), [60, 120, 180])
    }

    func testPlainViewsWithoutIntrinsicSizeShareEqually() throws {
        let (tree, ids) = try stack([(.view, nil), (.view, nil), (.view, IntrinsicSizeOverride(height: 30))])
        XCTAssertEqual(widths(tree, ids), [120, 120, 120])
    }

    /// The override is intrinsic content: hugging and compression resistance at the view's own
    /// priorities, on the axes it names only.
    func testOverrideIsIntrinsicContent() throws {
        var tree = ViewTree()
        let box = try tree.addView(.view, name: "Box", to: tree.root)
        tree[box].intrinsicSizeOverride = IntrinsicSizeOverride(width: 120, height: nil)
        try tree.addConstraint(LayoutConstraint(.view(box), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(box), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(box), .height, constant: 10))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[box]?.frame.width, 120)
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        let size = r.constraints(of: box).filter { $0.contains("NSContentSizeLayoutConstraint") || $0.contains("Box'.width") }
        XCTAssertFalse(size.isEmpty, "\(r.constraints(of: box))")
    }

    /// An item without intrinsic height is shared by its fitting size, which honours the lengths
    /// it and its stack's items fix for themselves (efrconnect's range-test rows: a nested row of a
    /// label and a 33-point button is 33, a plain view of `height == 76` is 76, as Interface Builder
    /// stores them), not by intrinsic sizes alone (a plain view then had none: `len == 0`, in
    /// conflict with its own height).
    func testItemsWithoutIntrinsicHeightShareByTheirFixedHeights() throws {
        var tree = ViewTree()
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, distribution: .fillProportionally, spacing: 10)),
                                     name: "Stack", to: tree.root)
        let box = try tree.addArrangedView(.view, name: "Box", to: stack)
        let row = try tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal)), name: "Row", to: stack)
        _ = try tree.addArrangedView(label("ab"), name: "Title", to: row)
        let button = try tree.addArrangedView(.view, name: "Button", to: row)
        try tree.addConstraint(LayoutConstraint(.view(box), .height, constant: 76))
        try tree.addConstraint(LayoutConstraint(.view(button), .height, constant: 33))
        try tree.addConstraint(LayoutConstraint(.view(button), .width, constant: 80))
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(stack), .width, constant: 300))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts)")
        XCTAssertEqual(r[box]?.frame.height, 76)
        XCTAssertEqual(r[row]?.frame.height, 33)
        XCTAssertEqual(r[stack]?.frame.height, 119)
    }
}
