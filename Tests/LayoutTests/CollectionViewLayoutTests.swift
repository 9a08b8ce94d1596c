import XCTest
@testable import Layout
import LayoutTestSupport

/// A collection view in a screen's layout: its items placed by the flow layout after the
/// screen's pass, only those in view laid out (LayoutEngine+CollectionViews.swift).
final class CollectionViewLayoutTests: XCTestCase {
    /// A cell (the item tree's root) with a label pinned 8 points inside its margins.
    private func cell(_ i: Int) throws -> ViewTree {
        var t = ViewTree(rootName: "Cell \(i)")
        let label = try t.addView(.label(LabelProperties(text: "x\(i)", font: .system(20))), name: "Label \(i)", to: t.root)
        try t.addConstraint(LayoutConstraint(.view(label), .leading, .equal, .view(t.root), .leadingMargin))
        try t.addConstraint(LayoutConstraint(.view(label), .top, .equal, .view(t.root), .topMargin))
        return t
    }

    private func screen(items: Int, laysOutEvery: Bool = false) throws -> (LayoutResult, ViewID) {
        var tree = ViewTree()
        var p = CollectionViewProperties(layout: FlowLayout(itemSize: Size(width: 100, height: 100),
                                                            minimumLineSpacing: 10, minimumInteritemSpacing: 10))
        p.sections = [CollectionViewSection(items: try (0..<items).map(cell))]
        let cv = try tree.addView(.collectionView(p), name: "Grid", to: tree.root)
        for (a, c) in [(LayoutAttribute.leading, 0.0), (.top, 50), (.width, 320), (.height, 250)] {
            let constraint = a == .width || a == .height
                ? LayoutConstraint(.view(cv), a, constant: c)
                : LayoutConstraint(.view(cv), a, .equal, .view(tree.root), a, constant: c)
            try tree.addConstraint(constraint)
        }
        var env = plainEnvironment()
        env.laysOutEveryCollectionItem = laysOutEvery
        return (layout(tree, in: env, measurer: GridTextMeasurer()), cv)
    }

    func testOnlyTheItemsInViewAreLaidOutUnderTheCollectionView() throws {
        let (r, cv) = try screen(items: 30)
        guard let grid = r[cv] else { return XCTFail("no collection view") }
        XCTAssertEqual(grid.node.subviews.count, 9)
        XCTAssertEqual(grid.contentSize, Size(width: 320, height: 10 * 100 + 9 * 10))
        let cells = grid.node.subviews.compactMap { r[$0] }
        XCTAssertEqual(cells.map(\.node.name), (0..<9).map { "Cell \($0)" })
        XCTAssertEqual(cells[4].frame, Rect(x: 110, y: 160, width: 100, height: 100))
        XCTAssertEqual(cells[4].frameInSuperview, Rect(x: 110, y: 110, width: 100, height: 100))
        // The cell's content is laid out at the item's size: the label sits at the cell's margins (8).
        guard let label = cells[4].node.subviews.first.flatMap({ r[$0] }) else { return XCTFail("no label") }
        XCTAssertEqual(label.node.name, "Label 4")
        XCTAssertEqual(label.frame.minX, 118)
        XCTAssertEqual(label.frame.minY, 168)
        XCTAssertEqual(r.tree[label.id].superview, cells[4].id)
    }

    func testEveryItemWithFullContent() throws {
        let (r, cv) = try screen(items: 30, laysOutEvery: true)
        XCTAssertEqual(r[cv]?.node.subviews.count, 30)
        XCTAssertEqual(r["Cell 29"]?.frame, Rect(x: 220, y: 50 + 9 * 110, width: 100, height: 100))
    }

