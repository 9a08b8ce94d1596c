import Foundation
import XCTest
import GoldenTesting
import Raster

final class ComparisonTests: XCTestCase {
    /// A small @2x "card": background, a rounded rect and a circle drawn at a sub-pixel offset.
    private func scene(dx: Double = 0, dy: Double = 0, cardColor: PixelColor = PixelColor(r: 0, g: 122, b: 255),
                       withCircle: Bool = true) throws -> Bitmap {
        var c = try Canvas(width: 64, height: 48, background: PixelColor(r: 242, g: 242, b: 247))
        c.fill(RoundedRect(rect: PixelRect(x: 8 + dx, y: 8 + dy, width: 40, height: 24), radius: 8), color: cardColor)
        if withCircle {
            c.fill(RoundedRect.capsule(in: PixelRect(x: 51 + dx, y: 10 + dy, width: 11, height: 11)), color: .black)
        }
        c.fill(PixelRect(x: 4 + dx, y: 40.5 + dy, width: 50, height: 2), color: PixelColor(r: 60, g: 60, b: 67))
        return c.bitmap
    }

    func testIdenticalImagesMatchExactly() throws {
        let r = ImageComparison.compare(expected: try scene(), actual: try scene())
        XCTAssertTrue(r.passed)
        XCTAssertEqual(r.differingPixels, 0)
        XCTAssertNil(r.differenceBounds)
        XCTAssertEqual(r.maxDistance, 0)
    }

    func testOnePixelShiftIsCaught() throws {
        let r = ImageComparison.compare(expected: try scene(), actual: try scene(dx: 1))
        XCTAssertFalse(r.passed)
        XCTAssertGreaterThan(r.differingPixels, 40)
        let b = try XCTUnwrap(r.differenceBounds)
        XCTAssertEqual(b.x0, 4)  // the separator's left end
        XCTAssertTrue(r.description.contains("tolerance: exact"), r.description)
        // The anti-aliasing tolerant mode must still catch a whole-pixel shift.
        XCTAssertFalse(ImageComparison.compare(expected: try scene(), actual: try scene(dx: 1),
                                               tolerance: .antialiasingTolerant).passed)
    }

    func testChangedColourIsCaught() throws {
        let expected = try scene()
        let actual = try scene(cardColor: PixelColor(r: 0, g: 122, b: 250))
        let exact = ImageComparison.compare(expected: expected, actual: actual)
        XCTAssertFalse(exact.passed)
        XCTAssertLessThan(exact.maxDistance, 0.05)
        // A loose threshold accepts a barely visible change; a real colour change fails it.
        XCTAssertTrue(ImageComparison.compare(expected: expected, actual: actual,
                                              tolerance: Tolerance(colorThreshold: 0.05)).passed)
        let red = try scene(cardColor: PixelColor(r: 255, g: 59, b: 48))
        let r = ImageComparison.compare(expected: expected, actual: red, tolerance: .antialiasingTolerant)
        XCTAssertFalse(r.passed)
        XCTAssertGreaterThan(r.differingPixels, 500)
    }

    func testMissingShapeIsCaught() throws {
        let r = ImageComparison.compare(expected: try scene(), actual: try scene(withCircle: false),
                                        tolerance: .antialiasingTolerant)
        XCTAssertFalse(r.passed)
        let b = try XCTUnwrap(r.differenceBounds)
        XCTAssertTrue(b.x0 >= 51 && b.x1 <= 62 && b.y0 >= 10 && b.y1 <= 21, "\(b)")
    }

    func testAntialiasToleranceAcceptsSubpixelOffsetButNotOnePointShift() throws {
        let expected = try scene()
        for (dx, dy) in [(0.25, 0.0), (0.0, 0.25), (0.25, 0.25)] {
            let actual = try scene(dx: dx, dy: dy)
            XCTAssertFalse(ImageComparison.compare(expected: expected, actual: actual).passed, "exact fails")
            let r = ImageComparison.compare(expected: expected, actual: actual, tolerance: .antialiasingTolerant)
            XCTAssertTrue(r.passed, r.description)
        }
        // A 1-pt shift at @2x (2 px) fails even with the tolerance.
        for (dx, dy) in [(2.0, 0.0), (0.0, 2.0)] {
            let r = ImageComparison.compare(expected: expected, actual: try scene(dx: dx, dy: dy),
                                            tolerance: .antialiasingTolerant)
            XCTAssertFalse(r.passed, r.description)
        }
    }

    func testOverlappingEdgesNeedASmallPixelAllowance() throws {
        // Where two anti-aliased edges meet, neither neighbour is flat, so the detector (like
        // pixelmatch's) cannot excuse the pixel; a few-pixel allowance covers such junctions.
        func overlapping(_ d: Double) throws -> Bitmap {
            var c = try Canvas(width: 40, height: 40, background: .white)
            c.fill(RoundedRect(rect: PixelRect(x: 4 + d, y: 4 + d, width: 20, height: 20), radius: 6),
                   color: PixelColor(r: 0, g: 122, b: 255))
            c.fill(RoundedRect.capsule(in: PixelRect(x: 18 + d, y: 18 + d, width: 14, height: 14)), color: .black)
            return c.bitmap
        }
        let expected = try overlapping(0)
        let strict = ImageComparison.compare(expected: expected, actual: try overlapping(0.25), tolerance: .antialiasingTolerant)
        var loose = Tolerance.antialiasingTolerant
        loose.maxDifferingPixels = 8
        XCTAssertLessThanOrEqual(strict.differingPixels, 8, strict.description)
        XCTAssertTrue(ImageComparison.compare(expected: expected, actual: try overlapping(0.25), tolerance: loose).passed)
        XCTAssertFalse(ImageComparison.compare(expected: expected, actual: try overlapping(2), tolerance: loose).passed)
    }

