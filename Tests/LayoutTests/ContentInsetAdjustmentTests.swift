import XCTest
@testable import Layout
import LayoutTestSupport

/// `contentInsetAdjustmentBehavior` and `adjustedContentInset` (UIScrollView.h; docs/layout.md,
/// "Content inset adjustment"): a table inset by the safe area, bars included, shows its first
/// row below them at rest and scrolls its last row to above the tab bar.
final class ContentInsetAdjustmentTests: XCTestCase {
    let safe = EdgeInsets(top: 140, left: 0, bottom: 83, right: 0)

    func testTheFourBehaviours() {
        func inset(_ b: ContentInsetAdjustmentBehavior, scrolls: Bool, container: Bool) -> EdgeInsets {
            ContentInsetAdjustment(behavior: b, scrollsVertically: scrolls, isInContainer: container)
                .adjustedInset(safeArea: safe, contentInset: EdgeInsets(top: 5))
        }
        XCTAssertEqual(inset(.automatic, scrolls: false, container: true), EdgeInsets(top: 145, bottom: 83),
                       "automatic: in a navigation or tab bar controller, scrollable or not")
        XCTAssertEqual(inset(.automatic, scrolls: false, container: false), EdgeInsets(top: 5))
        XCTAssertEqual(inset(.automatic, scrolls: true, container: false), EdgeInsets(top: 145, bottom: 83))
        XCTAssertEqual(inset(.scrollableAxes, scrolls: false, container: true), EdgeInsets(top: 5))
        XCTAssertEqual(inset(.scrollableAxes, scrolls: true, container: false), EdgeInsets(top: 145, bottom: 83))
        XCTAssertEqual(inset(.never, scrolls: true, container: true), EdgeInsets(top: 5))
        let sides = ContentInsetAdjustment(behavior: .always, scrollsVertically: false, isInContainer: false)
            .adjustedInset(safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(sides, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), "always: every edge")
    }

    /// A table filling an iPhone X screen under a large-title navigation bar and a tab bar.
    func layOutTable(_ behavior: ContentInsetAdjustmentBehavior) throws -> (LayoutResult, ViewID, ViewID) {
        var tree = ViewTree()
        var properties = TableViewProperties(rowHeight: .fixed(44))
        properties.contentInsetAdjustmentBehavior = behavior
        let table = try tree.addView(.tableView(properties), name: "Table", to: tree.root)
        for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(table), a, .equal, .view(tree.root), a))
        }
        let (cell, _) = try tree.addTableViewCell(TableViewCellProperties(), name: "Row", to: table)
        var env = Environment(device: .iPhoneX)
        env.navigationBarHeight = 96
        env.bottomBarHeight = 49
        return (layout(tree, in: env, measurer: GridTextMeasurer()), table, cell)
    }

    func testTableRestsBelowTheBarsAndReportsItsAdjustedInset() throws {
        let (r, table, cell) = try layOutTable(.automatic)
        XCTAssertEqual(r[table]?.adjustedContentInset, EdgeInsets(top: 44 + 96, bottom: 34 + 49))
        XCTAssertEqual(r[table]?.contentOffset, Point(x: 0, y: -140))
        XCTAssertEqual(r[cell]?.frame.minY, 140, "the first row below the large title")
        let (never, neverTable, neverCell) = try layOutTable(.never)
        XCTAssertEqual(never[neverTable]?.adjustedContentInset, .zero)
        XCTAssertEqual(never[neverCell]?.frame.minY, 0, "under the bars")
    }
}
