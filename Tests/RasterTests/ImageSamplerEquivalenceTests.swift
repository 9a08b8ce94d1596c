import XCTest
@testable import Raster

/// The optimised `ImageSampler` must produce exactly the bytes of the reference sampler
/// (`ReferenceImageSampler`, the implementation before the optimisation) for any image,
/// destination rectangle and clip.
final class ImageSamplerEquivalenceTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func randomImage(_ g: inout SplitMix) throws -> Bitmap {
        let w = Int.random(in: 1...40, using: &g), h = Int.random(in: 1...40, using: &g)
        var straight = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<straight.count { straight[i] = UInt8.random(in: 0...255, using: &g) }
        // Some fully opaque and fully transparent pixels too.
        for i in stride(from: 3, to: straight.count, by: 4) where i % 7 == 3 { straight[i] = 255 }
        for i in stride(from: 3, to: straight.count, by: 4) where i % 11 == 3 { straight[i] = 0 }
        return try Bitmap(width: w, height: h, straightRGBA: straight)
    }

    func testMatchesReferenceOnRandomDraws() throws {
        var g = SplitMix(state: 0x5EED)
        var scratch: [Float] = []
        var compared = 0
        for trial in 0..<600 {
            let image = try randomImage(&g)
            // Scale per axis from strong shrink (0.1x) to strong enlarge (6x); sometimes exact.
            func length(_ source: Int) -> Double {
                switch Int.random(in: 0..<4, using: &g) {
                case 0: return Double(source)
                case 1: return Double(source) * Double.random(in: 0.1...1, using: &g)
                default: return Double(source) * Double.random(in: 1...6, using: &g)
                }
            }
            let x = trial % 5 == 0 ? Double(Int.random(in: -10...10, using: &g)) : Double.random(in: -20...20, using: &g)
            let y = trial % 5 == 0 ? Double(Int.random(in: -10...10, using: &g)) : Double.random(in: -20...20, using: &g)
            let rect = PixelRect(x: x, y: y, width: max(0.3, length(image.width)), height: max(0.3, length(image.height)))
            let cov = RectCoverage(rect)
            // Clip: none, or a random rectangle (clipping some edges away).
            var clip = PixelBounds(x0: -100, y0: -100, x1: 400, y1: 400)
            if trial % 2 == 1 {
                let cx = Int.random(in: -20...60, using: &g), cy = Int.random(in: -20...60, using: &g)
                clip = PixelBounds(x0: cx, y0: cy, x1: cx + Int.random(in: 1...120, using: &g),
                                   y1: cy + Int.random(in: 1...120, using: &g))
            }
            let area = cov.bounds.intersection(clip)
            if area.isEmpty { continue }
            let reference = ReferenceImageSampler(image: image, rect: rect, area: area)
            let sampler = ImageSampler(image: image, rect: rect, area: area)
            var expected = [UInt8](repeating: 0, count: area.width * 4)
            var actual = [UInt8](repeating: 7, count: area.width * 4)
            for row in area.y0..<area.y1 {
                // The whole row, then a random sub-span of it.
                let sub = Int.random(in: 0..<area.width, using: &g)
                let spans = [(area.x0, area.width), (area.x0 + sub, Int.random(in: 1...(area.width - sub), using: &g))]
                for (x0, count) in spans {
                    reference.sampleRow(y: row, x0: x0, count: count, into: &expected)
                    sampler.sampleRow(y: row, x0: x0, count: count, into: &actual, scratch: &scratch)
                    XCTAssertEqual(Array(actual[0..<(count * 4)]), Array(expected[0..<(count * 4)]),
                                   "trial \(trial) image \(image.width)x\(image.height) rect \(rect) row \(row) x0 \(x0) count \(count)")
                    if actual[0..<(count * 4)] != expected[0..<(count * 4)] { return }
                    compared += count
                }
            }
        }
        XCTAssertGreaterThan(compared, 100_000)
    }

    /// The whole draw (sampler, coverage and blending under a clip with opacity) stays the
    /// same as compositing the reference sampler's rows by hand.
    func testDrawImageMatchesReferenceComposite() throws {
        var g = SplitMix(state: 42)
        for trial in 0..<60 {
            let image = try randomImage(&g)
            let rect = PixelRect(x: Double.random(in: -5...30, using: &g), y: Double.random(in: -5...30, using: &g),
                                 width: Double.random(in: 1...70, using: &g), height: Double.random(in: 1...70, using: &g))
            let opacity = trial % 3 == 0 ? 1 : Double.random(in: 0.05...1, using: &g)
            let background = PixelColor(r: 200, g: 30, b: 90, a: 180)
            var canvas = Canvas(bitmap: try Bitmap(width: 64, height: 64, fill: background))
            canvas.drawImage(image, in: rect, opacity: opacity)

            // Reference: the reference sampler's bytes, composited with the same blend.
            var bitmap = try Bitmap(width: 64, height: 64, fill: background)
            let cov = RectCoverage(rect)
            let area = cov.bounds.intersection(bitmap.bounds)
            if !area.isEmpty {
                let reference = ReferenceImageSampler(image: image, rect: rect, area: area)
                var sampled = [UInt8](repeating: 0, count: area.width * 4)
                let o = UInt32(unitToByte(opacity))
                cov.rows(within: area) { y, x0, c in
                    reference.sampleRow(y: y, x0: x0, count: c.count, into: &sampled)
                    sampled.withUnsafeBufferPointer { s in
                        bitmap.withMutableBytes { d in
                            Canvas.blendRow(d, dstStart: (y * 64 + x0) * 4, coverage: c, src: s, srcStart: 0, opacity: o)
                        }
                    }
                }
            }
            XCTAssertEqual(canvas.bitmap.pixels, bitmap.pixels, "trial \(trial) rect \(rect) opacity \(opacity)")
        }
    }
}
