import XCTest
@testable import Raster

/// The image-data compression used with filter `.none` (parts of about 512 KiB of scanlines
/// deflated by libdeflate on several threads, joined into one zlib stream): valid PNGs, the same
/// pixels as libpng's own row writer, and the same bytes whatever the thread count.
final class ParallelPNGTests: XCTestCase {
    /// A UI-like image tall enough for several compression blocks: flat areas, anti-aliased
    /// shapes and noisy "text" rows; translucent when `alpha`.
    func sample(width: Int, height: Int, alpha: Bool) throws -> Bitmap {
        var c = try Canvas(width: width, height: height, background: alpha ? .clear : PixelColor(r: 242, g: 242, b: 247))
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        var y = 7.5
        while y < Double(height) {
            c.fill(RoundedRect(rect: PixelRect(x: 9.5, y: y, width: Double(width) - 19, height: 60), radius: 14),
                   color: PixelColor(r: 255, g: 255, b: 255, a: alpha ? 200 : 255))
            var mask = [UInt8](repeating: 0, count: 80 * 16)
            for i in 0..<mask.count where next() % 3 == 0 { mask[i] = UInt8(next() & 0xff) }
            c.drawMask(try CoverageMask(width: 80, height: 16, coverage: mask), x: 30, y: Int(y) + 20,
                       color: PixelColor(r: 0, g: 0, b: 0, a: alpha ? 140 : 255))
            y += 75
        }
        return c.bitmap
    }

    func chunks(_ png: [UInt8]) -> [(type: String, length: Int)] {
        var out: [(String, Int)] = []
        var i = 8
        while i + 8 <= png.count {
            let len = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), len))
            i += 12 + len
        }
        return out
    }

    func testSameBytesForAnyThreadCountAndSamePixelsAsLibpngRows() throws {
        for alpha in [false, true] {
            // 230 px RGB rows are 691 bytes: 758 rows a part, so 3000 rows make 4 parts.
            let b = try sample(width: 230, height: 3000, alpha: alpha)
            XCTAssertEqual(b.isOpaque, !alpha)
            let reference = try PNG.encode(b, options: PNGOptions(threads: 1))
            for threads in [0, 2, 3, 8] {
                XCTAssertEqual(try PNG.encode(b, options: PNGOptions(threads: threads)), reference, "threads \(threads)")
            }
            XCTAssertEqual(try PNG.encode(b), reference)  // and again: same bytes every run
            XCTAssertEqual(chunks(reference).map(\.type).first, "IHDR")
            XCTAssertEqual(chunks(reference).map(\.type).last, "IEND")
            XCTAssertEqual(Set(chunks(reference).map(\.type)), ["IHDR", "IDAT", "IEND"])
            XCTAssertEqual(reference[25], alpha ? 6 : 2)
            // zlib header of the first IDAT: deflate, 32 KiB window, level-6 flags.
            XCTAssertEqual(Array(reference[41..<43]), [0x78, 0x9C])
            // The decoded pixels equal those of libpng's row writer (filter sub, one stream).
            let rows = try PNG.encode(b, options: PNGOptions(filter: .sub))
            XCTAssertEqual(try PNG.decode(reference), try PNG.decode(rows))
            if !alpha { XCTAssertEqual(try PNG.decode(reference), b) }
            // Compression stays close to zlib's (level 6, filter sub, one stream).
            let single = try PNG.encode(b, options: PNGOptions(filter: .sub, threads: 1))
            XCTAssertLessThan(reference.count, single.count * 2)
        }
    }

    /// A part's stream is cut where libdeflate ended it, at any bit of its last byte: heights
    /// from 759 rows (758 rows a part, so two parts) up move that end around, and every level
    /// (0 = stored blocks) is joined too. libpng refuses a stream that ends early or carries
    /// data after its end, so decoding to the same pixels checks the join.
    func testJoinAtAnyEndBitAndLevel() throws {
        for height in 759..<799 {
            let b = try sample(width: 230, height: height, alpha: false)
            let png = try PNG.encode(b, options: PNGOptions(threads: 2))
            XCTAssertEqual(try PNG.decode(png), b, "height \(height)")
            XCTAssertEqual(try PNG.encode(b, options: PNGOptions(threads: 1)), png, "height \(height)")
        }
        let b = try sample(width: 230, height: 1600, alpha: true)
        let pixels = try PNG.decode(try PNG.encode(b, options: PNGOptions(filter: .up)))
        for level in 0...9 {
            XCTAssertEqual(try PNG.decode(try PNG.encode(b, options: PNGOptions(compressionLevel: level))), pixels, "level \(level)")
        }
    }

    func testFewWideRowsAndTinyImages() throws {
        // RGBA rows of 65536 px: two rows a part, so three rows make two parts.
        var wide = try Canvas(width: 65536, height: 3)
        wide.fill(PixelRect(x: 0.5, y: 0.25, width: 40000, height: 2.5), color: PixelColor(r: 10, g: 200, b: 30, a: 99))
        let png = try PNG.encode(wide.bitmap)
        XCTAssertEqual(try PNG.decode(png), try PNG.decode(try PNG.encode(wide.bitmap, options: PNGOptions(filter: .up))))
        XCTAssertEqual(try PNG.encode(wide.bitmap, options: PNGOptions(threads: 1)), png)
        for level in [0, 1, 5, 6, 9] {
            let one = try Bitmap(width: 1, height: 1, fill: PixelColor(r: 1, g: 2, b: 3))
            let bytes = try PNG.encode(one, options: PNGOptions(compressionLevel: level))
            XCTAssertEqual(try PNG.decode(bytes), one, "level \(level)")
            let header = UInt32(bytes[41]) << 8 | UInt32(bytes[42])
            XCTAssertEqual(header % 31, 0, "zlib header check bits, level \(level)")
        }
    }
}
