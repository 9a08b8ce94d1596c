import XCTest
@testable import Typesetting

final class TruncationTests: XCTestCase {
    let body = Font.system(size: 17)
    let s = "The quick brown fox jumps"

    func testTailKeepsTheWidestPrefixThatFits() throws {
        let t = try typesetter()
        let width = 100.0
        let l = t.layout(s, font: body, maxWidth: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(l.lines.count, 1)
        XCTAssertTrue(l.isTruncated)
        XCTAssertTrue(l.lines[0].isTruncated)
        XCTAssertLessThanOrEqual(l.lines[0].width, width)
        // Hand check: find the longest prefix p with width(p + "…") <= 100 by measuring.
        let chars = Array(s)
        var best = ""
        for n in 0...chars.count {
            var p = String(chars[0..<n])
            while p.last == " " { p.removeLast() }
            if try advance(p + "…") <= width { best = p + "…" }
        }
        // Measured: "The quick b…" is 103.7 pt wide, "The quick…" (89.4) fits.
        XCTAssertEqual(best, "The quick…")
        XCTAssertGreaterThan(try advance("The quick b…"), width)
        XCTAssertEqual(try glyphIDs(best), l.lines[0].glyphs.map(\.glyph))
        XCTAssertEqual(l.lines[0].width, try advance(best), accuracy: 1e-9)
        XCTAssertEqual(l.lines[0].utf16Range, 0..<s.utf16.count)
    }

    func testHeadAndMiddle() throws {
        let t = try typesetter()
        let chars = Array(s)
        // Head: the longest suffix that fits after "…".
        var head = ""
        for n in stride(from: chars.count, through: 0, by: -1) {
            let suffix = String(chars[(chars.count - n)...]).drop(while: { $0 == " " })
            if try advance("…" + suffix) <= 100 { head = "…" + suffix; break }
        }
        XCTAssertEqual(head, "…fox jumps")
        XCTAssertGreaterThan(try advance("…n fox jumps"), 100)
        let headLayout = t.layout(s, font: body, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        XCTAssertEqual(headLayout.lines[0].glyphs.map(\.glyph), try glyphIDs(head))
        // Middle: k characters kept, ceil(k/2) from the start and floor(k/2) from the end.
        var middle = ""
        for k in stride(from: chars.count, through: 0, by: -1) {
            let a = String(chars[0..<((k + 1) / 2)]).trimmingCharacters(in: .whitespaces)
            let b = String(chars[(chars.count - k / 2)...]).trimmingCharacters(in: .whitespaces)
            if try advance(a + "…" + b) <= 100 { middle = a + "…" + b; break }
        }
        XCTAssertEqual(middle, "The…umps")
        let middleLayout = t.layout(s, font: body, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        XCTAssertEqual(middleLayout.lines[0].glyphs.map(\.glyph), try glyphIDs(middle))
        XCTAssertLessThanOrEqual(middleLayout.lines[0].width, 100)
    }

    func testNoEllipsisWhenTextFits() throws {
        let l = try typesetter().layout("Done", font: body, maxWidth: 100, numberOfLines: 1,
                                        lineBreakMode: .byTruncatingTail)
        XCTAssertFalse(l.isTruncated)
        XCTAssertEqual(l.lines[0].glyphs.map(\.glyph), try glyphIDs("Done"))
    }

    func testLastOfSeveralLinesIsTruncated() throws {
        let t = try typesetter()
        let text = "one two three four five six seven eight"
        let w = try advance("one two three") + 0.5
        let l = t.layout(text, font: body, maxWidth: w, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(l.lines.count, 2)
        XCTAssertEqual(self.text(text, l.lines[0]), "one two three ")
        XCTAssertFalse(l.lines[0].isTruncated)
        XCTAssertTrue(l.lines[1].isTruncated)
        XCTAssertEqual(l.lines[1].glyphs.last?.glyph, try glyphIDs("…").first)
        XCTAssertLessThanOrEqual(l.lines[1].width, w)
        XCTAssertEqual(l.height, 41, "two 20.287 pt lines, up to whole points")
    }

    func testClippingKeepsTheWholeLine() throws {
        let l = try typesetter().layout(s, font: body, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byClipping)
        XCTAssertEqual(l.lines[0].width, try advance(s), accuracy: 1e-9)
        XCTAssertEqual(l.width, 100)
        XCTAssertTrue(l.isTruncated)
    }
}
