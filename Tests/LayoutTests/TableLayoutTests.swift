import XCTest
@testable import Layout
import LayoutTestSupport

final class TableLayoutTests: XCTestCase {
    /// A table filling a 400×600 root at 2x.
    func makeTable(_ properties: TableViewProperties = TableViewProperties(), height: Double = 600) throws -> (ViewTree, ViewID) {
        var tree = ViewTree()
        let table = try tree.addView(.tableView(properties), name: "Table", to: tree.root)
        for a in [LayoutAttribute.leading, .trailing, .top] {
            try tree.addConstraint(LayoutConstraint(.view(table), a, .equal, .view(tree.root), a))
        }
        try tree.addConstraint(LayoutConstraint(.view(table), .height, constant: height))
        return (tree, table)
    }

    /// A custom cell whose content view holds one label pinned to its margins.
    func addLabelCell(_ tree: inout ViewTree, _ table: ViewID, text: String, lines: Int = 0, section: Int = 0,
                      rowHeight: Double? = nil) throws -> (cell: ViewID, label: ViewID) {
        let (cell, content) = try tree.addTableViewCell(TableViewCellProperties(rowHeight: rowHeight), name: "Cell \(text.prefix(8))",
                                                        to: table, section: section)
        let label = try tree.addView(.label(LabelProperties(text: text, font: .system(20), numberOfLines: lines)),
                                     name: "Label", to: content)
        for a in [LayoutAttribute.leadingMargin, .trailingMargin, .topMargin, .bottomMargin] {
            let own = ConstraintBuilder.plainAttribute(a) ?? a
            try tree.addConstraint(LayoutConstraint(.view(label), own, .equal, .view(content), a))
        }
        return (cell, label)
    }

    func testFixedRowHeightsStackRowsAtTheTablesWidth() throws {
        var (tree, table) = try makeTable(TableViewProperties(rowHeight: .fixed(50)))
        let cells = try (0..<3).map { try addLabelCell(&tree, table, text: "Row \($0)").cell }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        for (i, c) in cells.enumerated() {
            XCTAssertEqual(r[c]?.frame, Rect(x: 0, y: Double(i) * 50, width: 400, height: 50))
        }
        // From iOS 13 the content view fills the row (the separator takes no room).
        let content = tree[cells[0]].subviews[0]
        XCTAssertEqual(r[content]?.frame, Rect(x: 0, y: 0, width: 400, height: 50))
        XCTAssertEqual(r[table]?.contentSize, Size(width: 400, height: 150))
        XCTAssertTrue(r.conflicts.isEmpty)
    }

