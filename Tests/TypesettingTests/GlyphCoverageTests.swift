import Foundation
import XCTest
@testable import Typesetting

/// What an iOS screen realistically shows draws without a .notdef box: the writing systems iOS
/// localizes into, punctuation and symbols, and every emoji of Unicode's list up to Emoji 17.0,
/// which the emoji fonts cover (Coverage/glyph-coverage.txt, made by scripts/make-glyph-coverage).
final class GlyphCoverageTests: XCTestCase {
    private struct Entry {
        var block: String
        var text: String
    }

    private func entries() throws -> [Entry] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Coverage/glyph-coverage.txt")
        var block = ""
        var out: [Entry] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# ") { continue }
            if line.hasPrefix("@ ") {
                block = String(line.dropFirst(2))
                continue
            }
            out.append(Entry(block: block, text: String(line)))
        }
        return out
    }

    func testEveryListedCharacterHasAGlyph() throws {
        let t = try typesetter()
        let list = try entries()
        XCTAssertGreaterThan(list.count, 4_000)
        var missing: [String] = []
        for entry in list {
            let glyphs = t.layout(entry.text, font: .system(size: 17)).lines.flatMap(\.glyphs)
            if glyphs.isEmpty || glyphs.contains(where: { $0.glyph == 0 }) {
                missing.append("\(entry.block): \(entry.text)")
            }
        }
        XCTAssertEqual(missing.count, 0, "drawn as .notdef:\n" + missing.prefix(30).joined(separator: "\n"))
    }

    func testEveryEmojiSequenceIsOneGlyph() throws {
        let t = try typesetter()
        let emoji = try entries().filter { $0.block.hasPrefix("Emoji") }
        XCTAssertGreaterThan(emoji.count, 3_900, "Unicode's fully-qualified emoji up to Emoji 17.0")
        let apart = emoji.filter { t.layout($0.text, font: .system(size: 17)).lines.flatMap(\.glyphs).count != 1 }
        XCTAssertEqual(apart.count, 0, "shaped apart: " + apart.prefix(30).map(\.text).joined(separator: " "))
    }
}
