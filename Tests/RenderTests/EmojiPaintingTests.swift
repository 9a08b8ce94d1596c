import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

/// Emoji draw in colour, inside the advance the layout measured.
final class EmojiPaintingTests: XCTestCase {
    func colourfulPixels(_ b: Bitmap) -> [(x: Int, y: Int)] {
        var out: [(Int, Int)] = []
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.rgba(x, y)
                if p[3] > 0, max(p[0], p[1], p[2]) - min(p[0], p[1], p[2]) > 80 { out.append((x, y)) }
            }
        }
        return out
    }

    func testEmojiAreDrawnInColourWithinTheirAdvance() throws {
        var s = TestScene(width: 120, height: 40, scale: 2)
        try s.add(.label(LabelProperties(text: "A👍", font: .system(17))), "L", Rect(x: 0, y: 0, width: 120, height: 40))
        let b = try s.render()
        let colour = colourfulPixels(b)
        XCTAssertGreaterThan(colour.count, 100, "the thumb is yellow, not a black .notdef box")
        let aWidth = Fixtures.typesetter.layout("A", font: .system(size: 17)).lines[0].width
        let emojiEnd = aWidth + 2550.0 / 2048 * 17
        XCTAssertGreaterThanOrEqual(Double(colour.map(\.x).min() ?? 0), (aWidth - 0.5) * 2)
        XCTAssertLessThanOrEqual(Double(colour.map(\.x).max() ?? 0), (emojiEnd + 0.5) * 2)
    }

    func testOpacityAppliesToEmoji() throws {
        var s = TestScene(width: 60, height: 40, scale: 1)
        try s.add(.label(LabelProperties(text: "🔥", font: .system(30))), "L", Rect(x: 0, y: 0, width: 60, height: 40)) {
            $0.alpha = 0.5
        }
        let b = try s.render(RenderOptions(windowBackground: .clear))
        let alphas = (0..<b.height).flatMap { y in (0..<b.width).map { b.rgba($0, y)[3] } }
        XCTAssertEqual(alphas.max(), 128, "half opacity")
    }
}
