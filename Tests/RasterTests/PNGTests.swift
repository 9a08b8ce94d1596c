import Foundation
import XCTest
@testable import Raster

final class PNGTests: XCTestCase {
    private func tempDir() throws -> String {
        let dir = NSTemporaryDirectory() + "raster-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    private func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 8 <= png.count {
            let len = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + len
        }
        return types
    }

    func testOpaqueRoundTripUsesRGBAndIsDeterministic() throws {
        var c = try Canvas(width: 17, height: 9, background: PixelColor(r: 10, g: 20, b: 30))
        c.fill(RoundedRect(rect: PixelRect(x: 1.5, y: 1.5, width: 14, height: 6), radius: 3),
               color: PixelColor(r: 200, g: 100, b: 50))
        let bytes = try c.bitmap.pngData()
        XCTAssertEqual(bytes[25], 2)  // colour type RGB
        XCTAssertEqual(try PNG.decode(bytes), c.bitmap)
        XCTAssertEqual(try c.bitmap.pngData(), bytes)  // same pixels, same bytes
        XCTAssertEqual(Set(chunkTypes(bytes)), ["IHDR", "IDAT", "IEND"])
        for filter in PNGFilter.allCases {
            for level in [0, 1, 9] {
                let b = try c.bitmap.pngData(options: PNGOptions(compressionLevel: level, filter: filter))
                XCTAssertEqual(try PNG.decode(b), c.bitmap, "\(filter) \(level)")
            }
        }
    }

    func testEveryPremultipliedValueRoundTripsThroughRGBA() throws {
        // All (value, alpha) pairs with value <= alpha survive un-premultiply + premultiply.
        var bytes: [UInt8] = []
        for a in 0..<256 { for v in 0...a { bytes += [UInt8(v), UInt8(a - v), UInt8(v / 2), UInt8(a)] } }
        let count = bytes.count / 4
        bytes += [UInt8](repeating: 0, count: (256 - count % 256) % 256 * 4)
        let b = try Bitmap(width: 256, height: bytes.count / 1024, premultipliedRGBA: bytes)
        let png = try PNG.encode(b)
        XCTAssertEqual(png[25], 6)  // RGBA
        XCTAssertEqual(try PNG.decode(png), b)
    }

    func testDecodesAllColourTypesAndDepths() throws {
        let w = 9, h = 7
        func grid(_ f: (Int, Int) -> [Int]) -> [[[Int]]] { (0..<h).map { y in (0..<w).map { x in f(x, y) } } }
        func check(_ png: [UInt8], _ expected: (Int, Int) -> PixelColor, _ label: String) throws {
            let b = try PNG.decode(png)
            XCTAssertEqual(b.width, w); XCTAssertEqual(b.height, h)
            for y in 0..<h { for x in 0..<w {
                XCTAssertEqual(b.pixel(x: x, y: y), expected(x, y).premultiplied, "\(label) (\(x),\(y))")
            } }
        }
        func s16(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }
        for interlaced in [false, true] {
            let tag = interlaced ? " interlaced" : ""
            try check(TinyPNG.make(width: w, height: h, colorType: 0, depth: 1, samples: grid { x, y in [(x + y) % 2] }, interlaced: interlaced),
                      { x, y in (x + y) % 2 == 1 ? .white : .black }, "grey1\(tag)")
            try check(TinyPNG.make(width: w, height: h, colorType: 0, depth: 4, samples: grid { x, y in [(x * 3 + y) % 16] }, interlaced: interlaced),
                      { x, y in let v = UInt8((x * 3 + y) % 16 * 17); return PixelColor(r: v, g: v, b: v) }, "grey4\(tag)")
            try check(TinyPNG.make(width: w, height: h, colorType: 0, depth: 16, samples: grid { x, y in [x * 7001 + y * 313] }, interlaced: interlaced),
                      { x, y in let v = s16(x * 7001 + y * 313); return PixelColor(r: v, g: v, b: v) }, "grey16\(tag)")
            try check(TinyPNG.make(width: w, height: h, colorType: 4, depth: 8, samples: grid { x, y in [x * 20, y * 30] }, interlaced: interlaced),
                      { x, y in PixelColor(r: UInt8(x * 20), g: UInt8(x * 20), b: UInt8(x * 20), a: UInt8(y * 30)) }, "grey-alpha\(tag)")
            try check(TinyPNG.make(width: w, height: h, colorType: 2, depth: 16, samples: grid { x, y in [x * 7000, y * 9000, 65535] }, interlaced: interlaced),
                      { x, y in PixelColor(r: s16(x * 7000), g: s16(y * 9000), b: 255) }, "rgb16\(tag)")
            try check(TinyPNG.make(width: w, height: h, colorType: 6, depth: 16, samples: grid { x, y in [65535, 0, x * 1000, y * 9000] }, interlaced: interlaced),
                      { x, y in PixelColor(r: 255, g: 0, b: s16(x * 1000), a: s16(y * 9000)) }, "rgba16\(tag)")
            let palette: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [9, 9, 9]]
            try check(TinyPNG.make(width: w, height: h, colorType: 3, depth: 2, samples: grid { x, y in [(x + y) % 4] },
                                   interlaced: interlaced, palette: palette, trns: [255, 100]),
                      { x, y in let i = (x + y) % 4; let p = palette[i]
                          return PixelColor(r: p[0], g: p[1], b: p[2], a: i == 1 ? 100 : 255) }, "palette+tRNS\(tag)")
        }
    }

    func testDecodeErrors() throws {
        XCTAssertThrowsError(try PNG.decode([1, 2, 3])) { error in
            guard case RasterError.pngDecodingFailed(nil, _)? = error as? RasterError else { return XCTFail("\(error)") }
        }
        // A truncated PNG goes through libpng's longjmp path and must come back as an error.
        let good = try PNG.encode(try Bitmap(width: 40, height: 40, fill: .white))
        XCTAssertThrowsError(try PNG.decode(Array(good.prefix(good.count / 2))))
        var corrupt = good
        corrupt[40] ^= 0xff  // breaks a CRC or the zlib stream
        XCTAssertThrowsError(try PNG.decode(corrupt))
        let missing = "/nonexistent-dir-\(getpid())/x.png"
        XCTAssertThrowsError(try PNG.read(contentsOf: missing)) { error in
            XCTAssertTrue("\(error)".contains(missing), "\(error)")
        }
        XCTAssertThrowsError(try PNG.encode(try Bitmap(width: 0, height: 3)))
        XCTAssertThrowsError(try Bitmap(width: 65536, height: 65536))  // over maxPixelCount
        XCTAssertThrowsError(try Bitmap(width: -1, height: 3))
        // A header claiming 60000x60000 pixels is refused before any allocation.
        var huge = TinyPNG.make(width: 1, height: 1, colorType: 0, depth: 8, samples: [[[0]]])
        huge.replaceSubrange(16..<24, with: TinyPNG.be32(60000) + TinyPNG.be32(60000))
        huge.replaceSubrange(29..<33, with: TinyPNG.be32(TinyPNG.crc32(Array(huge[12..<29]))))
        XCTAssertThrowsError(try PNG.decode(huge)) { error in
            XCTAssertTrue("\(error)".contains("too large"), "\(error)")
        }
    }

    func testAtomicWriteReplacesFileAndLeavesNoTemporaries() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.png"
        let a = try Bitmap(width: 3, height: 3, fill: .white)
        let b = try Bitmap(width: 5, height: 2, fill: PixelColor(r: 1, g: 2, b: 3, a: 4))
        try a.writePNG(to: path)
        XCTAssertEqual(try Bitmap(contentsOfPNG: path), a)
        try b.writePNG(to: path)
        XCTAssertEqual(try Bitmap(contentsOfPNG: path), b)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["out.png"])
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), try b.pngData())
        // A failed encode leaves the existing file untouched.
        XCTAssertThrowsError(try Bitmap(width: 0, height: 4).writePNG(to: path))
        XCTAssertEqual(try Bitmap(contentsOfPNG: path), b)
        let bad = dir + "/missing-folder/out.png"
        XCTAssertThrowsError(try a.writePNG(to: bad)) { error in
            XCTAssertTrue("\(error)".contains(bad), "\(error)")
        }
    }
}
