import Layout
import Raster
@testable import Render
import XCTest

final class TablePaintingTests: XCTestCase {
    /// A 200×300 @1x table of two 40-pt rows with `style`, filling the root.
    func scene(_ style: TableViewStyle, separators: TableSeparatorStyle = .singleLine,
               accessory: TableViewCellAccessory = .none) throws -> TestScene {
        var s = TestScene(width: 200, height: 300, scale: 1)
        let table = try s.add(.tableView(TableViewProperties(style: style, rowHeight: .fixed(40), separatorStyle: separators)),
                              "Table", Rect(x: 0, y: 0, width: 200, height: 300))
        for i in 0..<2 {
            try s.tree.addTableViewCell(TableViewCellProperties(accessoryType: accessory), name: "Row \(i)", to: table)
        }
        return s
    }

    func testPlainTableIsWhiteWithSeparatorsInsetFromTheLeadingMargin() throws {
        let b = try scene(.plain).render()
        assertColor(b.rgba(100, 20), [255, 255, 255, 255])
        // The first row's separator: its bottom pixel row, from x 16 on.
        let line = b.rgba(100, 39)
        XCTAssertLessThan(line[0], 250, "\(line)")
        assertColor(b.rgba(8, 39), [255, 255, 255, 255])
    }

    func testNoSeparatorsWhenTheStyleIsNone() throws {
        let b = try scene(.plain, separators: .none).render()
        assertColor(b.rgba(100, 39), [255, 255, 255, 255])
    }

    func testInsetGroupedSectionIsAWhiteRoundedCardOnGroupedGrey() throws {
        let b = try scene(.insetGrouped).render()
        let g = [242, 242, 247, 255]  // systemGroupedBackground, light
        assertColor(b.rgba(100, 10), g, tolerance: 1)        // above the first section (35 pt)
        assertColor(b.rgba(8, 50), g, tolerance: 1)          // left of the 16-pt inset
        assertColor(b.rgba(100, 50), [255, 255, 255, 255])   // inside the card
        assertColor(b.rgba(16, 35), g, tolerance: 1)         // the rounded corner
        // No separator below the section's last row.
        assertColor(b.rgba(100, 35 + 79), [255, 255, 255, 255])
    }

    /// Whether anything darker than near-white is drawn where the first row's accessory goes.
    func hasInk(_ b: Bitmap) -> Bool {
        for x in 170..<190 {
            for y in 12..<28 where (b.rgba(x, y).first ?? 255) < 230 { return true }
        }
        return false
    }

    func testDisclosureIndicatorIsDrawnNearTheTrailingEdge() throws {
        let b = try scene(.plain, accessory: .disclosureIndicator).render()
        let dark = hasInk(b)
        XCTAssertTrue(dark, "no chevron")
        let plain = try scene(.plain).render()
        let none = hasInk(plain)
        XCTAssertFalse(none)
    }
}

final class PinnedHeaderTests: XCTestCase {
    /// A plain table scrolled 30 pt into its only section: the header stays at the top on its
    /// band, over the red rows scrolled under it.
    func testPlainHeaderIsPinnedOverTheRowsScrolledUnderIt() throws {
        var s = TestScene(width: 200, height: 300, scale: 1)
        var p = TableViewProperties(style: .plain, rowHeight: .fixed(40), contentOffset: Point(x: 0, y: 30))
        p.sections = [TableSection(headerTitle: "A")]
        let table = try s.add(.tableView(p), "Table", Rect(x: 0, y: 0, width: 200, height: 300))
        for i in 0..<8 {
            let (cell, _) = try s.tree.addTableViewCell(name: "Row \(i)", to: table)
            var node = s.tree[cell]
            node.backgroundColor = .red
            s.tree[cell] = node
        }
        let pinned = try s.render()
        XCTAssertNotEqual(pinned.rgba(150, 5), [255, 0, 0, 255], "the band covers the rows at the top")
        assertColor(pinned.rgba(150, 40), [255, 0, 0, 255])
        var top = s
        var node = top.tree[table]
        if case .tableView(var built) = node.kind {
            built.contentOffset = .zero
            node.kind = .tableView(built)
        }
        top.tree[table] = node
        let unscrolled = try top.render()
        assertColor(unscrolled.rgba(150, 40), [255, 0, 0, 255])
    }
}

/// Empty rows' separators, and what right to left mirrors (the places) and does not (a checkmark).
final class TableEmptyRowsAndMirroringTests: XCTestCase {
    func scene(_ style: TableViewStyle = .plain, accessory: TableViewCellAccessory = .none,
               rtl: Bool = false) throws -> TestScene {
        var s = TestScene(width: 200, height: 300, scale: 1)
        let table = try s.add(.tableView(TableViewProperties(style: style, rowHeight: .fixed(40))),
                              "Table", Rect(x: 0, y: 0, width: 200, height: 300))
        for i in 0..<2 {
            try s.tree.addTableViewCell(TableViewCellProperties(accessoryType: accessory), name: "Row \(i)", to: table)
        }
        if rtl { s.environment.layoutDirection = .rightToLeft }
        return s
    }

    func testAPlainTableDrawsTheSeparatorsOfItsEmptyRows() throws {
        // Two 40-point rows; the empty rows below them every 40 points, from the 16-point margin.
        let b = try scene().render()
        for y in [119, 159, 279] {
            XCTAssertLessThan(b.rgba(100, y)[0], 250, "no separator at \(y)")
            assertColor(b.rgba(8, y), [255, 255, 255, 255])
        }
        assertColor(b.rgba(100, 100), [255, 255, 255, 255])
        let grouped = try scene(.insetGrouped).render()
        assertColor(grouped.rgba(100, 35 + 80 + 39), [242, 242, 247, 255], tolerance: 1)
    }

    /// The topmost inked row of the columns `xs` in the first row's accessory band.
    func top(_ b: Bitmap, _ xs: [Int]) -> Int? {
        xs.compactMap { x in (5..<35).first { (b.rgba(x, $0).first ?? 255) < 200 } }.min()
    }

    /// The inked columns of the first row between `from` and `to`.
    func inked(_ b: Bitmap, _ from: Int, _ to: Int) -> [Int] {
        (from..<to).filter { x in (5..<35).contains { (b.rgba(x, $0).first ?? 255) < 200 } }
    }

    func testACheckmarkMovesToTheLeadingSideButIsNotMirrored() throws {
        for rtl in [false, true] {
            let b = try scene(accessory: .checkmark, rtl: rtl).render()
            let columns = rtl ? inked(b, 0, 50) : inked(b, 150, 200)
            let left = try XCTUnwrap(columns.first), right = try XCTUnwrap(columns.last)
            // A checkmark's long stroke rises to the right: its right end is its top.
            let l = try XCTUnwrap(top(b, [left, left + 1])), r = try XCTUnwrap(top(b, [right - 1, right]))
            XCTAssertLessThan(r, l, "rtl \(rtl): the checkmark is mirrored")
        }
    }
}
