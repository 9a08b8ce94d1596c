import XCTest
@testable import Raster

final class CompositingTests: XCTestCase {
    func testRectClipAndNestedClips() throws {
        var c = try Canvas(width: 10, height: 10)
        c.save()
        c.clip(to: PixelRect(x: 2, y: 2, width: 6, height: 6))
        c.clip(to: PixelRect(x: 4, y: 0, width: 10, height: 10))
        c.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), color: .black)
        c.restore()
        XCTAssertEqual(c.bitmap.alpha(3, 3), 0)
        XCTAssertEqual(c.bitmap.alpha(4, 3), 255)
        XCTAssertEqual(c.bitmap.alpha(7, 7), 255)
        XCTAssertEqual(c.bitmap.alpha(8, 7), 0)
        c.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), color: .black)  // clip restored
        XCTAssertEqual(c.bitmap.alpha(0, 0), 255)
    }

    func testFractionalAndRoundedClip() throws {
        var c = try Canvas(width: 10, height: 10)
        c.clip(to: PixelRect(x: 0.5, y: 0, width: 9, height: 10))
        c.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), color: .black)
        XCTAssertEqual(c.bitmap.alpha(0, 4), 128)
        XCTAssertEqual(c.bitmap.alpha(5, 4), 255)

        // clipsToBounds with cornerRadius: the clipped fill equals the rounded fill.
        let rr = RoundedRect(rect: PixelRect(x: 1, y: 1, width: 18, height: 14), radius: 6)
        var clipped = try Canvas(width: 20, height: 16)
        clipped.clip(to: rr)
        clipped.fill(PixelRect(x: -5, y: -5, width: 40, height: 40), color: .black)
        var direct = try Canvas(width: 20, height: 16)
        direct.fill(rr, color: .black)
        XCTAssertEqual(clipped.bitmap, direct.bitmap)
        XCTAssertEqual(clipped.bitmap.alpha(1, 1), 0)

        // Nested rounded clip inside a rect clip: coverage multiplies.
        var n = try Canvas(width: 20, height: 16)
        n.clip(to: rr)
        n.clip(to: PixelRect(x: 0, y: 0, width: 10.5, height: 16))
        n.fill(PixelRect(x: 0, y: 0, width: 20, height: 16), color: .black)
        XCTAssertEqual(n.bitmap.alpha(10, 8), 128)
        XCTAssertEqual(n.bitmap.alpha(12, 8), 0)
        XCTAssertEqual(n.bitmap.alpha(1, 1), 0)
        XCTAssertEqual(n.bitmap.alpha(5, 8), 255)
    }

    func testGroupOpacityCompositesTheLayerOnce() throws {
        var c = try Canvas(width: 10, height: 4, background: .white)
        c.drawLayer(opacity: 0.5) { layer in
            layer.fill(PixelRect(x: 0, y: 0, width: 6, height: 4), color: .black)
            layer.fill(PixelRect(x: 4, y: 0, width: 6, height: 4), color: .black)
        }
        // Overlap (x = 4, 5) looks like the rest: the group is composited once.
        let single = try XCTUnwrap(c.bitmap.pixel(x: 1, y: 1))
        XCTAssertEqual(single, PremultipliedPixel(r: 127, g: 127, b: 127, a: 255))
        XCTAssertEqual(c.bitmap.pixel(x: 5, y: 1), single)
        // Per-shape alpha would darken the overlap instead.
        var d = try Canvas(width: 10, height: 4, background: .white)
        d.fill(PixelRect(x: 0, y: 0, width: 6, height: 4), color: PixelColor.black.withOpacity(0.5))
        d.fill(PixelRect(x: 4, y: 0, width: 6, height: 4), color: PixelColor.black.withOpacity(0.5))
        XCTAssertNotEqual(d.bitmap.pixel(x: 5, y: 1), single)
        // The layer honours the clip.
        var e = try Canvas(width: 10, height: 4)
        e.clip(to: PixelRect(x: 0, y: 0, width: 3, height: 4))
        e.drawLayer(opacity: 1) { $0.fill(PixelRect(x: 0, y: 0, width: 10, height: 4), color: .black) }
        XCTAssertEqual(e.bitmap.alpha(2, 0), 255)
        XCTAssertEqual(e.bitmap.alpha(3, 0), 0)
    }

    func testMaskCompositingTintedAndClipped() throws {
        let mask = try CoverageMask(width: 3, height: 2, coverage: [0, 128, 255, 64, 255, 255])
        var c = try Canvas(width: 5, height: 4)
        c.clip(to: PixelRect(x: 0, y: 0, width: 3, height: 4))
        c.drawMask(mask, x: 1, y: 1, color: PixelColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(c.bitmap.pixel(x: 1, y: 1), PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
        XCTAssertEqual(c.bitmap.pixel(x: 2, y: 1), PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(c.bitmap.pixel(x: 3, y: 1), PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))  // clipped
        XCTAssertEqual(c.bitmap.pixel(x: 1, y: 2), PremultipliedPixel(r: 64, g: 0, b: 0, a: 64))
        // Translucent tint over white.
        var d = try Canvas(width: 1, height: 1, background: .white)
        d.drawMask(try CoverageMask(width: 1, height: 1, coverage: [255]), x: 0, y: 0,
                   color: PixelColor(r: 0, g: 0, b: 255, a: 128))
        XCTAssertEqual(d.bitmap.pixel(x: 0, y: 0), PremultipliedPixel(r: 127, g: 127, b: 255, a: 255))
        XCTAssertThrowsError(try CoverageMask(width: 2, height: 2, coverage: [1, 2, 3]))
    }

    func testBilinearUpscaleOfChecker() throws {
        var checker = try Bitmap(width: 2, height: 2, fill: .black)
        checker.setColor(x: 1, y: 0, .white)
        checker.setColor(x: 0, y: 1, .white)
        var c = try Canvas(width: 4, height: 4)
        c.drawImage(checker, in: PixelRect(x: 0, y: 0, width: 4, height: 4))
        // Destination centre x+0.5 maps to source (x+0.5)/2 - 0.5: weights 1, .75/.25, .25/.75, 1.
        let w: [[Double]] = [[1, 0], [0.75, 0.25], [0.25, 0.75], [0, 1]]
        let src: [[Double]] = [[0, 255], [255, 0]]
        for y in 0..<4 {
            for x in 0..<4 {
                var v = 0.0
                for j in 0..<2 { for i in 0..<2 { v += w[y][j] * w[x][i] * src[j][i] } }
                let p = try XCTUnwrap(c.bitmap.pixel(x: x, y: y))
                XCTAssertEqual(Int(p.r), Int(v.rounded()), "(\(x),\(y))")
                XCTAssertEqual(p.a, 255)
            }
        }
        // Identity scale is exact.
        var d = try Canvas(width: 2, height: 2)
        d.drawImage(checker, in: PixelRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(d.bitmap, checker)
    }

    func testDownscaleAveragesInsteadOfAliasing() throws {
        // 1-px black/white stripes shrunk 4x: every pixel is the 50 % average, not a stripe.
        var stripes = try Bitmap(width: 16, height: 16, fill: .black)
        for y in 0..<16 { for x in stride(from: 1, to: 16, by: 2) { stripes.setColor(x: x, y: y, .white) } }
        var c = try Canvas(width: 4, height: 4)
        c.drawImage(stripes, in: PixelRect(x: 0, y: 0, width: 4, height: 4))
        for y in 0..<4 {
            for x in 0..<4 {
                let p = try XCTUnwrap(c.bitmap.pixel(x: x, y: y))
                XCTAssertTrue(p.r == 127 || p.r == 128, "(\(x),\(y)) = \(p.r)")
            }
        }
        // 3x shrink of a ramp: box average of each 3-pixel group.
        var ramp = try Bitmap(width: 9, height: 1)
        for x in 0..<9 { ramp.setColor(x: x, y: 0, PixelColor(r: UInt8(x * 30), g: 0, b: 0)) }
        var d = try Canvas(width: 3, height: 1)
        d.drawImage(ramp, in: PixelRect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertEqual(d.bitmap.pixel(x: 0, y: 0)?.r, 30)
        XCTAssertEqual(d.bitmap.pixel(x: 1, y: 0)?.r, 120)
        XCTAssertEqual(d.bitmap.pixel(x: 2, y: 0)?.r, 210)
    }

    func testTemplateImageTint() throws {
        var icon = try Bitmap(width: 2, height: 1)
        icon.setColor(x: 0, y: 0, PixelColor(r: 10, g: 200, b: 30, a: 255))
        icon.setColor(x: 1, y: 0, PixelColor(r: 200, g: 10, b: 30, a: 102))
        var c = try Canvas(width: 2, height: 1)
        c.drawImage(icon, in: PixelRect(x: 0, y: 0, width: 2, height: 1), tint: PixelColor(r: 0, g: 0, b: 255))
        XCTAssertEqual(c.bitmap.pixel(x: 0, y: 0), PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(c.bitmap.pixel(x: 1, y: 0), PremultipliedPixel(r: 0, g: 0, b: 102, a: 102))
    }

    func testImageLargerThanClipAndFractionalRect() throws {
        let img = try Bitmap(width: 4, height: 4, fill: PixelColor(r: 0, g: 255, b: 0))
        var c = try Canvas(width: 10, height: 10)
        c.clip(to: PixelRect(x: 2, y: 2, width: 3, height: 3))
        c.drawImage(img, in: PixelRect(x: -20, y: -20, width: 50, height: 50), opacity: 0.5)
        XCTAssertEqual(c.bitmap.pixel(x: 3, y: 3), PremultipliedPixel(r: 0, g: 128, b: 0, a: 128))
        XCTAssertEqual(c.bitmap.alpha(1, 3), 0)
        var d = try Canvas(width: 4, height: 4)
        d.drawImage(img, in: PixelRect(x: 0.5, y: 0, width: 3, height: 4))
        XCTAssertEqual(d.bitmap.alpha(0, 0), 128)
        XCTAssertEqual(d.bitmap.alpha(1, 0), 255)
    }
}