    func testSizeMismatchFailsAndReportsBothSizes() throws {
        let a = try Bitmap(width: 10, height: 10, fill: .white)
        let b = try Bitmap(width: 12, height: 9, fill: .white)
        let r = ImageComparison.compare(expected: a, actual: b, tolerance: Tolerance(colorThreshold: 1, maxDifferingRatio: 1))
        XCTAssertFalse(r.passed)
        XCTAssertTrue(r.description.contains("expected 10x10, actual 12x9"), r.description)
        XCTAssertEqual(r.totalPixels, 120)
        XCTAssertEqual(r.differingPixels, 120 - 90)
    }

    func testPixelCountAndRatioAllowances() throws {
        var actual = try scene()
        actual.setColor(x: 1, y: 1, .black)
        actual.setColor(x: 2, y: 1, .black)
        let expected = try scene()
        XCTAssertFalse(ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDifferingPixels: 1)).passed)
        XCTAssertTrue(ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDifferingPixels: 2)).passed)
        XCTAssertTrue(ImageComparison.compare(expected: expected, actual: actual,
                                              tolerance: Tolerance(maxDifferingRatio: 2.0 / (64 * 48))).passed)
        let t = Tolerance(colorThreshold: 0.1, ignoresAntialiasing: true, maxDifferingPixels: 3)
        XCTAssertEqual(t.description, "tolerance: colour distance <= 0.1 (YIQ), anti-aliasing ignored, <= 3 differing pixels")
    }

    func testColorDistanceScale() {
        let black = PixelColor.black.premultiplied, white = PixelColor.white.premultiplied
        XCTAssertEqual(ImageComparison.colorDistance(black, white), 1, accuracy: 1e-12)
        XCTAssertEqual(ImageComparison.colorDistance(white, white), 0)
        // Transparent is compared as if over white.
        XCTAssertEqual(ImageComparison.colorDistance(PixelColor.clear.premultiplied, white), 0)
    }

    func testDiffImageColoursAndSideBySide() throws {
        let expected = try scene()
        let actual = try scene(withCircle: false)
        let diff = DiffImage.make(expected: expected, actual: actual)
        XCTAssertEqual(diff.width, 64)
        XCTAssertEqual(diff.color(x: 56, y: 15), DiffImage.differentColor)  // circle centre
        let bg = try XCTUnwrap(diff.color(x: 1, y: 1))
        XCTAssertEqual(bg.r, bg.g)
        XCTAssertGreaterThan(bg.r, 230)  // faded
        let shifted = DiffImage.make(expected: expected, actual: try scene(dx: 0.25), tolerance: .antialiasingTolerant)
        var yellow = 0
        for y in 0..<48 { for x in 0..<64 where shifted.color(x: x, y: y) == DiffImage.antialiasedColor { yellow += 1 } }
        XCTAssertGreaterThan(yellow, 10)
        let sbs = DiffImage.sideBySide(expected: expected, actual: actual, diff: diff, gap: 4)
        XCTAssertEqual(sbs.width, 64 * 3 + 16)
        XCTAssertEqual(sbs.height, 48 + 8)
        XCTAssertEqual(sbs.pixel(x: 4 + 64 + 4 + 10, y: 4 + 10), actual.pixel(x: 10, y: 10))
    }
}

final class ReportTests: XCTestCase {
    func testReportListsFailuresFirstWithRelativeArtifactsAndIsDeterministic() throws {
        let root = NSTemporaryDirectory() + "golden-report-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        func build() throws -> (GoldenReport, String) {
            var report = GoldenReport(title: "Run <1>")
            let a = try Bitmap(width: 8, height: 8, fill: .white)
            var b = a
            b.setColor(x: 3, y: 3, .black)
            try report.addComparison(name: "b/passes", expected: a, actual: a, tolerance: .exact,
                                     artifactsFolder: root + "/artifacts", reportFolder: root)
            try report.addComparison(name: "z fails", expected: a, actual: b, tolerance: .antialiasingTolerant,
                                     artifactsFolder: root + "/artifacts", reportFolder: root)
            try report.addComparison(name: "a fails", expected: a, actual: b, tolerance: .exact,
                                     artifactsFolder: root + "/artifacts", reportFolder: root)
            return (report, report.html())
        }
        let (report, html) = try build()
        XCTAssertEqual(report.orderedCases.map(\.name), ["a fails", "z fails", "b/passes"])
        XCTAssertEqual(report.failedCount, 2)
        XCTAssertTrue(html.contains("3 cases: <b>2 failed</b>, 1 passed"))
        XCTAssertTrue(html.contains("Run &lt;1&gt;"))
        XCTAssertTrue(html.contains("src=\"artifacts/a_fails.diff.png\""), html)
        XCTAssertTrue(html.contains("type=\"range\""))
        XCTAssertTrue(html.contains("data-scale=\"16\""))  // 8 px images shown magnified
        XCTAssertFalse(html.contains("http://") || html.contains("https://"))
        XCTAssertLessThan(try XCTUnwrap(html.range(of: "a fails")).lowerBound, try XCTUnwrap(html.range(of: "b/passes")).lowerBound)
        XCTAssertTrue(html.contains("tolerance: exact"))
        for file in ["a_fails.expected.png", "a_fails.actual.png", "a_fails.diff.png", "a_fails.side-by-side.png"] {
            XCTAssertNoThrow(try Bitmap(contentsOfPNG: root + "/artifacts/" + file), file)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/artifacts/b_passes.diff.png"))
        try report.write(to: root + "/report.html")
        XCTAssertEqual(try String(contentsOfFile: root + "/report.html", encoding: .utf8), html)
        XCTAssertEqual(try build().1, html)  // same cases, same bytes
    }
}
