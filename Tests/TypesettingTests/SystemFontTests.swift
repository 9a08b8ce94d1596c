import XCTest
@testable import Typesetting

/// The system font measures like San Francisco: Apple's tracking per point size, the text cut
/// below 20 pt and the display cut from 20 pt, SF's line height.
final class SystemFontTests: XCTestCase {
    func testTrackingFollowsApplesTable() {
        // Human Interface Guidelines, Typography, iOS tracking values (points).
        let listed: [(Double, Double)] = [(11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (17, -0.43), (20, -0.45),
                                          (22, -0.26), (28, 0.38), (34, 0.40), (80, 0)]
        for (size, points) in listed {
            XCTAssertEqual(SystemFont.tracking(at: size), points, accuracy: 1e-12, "\(size) pt")
        }
        XCTAssertEqual(SystemFont.tracking(at: 16.5), -0.37, accuracy: 1e-12, "linear between sizes")
        XCTAssertEqual(SystemFont.tracking(at: 3), 0.24, "flat below the table")
        XCTAssertEqual(SystemFont.tracking(at: 200), 0, "flat above it")
    }

    /// At 12 pt the table gives no tracking, so a 17 pt line is the 12 pt one scaled, plus
    /// -0.43 pt for each of its glyphs.
    func testEveryGlyphOfTheSystemFontIsTracked() throws {
        let at12 = try advance("Settings", .system(size: 12))
        let at17 = try advance("Settings", .system(size: 17))
        XCTAssertEqual(at17, at12 * 17 / 12 + 8 * -0.43, accuracy: 1e-9)
        // Wrapping measures the same tracked widths: the line breaks where the tracked text fits.
        let t = try typesetter()
        let one = t.layout("Settings Settings", font: .system(size: 17), maxWidth: 2 * at17 + 5)
        XCTAssertEqual(one.lines.count, 1)
        let lastAdvance = try advance("s")
        XCTAssertEqual(one.lines[0].glyphs.last.map { $0.x } ?? 0, one.lines[0].width - lastAdvance, accuracy: 1e-9)
    }

    func testFallbackGlyphsAreNotTracked() throws {
        // Droid Sans Fallback draws CJK: scaled from 12 pt (no tracking) with nothing added.
        XCTAssertEqual(try advance("世界", .system(size: 17)), try advance("世界", .system(size: 12)) * 17 / 12,
                       accuracy: 1e-9)
    }

    func testTheDisplayCutDrawsFromTwentyPoints() throws {
        let t = try typesetter()
        XCTAssertEqual(t.resolve(.system(size: 19.5)).postScriptName, "Inter-Regular")
        XCTAssertEqual(t.resolve(.system(size: 20)).postScriptName, "InterDisplay-Regular")
        XCTAssertEqual(t.resolve(.system(size: 34, weight: .black)).postScriptName, "InterDisplay-Black")
        XCTAssertNotEqual(t.face(for: .regular, size: 19.5), t.face(for: .regular, size: 20))
        // The display cut is narrower than the text cut at the same size, untracked and scaled.
        let text = try advance("Settings", .system(size: 19.99)) - 8 * SystemFont.tracking(at: 19.99)
        let display = try advance("Settings", .system(size: 20)) - 8 * SystemFont.tracking(at: 20)
        XCTAssertLessThan(display, text * 20 / 19.99)
    }

    func testLineHeightIsSanFranciscos() throws {
        let t = try typesetter()
        for size in [11.0, 17, 34] {
            XCTAssertEqual(t.metrics(for: .system(size: size)).lineHeight, 1.193359375 * size, accuracy: 1e-9)
        }
    }
}

/// The stand-in's per-glyph correction to San Francisco's widths.
final class StandInAdjustmentTests: XCTestCase {
    func testCapitalsAreNarrowedAndDigitsWidened() {
        let regular = SystemFont.standInAdjustment(for: .regular)
        XCTAssertEqual(regular.ems(for: UInt16(UInt8(ascii: "a"))), -0.002, accuracy: 1e-12)
        XCTAssertEqual(regular.ems(for: UInt16(UInt8(ascii: "Z"))), -0.004, accuracy: 1e-12)
        XCTAssertEqual(regular.ems(for: UInt16(UInt8(ascii: "7"))), 0.001, accuracy: 1e-12)
        XCTAssertEqual(SystemFont.standInAdjustment(for: .semibold).ems(for: UInt16(UInt8(ascii: "A"))), 0.004, accuracy: 1e-12)
        XCTAssertEqual(AdvanceAdjustment.none.ems(for: UInt16(UInt8(ascii: "A"))), 0)
    }
}
