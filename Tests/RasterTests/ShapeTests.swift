import XCTest
@testable import Raster

final class ShapeTests: XCTestCase {
    func testHairlineAt2xCoversTwoPixelRowsExactly() throws {
        // A 1-pt line at y = 2 pt drawn at @2x: rows 4 and 5, nothing else.
        var c = try Canvas(width: 12, height: 10, background: .white)
        c.fill(PixelRect(x: 0, y: 4, width: 12, height: 2), color: .black)
        c.strokeLine(from: PixelPoint(x: 0, y: 8), to: PixelPoint(x: 12, y: 8), width: 2,
                     color: PixelColor(r: 255, g: 0, b: 0))
        for y in 0..<10 {
            for x in 0..<12 {
                let p = try XCTUnwrap(c.bitmap.pixel(x: x, y: y))
                switch y {
                case 4, 5: XCTAssertEqual(p, PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), "(\(x),\(y))")
                case 7, 8: XCTAssertEqual(p, PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), "(\(x),\(y))")
                default: XCTAssertEqual(p, PremultipliedPixel(r: 255, g: 255, b: 255, a: 255), "(\(x),\(y))")
                }
            }
        }
    }

    func testHalfPixelEdgeGivesHalfCoverage() throws {
        for usePath in [false, true] {
            var c = try Canvas(width: 6, height: 4)
            let rect = PixelRect(x: 0.5, y: 0, width: 3, height: 4)
            if usePath {
                var p = Path()
                p.addRect(rect)
                c.fill(p, color: .black)
            } else {
                c.fill(rect, color: .black)
            }
            // round(0.5 * 255) = 128
            XCTAssertEqual(c.bitmap.alpha(0, 1), 128, "path=\(usePath)")
            XCTAssertEqual(c.bitmap.alpha(1, 1), 255)
            XCTAssertEqual(c.bitmap.alpha(3, 1), 128)
            XCTAssertEqual(c.bitmap.alpha(4, 1), 0)
        }
        // A quarter-pixel rect corner: 0.5 × 0.5 = 25 %.
        var c = try Canvas(width: 3, height: 3)
        c.fill(PixelRect(x: 0.5, y: 0.5, width: 2, height: 2), color: .black)
        XCTAssertEqual(c.bitmap.alpha(0, 0), 64)  // round(63.75)
        XCTAssertEqual(c.bitmap.alpha(1, 0), 128)
    }

    func testBlendRoundingOfTranslucentColour() throws {
        // 50 % black over white: 255 * (1 - 128/255) = 127 (exactly rounded).
        var c = try Canvas(width: 1, height: 1, background: .white)
        c.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), color: PixelColor(r: 0, g: 0, b: 0, a: 128))
        XCTAssertEqual(c.bitmap.pixel(x: 0, y: 0), PremultipliedPixel(r: 127, g: 127, b: 127, a: 255))
    }

    func testCircleCoverageMatchesAnalyticAreaAndIsSymmetric() throws {
        for (size, offset) in [(16, 0.0), (7, 0.0), (24, 0.3)] {
            let s = Double(size)
            var c = try Canvas(width: size + 2, height: size + 2)
            c.fill(RoundedRect.capsule(in: PixelRect(x: 1 + offset, y: 1 + offset, width: s, height: s)), color: .black)
            var maxError = 0.0
            for y in 0..<(size + 2) {
                for x in 0..<(size + 2) {
                    let exact = discPixelArea(cx: 1 + offset + s / 2, cy: 1 + offset + s / 2, r: s / 2, px: x, py: y)
                    let got = Double(c.bitmap.alpha(x, y)) / 255
                    maxError = max(maxError, abs(got - exact))
                }
            }
            XCTAssertLessThanOrEqual(maxError, 1.01 / 255, "circle \(size) offset \(offset)")
            if offset == 0 {
                for y in 0..<(size + 2) {
                    for x in 0..<(size + 2) {
                        let a = c.bitmap.alpha(x, y)
                        XCTAssertEqual(a, c.bitmap.alpha(size + 1 - x, y))
                        XCTAssertEqual(a, c.bitmap.alpha(x, size + 1 - y))
                        XCTAssertEqual(a, c.bitmap.alpha(y, x))
                    }
                }
            }
        }
    }

    func testShapesCutByTheCanvasOrClipKeepExactCoverage() throws {
        // A disc centred on the left edge, and the same disc drawn under a clip that starts
        // mid-shape: visible pixels are identical and match the analytic area.
        var full = try Canvas(width: 20, height: 20)
        full.fill(RoundedRect.capsule(in: PixelRect(x: -7.3, y: 2.6, width: 15, height: 15)), color: .black)
        var clipped = try Canvas(width: 20, height: 20)
        clipped.clip(to: PixelRect(x: 3, y: 0, width: 20, height: 20))
        clipped.fill(RoundedRect.capsule(in: PixelRect(x: -7.3, y: 2.6, width: 15, height: 15)), color: .black)
        for y in 0..<20 {
            for x in 0..<20 {
                let exact = discPixelArea(cx: 0.2, cy: 10.1, r: 7.5, px: x, py: y)
                XCTAssertEqual(Double(full.bitmap.alpha(x, y)) / 255, exact, accuracy: 1.01 / 255, "(\(x),\(y))")
                XCTAssertEqual(clipped.bitmap.alpha(x, y), x >= 3 ? full.bitmap.alpha(x, y) : 0)
            }
        }
        // A huge rounded rect (a million pixels wide) costs only the visible area.
        var huge = try Canvas(width: 8, height: 8)
        huge.fill(RoundedRect(rect: PixelRect(x: -500_000, y: 2.5, width: 1_000_000, height: 1_000_000), radius: 40),
                  color: .black)
        XCTAssertEqual(huge.bitmap.alpha(4, 2), 128)
        XCTAssertEqual(huge.bitmap.alpha(4, 3), 255)
        XCTAssertEqual(huge.bitmap.alpha(4, 1), 0)
    }

    func testRoundedCornerCoverageAt3x() throws {
        // Radius 12 px corner of a 40x30 rounded rect: each corner pixel matches the quarter disc.
        var c = try Canvas(width: 40, height: 30)
        c.fill(RoundedRect(rect: PixelRect(x: 0, y: 0, width: 40, height: 30), radius: 12), color: .black)
        for y in 0..<12 {
            for x in 0..<12 {
                let exact = discPixelArea(cx: 12, cy: 12, r: 12, px: x, py: y)
                let inside = x >= 12 || y >= 12 ? 1.0 : exact
                XCTAssertEqual(Double(c.bitmap.alpha(x, y)) / 255, inside, accuracy: 1.01 / 255, "(\(x),\(y))")
                XCTAssertEqual(c.bitmap.alpha(x, y), c.bitmap.alpha(39 - x, y))
                XCTAssertEqual(c.bitmap.alpha(x, y), c.bitmap.alpha(x, 29 - y))
            }
        }
        XCTAssertEqual(c.bitmap.alpha(20, 15), 255)
    }

    func testPerCornerRadiiAndClamping() throws {
        var c = try Canvas(width: 20, height: 10)
        c.fill(RoundedRect(rect: PixelRect(x: 0, y: 0, width: 20, height: 10),
                           radii: CornerRadii(topLeft: 0, topRight: 100, bottomRight: 0, bottomLeft: 5)),
               color: .black)
        // The right side's radii sum to 100 on a 10 px side: every radius is scaled by 0.1
        // (CSS rule), giving top-right 10 (a half-capsule end) and bottom-left 0.5.
        XCTAssertEqual(c.bitmap.alpha(0, 0), 255)  // square corner
        XCTAssertEqual(c.bitmap.alpha(19, 0), 0)
        let exact = discPixelArea(cx: 10, cy: 10, r: 10, px: 19, py: 9)
        XCTAssertEqual(Double(c.bitmap.alpha(19, 9)) / 255, exact, accuracy: 1.01 / 255)
        let bottomLeft = 1 - (1 - Double.pi / 4) * 0.25  // radius 0.5 corner inside one pixel
        XCTAssertEqual(Double(c.bitmap.alpha(0, 9)) / 255, bottomLeft, accuracy: 1.01 / 255)
    }

    func testNonZeroWinding() throws {
        // Two overlapping squares wound the same way: union, overlap not doubled.
        var p = Path()
        p.addRect(PixelRect(x: 0, y: 0, width: 6, height: 6))
        p.addRect(PixelRect(x: 3, y: 3, width: 6, height: 6))
        var c = try Canvas(width: 10, height: 10)
        c.fill(p, color: PixelColor(r: 0, g: 0, b: 0, a: 100))
        XCTAssertEqual(c.bitmap.alpha(4, 4), 100)
        XCTAssertEqual(c.bitmap.alpha(1, 1), 100)
        XCTAssertEqual(c.bitmap.alpha(8, 1), 0)
        // Opposite winding cuts a hole.
        var q = Path()
        q.addRoundedRect(RoundedRect(rect: PixelRect(x: 0, y: 0, width: 10, height: 10), radius: 0))
        q.addRoundedRect(RoundedRect(rect: PixelRect(x: 2, y: 2, width: 6, height: 6), radius: 0), reversed: true)
        var d = try Canvas(width: 10, height: 10)
        d.fill(q, color: .black)
        XCTAssertEqual(d.bitmap.alpha(5, 5), 0)
        XCTAssertEqual(d.bitmap.alpha(1, 5), 255)
        // A pentagram: non-zero fills the centre pentagon too.
        var star = Path()
        for i in 0..<5 {
            let t = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let pt = PixelPoint(x: 10 + 9 * cos(t), y: 10 + 9 * sin(t))
            if i == 0 { star.move(to: pt) } else { star.line(to: pt) }
        }
        star.close()
        var e = try Canvas(width: 20, height: 20)
        e.fill(star, color: .black)
        XCTAssertEqual(e.bitmap.alpha(10, 10), 255)
        XCTAssertEqual(e.bitmap.alpha(0, 19), 0)
        // Even-odd leaves the pentagram's centre and the overlap of same-direction squares empty.
        var f = try Canvas(width: 20, height: 20)
        f.fill(star, color: .black, rule: .evenOdd)
        XCTAssertEqual(f.bitmap.alpha(10, 10), 0)
        XCTAssertEqual(f.bitmap.alpha(10, 3), e.bitmap.alpha(10, 3))  // the spikes are the same
        XCTAssertGreaterThan(f.bitmap.alpha(10, 3), 100)
        var g = try Canvas(width: 10, height: 10)
        g.fill(p, color: .black, rule: .evenOdd)
        XCTAssertEqual(g.bitmap.alpha(4, 4), 0)
        XCTAssertEqual(g.bitmap.alpha(1, 1), 255)
    }

    func testTriangleAreaIsExact() throws {
        // Right triangle (0,0)-(4,0)-(0,4): pixels on the diagonal are exactly half covered.
        var p = Path()
        p.move(to: PixelPoint(x: 0, y: 0))
        p.line(to: PixelPoint(x: 4, y: 0))
        p.line(to: PixelPoint(x: 0, y: 4))
        p.close()
        var c = try Canvas(width: 4, height: 4)
        c.fill(p, color: .black)
        for i in 0..<4 { XCTAssertEqual(c.bitmap.alpha(i, 3 - i), 128) }
        XCTAssertEqual(c.bitmap.alpha(0, 0), 255)
        XCTAssertEqual(c.bitmap.alpha(3, 3), 0)
        // Total area = 8 px².
        let total = (0..<16).reduce(0) { $0 + c.bitmap.alpha($1 % 4, $1 / 4) }
        XCTAssertEqual(Double(total) / 255, 8, accuracy: 0.02)
    }

    func testStrokeAndInsetBorder() throws {
        let rr = RoundedRect(rect: PixelRect(x: 2, y: 2, width: 10, height: 10), radius: 0)
        var c = try Canvas(width: 14, height: 14)
        c.strokeBorder(rr, width: 1, color: .black)
        XCTAssertEqual(c.bitmap.alpha(1, 5), 0)  // nothing outside the bounds
        XCTAssertEqual(c.bitmap.alpha(2, 5), 255)
        XCTAssertEqual(c.bitmap.alpha(3, 5), 0)
        XCTAssertEqual(c.bitmap.alpha(11, 5), 255)
        var d = try Canvas(width: 14, height: 14)
        d.stroke(rr, width: 1, color: .black)  // centred: half inside, half outside
        XCTAssertEqual(d.bitmap.alpha(1, 5), 128)
        XCTAssertEqual(d.bitmap.alpha(2, 5), 128)
        XCTAssertEqual(d.bitmap.alpha(3, 5), 0)
        XCTAssertEqual(d.bitmap.alpha(1, 1), 64)  // square corner stays square: 0.5 × 0.5 px
        XCTAssertEqual(d.bitmap.alpha(2, 2), 191)  // 1 - 0.5 × 0.5 (the inner corner cut out)
        // Rounded border: ring area = outer - inner rounded-rect areas.
        var e = try Canvas(width: 30, height: 30)
        let round = RoundedRect(rect: PixelRect(x: 0, y: 0, width: 30, height: 30), radius: 10)
        e.strokeBorder(round, width: 1.5, color: .black)
        let total = Double((0..<900).reduce(0) { $0 + e.bitmap.alpha($1 % 30, $1 / 30) }) / 255
        let outer = 900 - (4 - Double.pi) * 100
        let inner = 27.0 * 27 - (4 - Double.pi) * 8.5 * 8.5
        XCTAssertEqual(total, outer - inner, accuracy: 0.3)
    }
}