    func testSelfSizingRowWrapsItsMultiLineLabelAtTheRowsWidthInsideTheMargins() throws {
        var (tree, table) = try makeTable()
        // 360 wide inside the 20-pt margins of a 400-point screen: 36 characters of 10 pt per line.
        let text = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces)
        let (cell, label) = try addLabelCell(&tree, table, text: text)
        let (second, _) = try addLabelCell(&tree, table, text: "Short")
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        // 20 four-letter words: 7 (34 characters) per line, 3 lines of 20 pt.
        // The row is the fitting height plus the 0.5-point separator, which the label pinned to
        // the content view's margins takes (tflite, kingfisher).
        XCTAssertEqual(r[label]?.frame, Rect(x: 20, y: 11, width: 360, height: 60.5))
        XCTAssertEqual(r[cell]?.frame.height, 60 + 22 + 0.5)
        XCTAssertEqual(r[second]?.frame, Rect(x: 0, y: 82.5, width: 400, height: 20 + 22 + 0.5))
    }

    func testACellTakesTheWidthItIsGivenNotItsStoredFrame() throws {
        var (tree, table) = try makeTable(TableViewProperties(rowHeight: .fixed(44)))
        let (cell, _) = try addLabelCell(&tree, table, text: "A")
        var content = tree[tree[cell].subviews[0]]
        content.autoresizingFrame = Rect(x: 0, y: 0, width: 320, height: 43.5)
        tree[content.id] = content
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[content.id]?.frame.width, 400)
    }

    func testOnlyVisibleRowsAreLaidOutAndTheRestCountAtTheirHeight() throws {
        var (tree, table) = try makeTable(TableViewProperties(rowHeight: .fixed(50)), height: 600)
        let cells = try (0..<1000).map { try addLabelCell(&tree, table, text: "Row \($0)").cell }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertNotNil(r[cells[11]])
        XCTAssertNil(r[cells[12]])
        XCTAssertNil(r[cells[999]])
        XCTAssertEqual(r[table]?.contentSize?.height, 50_000)
        XCTAssertEqual(r[table]?.table?.sections.first?.rows.count, 12)
        var all = plainEnvironment()
        all.laysOutAllTableRows = true
        let full = layout(tree, in: all, measurer: GridTextMeasurer())
        XCTAssertEqual(full[cells[999]]?.frameInSuperview.minY, 49_950)
    }

    func testContentOffsetMovesTheVisibleRows() throws {
        var (tree, table) = try makeTable(TableViewProperties(rowHeight: .fixed(50), contentOffset: Point(x: 0, y: 120)), height: 200)
        let cells = try (0..<20).map { try addLabelCell(&tree, table, text: "Row \($0)").cell }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertNil(r[cells[1]])
        XCTAssertEqual(r[cells[2]]?.frame.minY, 100 - 120)
        XCTAssertNotNil(r[cells[6]])
        XCTAssertNil(r[cells[7]])
    }

    func testInsetGroupedRowsAreInsetByTheSystemMarginsAndSectionsSpaced() throws {
        var p = TableViewProperties(style: .insetGrouped, rowHeight: .fixed(44))
        p.sections = [TableSection(), TableSection()]
        var (tree, table) = try makeTable(p)
        let a = try addLabelCell(&tree, table, text: "A", section: 0).cell
        let b = try addLabelCell(&tree, table, text: "B", section: 1).cell
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        // 35 above the first section; 17.5 footer + 17.5 header between sections.
        XCTAssertEqual(r[a]?.frame, Rect(x: 20, y: 35, width: 360, height: 44))
        XCTAssertEqual(r[b]?.frame, Rect(x: 20, y: 35 + 44 + 35, width: 360, height: 44))
        XCTAssertEqual(r[table]?.table?.sectionInsets.left, 20, "the side margin of a 400-point screen")
    }

    func testStoredCellHeightWinsOverTheTablesAutomaticHeight() throws {
        var (tree, table) = try makeTable()
        let (cell, _) = try addLabelCell(&tree, table, text: "Tall", rowHeight: 120)
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[cell]?.frame.height, 120)
    }

    func testStandardBasicCellIsAtLeastTheDefaultRowHeightAndItsLabelSitsAtTheLeadingMargin() throws {
        var (tree, table) = try makeTable()
        let (cell, content) = try tree.addTableViewCell(TableViewCellProperties(style: .basic, accessoryType: .disclosureIndicator),
                                                        name: "Cell", to: table)
        let label = try tree.addView(.label(LabelProperties(text: "General", font: .system(17))), name: "Text", to: content)
        var node = tree[cell]
        if case .tableViewCell(var p) = node.kind { p.textLabel = label; node.kind = .tableViewCell(p) }
        tree[cell] = node
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[cell]?.frame.height, 43.5, "44 less the separator")
        XCTAssertEqual(r[content]?.frame.width, 400 - 20 - 10.5)
        XCTAssertEqual(r[label]?.frame.minX, 20)
        XCTAssertEqual(r[label]?.frame.midY ?? 0, 43.5 / 2, accuracy: 0.5)
    }

    func testACellWhoseContentGivesNoHeightIsStandardHeightAndAnEmptyOneTheDefaultRowHeight() throws {
        var (tree, table) = try makeTable()
        let (empty, _) = try tree.addTableViewCell(name: "Empty", to: table)
        let (loose, content) = try tree.addTableViewCell(name: "Loose", to: table)
        // bugsnag's fixed-frame button: a top and a height, nothing below it.
        let button = try tree.addView(.view, name: "Button", to: content)
        try tree.addConstraint(LayoutConstraint(.view(button), .top, .equal, .view(content), .top, constant: 7))
        try tree.addConstraint(LayoutConstraint(.view(button), .leading, .equal, .view(content), .leading, constant: 16))
        try tree.addConstraint(LayoutConstraint(.view(button), .height, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(button), .width, constant: 122))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[empty]?.frame.height, 43.5, "no subviews: the default row height, 44 less the separator")
        XCTAssertEqual(r[loose]?.frame.height, 44, "subviews that give no height: UIKit's standard height")
    }

    func testGroupedHeaderTitleHeightComesFromItsText() throws {
        var p = TableViewProperties(style: .grouped, rowHeight: .fixed(44))
        p.sections = [TableSection(headerTitle: "Title", footerTitle: "Footer")]
        var (tree, table) = try makeTable(p)
        let a = try addLabelCell(&tree, table, text: "A").cell
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        // footnote is 13 pt in the grid measurer: 17.5 + 16 + 13 + 6 above the row.
        XCTAssertEqual(r[a]?.frame.minY, 17.5 + 16 + 13 + 6)
        let s = try XCTUnwrap(r[table]?.table?.sections.first)
        XCTAssertEqual(s.footer?.height, 6 + 13 + 17.5)
    }

    func testGroupedFooterTitleBottomFollowsTheIOSVersion() throws {
        // bugsnag (iOS 14.5's canvas): a two-line footer is its text plus 16.5; nrfmesh and
        // nrfblinky (iOS 26): plus 14.5; iOS 17 keeps 6 + 17.5.
        for (os, bottom) in [(OSVersion(14, 5), 10.5), (OSVersion(17), 17.5), (OSVersion(26), 8.5)] {
            var p = TableViewProperties(style: .grouped, rowHeight: .fixed(44))
            p.sections = [TableSection(footerTitle: "Footer")]
            p.metricsVersion = os
            var (tree, table) = try makeTable(p)
            _ = try addLabelCell(&tree, table, text: "A")
            let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
            let s = try XCTUnwrap(r[table]?.table?.sections.first)
            XCTAssertEqual(s.footer?.height, 6 + 13 + bottom, "\(os)")
        }
    }

    func testTableHeaderViewTakesTheTablesWidthAndItsStoredHeightAboveTheRows() throws {
        var (tree, table) = try makeTable(TableViewProperties(rowHeight: .fixed(44)))
        let header = try tree.addView(.view, name: "Header", to: table)
        var node = tree[header]
        node.autoresizingFrame = Rect(x: 0, y: 0, width: 320, height: 60)
        tree[header] = node
        var t = tree[table]
        if case .tableView(var p) = t.kind { p.tableHeaderView = header; t.kind = .tableView(p) }
        tree[table] = t
        let a = try addLabelCell(&tree, table, text: "A").cell
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[header]?.frame, Rect(x: 0, y: 0, width: 400, height: 60))
        XCTAssertEqual(r[a]?.frame.minY, 60)
    }

    func testValue1DetailSitsAtTheTrailingMargin() throws {
        var (tree, table) = try makeTable()
        let (cell, content) = try tree.addTableViewCell(TableViewCellProperties(style: .value1), name: "Cell", to: table)
        let text = try tree.addView(.label(LabelProperties(text: "Wi-Fi", font: .system(20))), name: "Text", to: content)
        let detail = try tree.addView(.label(LabelProperties(text: "Home", font: .system(20))), name: "Detail", to: content)
        var node = tree[cell]
        if case .tableViewCell(var p) = node.kind { p.textLabel = text; p.detailTextLabel = detail; node.kind = .tableViewCell(p) }
        tree[cell] = node
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[text]?.frame.minX, 20)
        XCTAssertEqual(r[detail]?.frame, Rect(x: 400 - 20 - 40, y: 12, width: 40, height: 20))
        XCTAssertEqual(r[cell]?.frame.height, 43.5)
    }
}
