import XCTest
@testable import Typesetting

final class WrappingTests: XCTestCase {
    let body = Font.system(size: 17)

    func testSingleLineSizeIsRoundedUpToThePixelGrid() throws {
        let t = try typesetter()
        let raw = try advance("Hello, world")
        let lineHeight = 2444.0 * 17 / 2048  // 20.287109375: San Francisco's line
        for scale in [1.0, 2.0, 3.0] {
            let l = t.layout("Hello, world", font: body, scale: scale)
            XCTAssertEqual(l.width, (raw * scale).rounded(.up) / scale, accuracy: 1e-12, "@\(scale)x")
            XCTAssertEqual(l.height, (lineHeight * scale).rounded(.up) / scale, accuracy: 1e-12)
        }
        // Hand-computed: 20.287 pt is 40.57 px at @2x -> 41 px = 20.5 pt; 60.86 px at @3x -> 61 px.
        XCTAssertEqual(t.layout("Hello", font: body, scale: 2).height, 20.5)
        XCTAssertEqual(t.layout("Hello", font: body, scale: 3).height, 61.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(t.layout("Hello", font: body, scale: 1).height, 21.0)
        let l = t.layout("Hello", font: body, scale: 3)
        XCTAssertEqual(l.firstBaseline, 1950.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(l.lastBaseline, l.firstBaseline)
        XCTAssertEqual(l.lineHeight, lineHeight, accuracy: 1e-12)
    }

    func testEmptyStringHasNoSize() throws {
        let l = try typesetter().layout("", font: body, maxWidth: 100, scale: 2)
        XCTAssertEqual(l.width, 0)
        XCTAssertEqual(l.height, 0)
        XCTAssertTrue(l.lines.isEmpty)
    }

    let pangram = "The quick brown fox jumps over the lazy dog"

    func testThreeLineLabelBreaksBetweenWords() throws {
        let t = try typesetter()
        let s = pangram
        // Measured at 17 pt: "The quick brown" 127.53, "The quick brown fox" 155.34,
        // "fox jumps over" 111.79, "fox jumps over the" 140.24, "the lazy dog" 93.15.
        // At 128.03 pt the greedy breaker must give exactly these three lines.
        let w1 = try advance("The quick brown")
        XCTAssertGreaterThan(try advance("The quick brown fox"), w1 + 0.5)
        XCTAssertGreaterThan(try advance("fox jumps over the"), w1 + 0.5)
        XCTAssertLessThan(try advance("fox jumps over"), w1)
        let l = t.layout(s, font: body, maxWidth: w1 + 0.5, scale: 2)
        XCTAssertEqual(l.lines.map { text(s, $0) }, ["The quick brown ", "fox jumps over ", "the lazy dog"])
        guard l.lines.count == 3 else { return }
        XCTAssertEqual(l.lines[0].width, w1, accuracy: 1e-9, "trailing space hangs")
        XCTAssertEqual(l.lines[1].width, try advance("fox jumps over"), accuracy: 1e-9)
        let lh = 2444.0 * 17 / 2048
        XCTAssertEqual(l.height, (3 * lh * 2).rounded(.up) / 2, accuracy: 1e-12)
        XCTAssertEqual(l.height, 61.0, "60.86 pt rounds up to 61 at @2x")
        XCTAssertEqual(l.lines[2].baseline, 2 * lh + 1950.0 * 17 / 2048, accuracy: 1e-9)
        XCTAssertEqual(l.lastBaseline, l.lines[2].baseline)
        XCTAssertEqual(l.width, (w1 * 2).rounded(.up) / 2, accuracy: 1e-12)
        XCTAssertEqual(l.width, 127.5)
        XCTAssertFalse(l.isTruncated)
        let at3x = t.layout(s, font: body, maxWidth: w1 + 0.5, scale: 3)
        XCTAssertEqual(at3x.height, 61.0, "60.861 pt = 182.58 px, up to 183 px = 61 pt")
        XCTAssertEqual(at3x.width, (w1 * 3).rounded(.up) / 3, accuracy: 1e-12)
        XCTAssertEqual(at3x.width, 383.0 / 3, accuracy: 1e-12, "127.53 pt = 382.59 px, up to 383 px")
    }

    func testExactFitStaysOnOneLine() throws {
        let s = "Sign in"
        let w = try advance(s)
        XCTAssertEqual(try typesetter().layout(s, font: body, maxWidth: w, scale: 1).lines.count, 1)
        XCTAssertEqual(try typesetter().layout(s, font: body, maxWidth: w - 0.01, scale: 1).lines.count, 2)
    }

    func testNumberOfLinesLimitsWordWrapping() throws {
        let t = try typesetter()
        let s = pangram
        let w1 = try advance("The quick brown") + 0.5
        let l = t.layout(s, font: body, maxWidth: w1, numberOfLines: 2, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(l.lines.map { text(s, $0) }, ["The quick brown ", "fox jumps over "])
        XCTAssertTrue(l.isTruncated)
        let one = t.layout(s, font: body, maxWidth: w1, numberOfLines: 1)
        XCTAssertEqual(one.lines.count, 1)
        XCTAssertEqual(one.height, 21)
        XCTAssertEqual(t.layout(s, font: body, maxWidth: w1, numberOfLines: 3).lines.count, 3)
        XCTAssertFalse(t.layout(s, font: body, maxWidth: w1, numberOfLines: 3).isTruncated)
    }

    func testLongWordBreaksBetweenCharacters() throws {
        let s = "Supercalifragilisticexpialidocious"
        let w = try advance("Supercali")
        let l = try typesetter().layout(s, font: body, maxWidth: w + 0.1)
        XCTAssertEqual(text(s, l.lines[0]), "Supercali")
        XCTAssertEqual(l.lines.map { text(s, $0) }.joined(), s)
        for line in l.lines { XCTAssertLessThanOrEqual(line.width, w + 0.1) }
    }

    func testCharWrappingFillsLines() throws {
        let s = "one two three"
        let w = try advance("one tw")
        let l = try typesetter().layout(s, font: body, maxWidth: w + 0.1, lineBreakMode: .byCharWrapping)
        XCTAssertEqual(text(s, l.lines[0]), "one tw")
        let word = try typesetter().layout(s, font: body, maxWidth: w + 0.1, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(text(s, word.lines[0]), "one ")
    }

    func testCJKBreaksBetweenIdeographs() throws {
        let s = "你好世界你好世界"
        let w3 = try advance("你好世")
        XCTAssertGreaterThan(try advance("你好世界"), w3 + 0.5)
        let l = try typesetter().layout(s, font: body, maxWidth: w3 + 0.5)
        XCTAssertEqual(l.lines.map { text(s, $0) }, ["你好世", "界你好", "世界"])
    }

    func testCJKPunctuationDoesNotStartALine() throws {
        // UAX #14: the ideographic full stop and comma may not begin a line.
        let s = "你好，世界。"
        let w = try advance("你好")
        let l = try typesetter().layout(s, font: body, maxWidth: w + 0.1)
        XCTAssertFalse(l.lines.contains { text(s, $0).hasPrefix("，") || text(s, $0).hasPrefix("。") })
    }

    func testEmojiZWJSequencesStayWhole() throws {
        let family = "👩‍👩‍👧‍👦"
        let s = family + family + family
        XCTAssertEqual(family.utf16.count, 11)
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
            let l = try typesetter().layout(s, font: body, maxWidth: 1, lineBreakMode: mode)
            XCTAssertEqual(l.lines.map { text(s, $0) }, [family, family, family], "\(mode)")
        }
    }

    func testHardLineBreaks() throws {
        let t = try typesetter()
        let s = "one\ntwo\r\nthree\u{2028}four"
        let l = t.layout(s, font: body)
        XCTAssertEqual(l.lines.map { text(s, $0) }, ["one", "two", "three", "four"])
        XCTAssertEqual(t.layout("one\n", font: body).lines.count, 1, "a final newline adds no line")
        XCTAssertEqual(t.layout("one\n\ntwo", font: body).lines.count, 3, "an empty paragraph is a line")
    }

    func testAlignmentOffsets() throws {
        let t = try typesetter()
        let w = try advance("Done")
        for (alignment, x) in [(TextAlignment.left, 0.0), (.center, (200 - w) / 2), (.right, 200 - w),
                               (.natural, 0)] {
            let l = t.layout("Done", font: body, maxWidth: 200, alignment: alignment)
            XCTAssertEqual(l.lines[0].x, x, accuracy: 1e-9, "\(alignment)")
            XCTAssertEqual(l.lines[0].glyphs[0].x, x, accuracy: 1e-9)
        }
        let rtl = t.layout("Done", font: body, maxWidth: 200, alignment: .natural, direction: .rightToLeft)
        XCTAssertEqual(rtl.lines[0].x, 200 - w, accuracy: 1e-9)
    }

    func testJustifiedLinesFillTheWidthExceptTheLast() throws {
        let s = pangram
        let w = try advance("The quick brown") + 0.5
        let l = try typesetter().layout(s, font: body, maxWidth: w, alignment: .justified)
        XCTAssertEqual(l.lines.count, 3)
        for line in l.lines.dropLast() {
            XCTAssertEqual(line.width, w, accuracy: 1e-9)
            let last = try XCTUnwrap(line.glyphs.last)
            XCTAssertGreaterThan(last.x, w - 17, "last glyph pushed to the right edge")
        }
        XCTAssertLessThan(try XCTUnwrap(l.lines.last).width, w)
    }

    func testGlyphPositionsAddUpToTheLineWidth() throws {
        let l = try typesetter().layout("AVATAR Ta", font: body, maxWidth: nil)
        let xs = l.lines[0].glyphs.map(\.x)
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(xs.first, 0)
        for g in l.lines[0].glyphs {
            XCTAssertEqual(g.y, l.firstBaseline)
            XCTAssertEqual(g.size, 17)
        }
        // Kerning from GPOS: "AV" is narrower than "A" + "V".
        XCTAssertLessThan(try advance("AV"), try advance("A") + advance("V") - 0.1)
    }

    func testConcurrentLayoutsAgree() throws {
        let t = try typesetter()
        let strings = (0..<64).map { "Label number \($0) with some words 世界" }
        let expected = strings.map { t.layout($0, font: body, maxWidth: 120, scale: 2) }
        t.clearLayoutCache()
        let results = Results(count: strings.count)
        let font = body
        DispatchQueue.concurrentPerform(iterations: strings.count) { i in
            results.set(i, t.layout(strings[i], font: font, maxWidth: 120, scale: 2))
        }
        for i in strings.indices { XCTAssertEqual(results.get(i), expected[i]) }
    }
}

/// Collects results written from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [TextLayout?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: TextLayout) { lock.lock(); items[i] = value; lock.unlock() }
    func get(_ i: Int) -> TextLayout? { lock.lock(); defer { lock.unlock() }; return items[i] }
}

final class RobustnessTests: XCTestCase {
    func testHostileInputsDoNotTrap() throws {
        let t = try typesetter()
        let long = String(repeating: "x", count: 20_000)
        let l = t.layout(long, font: .system(size: 17), maxWidth: 0, scale: 2)
        XCTAssertEqual(l.lines.count, 20_000, "one grapheme per line at width 0")
        _ = t.layout("abc", font: .system(size: .nan), maxWidth: .infinity, numberOfLines: -3, scale: 0)
        _ = t.layout("a\u{FFFD}b\u{0}\u{7}", font: .system(size: 17), maxWidth: 5, scale: .nan)
        _ = t.layout("\u{202E}abc\u{202C} مرحبا 123", font: .system(size: 17), maxWidth: 20,
                     numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, direction: .rightToLeft)
        XCTAssertEqual(GlyphMask.placement(x: .infinity, scale: 2).pixel, 0)
        XCTAssertEqual(GlyphMask.placement(x: 1e300, scale: 3).subpixel, 0)
    }
}
