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

    /// The ink of the tint colour (blue well above red: systemBlue covering at least about a
    /// third of a pixel) inside `rect`, as its bounding box's width and height in pixels.
    static func inkSize(_ b: Bitmap, in rect: (x: Int, y: Int, width: Int, height: Int)) -> (width: Int, height: Int) {
        var xs: [Int] = [], ys: [Int] = []
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = b.rgba(x, y)
                if p.count == 4, p[2] - p[0] > 60 { xs.append(x); ys.append(y) }
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return (0, 0) }
        return (x1 - x0 + 1, y1 - y0 + 1)
    }

    /// A navigation bar with one right item, an SF Symbol, on an iPhone 8 at 2x; the ink's size.
    func barSymbolInk(_ item: BarButtonItem, _ orientation: Orientation) throws -> (width: Int, height: Int) {
        var s = TestScene(width: 1, height: 1, scale: 2)
        s.environment = Environment(device: .iPhone8, orientation: orientation)
        s.tree[s.root].backgroundColor = .white
        var bar = NavigationBarProperties(title: "", background: .standard)
        bar.rightItems = [item]
        let height = orientation == .portrait ? 44.0 : 32.0
        try s.add(.navigationBar(bar), "Bar", Rect(x: 0, y: 0, width: 300, height: height))
        return Self.inkSize(try s.render(), in: (0, 0, 600, Int(height * 2) - 2))
    }

    /// Bar button items' SF Symbols get UIKit's configuration (body, large scale; medium in a
    /// compact-height bar), not a fixed 22-point box (issue 30, item 2): a symbol's longer side
    /// is 17 × 1.12 × 1.29 = 24.6 points in portrait and 19 in landscape (SymbolImage.size).
    func testBarButtonSymbolsAreTheBodyStyleAtTheLargeScale() throws {
        for item in [BarButtonItem(.image(name: "trash", size: BarButtonItem.defaultImageSize)), BarButtonItem(.system(.trash))] {
            let portrait = try barSymbolInk(item, .portrait)
            XCTAssertEqual(Double(max(portrait.width, portrait.height)), 2 * 17 * 1.12 * 1.29, accuracy: 2, "\(item) \(portrait)")
            let landscape = try barSymbolInk(item, .landscape)
            XCTAssertEqual(Double(max(landscape.width, landscape.height)), 2 * 17 * 1.12, accuracy: 2, "\(item) \(landscape)")
        }
    }

    /// Tab items' SF Symbols: the body style at the large scale stacked (iPhone portrait), the
    /// footnote style at the large scale compact inline (iPhone landscape: 13 × 1.12 × 1.29 =
    /// 18.8 points, not the 22 points other inline images are scaled to).
    func testTabSymbolsAreBodyStackedAndFootnoteCompactInline() throws {
        for (orientation, points) in [(Orientation.portrait, 17 * 1.12 * 1.29), (.landscape, 13 * 1.12 * 1.29)] {
            var s = TestScene(width: 1, height: 1, scale: 2)
            s.environment = Environment(device: .iPhone8, orientation: orientation)
            s.tree[s.root].backgroundColor = .white
            let height = orientation == .portrait ? 49.0 : 32.0
            // No title: the ink is the image's alone.
            let items = [TabBarItem(title: "", imageName: "house.fill")]
            try s.add(.tabBar(TabBarProperties(items: items, selectedIndex: 0)), "Tabs", Rect(x: 0, y: 0, width: 300, height: height))
            let ink = Self.inkSize(try s.render(), in: (0, 2, 600, Int(2 * height) - 2))
            XCTAssertEqual(Double(max(ink.width, ink.height)), 2 * points, accuracy: 2, "\(orientation) \(ink)")
        }
    }
}
