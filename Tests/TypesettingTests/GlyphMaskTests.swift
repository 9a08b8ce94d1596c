import XCTest
@testable import Typesetting

final class GlyphMaskTests: XCTestCase {
    func testMaskOfCapitalH() throws {
        let t = try typesetter()
        let g = try XCTUnwrap(t.layout("H", font: .system(size: 17)).lines.first?.glyphs.first)
        let mask = t.glyphMask(g, scale: 2, subpixel: 0)
        XCTAssertGreaterThan(mask.width, 10)
        XCTAssertEqual(mask.coverage.count, mask.width * mask.height)
        // Cap height of Inter is ~0.727 em: 17 pt * 2 = 34 px per em -> ~24.7 px tall.
        let capPixels = t.metrics(for: .system(size: 17)).capHeight * 2
        XCTAssertEqual(Double(mask.top), capPixels, accuracy: 1.01)
        XCTAssertEqual(Double(mask.height), capPixels, accuracy: 2.01)
        XCTAssertEqual(mask.coverage.max(), 255, "stems cover whole pixels")
        let total = mask.coverage.reduce(0) { $0 + Int($1) }
        XCTAssertGreaterThan(total, 255 * 40)
    }

    func testSubpixelBucketsShiftCoverage() throws {
        let t = try typesetter()
        let g = try XCTUnwrap(t.layout("l", font: .system(size: 13)).lines.first?.glyphs.first)
        let masks = (0..<4).map { t.glyphMask(g, scale: 3, subpixel: $0) }
        XCTAssertEqual(Set(masks).count, 4, "each quarter pixel renders differently")
        // Ink mass is preserved (within rounding) whatever the offset.
        let sums = masks.map { $0.coverage.reduce(0) { $0 + Int($1) } }
        for s in sums { XCTAssertEqual(Double(s), Double(sums[0]), accuracy: Double(sums[0]) * 0.02) }
        XCTAssertEqual(t.glyphMask(g, scale: 3, subpixel: 1), masks[1], "cached result is identical")
        XCTAssertEqual(t.glyphMask(g, scale: 3, subpixel: 5), masks[1], "bucket wraps modulo 4")
    }

    func testPlacementSplitsPixelsAndQuarters() {
        XCTAssertEqual(GlyphMask.placement(x: 10.0, scale: 2).pixel, 20)
        XCTAssertEqual(GlyphMask.placement(x: 10.0, scale: 2).subpixel, 0)
        XCTAssertEqual(GlyphMask.placement(x: 10.13, scale: 2).pixel, 20)
        XCTAssertEqual(GlyphMask.placement(x: 10.13, scale: 2).subpixel, 1)
        XCTAssertEqual(GlyphMask.placement(x: 10.49, scale: 2).pixel, 21)
        XCTAssertEqual(GlyphMask.placement(x: 10.49, scale: 2).subpixel, 0)
        XCTAssertEqual(GlyphMask.placement(x: -0.1, scale: 1).pixel, 0)
        XCTAssertEqual(GlyphMask.placement(x: -0.2, scale: 1).pixel, -1)
        XCTAssertEqual(GlyphMask.placement(x: -0.2, scale: 1).subpixel, 3)
    }

    func testBadInputGivesAnEmptyMask() throws {
        let t = try typesetter()
        let g = PositionedGlyph(face: FaceID(index: 99), glyph: 1, size: 17, x: 0, y: 0)
        XCTAssertEqual(t.glyphMask(g, scale: 2, subpixel: 0).coverage, [])
        let huge = PositionedGlyph(face: t.face(for: .regular), glyph: 99_999, size: 17, x: 0, y: 0)
        XCTAssertEqual(t.glyphMask(huge, scale: 2, subpixel: 0).width, 0)
    }
}
