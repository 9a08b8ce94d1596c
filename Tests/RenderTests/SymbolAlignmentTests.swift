import Layout
import Raster
@testable import Render
import XCTest

/// An SF Symbol beside a title is a glyph of that text: its vertical centre sits on the middle of
/// the title's cap height (docs/render.md, "SF Symbols"), in classic buttons and configuration
/// buttons alike, whatever the font's line box.
final class SymbolAlignmentTests: XCTestCase {
    /// A 200 × 100 button, "HHH" in `font` and a filled circle of `symbolSize` points before it.
    private func button(font: FontDescriptor, symbolSize: Double, configured: Bool = false) throws -> Bitmap {
        var s = TestScene(width: 240, height: 100, scale: 1)
        s.tree[s.root].backgroundColor = .white
        var p = ButtonProperties(title: "HHH", font: font)
        p.symbol = SymbolImage(name: "circle.fill", pointSize: symbolSize)
        p.imageSize = p.symbol?.size()
        if configured {
            var c = ButtonConfiguration()
            c.titleFont = font
            c.imagePadding = 8
            p.configuration = c
        }
        try s.add(.button(p), "B", Rect(x: 0, y: 0, width: 240, height: 100)) { $0.tintColor = .red }
        return try s.render()
    }

    private func isInk(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let c = b.rgba(x, y)
        return c[0] > 200 && c[1] < 150 && c[2] < 150
    }

    /// The middle of the rows that hold ink among `columns`, in pixels from the top.
    private func inkMiddle(_ b: Bitmap, columns: [Int]) -> Double? {
        let rows = (0..<b.height).filter { y in columns.contains { isInk(b, $0, y) } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return Double(first + last + 1) / 2
    }

    /// The symbol is the first run of columns with ink, the title every column after it.
    private func assertSymbolOnCapMiddle(_ b: Bitmap, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let inked = (0..<b.width).filter { x in (0..<b.height).contains { isInk(b, x, $0) } }
        guard let first = inked.first else { return XCTFail("nothing drawn", file: file, line: line) }
        var symbolEnd = first
        while inked.contains(symbolEnd + 1) { symbolEnd += 1 }
        let symbol = inkMiddle(b, columns: Array(first...symbolEnd))
        let title = inkMiddle(b, columns: inked.filter { $0 > symbolEnd })
        guard let symbol, let title else { return XCTFail("no title ink", file: file, line: line) }
        XCTAssertEqual(symbol, title, accuracy: 1, message, file: file, line: line)
    }

    func testClassicButtonSymbolCentresOnTheCapHeightOfATallLineBox() throws {
        // Helvetica's line box (0.77 + 0.23 + 0.15 em) puts its cap middle off the box's centre.
        let helvetica = FontDescriptor.custom(CustomFont(name: "Helvetica", size: 40))
        assertSymbolOnCapMiddle(try button(font: helvetica, symbolSize: 20), "classic button, Helvetica 40")
    }

    func testConfigurationButtonSymbolCentresOnTheCapHeight() throws {
        let helvetica = FontDescriptor.custom(CustomFont(name: "Helvetica", size: 40))
        assertSymbolOnCapMiddle(try button(font: helvetica, symbolSize: 20, configured: true), "configuration button")
    }

    func testSystemFontButtonSymbolCentresOnTheCapHeight() throws {
        assertSymbolOnCapMiddle(try button(font: .system(40), symbolSize: 15), "system font 40, small symbol")
    }
}