    func testAScrolledCollectionViewShowsTheItemsAtItsOffset() throws {
        var tree = ViewTree()
        var p = CollectionViewProperties(layout: FlowLayout(itemSize: Size(width: 100, height: 100),
                                                            minimumLineSpacing: 10, minimumInteritemSpacing: 10))
        p.sections = [CollectionViewSection(items: try (0..<30).map(cell))]
        p.contentOffset = Point(x: 0, y: 115)
        let cv = try tree.addView(.collectionView(p), name: "Grid", to: tree.root)
        var node = tree[cv]
        node.autoresizingFrame = Rect(x: 0, y: 0, width: 320, height: 200)
        tree[cv] = node
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        let cells = r[cv]?.node.subviews.compactMap { r[$0] } ?? []
        XCTAssertEqual(cells.first?.node.name, "Cell 3")
        XCTAssertEqual(cells.first?.frame.minY, 110 - 115)
        XCTAssertEqual(cells.count, 6)
    }

    func testTheSafeAreaJoinsTheContentInsetAlongTheScrollingAxis() throws {
        var tree = ViewTree()
        var p = CollectionViewProperties(layout: FlowLayout(itemSize: Size(width: 100, height: 100)))
        p.sections = [CollectionViewSection(items: try (0..<3).map(cell))]
        let cv = try tree.addView(.collectionView(p), name: "Grid", to: tree.root)
        for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(cv), a, .equal, .view(tree.root), a))
        }
        let r = layout(tree, in: Environment(device: .iPhoneX), measurer: GridTextMeasurer())
        XCTAssertEqual(r["Cell 0"]?.frame.minY, 44)
        XCTAssertEqual(r[cv]?.contentOffset, Point(x: 0, y: -44))
        XCTAssertEqual(r[cv]?.contentSize, Size(width: 375, height: 100))
        // Every item laid out (render --full-content): the insets count as content at offset 0.
        var full = Environment(device: .iPhoneX)
        full.laysOutEveryCollectionItem = true
        let f = layout(tree, in: full, measurer: GridTextMeasurer())
        XCTAssertEqual(f["Cell 0"]?.frame.minY, 44)
        XCTAssertEqual(f[cv]?.contentOffset, .zero)
        XCTAssertEqual(f[cv]?.contentSize, Size(width: 375, height: 44 + 100 + 34))
    }

    /// A self-sizing cell: a label of `lines` lines (20 points each) pinned to its edges.
    private func growingCell(_ i: Int, lines: Int) throws -> ViewTree {
        var t = ViewTree(rootName: "Cell \(i)")
        let text = Array(repeating: "ab", count: lines).joined(separator: "\n")
        let label = try t.addView(.label(LabelProperties(text: text, font: .system(20), numberOfLines: 0)), name: "Label \(i)", to: t.root)
        for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try t.addConstraint(LayoutConstraint(.view(label), a, .equal, .view(t.root), a))
        }
        return t
    }

    func testSelfSizingCellsTakeTheirFittingHeightWhereTheyShow() throws {
        var tree = ViewTree()
        var p = CollectionViewProperties(layout: FlowLayout(estimatedItemSize: Size(width: 300, height: 50),
                                                            minimumLineSpacing: 10, minimumInteritemSpacing: 10))
        p.sections = [CollectionViewSection(items: try (0..<40).map { try growingCell($0, lines: $0 % 3 + 1) })]
        let cv = try tree.addView(.collectionView(p), name: "List", to: tree.root)
        var node = tree[cv]
        node.autoresizingFrame = Rect(x: 0, y: 0, width: 320, height: 200)
        tree[cv] = node
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        let cells = r[cv]?.node.subviews.compactMap { r[$0] } ?? []
        // Heights 20, 40, 60, 20, 40, ... with 10 between: five lines start above 200.
        XCTAssertEqual(cells.map(\.frame.height), [20, 40, 60, 20, 40])
        XCTAssertEqual(cells.map(\.frame.minY), [0, 30, 80, 150, 180])
        XCTAssertEqual(cells.first?.frame.width, 300)
        // The items below keep the estimate (50): 5 measured (180) + 35 × 50 + 39 gaps of 10.
        XCTAssertEqual(r[cv]?.contentSize?.height, 180 + 35 * 50 + 39 * 10)
    }
}
