import XCTest
@testable import Layout
import LayoutTestSupport

/// Intrinsic sizes of the search bar, date picker, visual effect view, configuration buttons
/// and SF Symbols (docs/layout.md). The grid measurer's text is 0.5 em per character, 1 em tall.
final class SearchDateEffectIntrinsicSizeTests: XCTestCase {
    private func frame(of kind: ViewKind, environment: Layout.Environment = plainEnvironment()) throws -> Rect {
        var tree = ViewTree()
        let v = try tree.addView(kind, name: "Control", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        let r = layout(tree, in: environment, measurer: GridTextMeasurer())
        return try XCTUnwrap(r[v]).frame
    }

    /// 56 tall on iOS 13+, 44 before; a prompt adds 30; no intrinsic width (0 when unconstrained).
    func testSearchBarHeights() throws {
        XCTAssertEqual(try frame(of: .searchBar(SearchBarProperties(placeholder: "Search"))).height, 56)
        XCTAssertEqual(try frame(of: .searchBar(SearchBarProperties(prompt: "Find a place"))).height, 86)
        let old = Layout.Environment(device: .iPhone8, osVersion: OSVersion(12))
        XCTAssertEqual(try frame(of: .searchBar(SearchBarProperties()), environment: old).height, 44)
        XCTAssertEqual(try frame(of: .searchBar(SearchBarProperties())).width, 0)
    }

    /// Compact: "Sep 18, 2023" (12 characters at 17 pt = 102) + 22, then 6, then "9:41 AM"
    /// (7 characters = 59.5) + 22; 17 + 14 tall.
    func testCompactDatePicker() throws {
        let both = try frame(of: .datePicker(DatePickerProperties(mode: .dateAndTime, style: .compact)))
        XCTAssertEqual(both.width, 102 + 22 + 6 + 59.5 + 22)
        XCTAssertEqual(both.height, 31)
        let time = try frame(of: .datePicker(DatePickerProperties(mode: .time)))
        XCTAssertEqual(time.width, 59.5 + 22)
    }

    /// Wheels are UIKit's 320×216; the count-down timer has no compact form.
    func testWheelsDatePicker() throws {
        XCTAssertEqual(try frame(of: .datePicker(DatePickerProperties(mode: .date, style: .wheels))).size,
                       Size(width: 320, height: 216))
        XCTAssertEqual(try frame(of: .datePicker(DatePickerProperties(mode: .countDownTimer, style: .compact))).size,
                       Size(width: 320, height: 216))
    }

    func testVisualEffectViewHasNoIntrinsicSize() throws {
        XCTAssertEqual(try frame(of: .visualEffectView(VisualEffectViewProperties())).size, .zero)
    }

    /// Medium configuration: body (17) title + 12 each side, + 7 above and below.
    func testConfigurationButtonInsets() throws {
        var b = ButtonProperties(title: "Send")
        b.configuration = ButtonConfiguration(style: .filled)
        XCTAssertEqual(try frame(of: .button(b)).size, Size(width: 34 + 24, height: 17 + 14))
        b.configuration?.size = .large
        XCTAssertEqual(try frame(of: .button(b)).size, Size(width: 34 + 40, height: 17 + 28))
        b.configuration?.titleFont = .system(12)
        b.configuration?.size = .medium
        XCTAssertEqual(try frame(of: .button(b)).size, Size(width: 24 + 24, height: 12 + 14))
    }

    /// Image leading with padding adds widths; top placement stacks heights.
    func testConfigurationButtonImagePlacement() throws {
        var b = ButtonProperties(title: "Go", imageSize: Size(width: 20, height: 19))
        b.configuration = ButtonConfiguration(imagePadding: 8)
        XCTAssertEqual(try frame(of: .button(b)).size, Size(width: 17 + 8 + 20 + 24, height: 19 + 14))
        b.configuration?.imagePlacement = .top
        XCTAssertEqual(try frame(of: .button(b)).size, Size(width: 20 + 24, height: 17 + 8 + 19 + 14))
    }

    /// Edge insets move the drawn parts, never the size.
    func testEdgeInsetsDoNotChangeTheSize() throws {
        let plain = ButtonProperties(title: "Edit", font: .system(20), imageSize: Size(width: 10, height: 10))
        var moved = plain
        moved.imageEdgeInsets = EdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        moved.titleEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        XCTAssertEqual(try frame(of: .button(moved)), try frame(of: .button(plain)))
    }

    /// 17 pt medium: 19×19 square (a name outside the table), 19×18 for a 128×123 aspect (Interface Builder's stored frame
    /// for such an image view); small and large scales.
    func testSymbolSizes() {
        XCTAssertEqual(SymbolImage(name: "unmapped.star").size(), Size(width: 19, height: 19))
        XCTAssertEqual(SymbolImage(name: "questionmark.circle").size(aspect: Size(width: 128, height: 123)),
                       Size(width: 19, height: 18))
        XCTAssertEqual(SymbolImage(name: "photo", pointSize: 22).size(aspect: Size(width: 128, height: 93)),
                       Size(width: 25, height: 18))
        XCTAssertEqual(SymbolImage(name: "unmapped.star", scale: .small).size(), Size(width: 15, height: 15))
        XCTAssertEqual(SymbolImage(name: "unmapped.star", scale: .large).size(), Size(width: 25, height: 25))
    }

    /// NSDate reference seconds to a UTC calendar date, and the en_US texts.
    func testCalendarDate() throws {
        let d = try XCTUnwrap(CalendarDate(secondsSinceReferenceDate: 716_722_860))  // 2023-09-18 09:41 UTC
        XCTAssertEqual(d, CalendarDate(year: 2023, month: 9, day: 18, hour: 9, minute: 41))
        XCTAssertEqual(d.mediumDateText, "Sep 18, 2023")
        XCTAssertEqual(d.shortTimeText, "9:41 AM")
        XCTAssertEqual(CalendarDate(year: 2024, month: 2, day: 29, hour: 0, minute: 5).shortTimeText, "12:05 AM")
        XCTAssertEqual(CalendarDate(year: 2024, month: 2, day: 29, hour: 17, minute: 30).shortTimeText, "5:30 PM")
        XCTAssertEqual(CalendarDate(secondsSinceReferenceDate: -1), CalendarDate(year: 2000, month: 12, day: 31, hour: 23, minute: 59))
        XCTAssertNil(CalendarDate(secondsSinceReferenceDate: .infinity))
    }

    /// Materials follow the appearance unless their style fixes it.
    func testMaterialFills() {
        XCTAssertEqual(BlurStyle.systemMaterial.materialFill(.light).red, SystemColor.systemGray6.color(.light).red)
        XCTAssertEqual(BlurStyle.systemMaterial.materialFill(.dark).red, SystemColor.systemGray6.color(.dark).red)
        XCTAssertEqual(BlurStyle.systemMaterialDark.materialFill(.light), BlurStyle.systemMaterialDark.materialFill(.dark))
        XCTAssertEqual(BlurStyle.systemMaterial.materialFill(.light).alpha, 0.8, accuracy: 1e-9)
    }
}
