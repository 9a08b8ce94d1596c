import Layout
import Raster
@testable import Render
import XCTest

/// How bars are painted: the standard material reaching under the status bar with a hairline,
/// nothing at the scroll edge, the selected tab in the tint colour.
final class BarPaintingTests: XCTestCase {
    func navigationScene(_ background: BarBackground, rightToLeft: Bool = false) throws -> Bitmap {
        var s = TestScene(width: 200, height: 120, scale: 1)
        if rightToLeft { s.environment.layoutDirection = .rightToLeft }
        s.tree[s.root].backgroundColor = .white
        var bar = NavigationBarProperties(title: "", background: background, backgroundExtensionTop: 20)
        bar.rightItems = [BarButtonItem(.system(.add))]
        try s.add(.navigationBar(bar), "Bar", Rect(x: 0, y: 20, width: 200, height: 44))
        return try s.render()
    }

    func testStandardNavigationBarFillsUnderTheStatusBarWithAHairline() throws {
        let b = try navigationScene(.standard)
        XCTAssertEqual(b.rgba(100, 5), [242, 242, 247, 255], "the material reaches the screen's top")
        XCTAssertEqual(b.rgba(100, 40), [242, 242, 247, 255])
        XCTAssertNotEqual(b.rgba(100, 64), [255, 255, 255, 255], "a hairline just below the bar")
        XCTAssertEqual(b.rgba(100, 66), [255, 255, 255, 255])
        // The plus glyph: its centre is in the tint colour, 8 + 11 pt from the right edge.
        let plus = b.rgba(200 - 16 - 11, 42)
        XCTAssertTrue(plus[2] > 200 && plus[0] < 60, "systemBlue plus, found \(plus)")
    }

    /// Right to left the trailing (right) items sit at the left edge.
    func testRightToLeftMirrorsTheItems() throws {
        let b = try navigationScene(.standard, rightToLeft: true)
        let plus = b.rgba(16 + 11, 42)
        XCTAssertTrue(plus[2] > 200 && plus[0] < 60, "systemBlue plus at the left, found \(plus)")
        XCTAssertEqual(b.rgba(200 - 16 - 11, 42), [242, 242, 247, 255], "nothing at the right")
    }

    func testScrollEdgeNavigationBarDrawsNoBackground() throws {
        let b = try navigationScene(.automatic)
        XCTAssertEqual(b.rgba(100, 5), [255, 255, 255, 255], "iOS 15+: transparent at the scroll edge")
        XCTAssertEqual(b.rgba(100, 64), [255, 255, 255, 255], "no hairline")
    }

    func testSelectedTabIsTintedOthersGray() throws {
        var s = TestScene(width: 200, height: 100, scale: 1)
        s.tree[s.root].backgroundColor = .white
        let items = [TabBarItem(title: "A"), TabBarItem(title: "B")]
        try s.add(.tabBar(TabBarProperties(items: items, selectedIndex: 1)), "Tabs", Rect(x: 0, y: 51, width: 200, height: 49))
        let b = try s.render()
        // Inside the image placeholders (the item's colour at 20 % over white): the left slot
        // (unselected) systemGray, the right slot (selected) systemBlue.
        let left = b.rgba(50 - 10, 51 + 7 + 12), right = b.rgba(150 - 10, 51 + 7 + 12)
        XCTAssertEqual(left, [232, 232, 233, 255], "systemGray at 20 %")
        XCTAssertEqual(right, [204, 228, 255, 255], "systemBlue at 20 %")
    }
}
