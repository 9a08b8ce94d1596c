import Raster
import XCTest

final class ShadowCoveredTests: XCTestCase {
    /// Leaving out the pixels an opaque fill covers afterwards changes no final pixel.
    func testCoveredPixelsAreLeftOutWithoutChangingTheResult() throws {
        let card = RoundedRect(rect: PixelRect(x: 20.5, y: 18.25, width: 60, height: 40), radius: 9)
        var plain = try Canvas(width: 100, height: 90, background: .white)
        var skipping = try Canvas(width: 100, height: 90, background: .white)
        let shadow = PixelColor(r: 0, g: 0, b: 0, a: 90)
        plain.drawShadow(of: card, color: shadow, offsetY: 4, sigma: 6)
        skipping.drawShadow(of: card, color: shadow, offsetY: 4, sigma: 6,
                            covered: PixelBounds(x0: 21, y0: 28, x1: 80, y1: 49))
        XCTAssertNotEqual(plain.bitmap, skipping.bitmap, "the hole is left unpainted")
        XCTAssertEqual(skipping.bitmap.color(x: 50, y: 40), .white)
        plain.fill(card, color: .white)
        skipping.fill(card, color: .white)
        XCTAssertEqual(plain.bitmap, skipping.bitmap)
    }
}
