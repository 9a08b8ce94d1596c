import Foundation
import Raster
import XCTest
@testable import VectorImages

/// SVG and PDF fixtures of the same drawing (a red square, a half-transparent blue rectangle, a
/// green circle: Fixtures/shapes.svg, shapes.pdf; 10 x 8 points) drawn at 2x and 3x, checked
/// against the drawing's geometry: every pixel whose square lies inside or outside a shape,
/// and the circle's area.
final class VectorImageTests: XCTestCase {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// A pixel's premultiplied bytes.
    static func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<(i + 4)])
    }

    func testSizeIsTheDocumentsSizeInPoints() throws {
        for name in ["shapes.svg", "shapes.pdf"] {
            let image = try VectorImage(contentsOf: Self.fixture(name))
            XCTAssertEqual(image.width, 10, name)
            XCTAssertEqual(image.height, 8, name)
            XCTAssertTrue(image.pixelSize(scale: 3) == (30, 24), name)
        }
    }

    func testShapesAtTwoAndThreeTimes() throws {
        for name in ["shapes.svg", "shapes.pdf"] {
            let image = try VectorImage(contentsOf: Self.fixture(name))
            for scale in [2.0, 3.0] {
                let bitmap = try image.rasterize(scale: scale, pixelLimit: 1_000_000)
                XCTAssertEqual(bitmap.width, Int(10 * scale), "\(name) @\(scale)")
                XCTAssertEqual(bitmap.height, Int(8 * scale), "\(name) @\(scale)")
                checkShapes(bitmap, scale: scale, "\(name) @\(scale)x")
            }
        }
    }

    /// Pixels wholly inside the red square (1...5, 1...5 pt) or the blue rectangle (5...9,
    /// 2...7 pt) and wholly outside every shape; then the green circle's coverage (centre 2.5,
    /// 6.5, radius 1 pt) against its area.
    private func checkShapes(_ b: Bitmap, scale s: Double, _ what: String) {
        var green = 0.0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = Self.rgba(b, x, y)
                let (x0, y0, x1, y1) = (Double(x) / s, Double(y) / s, Double(x + 1) / s, Double(y + 1) / s)
                let circleDistance = hypot(max(abs((x0 + x1) / 2 - 2.5) - 0.5 / s, 0), max(abs((y0 + y1) / 2 - 6.5) - 0.5 / s, 0))
                if x0 >= 1, x1 <= 5, y0 >= 1, y1 <= 5 {
                    XCTAssertEqual(p, [255, 0, 0, 255], "\(what) (\(x), \(y)) red")
                } else if x0 >= 5, x1 <= 9, y0 >= 2, y1 <= 7 {
                    XCTAssertEqual(Int(p[2]), 128, accuracy: 1, "\(what) (\(x), \(y)) blue")
                    XCTAssertEqual(Int(p[3]), 128, accuracy: 1, "\(what) (\(x), \(y)) blue's alpha")
                    XCTAssertEqual([p[0], p[1]], [0, 0], "\(what) (\(x), \(y)) blue")
                } else if circleDistance >= 1 {
                    XCTAssertEqual(p[3], 0, "\(what) (\(x), \(y)) outside every shape")
                } else {
                    green += Double(p[3]) / 255
                    XCTAssertEqual([p[0], p[2]], [0, 0], "\(what) (\(x), \(y)) green")
                }
            }
        }
        // cairo flattens curves into chords within 0.1 pixel, inside the curve: a circle of 2 or
        // 3 pixels' radius loses 2-3 % of its area.
        XCTAssertEqual(green / (s * s), Double.pi, accuracy: Double.pi * 0.04, "\(what): the circle's area in square points")
        XCTAssertLessThan(green / (s * s), Double.pi, "\(what): never more than the circle")
    }

    func testSameBytesEveryTimeAndFromThreads() throws {
        let image = try VectorImage(contentsOf: Self.fixture("shapes.svg"))
        let pdf = try VectorImage(contentsOf: Self.fixture("shapes.pdf"))
        let first = try [image.rasterize(scale: 3, pixelLimit: 1 << 20), pdf.rasterize(scale: 3, pixelLimit: 1 << 20)]
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let b = try? (i % 2 == 0 ? image : pdf).rasterize(scale: 3, pixelLimit: 1 << 20)
            results.set(i, b)
        }
        for i in 0..<8 { XCTAssertEqual(results.get(i), first[i % 2], "thread \(i)") }
    }

    func testThePixelLimitIsCheckedBeforeDrawing() throws {
        let image = try VectorImage(contentsOf: Self.fixture("shapes.svg"))
        XCTAssertThrowsError(try image.rasterize(scale: 3, pixelLimit: 719)) { error in
            XCTAssertTrue((error as? VectorImageError)?.isOverLimit == true)
            XCTAssertEqual((error as? VectorImageError)?.message, "the image is 30x24 (720 pixels) at scale 3.0, more than the limit of 719")
        }
        XCTAssertNoThrow(try image.rasterize(scale: 3, pixelLimit: 720))
    }

    /// Drawn into a target: the whole bitmap as the target is the drawing at a scale, byte for
    /// byte; a target moved by whole pixels moves the drawing; the pixel limit holds.
    func testDrawingIntoATarget() throws {
        for name in ["shapes.svg", "shapes.pdf"] {
            let image = try VectorImage(contentsOf: Self.fixture(name))
            let scaled = try image.rasterize(scale: 3, pixelLimit: 10_000)
            let whole = try image.rasterize(width: 30, height: 24, target: [0, 0, 30, 24], pixelLimit: 10_000)
            XCTAssertEqual(whole.pixels, scaled.pixels, name)
            let moved = try image.rasterize(width: 40, height: 30, target: [10, 6, 30, 24], pixelLimit: 10_000)
            XCTAssertEqual(Self.rgba(moved, 5, 3), [0, 0, 0, 0], name)
            XCTAssertEqual(Self.rgba(moved, 10 + 9, 6 + 9), Self.rgba(scaled, 9, 9), name)
            XCTAssertThrowsError(try image.rasterize(width: 40, height: 30, target: [0, 0, 30, 24], pixelLimit: 1199), name)
            XCTAssertThrowsError(try image.rasterize(width: 40, height: 30, target: [0, 0, 0, 24], pixelLimit: 10_000), name)
        }
    }

    func testHugeDocumentsAreRefusedBeforeAllocating() throws {
        let folder = NSTemporaryDirectory() + "vector-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = folder + "/huge.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="1000000"><rect width="10" height="10"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: huge))
        let image = try VectorImage(contentsOf: huge)
        XCTAssertThrowsError(try image.rasterize(scale: 3, pixelLimit: 50_000_000)) { error in
            XCTAssertTrue((error as? VectorImageError)?.isOverLimit == true)
        }
        let broken = folder + "/broken.pdf"
        try Data("%PDF-1.4 not really".utf8).write(to: URL(fileURLWithPath: broken))
        XCTAssertThrowsError(try VectorImage(contentsOf: broken))
        let big = folder + "/big.svg"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: UInt64(VectorImage.maxFileSize + 1))
        try handle.close()
        XCTAssertThrowsError(try VectorImage(contentsOf: big)) { error in
            XCTAssertTrue((error as? VectorImageError)?.isOverLimit == true)
        }
    }

    /// A raster image inside the file is decoded at its own size: a PDF image XObject of
    /// 60,000 x 60,000 pixels, or an SVG's embedded PNG of that size, is refused from the
    /// file's bytes before librsvg or Poppler decode it.
    func testEmbeddedRasterImagesAreCheckedAgainstThePixelLimit() throws {
        let pdf = try VectorImage(contentsOf: Self.fixture("shapes.pdf"))
        XCTAssertEqual(pdf.largestEmbeddedImage(), 0)
        let withImage = Array("1 0 obj << /Type /XObject /Subtype /Image /Width 60000\n/Height  60000 /BitsPerComponent 8 >>".utf8)
        XCTAssertEqual(VectorImage.largestPDFImage(withImage), 3_600_000_000)
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60]  // 60000 x 60000
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="data:image/png;base64,"# + Data(header).base64EncodedString() + #"AAAA"/></svg>"#
        XCTAssertEqual(VectorImage.largestSVGImage(Array(svg.utf8)), 3_600_000_000)
        let image = VectorImage(format: .svg, data: Array(svg.utf8), element: nil, source: [0, 0, 10, 10], width: 10, height: 10)
        XCTAssertThrowsError(try image.rasterize(scale: 2, pixelLimit: 50_000_000)) { error in
            XCTAssertTrue((error as? VectorImageError)?.isOverLimit == true, "\(error)")
        }
    }

    func testASymbolTemplateDrawsItsRegularMediumGlyph() throws {
        let symbol = try VectorImage(contentsOf: Self.fixture("check.symbolset/check.svg"))
        // The glyph is one cap height square; the margins add 10 units on each side.
        XCTAssertEqual(symbol.height, 0.7046 * VectorImage.symbolPointSize, accuracy: 0.001)
        XCTAssertEqual(symbol.width, symbol.height * 90.46 / 70.46, accuracy: 0.001)
        let b = try symbol.rasterize(scale: 3, pixelLimit: 1 << 20)
        var colours = Set<[UInt8]>()
        for y in 0..<b.height { for x in 0..<b.width { colours.insert(Self.rgba(b, x, y)) } }
        XCTAssertTrue(colours.contains([255, 0, 0, 255]))
        XCTAssertTrue(colours.allSatisfy { $0[1] == 0 && $0[2] == 0 }, "only the red glyph: no blue glyph, no grey notes, no guides")
        XCTAssertEqual(Self.rgba(b, b.width / 2, b.height / 2), [255, 0, 0, 255])
        XCTAssertEqual(Self.rgba(b, 0, b.height / 2)[3], 0, "the left margin is empty")
    }
}

/// Results written from concurrent iterations.
private final class ResultBox: @unchecked Sendable {
    private var values: [Int: Bitmap] = [:]
    private let lock = NSLock()
    func set(_ i: Int, _ b: Bitmap?) { lock.lock(); values[i] = b; lock.unlock() }
    func get(_ i: Int) -> Bitmap? { lock.lock(); defer { lock.unlock() }; return values[i] }
}
