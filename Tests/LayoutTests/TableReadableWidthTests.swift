import XCTest
@testable import Layout
import LayoutTestSupport

/// `cellLayoutMarginsFollowReadableWidth`: on a wide screen the cells' content margins reach in
/// to the table's readable content guide (672 wide at the default text size, centred in the
/// table's margins); on a phone nothing changes.
final class TableReadableWidthTests: XCTestCase {
    /// A full-screen plain table with one basic row, laid out on `device`.
    func lay(follows: Bool, device: Device, orientation: Orientation = .portrait,
             accessory: TableViewCellAccessory = .none) throws -> (LayoutResult, label: ViewID, content: ViewID) {
        var tree = ViewTree()
        var p = TableViewProperties()
        p.cellLayoutMarginsFollowReadableWidth = follows
        let table = try tree.addView(.tableView(p), name: "Table", to: tree.root)
        for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(table), a, .equal, .view(tree.root), a))
        }
        var cell = TableViewCellProperties(style: .basic)
        cell.accessoryType = accessory
        let (_, content) = try tree.addTableViewCell(cell, name: "Cell", to: table)
        let label = try tree.addView(.label(LabelProperties(text: "Wi-Fi", font: .system(17))), name: "Text", to: content)
        for a in [LayoutAttribute.leadingMargin, .trailingMargin, .centerY] {
            let own = ConstraintBuilder.plainAttribute(a) ?? a
            try tree.addConstraint(LayoutConstraint(.view(label), own, .equal, .view(content), a))
        }
        var e = Environment(device: device)
        e.orientation = orientation
        return (layout(tree, in: e, measurer: GridTextMeasurer()), label, content)
    }

    func testLandscapeIPadCellsFollowTheReadableGuide() throws {
        // 1024 wide, margins 20: 984 inside, 672 readable, 156 more on each side: x 176.
        let (r, label, _) = try lay(follows: true, device: .iPad, orientation: .landscape)
        XCTAssertEqual(try XCTUnwrap(r[label]).frame.minX, 176)
        XCTAssertEqual(try XCTUnwrap(r[label]).frame.maxX, 1024 - 176)
        let (plain, plainLabel, _) = try lay(follows: false, device: .iPad, orientation: .landscape)
        XCTAssertEqual(try XCTUnwrap(plain[plainLabel]).frame.minX, 20, "UIKit's content margin without the flag")
    }

    func testPortraitIPadAndTheAccessory() throws {
        // 768 wide: 728 inside the margins, 28 more on each side: x 48; the trailing margin
        // counts from the cell's edge, less the disclosure indicator's width.
        let (r, label, content) = try lay(follows: true, device: .iPad, accessory: .disclosureIndicator)
        XCTAssertEqual(try XCTUnwrap(r[label]).frame.minX, 48)
        XCTAssertEqual(try XCTUnwrap(r[content]).frame.width, 768 - 20 - 10.5)
        XCTAssertEqual(try XCTUnwrap(r[label]).frame.maxX, 768 - 48, accuracy: 0.01)
    }

    func testPhonesAreNarrowerThanTheReadableWidth() throws {
        let (r, label, _) = try lay(follows: true, device: .iPhone8)
        XCTAssertEqual(try XCTUnwrap(r[label]).frame.minX, 16)
    }
}
