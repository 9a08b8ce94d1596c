@testable import Layout
import XCTest

/// The SF Symbol table (`Symbols/symbols.tsv`, made by `scripts/make-symbols`) and its glyphs.
final class SymbolGlyphsTests: XCTestCase {
    func testCommonNamesMapToTheirGlyphs() {
        XCTAssertEqual(SymbolGlyphs.glyph(for: "gear")?.name, "gear")
        XCTAssertEqual(SymbolGlyphs.glyph(for: "gearshape.fill")?.name, "gear-fill")
        XCTAssertEqual(SymbolGlyphs.glyph(for: "xmark.circle.fill")?.name, "x-circle-fill")
        XCTAssertEqual(SymbolGlyphs.glyph(for: "magnifyingglass")?.name, "search")
        XCTAssertEqual(SymbolGlyphs.glyph(for: "chevron.right")?.name, "chevron-right")
        XCTAssertEqual(SymbolGlyphs.glyph(for: "square.and.arrow.up")?.name, "box-arrow-up")
    }

    func testFillMapsToAFillGlyph() {
        for name in ["star.fill", "heart.fill", "person.fill", "trash.fill", "bell.fill", "house.fill"] {
            let glyph = SymbolGlyphs.glyph(for: name)?.name ?? ""
            XCTAssertTrue(glyph.hasSuffix("-fill"), "\(name) -> \(glyph)")
            XCTAssertNotEqual(SymbolGlyphs.glyph(for: String(name.dropLast(5)))?.name, glyph, name)
        }
    }

    func testNamesOutsideTheTableHaveNoGlyph() {
        XCTAssertNil(SymbolGlyphs.glyph(for: "not.a.symbol"))
        XCTAssertNil(SymbolGlyphs.glyph(for: ""))
        XCTAssertFalse(SymbolGlyphs.contains("Gear"), "names are case-sensitive, as UIKit's")
    }

    func testTableHasTheMostUsedNames() {
        XCTAssertGreaterThanOrEqual(SymbolGlyphs.names.count, 400)
        for name in SymbolGlyphs.names {
            let g = SymbolGlyphs.glyph(for: name)
            XCTAssertFalse(g?.shapes.isEmpty ?? true, name)
        }
    }

    func testGlyphOutlinesSitInTheGrid() throws {
        let gear = try XCTUnwrap(SymbolGlyphs.glyph(for: "gear"))
        XCTAssertEqual(gear.shapes.count, 2)
        XCTAssertGreaterThan(gear.bounds.width, 15)
        XCTAssertGreaterThanOrEqual(gear.bounds.minX, 0)
        XCTAssertLessThanOrEqual(gear.bounds.maxY, 16)
        guard case .move = gear.shapes[0].commands.first else { return XCTFail("an outline starts with a move") }
    }

    /// A symbol without a declared aspect takes its glyph's (chevron.right is tall and narrow).
    func testSymbolSizeFollowsTheGlyphsAspect() {
        let chevron = SymbolImage(name: "chevron.right").size()
        XCTAssertEqual(chevron.height, 19)
        XCTAssertLessThan(chevron.width, 13)
        XCTAssertEqual(SymbolImage(name: "not.a.symbol").size(), Size(width: 19, height: 19))
    }
}

/// Weights move a glyph's contours by FreeType's emboldening (docs/render.md, "SF Symbols").
final class SymbolGlyphWeightTests: XCTestCase {
    func testRegularIsUnchangedAndGrowthFollowsTheFontsStems() throws {
        let glyph = try XCTUnwrap(SymbolGlyphs.glyph(for: "circle"))
        XCTAssertEqual(glyph.weighted(.regular), glyph)
        XCTAssertEqual(SymbolGlyph.strokeGrowth(at: .regular), 0)
        XCTAssertLessThan(SymbolGlyph.strokeGrowth(at: .ultraLight), -0.7)
        XCTAssertGreaterThan(SymbolGlyph.strokeGrowth(at: .black), 1.2)
    }

    func testEvenOddHolesAreWoundAgainstTheirOuterContour() throws {
        // Two squares wound alike under even-odd: the inner one is a hole, and after orienting it
        // runs the other way, so emboldening shrinks it.
        let square = { (a: Double, b: Double) -> [SymbolGlyph.Command] in
            [.move(Point(x: a, y: a)), .line(Point(x: b, y: a)), .line(Point(x: b, y: b)), .line(Point(x: a, y: b)), .close]
        }
        let shape = SymbolGlyph.Shape(isEvenOdd: true, commands: square(0, 16) + square(4, 12))
        let contours = shape.oriented().contours
        XCTAssertEqual(contours.count, 2)
        XCTAssertLessThan(SymbolGlyph.Shape.signedArea(contours[0]) * SymbolGlyph.Shape.signedArea(contours[1]), 0,
                          "opposite windings")
        let glyph = SymbolGlyph(name: "t", bounds: Rect(x: 0, y: 0, width: 16, height: 16), shapes: [shape])
        let bold = glyph.weighted(.black).shapes[0].contours
        let hole = bold[1].map(\.x)
        XCTAssertGreaterThan(try XCTUnwrap(hole.min()), 4, "the hole shrank")
        XCTAssertLessThan(try XCTUnwrap(bold[0].map(\.x).min()), 0, "the outside grew")
    }
}
