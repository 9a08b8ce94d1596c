import Foundation
import XCTest
import GoldenTesting
import Raster

/// The report's magnified crops: one per separate changed region, each holding the whole
/// region (issue 15, item 8: a changed button title used to be cut to "Sign I").
final class ReportCropTests: XCTestCase {
    func testEachSeparateRegionGetsOneCropHoldingAllOfIt() throws {
        let folder = NSTemporaryDirectory() + "report-crops-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var e = try Canvas(width: 750, height: 600, background: .white)
        var a = e
        // A wide change (a 300-pixel title whose glyph stems all shift by 2 pixels), and two
        // small changes in far corners.
        for k in 0..<30 {
            e.fill(PixelRect(x: Double(200 + 10 * k), y: 100, width: 3, height: 40), color: .black)
            a.fill(PixelRect(x: Double(202 + 10 * k), y: 100, width: 3, height: 40), color: .black)
        }
        a.fill(PixelRect(x: 2, y: 580, width: 6, height: 6), color: .black)
        a.fill(PixelRect(x: 740, y: 590, width: 6, height: 6), color: .black)
        var report = GoldenReport()
        try report.addComparison(name: "title", expected: e.bitmap, actual: a.bitmap, tolerance: .exact,
                                 artifactsFolder: folder + "/images", reportFolder: folder)
        let c = try XCTUnwrap(report.cases.first)
        XCTAssertEqual(c.details.count, 3, "\(c.details.map(\.region))")
        let changed = [PixelBounds(x0: 200, y0: 100, x1: 495, y1: 140), PixelBounds(x0: 2, y0: 580, x1: 8, y1: 586),
                       PixelBounds(x0: 740, y0: 590, x1: 746, y1: 596)]
        for box in changed {
            XCTAssertTrue(c.details.contains { d in
                d.region.x0 <= box.x0 && d.region.y0 <= box.y0 && d.region.x1 >= box.x1 && d.region.y1 >= box.y1
            }, "no crop holds \(box): \(c.details.map(\.region))")
        }
        for d in c.details {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + d.path), d.path)
            let image = try PNG.read(contentsOf: folder + "/" + d.path)
            XCTAssertGreaterThanOrEqual(image.width * d.scale, 200, "readable: \(d.path) is \(image.width) px × \(d.scale)")
        }
        XCTAssertTrue(report.html().contains("region 3 of 3"))
    }
}