final class ShadowTests: XCTestCase {
    func testShadowKeepsAreaIsSymmetricAndMoves() throws {
        var c = try Canvas(width: 40, height: 40)
        let rr = RoundedRect(rect: PixelRect(x: 12, y: 12, width: 16, height: 16), radius: 4)
        c.drawShadow(of: rr, color: .black, sigma: 2.5)
        let total = Double((0..<1600).reduce(0) { $0 + c.bitmap.alpha($1 % 40, $1 / 40) }) / 255
        XCTAssertEqual(total, 256 - (4 - Double.pi) * 16, accuracy: 1.5)  // blur preserves area
        for y in 0..<40 { for x in 0..<40 { XCTAssertEqual(c.bitmap.alpha(x, y), c.bitmap.alpha(39 - x, y)) } }
        XCTAssertGreaterThanOrEqual(c.bitmap.alpha(20, 20), 253)  // deep inside (3.2 sigma from the edges)
        XCTAssertLessThan(c.bitmap.alpha(12, 20), 200)  // soft edge
        XCTAssertGreaterThan(c.bitmap.alpha(10, 20), 0)  // spills outside
        var moved = try Canvas(width: 40, height: 40)
        moved.drawShadow(of: rr, color: .black, offsetX: 3, offsetY: -2, sigma: 2.5)
        XCTAssertEqual(moved.bitmap.alpha(23, 18), c.bitmap.alpha(20, 20))
        XCTAssertEqual(moved.bitmap.alpha(15, 18), c.bitmap.alpha(12, 20))
        // sigma 0 is a hard fill; the clip limits the shadow.
        var hard = try Canvas(width: 40, height: 40)
        hard.drawShadow(of: rr, color: .black, sigma: 0)
        var fill = try Canvas(width: 40, height: 40)
        fill.fill(rr, color: .black)
        XCTAssertEqual(hard.bitmap, fill.bitmap)
        var clipped = try Canvas(width: 40, height: 40)
        clipped.clip(to: PixelRect(x: 0, y: 0, width: 20, height: 40))
        clipped.drawShadow(of: rr, color: .black, sigma: 2.5)
        XCTAssertEqual(clipped.bitmap.alpha(12, 20), c.bitmap.alpha(12, 20))
        XCTAssertEqual(clipped.bitmap.alpha(25, 20), 0)
    }
}
