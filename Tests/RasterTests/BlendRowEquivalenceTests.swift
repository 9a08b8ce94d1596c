import XCTest
@testable import Raster

/// `Canvas.blendRow` and `Canvas.blendSolidPixel` (SIMD lanes) against the scalar
/// formulas they replaced, on random rows: premultiplied and out-of-range sources (colour
/// above alpha, which the clamp to 255 catches), every coverage and opacity class.
final class BlendRowEquivalenceTests: XCTestCase {
    static func div(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// The scalar blendRow before the SIMD version.
    static func referenceRow(_ d: inout [UInt8], dstStart: Int, coverage: [UInt8], src: [UInt8], srcStart: Int,
                             opacity: UInt32) {
        var di = dstStart, si = srcStart
        for k in 0..<coverage.count {
            var c = UInt32(coverage[k])
            if opacity != 255 { c = div(c * opacity) }
            let sa0 = UInt32(src[si + 3])
            if c != 0 && sa0 != 0 {
                if c == 255 && sa0 == 255 {
                    d[di] = src[si]; d[di + 1] = src[si + 1]; d[di + 2] = src[si + 2]; d[di + 3] = 255
                } else {
                    let a = c == 255 ? sa0 : div(sa0 * c)
                    let r = c == 255 ? UInt32(src[si]) : div(UInt32(src[si]) * c)
                    let g = c == 255 ? UInt32(src[si + 1]) : div(UInt32(src[si + 1]) * c)
                    let b = c == 255 ? UInt32(src[si + 2]) : div(UInt32(src[si + 2]) * c)
                    let inv = 255 - a
                    d[di] = UInt8(min(255, r + div(UInt32(d[di]) * inv)))
                    d[di + 1] = UInt8(min(255, g + div(UInt32(d[di + 1]) * inv)))
                    d[di + 2] = UInt8(min(255, b + div(UInt32(d[di + 2]) * inv)))
                    d[di + 3] = UInt8(min(255, a + div(UInt32(d[di + 3]) * inv)))
                }
            }
            di += 4
            si += 4
        }
    }

    func testBlendRowMatchesScalarReference() {
        var n = FillFastPathTests.Noise(state: 0xb1e4_d00d)
        for trial in 0..<3000 {
            let count = 1 + n.int(40)
            let dstPad = n.int(3), srcPad = n.int(3)
            var dst = (0..<((count + dstPad) * 4)).map { _ in n.byte() }
            let premultiplied = n.int(4) != 0
            var src = [UInt8](repeating: 0, count: (count + srcPad) * 4)
            for p in 0..<(count + srcPad) {
                let a: UInt8 = [0, 255, n.byte()][n.int(3)]
                src[p * 4 + 3] = a
                for ch in 0..<3 { src[p * 4 + ch] = premultiplied ? (a == 0 ? 0 : UInt8(n.int(Int(a) + 1))) : n.byte() }
            }
            if premultiplied {
                for p in 0..<(count + dstPad) {
                    let a = dst[p * 4 + 3]
                    for ch in 0..<3 { dst[p * 4 + ch] = a == 0 ? 0 : UInt8(n.int(Int(a) + 1)) }
                }
            }
            let coverage = (0..<count).map { _ in [0, 255, n.byte()][n.int(3)] }
            let opacity: UInt32 = [255, 1, UInt32(n.byte())][n.int(3)]
            var expected = dst
            BlendRowEquivalenceTests.referenceRow(&expected, dstStart: dstPad * 4, coverage: coverage, src: src,
                                                  srcStart: srcPad * 4, opacity: opacity)
            coverage.withUnsafeBufferPointer { c in
                src.withUnsafeBufferPointer { s in
                    dst.withUnsafeMutableBufferPointer { d in
                        Canvas.blendRow(d, dstStart: dstPad * 4, coverage: c, src: s, srcStart: srcPad * 4, opacity: opacity)
                    }
                }
            }
            XCTAssertEqual(dst, expected, "trial \(trial)")
        }
    }

    func testBlendSolidPixelMatchesScalarFormula() {
        // Every coverage with random premultiplied colours and destinations.
        var n = FillFastPathTests.Noise(state: 0x50_11d)
        for c in UInt32(1)...255 {
            for _ in 0..<40 {
                let sa = UInt32([255, n.byte()][n.int(2)])
                let sr = UInt32(n.int(Int(sa) + 1)), sg = UInt32(n.int(Int(sa) + 1)), sb = UInt32(n.int(Int(sa) + 1))
                let da = n.byte()
                var pixel: [UInt8] = [UInt8(n.int(Int(da) + 1)), UInt8(n.int(Int(da) + 1)), UInt8(n.int(Int(da) + 1)), da]
                var expected = pixel
                let a = BlendRowEquivalenceTests.div(sa * c)
                let inv = 255 - a
                expected[0] = UInt8(BlendRowEquivalenceTests.div(sr * c) + BlendRowEquivalenceTests.div(UInt32(pixel[0]) * inv))
                expected[1] = UInt8(BlendRowEquivalenceTests.div(sg * c) + BlendRowEquivalenceTests.div(UInt32(pixel[1]) * inv))
                expected[2] = UInt8(BlendRowEquivalenceTests.div(sb * c) + BlendRowEquivalenceTests.div(UInt32(pixel[2]) * inv))
                expected[3] = UInt8(a + BlendRowEquivalenceTests.div(UInt32(pixel[3]) * inv))
                pixel.withUnsafeMutableBufferPointer { p in
                    Canvas.blendSolidPixel(p.baseAddress!, coverage: c, sr, sg, sb, sa)
                }
                XCTAssertEqual(pixel, expected, "c \(c) src \(sr) \(sg) \(sb) \(sa)")
            }
        }
    }
}
