import XCTest
@testable import Typesetting

/// The pieces of the COLRv1 painter: colour lines, gradient geometry, composite modes,
/// transforms, and a painted glyph's shape next to the bitmap font's.
final class ColrPaintTests: XCTestCase {
    private let red = PaintColor(r: 1, g: 0, b: 0, a: 1)
    private let blue = PaintColor(r: 0, g: 0, b: 1, a: 1)

    func testColorLineInterpolatesAndExtends() {
        let stops = [ColorLine.Stop(offset: 0.25, color: red), ColorLine.Stop(offset: 0.75, color: blue)]
        let pad = ColorLine(stops: stops, extend: .pad)
        XCTAssertEqual(pad.color(at: 0), red)
        XCTAssertEqual(pad.color(at: 0.5).r, 0.5, accuracy: 1e-6)
        XCTAssertEqual(pad.color(at: 2), blue)
        let repeated = ColorLine(stops: stops, extend: .repeat)
        XCTAssertEqual(repeated.color(at: 0.875).r, 0.75, accuracy: 1e-6, "0.875 repeats as 0.375")
        let reflected = ColorLine(stops: stops, extend: .reflect)
        XCTAssertEqual(reflected.color(at: 0.875).r, 0.25, accuracy: 1e-6, "0.875 reflects to 0.625")
        XCTAssertEqual(ColorLine(stops: [], extend: .pad).color(at: 0.5), .clear)
    }

    func testHardStopTakesTheLaterColour() {
        let line = ColorLine(stops: [.init(offset: 0, color: red), .init(offset: 0.5, color: red),
                                     .init(offset: 0.5, color: blue), .init(offset: 1, color: blue)], extend: .pad)
        XCTAssertEqual(line.color(at: 0.49), red)
        XCTAssertEqual(line.color(at: 0.5), blue)
    }

    func testGradientParameters() throws {
        let linear = GradientGeometry.linear(x0: 0, y0: 0, x1: 10, y1: 0, x2: 0, y2: 10)
        XCTAssertEqual(try XCTUnwrap(linear.parameter(5, 7)), 0.5, accuracy: 1e-12)
        // p2 tilted: lines of equal colour run along p0→p2, so p1 projects onto its normal.
        let tilted = GradientGeometry.linear(x0: 0, y0: 0, x1: 10, y1: 0, x2: 10, y2: 10)
        XCTAssertEqual(try XCTUnwrap(tilted.parameter(5, 5)), 0, accuracy: 1e-12)
        let radial = GradientGeometry.radial(x0: 0, y0: 0, r0: 0, x1: 0, y1: 0, r1: 10)
        XCTAssertEqual(try XCTUnwrap(radial.parameter(0, 5)), 0.5, accuracy: 1e-12)
        let sweep = GradientGeometry.sweep(cx: 0, cy: 0, start: 0, end: 360)
        XCTAssertEqual(try XCTUnwrap(sweep.parameter(0, 1)), 0.25, accuracy: 1e-12, "counter-clockwise, y up")
        let cone = GradientGeometry.radial(x0: 0, y0: 0, r0: 1, x1: 10, y1: 0, r1: 1)
        XCTAssertNil(cone.parameter(5, 5), "outside the swept circles")
    }

    func testCompositeModes() {
        let halfBlue = blue.scaled(by: 0.5)
        XCTAssertEqual(PaintCompositeMode.sourceOver.apply(halfBlue, red), PaintColor(r: 0.5, g: 0, b: 0.5, a: 1))
        XCTAssertEqual(PaintCompositeMode.sourceIn.apply(blue, .clear), .clear)
        XCTAssertEqual(PaintCompositeMode.sourceIn.apply(blue, red.scaled(by: 0.5)), halfBlue)
        let grey = PaintColor(r: 0.5, g: 0.5, b: 0.5, a: 1)
        XCTAssertEqual(PaintCompositeMode(openType: 23).apply(grey, grey).r, 0.25, accuracy: 1e-6, "multiply")
        XCTAssertEqual(PaintCompositeMode(openType: 20).apply(grey, grey).r, 0.5, accuracy: 1e-6, "soft light of 0.5")
        XCTAssertEqual(PaintCompositeMode(openType: 27), .sourceOver, "HSL modes draw source-over")
    }

    func testTransformsComposeAndInvert() throws {
        let t = PaintTransform.translation(3, 4).concatenating(.rotation(degrees: 90)).concatenating(.scale(2, 2))
        let p = t.apply(1, 0)
        XCTAssertEqual(p.x, 3, accuracy: 1e-12)
        XCTAssertEqual(p.y, 6, accuracy: 1e-12)
        let back = try XCTUnwrap(t.inverted).apply(p.x, p.y)
        XCTAssertEqual(back.x, 1, accuracy: 1e-12)
        XCTAssertEqual(back.y, 0, accuracy: 1e-12)
        XCTAssertNil(PaintTransform.scale(0, 1).inverted)
    }

    /// 🫩 painted from the COLRv1 font is as large and sits where 😀 from the bitmap font does
    /// (their opaque pixels' boxes within 4 pixels at 109 pixels per em), with opaque yellow
    /// in its middle.
    func testPaintedGlyphMatchesTheBitmapGlyphsPlacement() throws {
        let t = try typesetter()
        func mask(_ s: String) throws -> GlyphMask {
            t.glyphMask(try XCTUnwrap(t.layout(s, font: .system(size: 109)).lines.first?.glyphs.first), scale: 1, subpixel: 0)
        }
        let bitmap = try mask("😀"), painted = try mask("\u{1FAE9}")
        XCTAssertEqual(painted.colorScale, 1, accuracy: 1e-12)
        let a = try XCTUnwrap(opaqueBox(bitmap)), b = try XCTUnwrap(opaqueBox(painted))
        for (x, y) in zip([a.minX, a.maxX, a.minY, a.maxY], [b.minX, b.maxX, b.minY, b.maxY]) {
            XCTAssertEqual(Double(x), Double(y), accuracy: 4, "opaque box \(a) vs \(b)")
        }
        let pixels = try XCTUnwrap(painted.color)
        let centre = ((painted.height / 2) * painted.width + painted.width / 2) * 4
        XCTAssertEqual(pixels[centre + 3], 255)
        XCTAssertGreaterThan(pixels[centre], 200, "yellow: red high")
        XCTAssertLessThan(pixels[centre + 2], 120, "yellow: blue low")
    }

    /// The box of a colour mask's pixels with alpha over half, relative to the pen and baseline.
    private func opaqueBox(_ m: GlyphMask) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        guard let pixels = m.color else { return nil }
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<m.height {
            for x in 0..<m.width where pixels[(y * m.width + x) * 4 + 3] > 127 {
                let px = m.left + x, py = y - m.top
                box = (min(box?.minX ?? px, px), max(box?.maxX ?? px, px), min(box?.minY ?? py, py), max(box?.maxY ?? py, py))
            }
        }
        return box
    }

    func testPaintingIsDeterministic() throws {
        let t = try typesetter()
        let glyph = try XCTUnwrap(t.layout("\u{1FAEA}", font: .system(size: 17)).lines.first?.glyphs.first)
        let first = t.glyphMask(glyph, scale: 3, subpixel: 0)
        t.clearGlyphCache()
        XCTAssertEqual(t.glyphMask(glyph, scale: 3, subpixel: 0), first)
    }
}
