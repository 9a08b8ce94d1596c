import XCTest
@testable import Raster

/// A canvas holding only a band of rows must give every one of its pixels the bytes a
/// whole-image canvas gives it, whatever the drawing: the renderer paints bands in parallel
/// and stacks them.
final class BandPaintingTests: XCTestCase {
    typealias Noise = FillFastPathTests.Noise

    /// A random but repeatable drawing: every Canvas operation, with clips, nested layers and
    /// shapes that cross band borders. The same seed gives the same calls on any canvas.
    static func draw(on canvas: inout Canvas, seed: UInt64, width: Int, height: Int, image: Bitmap, mask: CoverageMask) {
        var noise = Noise(state: seed)
        func rect() -> PixelRect {
            let x0 = noise.coordinate(-8, width + 4), y0 = noise.coordinate(-8, height + 4)
            return PixelRect(x: x0, y: y0, width: noise.coordinate(0, width / 2), height: noise.coordinate(0, height / 2))
        }
        func operation(_ c: inout Canvas, depth: Int) {
            switch noise.int(depth > 0 ? 13 : 14) {
            case 0: c.fill(rect(), color: noise.color())
            case 1: c.fill(RoundedRect(rect: rect(), radius: noise.coordinate(0, 20)), color: noise.color())
            case 2: c.stroke(RoundedRect(rect: rect(), radius: noise.coordinate(0, 12)), width: noise.coordinate(0, 4), color: noise.color())
            case 3: c.strokeBorder(RoundedRect(rect: rect(), radius: noise.coordinate(0, 12)), width: noise.coordinate(0, 5), color: noise.color())
            case 4:
                c.strokeLine(from: PixelPoint(x: noise.coordinate(-4, width), y: noise.coordinate(-4, height)),
                             to: PixelPoint(x: noise.coordinate(-4, width), y: noise.coordinate(-4, height)),
                             width: noise.coordinate(0, 3), color: noise.color())
            case 5:
                var path = Path()
                path.addEllipse(in: rect())
                path.addEllipse(in: rect())
                c.fill(path, color: noise.color(), rule: noise.int(2) == 0 ? .nonZero : .evenOdd)
            case 6:
                c.drawMask(mask, x: noise.int(width + 10) - 5, y: noise.int(height + 10) - 5, color: noise.color())
            case 7:
                let tint: PixelColor? = noise.int(3) == 0 ? noise.color() : nil
                c.drawImage(image, in: rect(), opacity: Double(1 + noise.int(4)) / 4, tint: tint)
            case 8:
                c.draw(image, atX: noise.int(width) - 4, y: noise.int(height) - 4, opacity: Double(1 + noise.int(4)) / 4)
            case 9:
                c.drawShadow(of: RoundedRect(rect: rect(), radius: noise.coordinate(0, 8)), color: noise.color(),
                             offsetX: noise.coordinate(-3, 3), offsetY: noise.coordinate(-3, 3), sigma: noise.coordinate(0, 4))
            case 10:
                c.save()
                c.clip(to: rect())
                for _ in 0..<3 { operation(&c, depth: depth + 1) }
                c.restore()
            case 11:
                c.save()
                c.clip(to: RoundedRect(rect: rect(), radius: noise.coordinate(0, 15)))
                for _ in 0..<3 { operation(&c, depth: depth + 1) }
                c.restore()
            case 12:
                c.save()
                c.clip(to: PixelRect(x: Double(noise.int(width)), y: Double(noise.int(height)),
                                     width: Double(4 + noise.int(width)), height: Double(4 + noise.int(height))))
                for _ in 0..<3 { operation(&c, depth: depth + 1) }
                c.restore()
            default:
                c.drawLayer(opacity: Double(1 + noise.int(4)) / 5) { layer in
                    for _ in 0..<3 { operation(&layer, depth: depth + 1) }
                }
            }
        }
        for _ in 0..<24 { operation(&canvas, depth: 0) }
    }

