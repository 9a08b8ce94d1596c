import XCTest
@testable import Typesetting

/// One typesetter for all tests (opening the fonts once).
let sharedTypesetter: Typesetter? = try? Typesetter()

extension XCTestCase {
    func typesetter() throws -> Typesetter { try XCTUnwrap(sharedTypesetter, "fonts not found") }

    /// Unwrapped single-line advance width of a string at a font.
    func advance(_ text: String, _ font: Font = .system(size: 17)) throws -> Double {
        let l = try typesetter().layout(text, font: font, maxWidth: nil, numberOfLines: 0,
                                        lineBreakMode: .byWordWrapping, alignment: .left,
                                        direction: .natural, scale: 1)
        return l.lines.map(\.width).max() ?? 0
    }

    /// The text a line stands for.
    func text(_ s: String, _ line: TextLine) -> String {
        let u = Array(s.utf16)
        return String(decoding: u[line.utf16Range], as: UTF16.self)
    }

    /// Glyph id of one character in its own face (a space is measured between two letters,
    /// since trailing whitespace is not laid out).
    func glyphID(_ c: String) throws -> UInt32 {
        if c == " " { return try XCTUnwrap(glyphIDs("a a").dropFirst().first) }
        return try XCTUnwrap(glyphIDs(c).first)
    }

    func glyphIDs(_ text: String, direction: WritingDirection = .leftToRight) throws -> [UInt32] {
        try typesetter().layout(text, font: .system(size: 17), direction: direction)
            .lines.flatMap { $0.glyphs.map(\.glyph) }
    }
}
