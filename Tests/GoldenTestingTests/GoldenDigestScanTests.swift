import XCTest
@testable import GoldenTesting
import Raster

/// The one-pass scan behind `GoldenStore.encodeIfOpaque` finds the same pixel hash as
/// `GoldenDigest.pixelHash` and the same opacity as `Bitmap.isOpaque`, wherever a translucent
/// pixel sits (whole 8-byte words, or the odd last pixel outside them).
final class GoldenDigestScanTests: XCTestCase {
    private func bitmap(_ w: Int, _ h: Int, seed: Int) throws -> Bitmap {
        var bytes: [UInt8] = []
        for i in 0..<(w * h) {
            let v = UInt8((i * 37 + seed * 11) % 256)
            bytes += [v / 2, v / 3, v / 4, 255]
        }
        return try Bitmap(width: w, height: h, premultipliedRGBA: bytes)
    }

    func testTheScanAgreesWithTheHashAndTheOpacityCheck() throws {
        for (w, h) in [(1, 1), (3, 1), (5, 3), (8, 2), (7, 7), (33, 5)] {
            var b = try bitmap(w, h, seed: w + h)
            for translucent in [nil, 0, w * h / 2, w * h - 1] as [Int?] {
                if let t = translucent {
                    b = try bitmap(w, h, seed: w + h)
                    b.setPixel(x: t % w, y: t / w, PremultipliedPixel(r: 10, g: 10, b: 10, a: 200))
                }
                let scan = GoldenDigest.scan(b)
                XCTAssertEqual(scan.pixelHash, GoldenDigest.pixelHash(width: w, height: h, pixels: b.pixels), "\(w)x\(h) \(String(describing: translucent))")
                XCTAssertEqual(scan.isOpaque, b.isOpaque, "\(w)x\(h) translucent pixel \(String(describing: translucent))")
                XCTAssertEqual(scan.isOpaque, translucent == nil)
            }
        }
    }

    func testEncodeIfOpaqueGivesTheGoldenBytesOrNothing() throws {
        let opaque = try bitmap(9, 4, seed: 1)
        XCTAssertEqual(try GoldenStore.encodeIfOpaque(opaque), try GoldenStore.encode(opaque))
        var translucent = opaque
        translucent.setPixel(x: 8, y: 3, PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
        XCTAssertNil(try GoldenStore.encodeIfOpaque(translucent))
        XCTAssertEqual(try PNG.decode(try GoldenStore.encode(translucent)), GoldenStore.opaque(translucent))
    }
}
