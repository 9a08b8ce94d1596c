import XCTest
@testable import Layout
import LayoutTestSupport

/// UIKit's cell metrics by screen width, iOS version and style, and the standard styles' and
/// accessories' places (docs/layout.md, "Tables"; measured from Interface Builder's stored frames).
final class TableCellMetricsTests: XCTestCase {
    /// A table `tableWidth` wide (at x 0) on a screen `width` wide, with one cell.
    func lay(_ cell: TableViewCellProperties, width: Double = 375, tableWidth: Double? = nil, os: OSVersion = .current,
             style: TableViewStyle = .plain, rowHeight: TableDimension = .automatic, labels: [String] = ["Title"],
             image: Size? = nil, accessoryView: Bool = false,
             font: FontDescriptor = .system(17)) throws -> (r: LayoutResult, cell: ViewID, content: ViewID, labels: [ViewID],
                                                            image: ViewID?, accessory: ViewID?) {
        var tree = ViewTree()
        var p = TableViewProperties(style: style, rowHeight: rowHeight)
        p.sections = [TableSection()]
        let table = try tree.addView(.tableView(p), name: "Table", to: tree.root)
        for a in [LayoutAttribute.leading, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(table), a, .equal, .view(tree.root), a))
        }
        try tree.addConstraint(LayoutConstraint(.view(table), .width, constant: tableWidth ?? width))
        let (c, content) = try tree.addTableViewCell(cell, name: "Cell", to: table)
        let ids = try labels.map { try tree.addView(.label(LabelProperties(text: $0, font: font)), name: $0, to: content) }
        var imageID: ViewID? = nil
        if let image {
            imageID = try tree.addView(.imageView(ImageViewProperties(imageSize: image)), name: "Image", to: content)
        }
        var accessory: ViewID? = nil
        if accessoryView {
            accessory = try tree.addView(.`switch`(SwitchProperties()), name: "Switch", to: c)
        }
        var node = tree[c]
        if case .tableViewCell(var q) = node.kind {
            q.textLabel = ids.first; q.detailTextLabel = ids.dropFirst().first; q.imageView = imageID; q.accessoryView = accessory
            node.kind = .tableViewCell(q)
        }
        tree[c] = node
        var e = Environment(device: .custom(width: width, height: 600, scale: 2), osVersion: os)
        e.laysOutAllTableRows = true
        return (layout(tree, in: e, measurer: GridTextMeasurer()), c, content, ids, imageID, accessory)
    }

    func testSideMarginsFollowTheScreensWidthNotTheTables() throws {
        for (width, margin) in [(320.0, 16.0), (375, 16), (390, 20), (393, 20), (414, 20)] {
            let x = try lay(TableViewCellProperties(style: .basic), width: width)
            XCTAssertEqual(x.r[x.labels[0]]?.frame.minX, margin, "\(width)")
            XCTAssertEqual(x.r[x.labels[0]]?.frame.maxX, width - margin, "\(width)")
        }
        // dgcawallet: a 374-point table on a 390-point screen keeps the screen's 20.
        let inset = try lay(TableViewCellProperties(style: .basic), width: 390, tableWidth: 374)
        XCTAssertEqual(inset.r[inset.labels[0]]?.frame.minX, 20)
    }

    func testContentViewFillsTheRowFromIOS13AndLeavesTheSeparatorBefore() throws {
        let now = try lay(TableViewCellProperties(), rowHeight: .fixed(50), labels: [])
        XCTAssertEqual(now.r[now.content]?.frame.height, 50)
        let old = try lay(TableViewCellProperties(), os: OSVersion(12), rowHeight: .fixed(50), labels: [])
        XCTAssertEqual(old.r[old.content]?.frame.height, 49.5)
    }

    func testDefaultRowHeightByVersionAndStyle() throws {
        // A Basic row with a short text: the minimum height. A cell without constraints: the same.
        let now = try lay(TableViewCellProperties(style: .basic))
        XCTAssertEqual(now.r[now.cell]?.frame.height, 43.5)
        let empty = try lay(TableViewCellProperties(), labels: [])
        XCTAssertEqual(empty.r[empty.cell]?.frame.height, 43.5)
        let old = try lay(TableViewCellProperties(style: .basic), os: OSVersion(12))
        XCTAssertEqual(old.r[old.cell]?.frame.height, 44)
        XCTAssertEqual(old.r[old.content]?.frame.height, 43.5)
        let grouped26 = try lay(TableViewCellProperties(style: .basic), width: 414, os: OSVersion(26), style: .grouped)
        XCTAssertEqual(grouped26.r[grouped26.cell]?.frame.height, 51)
        let plain26 = try lay(TableViewCellProperties(style: .basic), os: OSVersion(26))
        XCTAssertEqual(plain26.r[plain26.cell]?.frame.height, 43.5)
    }

    func testCellsBeforeIOS14HaveFifteenPointSideMarginsOnNarrowScreens() {
        let old = TableCellMetrics(os: OSVersion(13), style: .plain, screenWidth: 375, separator: 0.5)
        XCTAssertEqual(old.contentMargins, DirectionalEdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15))
        let oldWide = TableCellMetrics(os: OSVersion(13), style: .plain, screenWidth: 414, separator: 0.5)
        XCTAssertEqual(oldWide.contentMargins.leading, 20)
        let now = TableCellMetrics(os: OSVersion(14), style: .plain, screenWidth: 375, separator: 0.5)
        XCTAssertEqual(now.contentMargins.leading, 16)
    }

    func testCellsOfIOS26HaveFifteenPointTopAndBottomMarginsInEveryStyle() {
        let m = TableCellMetrics(os: OSVersion(26), style: .insetGrouped, screenWidth: 414, separator: 0.5)
        XCTAssertEqual(m.contentMargins, DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
        let plain = TableCellMetrics(os: OSVersion(26), style: .plain, screenWidth: 375, separator: 0.5)
        XCTAssertEqual(plain.contentMargins, DirectionalEdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16))
        let plain18 = TableCellMetrics(os: OSVersion(18), style: .plain, screenWidth: 375, separator: 0.5)
        XCTAssertEqual(plain18.contentMargins, DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    func testBasicTextFillsTheContentViewsHeightAndEndsEightBeforeTheAccessory() throws {
        let x = try lay(TableViewCellProperties(style: .basic, accessoryType: .disclosureIndicator))
        // openfoodfacts, googleads: the content view 375 - 26.5 wide, the label 16 to 8 before its edge.
        XCTAssertEqual(x.r[x.content]?.frame.width, 348.5)
        XCTAssertEqual(x.r[x.labels[0]]?.frame, Rect(x: 16, y: 0, width: 348.5 - 16 - 8, height: 43.5))
        let wide = try lay(TableViewCellProperties(style: .basic, accessoryType: .disclosureIndicator), width: 414)
        XCTAssertEqual(wide.r[wide.content]?.frame.width, 383.5)
    }

    func testADisclosureIndicatorIsNarrowerAtThreeTimesScale() {
        // dgcawallet (Xcode 13, 390 at 3x): 28.67 where its 414-point 2x canvas gives 29.5;
        // nrfblinky (Xcode 26, 375 at 3x): 26.33 where googleads' 2x gives 26.5.
        let fifteen = TableCellMetrics(os: OSVersion(15), style: .plain, screenWidth: 390, separator: 1.0 / 3, scale: 3)
        XCTAssertEqual(fifteen.accessoryWidth(.disclosureIndicator), 20 + 26.0 / 3, accuracy: 1e-9)
        let twentySix = TableCellMetrics(os: OSVersion(26), style: .plain, screenWidth: 375, separator: 1.0 / 3, scale: 3)
        XCTAssertEqual(twentySix.accessoryWidth(.disclosureIndicator), 16 + 31.0 / 3, accuracy: 1e-9)
        let twoX = TableCellMetrics(os: OSVersion(15), style: .plain, screenWidth: 414, separator: 0.5)
        XCTAssertEqual(twoX.accessoryWidth(.disclosureIndicator), 29.5)
    }

    func testTheImageIsFollowedByItsTextFifteenPointsLater() throws {
        let x = try lay(TableViewCellProperties(style: .basic), width: 414, image: Size(width: 24, height: 24))
        let image = try XCTUnwrap(x.image)
        XCTAssertEqual(x.r[image]?.frame.minX, 20)
        XCTAssertEqual(x.r[x.labels[0]]?.frame.minX, 59)
    }

    func testSubtitleLabelsAreAsWideAsTheirText() throws {
        let x = try lay(TableViewCellProperties(style: .subtitle), labels: ["Title", "Subtitle"], font: .system(10))
        // The grid measurer: 5 points a character at 10 points.
        XCTAssertEqual(x.r[x.labels[0]]?.frame.width, 25)
        XCTAssertEqual(x.r[x.labels[1]]?.frame.width, 40)
        XCTAssertEqual(x.r[x.labels[1]]?.frame.minX, 16)
    }

    func testValue1DetailKeepsItsTextSizeWhenTheTextIsLong() throws {
        let long = String(repeating: "Long title ", count: 6)
        let x = try lay(TableViewCellProperties(style: .value1), labels: [long, "Detail"], font: .system(10))
        XCTAssertEqual(x.r[x.labels[1]]?.frame.width, 30)
        XCTAssertEqual(x.r[x.labels[1]]?.frame.maxX, 375 - 16)
    }

    func testValue2TextIsNinetyOneWideAndItsDetailSixAfterAtItsTextsSize() throws {
        let x = try lay(TableViewCellProperties(style: .value2), labels: ["Title", "Subtitle"], font: .system(10))
        XCTAssertEqual(x.r[x.labels[0]]?.frame.width, 91)
        XCTAssertEqual(x.r[x.labels[1]]?.frame.minX, 16 + 91 + 6)
        XCTAssertEqual(x.r[x.labels[1]]?.frame.width, 40)
    }

    func testAnAccessoryViewKeepsItsSizeAndTheContentGivesWay() throws {
        let long = String(repeating: "Accessibility sizes ", count: 8)
        var cell = TableViewCellProperties(style: .basic)
        cell.selectionStyle = .none
        let x = try lay(cell, labels: [long], accessoryView: true, font: .system(40))
        let accessory = try XCTUnwrap(x.accessory)
        XCTAssertEqual(x.r[accessory]?.frame.size, Size(width: 51, height: 31))
        XCTAssertEqual(x.r[accessory]?.frame.maxX, 375 - 16)
        XCTAssertEqual(x.r[x.content]?.frame.maxX ?? 0, 375 - 16 - 51 - 8, accuracy: 0.01)
    }
}
