import XCTest
@testable import Typesetting

final class ScriptTests: XCTestCase {
    let body = Font.system(size: 17)

    func testFallbackFontDrawsCJK() throws {
        let t = try typesetter()
        let l = t.layout("Hello 世界", font: body)
        let faces = l.lines[0].glyphs.map { t.faceNames[$0.face.index] }
        XCTAssertEqual(Array(faces.suffix(2)), ["DroidSansFallback", "DroidSansFallback"])
        XCTAssertEqual(Array(faces.prefix(6)), Array(repeating: "InterVariable", count: 6))
        XCTAssertFalse(l.lines[0].glyphs.contains { $0.glyph == 0 }, "no .notdef")
        // The line grows to the fallback face's ascent/descent (Droid: 267/68 per 256 em).
        XCTAssertEqual(l.lines[0].ascent, 267.0 / 256 * 17, accuracy: 1e-9)
        XCTAssertEqual(l.lines[0].descent, 68.0 / 256 * 17, accuracy: 1e-9)
    }

    /// `.font` line metrics: every line gets the requested font's box whatever it falls back
    /// to (the glyphs stay those of the fallback faces); text without fallback is laid out the
    /// same, to the bit, in both modes.
    func testFontLineMetricsIgnoreFallbackFaces() throws {
        let t = try typesetter()
        let mixed = "Hello 世界\nبيت"
        let grown = t.layout(mixed, font: body)
        let fixed = t.layout(mixed, font: body, lineMetrics: .font)
        XCTAssertEqual(fixed.lines.count, 2)
        for line in fixed.lines {
            XCTAssertEqual(line.ascent, 1950.0 / 2048 * 17, accuracy: 1e-9)
            XCTAssertEqual(line.descent, 494.0 / 2048 * 17, accuracy: 1e-9)
        }
        XCTAssertEqual(fixed.height, (2 * fixed.lineHeight).rounded(.up), "two font line boxes, on the pixel grid (scale 1)")
        XCTAssertGreaterThan(grown.height, fixed.height)
        XCTAssertEqual(fixed.lines.map { $0.glyphs.map(\.glyph) }, grown.lines.map { $0.glyphs.map(\.glyph) })
        let latin = "Name\nSecond line"
        let a = t.layout(latin, font: body), b = t.layout(latin, font: body, lineMetrics: .font)
        XCTAssertEqual(a.height, b.height)
        XCTAssertEqual(a.lines.map(\.baseline), b.lines.map(\.baseline))
        XCTAssertEqual(a.lines.map { $0.glyphs.map(\.y) }, b.lines.map { $0.glyphs.map(\.y) })
    }

    func testHebrewGlyphsRunRightToLeft() throws {
        let t = try typesetter()
        // Visual order of "שלום עולם" (RTL paragraph), left to right: ם ל ו ע, space, ם ו ל ש.
        let visual = ["ם", "ל", "ו", "ע", " ", "ם", "ו", "ל", "ש"]
        let expected = try visual.map { try glyphID($0) }
        let l = t.layout("שלום עולם", font: body)
        let ids = l.lines[0].glyphs.map(\.glyph)
        XCTAssertEqual(ids.count, 9)
        // The space is drawn by the primary face; compare the Hebrew letters by face too.
        XCTAssertEqual(ids, expected)
        XCTAssertEqual(t.faceNames[l.lines[0].glyphs[0].face.index], "NotoSansHebrew-Regular")
    }

    func testMixedDirectionsOrderRuns() throws {
        // LTR paragraph "abc שלום def": the Hebrew word is reversed in place.
        let visual = ["a", "b", "c", " ", "ם", "ו", "ל", "ש", " ", "d", "e", "f"]
        let expected = try visual.map { try glyphID($0) }
        XCTAssertEqual(try glyphIDs("abc שלום def", direction: .natural), expected)
        // In an RTL paragraph the Latin words are reordered around it: "def", space, Hebrew, space, "abc".
        let rtl = ["d", "e", "f", " ", "ם", "ו", "ל", "ש", " ", "a", "b", "c"]
        XCTAssertEqual(try glyphIDs("abc שלום def", direction: .rightToLeft),
                       try rtl.map { try glyphID($0) })
    }

    func testArabicIsShapedWithJoiningForms() throws {
        let t = try typesetter()
        let word = t.layout("بيت", font: body).lines[0].glyphs.map(\.glyph)
        let isolated = try ["ب", "ي", "ت"].map { try XCTUnwrap(glyphIDs($0).first) }
        XCTAssertEqual(word.count, 3)
        XCTAssertNotEqual(Set(word), Set(isolated), "contextual forms differ from isolated ones")
        XCTAssertEqual(t.faceNames[t.layout("بيت", font: body).lines[0].glyphs[0].face.index], "NotoSansArabicUI-Regular")
    }
}
