import XCTest
@testable import Typesetting

/// Emoji clusters fall back to the shipped colour emoji font and come out as colour bitmaps.
final class EmojiTests: XCTestCase {
    /// All of Noto Color Emoji, which scripts/bootstrap copies into Fonts/Emoji.
    let emojiFace = "NotoColorEmoji"

    func faces(_ text: String) throws -> [String] {
        let t = try typesetter()
        return t.layout(text, font: .system(size: 17)).lines.flatMap { $0.glyphs.map { t.faceNames[$0.face.index] } }
    }

    func testEmojiFallBackToTheEmojiFont() throws {
        XCTAssertEqual(try faces("Yes 👍"), ["InterVariable", "InterVariable", "InterVariable",
                                             "InterVariable", emojiFace])
        XCTAssertEqual(try faces("❤️"), [emojiFace], "VS16 asks for the emoji")
        XCTAssertNotEqual(try faces("#1").first, emojiFace, "keycap bases alone stay text")
    }

    func testSequencesShapeToOneGlyph() throws {
        for sequence in ["👩‍💻", "🇺🇸", "1️⃣"] {
            let glyphs = try typesetter().layout(sequence, font: .system(size: 17)).lines.flatMap(\.glyphs)
            XCTAssertEqual(glyphs.count, 1, sequence)
            XCTAssertNotEqual(glyphs.first?.glyph, 0, "\(sequence): not .notdef")
        }
    }

    func testAdvanceIsTheFontsScaledAdvance() throws {
        // Noto Color Emoji: advance 2550 per 2048 units per em.
        XCTAssertEqual(try advance("👍"), 2550.0 / 2048 * 17, accuracy: 1e-9)
        XCTAssertEqual(try advance("🎉🎉", .system(size: 34)), 2 * 2550.0 / 2048 * 34, accuracy: 1e-9)
    }

    func testEmojiGlyphIsAColourBitmapScaledToTheTextSize() throws {
        let t = try typesetter()
        let glyph = try XCTUnwrap(t.layout("👍", font: .system(size: 17)).lines.first?.glyphs.first)
        let mask = t.glyphMask(glyph, scale: 2, subpixel: 0)
        let pixels = try XCTUnwrap(mask.color, "a colour glyph")
        XCTAssertEqual(pixels.count, mask.width * mask.height * 4)
        XCTAssertEqual(mask.colorScale, 34.0 / 109, accuracy: 1e-9, "34 px per em from the 109-ppem strike")
        XCTAssertEqual(Double(mask.width) * mask.colorScale, 2550.0 / 2048 * 34, accuracy: 1.5,
                       "the bitmap spans the advance")
        // Yellow skin: some opaque pixel with much more red than blue.
        let yellow = stride(from: 0, to: pixels.count, by: 4).contains { i in
            pixels[i + 3] == 255 && Int(pixels[i]) > 200 && Int(pixels[i + 2]) < 120
        }
        XCTAssertTrue(yellow)
        let plain = t.glyphMask(try XCTUnwrap(t.layout("Y", font: .system(size: 17)).lines.first?.glyphs.first),
                                scale: 2, subpixel: 0)
        XCTAssertNil(plain.color, "text glyphs stay coverage masks")
    }

    /// Emoji 16.0 (🫩, face with bags under eyes) and 17.0 (🫪, distorted face), which the
    /// CBDT font lacks, come from the COLRv1 font as one colour glyph each.
    func testEmoji16And17DrawInColour() throws {
        let t = try typesetter()
        for emoji in ["\u{1FAE9}", "\u{1FAEA}"] {
            let glyphs = t.layout(emoji, font: .system(size: 17)).lines.flatMap(\.glyphs)
            XCTAssertEqual(glyphs.count, 1, emoji)
            let glyph = try XCTUnwrap(glyphs.first)
            XCTAssertNotEqual(glyph.glyph, 0, "\(emoji): not .notdef")
            let mask = t.glyphMask(glyph, scale: 2, subpixel: 0)
            let pixels = try XCTUnwrap(mask.color, "\(emoji): a colour glyph")
            XCTAssertEqual(pixels.count, mask.width * mask.height * 4)
            let opaque = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] == 255 }.count
            XCTAssertGreaterThan(opaque, mask.width * mask.height / 4, "\(emoji): mostly painted")
        }
    }

    func testEmojiClusters() {
        func isEmoji(_ c: Character) -> Bool { EmojiClusters.isEmoji(c.unicodeScalars) }
        XCTAssertTrue(isEmoji("👍"))
        XCTAssertTrue(isEmoji("❤️"))
        XCTAssertTrue(isEmoji("👩‍💻"))
        XCTAssertTrue(isEmoji("🇺🇸"))
        XCTAssertTrue(isEmoji("1️⃣"))
        XCTAssertTrue(isEmoji("👍🏽"))
        XCTAssertFalse(isEmoji("❤"), "text presentation by default")
        XCTAssertFalse(isEmoji("A"))
        XCTAssertFalse(isEmoji("1"))
        XCTAssertFalse(isEmoji("中"))
    }
}
