@testable import Raster

/// The image sampler as it was before the per-row scratch / tap specialisation (commit
/// 2f1fbca), kept as the bit-exact reference for ImageSamplerEquivalenceTests.
struct ReferenceImageSampler {
    // The taps (source pixels and weights) are ImageSampler's own: only the sampling loop is
    // kept as it was.
    private typealias Taps = ImageSampler.Taps

    private let image: Bitmap
    private let area: PixelBounds
    private let columns: Taps
    private let rows: Taps

    init(image: Bitmap, rect: PixelRect, area: PixelBounds) {
        self.image = image
        self.area = area
        columns = ImageSampler.taps(sourceSize: image.width, origin: rect.minX, length: rect.width,
                                    first: area.x0, count: area.width)
        rows = ImageSampler.taps(sourceSize: image.height, origin: rect.minY, length: rect.height,
                                 first: area.y0, count: area.height)
    }

    /// Fills `out` (premultiplied RGBA) with `count` samples for row `y` starting at column `x0`.
    /// (Unchecked buffer access; the same floating-point operations in the same order as a
    /// plain loop, so the same bytes.)
    func sampleRow(y: Int, x0: Int, count: Int, into out: inout [UInt8]) {
        let ry = y - area.y0
        let rs = Int(rows.start[ry]), rc = Int(rows.count[ry]), rw = Int(rows.weightStart[ry])
        let cx0 = x0 - area.x0
        // Source columns this row needs.
        let firstCol = Int(columns.start[cx0])
        let lastIndex = cx0 + count - 1
        let lastCol = Int(columns.start[lastIndex]) + Int(columns.count[lastIndex]) - 1
        let span = lastCol - firstCol + 1
        guard span > 0, count > 0, out.count >= count * 4 else { return }
        var vertical = [Float](repeating: 0, count: span * 4)
        let w = image.width
        vertical.withUnsafeMutableBufferPointer { v in
            image.pixels.withUnsafeBufferPointer { p in
                rows.weights.withUnsafeBufferPointer { rowWeights in
                    for k in 0..<rc {
                        let weight = rowWeights[rw + k]
                        let src = UnsafeBufferPointer(rebasing: p[((rs + k) * w + firstCol) * 4 ..< ((rs + k) * w + firstCol + span) * 4])
                        for j in 0..<(span * 4) { v[j] += weight * Float(src[j]) }
                    }
                }
            }
        }
        vertical.withUnsafeBufferPointer { v in
            columns.start.withUnsafeBufferPointer { starts in
                columns.count.withUnsafeBufferPointer { counts in
                    columns.weightStart.withUnsafeBufferPointer { weightStarts in
                        columns.weights.withUnsafeBufferPointer { weights in
                            out.withUnsafeMutableBufferPointer { o in
                                for i in 0..<count {
                                    let c = cx0 + i
                                    let cs = Int(starts[c]) - firstCol, cc = Int(counts[c]), cw = Int(weightStarts[c])
                                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                                    for k in 0..<cc {
                                        let wt = weights[cw + k]
                                        let j = (cs + k) * 4
                                        r += wt * v[j]; g += wt * v[j + 1]; b += wt * v[j + 2]; a += wt * v[j + 3]
                                    }
                                    let a8 = UInt8(min(255, max(0, a + 0.5)))
                                    let af = Float(a8)
                                    o[i * 4] = UInt8(min(af, max(0, r + 0.5)))
                                    o[i * 4 + 1] = UInt8(min(af, max(0, g + 0.5)))
                                    o[i * 4 + 2] = UInt8(min(af, max(0, b + 0.5)))
                                    o[i * 4 + 3] = a8
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