    func testBandsGiveTheWholeImageBytes() throws {
        let width = 67, height = 53
        var noise = Noise(state: 0xB4AD_5EED_0001)
        var imageBytes = [UInt8](repeating: 0, count: 9 * 7 * 4)
        for i in stride(from: 0, to: imageBytes.count, by: 4) {
            imageBytes[i] = noise.byte(); imageBytes[i + 1] = noise.byte(); imageBytes[i + 2] = noise.byte()
            imageBytes[i + 3] = noise.int(2) == 0 ? 255 : noise.byte()
        }
        let image = try Bitmap(width: 9, height: 7, straightRGBA: imageBytes)
        let mask = try CoverageMask(width: 11, height: 13, coverage: (0..<143).map { _ in noise.byte() })
        for round in 0..<40 {
            let seed = 0x9E37_79B9_7F4A_7C15 &+ UInt64(round) &* 0x1000_0001
            let background: PixelColor = round % 2 == 0 ? .clear : PixelColor(r: 240, g: 240, b: 245)
            var whole = try Canvas(width: width, height: height, background: background)
            BandPaintingTests.draw(on: &whole, seed: seed, width: width, height: height, image: image, mask: mask)
            // Split points: random, including one-row bands and bands of the edge rows.
            var cuts = Set<Int>([0, height])
            for _ in 0..<(1 + noise.int(5)) { cuts.insert(noise.int(height + 1)) }
            if round % 5 == 0 { cuts.insert(1); cuts.insert(height - 1) }
            let sorted = cuts.sorted()
            var bands: [Bitmap] = []
            for k in 0..<(sorted.count - 1) {
                var band = try Canvas(width: width, height: height, rows: sorted[k]..<sorted[k + 1], background: background)
                XCTAssertEqual(band.originY, sorted[k])
                XCTAssertEqual(band.height, sorted[k + 1] - sorted[k])
                BandPaintingTests.draw(on: &band, seed: seed, width: width, height: height, image: image, mask: mask)
                bands.append(band.bitmap)
            }
            let stacked = try Bitmap(stacking: bands)
            XCTAssertEqual(stacked.width, width)
            XCTAssertEqual(stacked.height, height)
            if stacked.pixels != whole.bitmap.pixels {
                let first = zip(stacked.pixels, whole.bitmap.pixels).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                XCTFail("round \(round), cuts \(sorted): first differing pixel at x \(first / 4 % width), y \(first / 4 / width)")
            }
        }
    }

    func testParallelBandsGiveTheWholeImageAndCheckTheirSizes() throws {
        let width = 45, height = 70
        let image = try Bitmap(width: 3, height: 3, fill: PixelColor(r: 10, g: 200, b: 30))
        let mask = try CoverageMask(width: 2, height: 2, coverage: [255, 128, 64, 0])
        var whole = try Canvas(width: width, height: height, background: .white)
        BandPaintingTests.draw(on: &whole, seed: 77, width: width, height: height, image: image, mask: mask)
        let bands = [0..<9, 9..<10, 10..<41, 41..<70]
        let parallel = try Bitmap(width: width, height: height, bands: bands) { rows in
            guard var band = try? Canvas(width: width, height: height, rows: rows, background: .white) else { return nil }
            BandPaintingTests.draw(on: &band, seed: 77, width: width, height: height, image: image, mask: mask)
            return band.bitmap
        }
        XCTAssertTrue(parallel.pixels == whole.bitmap.pixels)
        // Bands must tile the rows in order, and each must come back at its size.
        XCTAssertThrowsError(try Bitmap(width: 4, height: 10, bands: [0..<4, 5..<10]) { try? Bitmap(width: 4, height: $0.count) })
        XCTAssertThrowsError(try Bitmap(width: 4, height: 10, bands: [0..<4, 4..<9]) { try? Bitmap(width: 4, height: $0.count) })
        XCTAssertThrowsError(try Bitmap(width: 4, height: 10, bands: [0..<5, 5..<10]) { _ in try? Bitmap(width: 4, height: 4) })
        XCTAssertThrowsError(try Bitmap(width: 4, height: 10, bands: [0..<5, 5..<10]) { $0.lowerBound == 0 ? nil : try? Bitmap(width: 4, height: 5) })
    }

    func testBandRowsAreClampedAndStackingChecksWidths() throws {
        let band = try Canvas(width: 10, height: 20, rows: 15..<40)
        XCTAssertEqual(band.originY, 15)
        XCTAssertEqual(band.height, 5)
        XCTAssertEqual(band.bounds, PixelBounds(x0: 0, y0: 15, x1: 10, y1: 20))
        let a = try Bitmap(width: 3, height: 2, fill: .white), b = try Bitmap(width: 4, height: 2)
        XCTAssertThrowsError(try Bitmap(stacking: [a, b]))
        XCTAssertEqual(try Bitmap(stacking: []).width, 0)
        let joined = try Bitmap(stacking: [a, try Bitmap(width: 3, height: 1)])
        XCTAssertEqual(joined.height, 3)
        XCTAssertEqual(joined.color(x: 2, y: 1), .white)
        XCTAssertEqual(joined.color(x: 2, y: 2), .clear)
    }
}
