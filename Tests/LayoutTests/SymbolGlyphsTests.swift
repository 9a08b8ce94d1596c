import Layout
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
