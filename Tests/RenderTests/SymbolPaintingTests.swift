import Layout
import Raster
@testable import Render
import XCTest

/// SF Symbol names in the table are drawn as their glyphs in the tint, not as placeholders
/// (docs/render.md, "SF Symbols").
final class SymbolPaintingTests: XCTestCase {
    private func symbolView(_ name: String, pointSize: Double = 17, scale: SymbolScale = .medium,
                            frame: Rect = Rect(x: 0, y: 0, width: 60, height: 60)) throws -> Bitmap {
        var s = TestScene(width: 60, height: 60, scale: 1)
        s.tree[s.root].backgroundColor = .white
        let symbol = SymbolImage(name: name, pointSize: pointSize, scale: scale)
        var i = ImageViewProperties(imageName: "symbol:\(name)", imageSize: symbol.size(), contentMode: .center)
        i.symbol = symbol
        try s.add(.imageView(i), "I", frame) { $0.tintColor = .red }
        return try s.render()
    }

    /// Columns of the middle row that carry ink (not white).
    private func inkWidth(_ b: Bitmap, row: Int) -> Int {
        (0..<b.width).filter { b.rgba($0, row) != [255, 255, 255, 255] }.count
    }

    func testMappedSymbolIsItsGlyphInTheTint() throws {
        let b = try symbolView("circle.fill", pointSize: 34)
        assertColor(b.rgba(30, 30), [255, 0, 0, 255], "the filled disc's centre, in the tint (a placeholder is the tint at 25 %)")
        assertColor(b.rgba(30 - 17, 30 - 17), [255, 255, 255, 255], tolerance: 40, "outside the disc, in the box's corner")
    }

    func testOutlineGlyphKeepsItsHole() throws {
        let b = try symbolView("circle", pointSize: 34)
        assertColor(b.rgba(30, 30), [255, 255, 255, 255], "the ring's inside is empty")
        XCTAssertEqual(b.rgba(30, 30 - 19 + 1), [255, 0, 0, 255], "the ring, in the tint")
    }

    func testPointSizeAndScaleChangeTheDrawnSize() throws {
        let small = inkWidth(try symbolView("circle.fill", pointSize: 17), row: 30)
        let large = inkWidth(try symbolView("circle.fill", pointSize: 34), row: 30)
        let largeScale = inkWidth(try symbolView("circle.fill", pointSize: 17, scale: .large), row: 30)
        XCTAssertEqual(small, 19, accuracy: 1)
        XCTAssertEqual(large, 38, accuracy: 1)
        XCTAssertEqual(largeScale, 25, accuracy: 1)
    }

    func testUnmappedSymbolIsStillAPlaceholder() throws {
        let b = try symbolView("not.a.symbol", pointSize: 34)
        XCTAssertEqual(b.rgba(30, 30), [255, 191, 191, 255], "the tint at a quarter of its opacity")
    }

    func testButtonSymbolIsTemplateTinted() throws {
        var s = TestScene(width: 60, height: 60, scale: 1)
        s.tree[s.root].backgroundColor = .white
        var p = ButtonProperties(title: "")
        p.tintColor = .red
        p.symbol = SymbolImage(name: "circle.fill", pointSize: 34)
        p.imageSize = p.symbol?.size()
        try s.add(.button(p), "B", Rect(x: 0, y: 0, width: 60, height: 60)) { $0.tintColor = .red }
        let b = try s.render()
        assertColor(b.rgba(30, 30), [255, 0, 0, 255], "the image's centre, in the button's tint")
    }

    func testTabItemSymbolsInSelectedAndUnselectedColours() throws {
        // A screen of regular height: stacked items (a 100-point-tall one is compact: inline).
        var s = TestScene(width: 200, height: 600, scale: 1)
        s.tree[s.root].backgroundColor = .white
        var selected = TabBarItem(title: "B", imageName: "circle")
        selected.selectedImageName = "circle.fill"
        let items = [TabBarItem(title: "A", imageName: "circle.fill"), selected]
        try s.add(.tabBar(TabBarProperties(items: items, selectedIndex: 1)), "Tabs", Rect(x: 0, y: 551, width: 200, height: 49))
        let b = try s.render()
        // The centre of each 25-point image, 7 points below the bar's top.
        let y = 551 + 7 + 12
        XCTAssertEqual(b.rgba(50, y), [142, 142, 147, 255], "unselected: systemGray, the whole glyph")
        XCTAssertEqual(b.rgba(150, y), [0, 122, 255, 255], "selected: the tint, and its selectedImage (filled)")
    }
}
