import XCTest
@testable import Raster

/// The solid-fill fast paths (pattern stores for fully covered runs of an opaque colour, one
/// shared coverage row for a rectangle's inner rows, pattern-filled bitmap initialisation)
/// against a pixel-by-pixel reference of the documented compositing formula.
final class FillFastPathTests: XCTestCase {
    /// Deterministic pseudo-random numbers (xorshift).
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func byte() -> UInt8 { UInt8(next() & 0xff) }
        /// A coordinate in lo...hi: whole, half, third, quarter or arbitrary fraction.
        mutating func coordinate(_ lo: Int, _ hi: Int) -> Double {
            let base = Double(lo + int(hi - lo + 1))
            switch int(5) {
            case 0: return base
            case 1: return base + 0.5
            case 2: return base + 1.0 / 3
            case 3: return base + 0.25
            default: return base + Double(int(1000)) / 1000
            }
        }
        mutating func color() -> PixelColor {
            let a: UInt8 = int(3) == 0 ? byte() : 255
            return PixelColor(r: byte(), g: byte(), b: byte(), a: a)
        }
    }

    static func div(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    static func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
        max(0, min(Double(i + 1), hi) - max(Double(i), lo))
    }

    /// Exact rectangle coverage byte of pixel (x, y), as documented: round(min(1, area) × 255).
    static func coverage(_ r: PixelRect, _ x: Int, _ y: Int) -> UInt32 {
        let s = r.standardized
        let ox = overlap(x, s.minX, s.maxX), oy = overlap(y, s.minY, s.maxY)
        return UInt32(min(1, ox * oy) * 255 + 0.5)
    }

    /// Source-over of a solid colour with coverage `c` on one premultiplied pixel.
    static func blend(_ p: inout [UInt8], _ i: Int, _ src: PremultipliedPixel, _ c: UInt32) {
        guard c > 0 else { return }
        let a = div(UInt32(src.a) * c)
        let inv = 255 - a
        p[i] = UInt8(div(UInt32(src.r) * c) + div(UInt32(p[i]) * inv))
        p[i + 1] = UInt8(div(UInt32(src.g) * c) + div(UInt32(p[i + 1]) * inv))
        p[i + 2] = UInt8(div(UInt32(src.b) * c) + div(UInt32(p[i + 2]) * inv))
        p[i + 3] = UInt8(a + div(UInt32(p[i + 3]) * inv))
    }

    /// Fills `rect` pixel by pixel under an optional clip rectangle (its coverage multiplies).
    static func referenceFill(_ pixels: inout [UInt8], width: Int, height: Int, rect: PixelRect,
                              color: PixelColor, clip: PixelRect?) {
        let src = color.premultiplied
        guard src.a > 0 else { return }
        for y in 0..<height {
            for x in 0..<width {
                var c = coverage(rect, x, y)
                if let clip { c = div(c * coverage(clip, x, y)) }
                blend(&pixels, (y * width + x) * 4, src, c)
            }
        }
    }

    func randomBackground(_ noise: inout Noise, width: Int, height: Int) throws -> Bitmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a: UInt8 = noise.int(2) == 0 ? 255 : noise.byte()
            for k in 0..<3 { bytes[i + k] = UInt8(UInt32(noise.byte()) * UInt32(a) / 255) }
            bytes[i + 3] = a
        }
        return try Bitmap(width: width, height: height, premultipliedRGBA: bytes)
    }

    func testRectFillsMatchPixelByPixelReference() throws {
        var noise = Noise(state: 0x5DEE_CE66_D1CE_4E5B)
        let w = 41, h = 29
        for round in 0..<60 {
            let background = try randomBackground(&noise, width: w, height: h)
            var canvas = Canvas(bitmap: background)
            var expected = background.pixels
            // Some rounds clip: integer clips limit the bounds, fractional ones add a mask.
            var clip: PixelRect? = nil
            if round % 3 != 0 {
                let x0 = round % 2 == 0 ? Double(noise.int(15)) : noise.coordinate(-3, 15)
                let y0 = round % 2 == 0 ? Double(noise.int(10)) : noise.coordinate(-3, 10)
                let c = PixelRect(x: x0, y: y0, width: Double(10 + noise.int(30)), height: Double(8 + noise.int(25)))
                canvas.clip(to: c)
                clip = c
            }
            for _ in 0..<12 {
                let x0 = noise.coordinate(-6, w + 4), y0 = noise.coordinate(-6, h + 4)
                let x1 = noise.coordinate(-6, w + 4), y1 = noise.coordinate(-6, h + 4)
                let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                let color = noise.color()
                canvas.fill(rect, color: color)
                FillFastPathTests.referenceFill(&expected, width: w, height: h, rect: rect, color: color, clip: clip)
            }
            XCTAssertEqual(canvas.bitmap.pixels, expected, "round \(round)")
        }
    }

    func testMaskRunsMatchPixelByPixelReference() throws {
        var noise = Noise(state: 0x1234_5678_9ABC_DEF1)
        let w = 37, h = 23
        for round in 0..<40 {
            let background = try randomBackground(&noise, width: w, height: h)
            var canvas = Canvas(bitmap: background)
            var expected = background.pixels
            // Masks with long runs of full coverage broken by partial and empty values.
            let mw = 5 + noise.int(40), mh = 1 + noise.int(20)
            var mask = [UInt8](repeating: 255, count: mw * mh)
            for i in 0..<mask.count where noise.int(4) == 0 { mask[i] = noise.int(2) == 0 ? 0 : noise.byte() }
            let m = try CoverageMask(width: mw, height: mh, coverage: mask)
            let ox = noise.int(w + 10) - 8, oy = noise.int(h + 10) - 8
            let color = noise.color()
            canvas.drawMask(m, x: ox, y: oy, color: color)
            let src = color.premultiplied
            for y in 0..<h {
                for x in 0..<w where x >= ox && x < ox + mw && y >= oy && y < oy + mh {
                    FillFastPathTests.blend(&expected, (y * w + x) * 4, src, UInt32(mask[(y - oy) * mw + (x - ox)]))
                }
            }
            XCTAssertEqual(canvas.bitmap.pixels, expected, "round \(round)")
        }
    }

    func testIsOpaqueFindsAnyTranslucentPixel() throws {
        // 5x5 = 25 pixels: three groups of eight (four 8-byte words each) and one pixel in the tail.
        let opaque = try Bitmap(width: 5, height: 5, fill: PixelColor(r: 9, g: 8, b: 7))
        XCTAssertTrue(opaque.isOpaque)
        for i in 0..<25 {
            var b = opaque
            b.setPixel(x: i % 5, y: i / 5, PremultipliedPixel(r: 1, g: 1, b: 1, a: 254))
            XCTAssertFalse(b.isOpaque, "pixel \(i)")
        }
        XCTAssertTrue(try Bitmap(width: 0, height: 0).isOpaque)
    }

    func testBitmapFillInitialisation() throws {
        for color in [PixelColor(r: 1, g: 2, b: 3), PixelColor(r: 200, g: 100, b: 50, a: 128), .clear, .white] {
            let b = try Bitmap(width: 13, height: 7, fill: color)
            let p = color.premultiplied
            XCTAssertEqual(b.pixels.count, 13 * 7 * 4)
            for i in stride(from: 0, to: b.pixels.count, by: 4) {
                XCTAssertEqual(Array(b.pixels[i..<(i + 4)]), [p.r, p.g, p.b, p.a])
            }
        }
        XCTAssertEqual(try Bitmap(width: 0, height: 5, fill: .white).pixels, [])
    }
}
