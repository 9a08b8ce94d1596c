/// Resamples a bitmap into a destination rectangle, separably. Per axis, with `f` source
/// pixels per destination pixel: when `f <= 1` (enlarging or same size) a destination pixel
/// centre maps to a source position and the two nearest source pixels are blended linearly
/// (bilinear, edges clamped); when `f > 1` (shrinking) the destination pixel averages the
/// source area it covers (a box of width `f`, partial pixels weighted by their overlap), so
/// downscaled photos do not alias. Filtering works on premultiplied values.
struct ImageSampler {
    /// Per destination column (or row): the first source pixel, how many are blended, and
    /// where their weights start in `weights`.
    struct Taps {
        var start: [Int32] = []
        var count: [Int32] = []
        var weightStart: [Int32] = []
        var weights: [Float] = []
    }

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

    static func taps(sourceSize: Int, origin: Double, length: Double, first: Int, count: Int) -> Taps {
        var t = Taps()
        t.start.reserveCapacity(count)
        let f = Double(sourceSize) / length
        let last = sourceSize - 1
        for i in 0..<count {
            let centre = (Double(first + i) + 0.5 - origin) * f  // in source pixel units
            t.weightStart.append(Int32(t.weights.count))
            if f <= 1 {
                let p = centre - 0.5
                let i0 = Int(p.rounded(.down))
                let frac = Float(p - Double(i0))
                let a = min(max(i0, 0), last), b = min(max(i0 + 1, 0), last)
                if a == b || frac == 0 {
                    t.start.append(Int32(a)); t.count.append(1); t.weights.append(1)
                } else {
                    t.start.append(Int32(a)); t.count.append(2)
                    t.weights.append(1 - frac); t.weights.append(frac)
                }
            } else {
                var lo = centre - f / 2, hi = centre + f / 2
                lo = max(0, lo); hi = min(Double(sourceSize), hi)
                if hi <= lo {  // the box fell outside the source: clamp to the edge pixel
                    let e = centre < 0 ? 0 : last
                    t.start.append(Int32(e)); t.count.append(1); t.weights.append(1)
                    continue
                }
                let s = Int(lo.rounded(.down)), e = min(last, Int(hi.rounded(.up)) - 1)
                let total = hi - lo
                t.start.append(Int32(s)); t.count.append(Int32(e - s + 1))
                for j in s...e {
                    let w = max(0, min(Double(j + 1), hi) - max(Double(j), lo)) / total
                    t.weights.append(Float(w))
                }
            }
        }
        return t
    }

    /// One filtered premultiplied pixel (r, g, b, a lanes) to bytes: per lane exactly the
    /// scalar `a8 = UInt8(min(255, max(0, a + 0.5)))`, `c8 = UInt8(min(Float(a8), max(0, c + 0.5)))`,
    /// with Swift's `max(0, t) = t >= 0 ? t : 0` and `min(k, t) = t < k ? t : k` (NaN included).
    /// The clamped values lie in 0...255, where truncation is done without a checked
    /// conversion: `t + 2²³` rounds t to the nearest integer (spacing 1 there), one less when
    /// that rounded up.
    @inline(__always)
    static func bytes(_ px: SIMD4<Float>) -> SIMD4<UInt8> {
        let magic: Float = 8_388_608
        var t = px + SIMD4<Float>(repeating: 0.5)
        t.replace(with: 0, where: .!(t .>= 0))
        let alpha = t[3] < 255 ? t[3] : 255
        let ra = (alpha + magic) - magic
        let af = ra > alpha ? ra - 1 : ra
        let cap = SIMD4<Float>(af, af, af, 255)
        t.replace(with: cap, where: .!(t .< cap))
        let m = SIMD4<Float>(repeating: magic)
        let biased = t + m
        var bits = unsafeBitCast(biased, to: SIMD4<UInt32>.self) & SIMD4<UInt32>(repeating: 0x1FF)
        bits.replace(with: bits &- 1, where: (biased - m) .> t)
        return SIMD4<UInt8>(truncatingIfNeeded: bits)
    }

    /// Fills `out` (premultiplied RGBA) with `count` samples for row `y` starting at column `x0`.
    /// `scratch` holds the row's vertically filtered source span; pass the same array for
    /// every row of a draw so it is allocated once.
    /// (Unchecked buffer access. Each value takes the same floating-point operations in the
    /// same order as a plain accumulate-from-zero loop: the first tap is stored instead of
    /// added to zero, which gives the same value, and the common one- and two-tap cases are
    /// unrolled; so the same bytes.)
    func sampleRow(y: Int, x0: Int, count: Int, into out: inout [UInt8], scratch vertical: inout [Float]) {
        let ry = y - area.y0
        let cx0 = x0 - area.x0
        // Source columns this row needs.
        let firstCol = Int(columns.start[cx0])
        let lastIndex = cx0 + count - 1
        let lastCol = Int(columns.start[lastIndex]) + Int(columns.count[lastIndex]) - 1
        let span = lastCol - firstCol + 1
        guard span > 0, count > 0, rows.count[ry] > 0, out.count >= count * 4 else { return }
        if vertical.count < span * 4 { vertical = [Float](repeating: 0, count: span * 4) }
        filterVertically(row: ry, firstColumn: firstCol, values: span * 4, into: &vertical)
        filterHorizontally(vertical, firstColumn: firstCol, from: cx0, count: count, into: &out)
    }

    /// The vertical pass: the first `values` channel values of `vertical` become the source
    /// rows of destination row `ry` (relative to the area) blended with their weights, from
    /// source column `firstCol` on.
    private func filterVertically(row ry: Int, firstColumn firstCol: Int, values n: Int, into vertical: inout [Float]) {
        let rs = Int(rows.start[ry]), rc = Int(rows.count[ry]), rw = Int(rows.weightStart[ry])
        let w = image.width
        vertical.withUnsafeMutableBufferPointer { v in
            image.pixels.withUnsafeBufferPointer { p in
                rows.weights.withUnsafeBufferPointer { rowWeights in
                    guard let base = p.baseAddress else { return }
                    let s0 = base + ((rs * w + firstCol) * 4)
                    let w0 = rowWeights[rw]
                    guard let vb = v.baseAddress else { return }
                    let vr = UnsafeMutableRawPointer(vb)
                    // Eight channel values per step (each lane takes the scalar loop's
                    // operations), then the rest one by one.
                    @inline(__always) func bytes(_ p: UnsafePointer<UInt8>, _ j: Int) -> SIMD8<Float> {
                        SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(p + j).loadUnaligned(as: SIMD8<UInt8>.self)))
                    }
                    let n8 = n & ~7
                    if rc == 2 {
                        let s1 = base + (((rs + 1) * w + firstCol) * 4)
                        let w1 = rowWeights[rw + 1]
                        var j = 0
                        while j < n8 {
                            vr.storeBytes(of: w0 * bytes(s0, j) + w1 * bytes(s1, j), toByteOffset: j * 4, as: SIMD8<Float>.self)
                            j += 8
                        }
                        while j < n { v[j] = w0 * Float(s0[j]) + w1 * Float(s1[j]); j += 1 }
                        return
                    }
                    var j = 0
                    while j < n8 {
                        vr.storeBytes(of: w0 * bytes(s0, j), toByteOffset: j * 4, as: SIMD8<Float>.self)
                        j += 8
                    }
                    while j < n { v[j] = w0 * Float(s0[j]); j += 1 }
                    for k in 1..<rc {
                        let weight = rowWeights[rw + k]
                        let src = base + (((rs + k) * w + firstCol) * 4)
                        var j = 0
                        while j < n8 {
                            let sum = vr.loadUnaligned(fromByteOffset: j * 4, as: SIMD8<Float>.self) + weight * bytes(src, j)
                            vr.storeBytes(of: sum, toByteOffset: j * 4, as: SIMD8<Float>.self)
                            j += 8
                        }
                        while j < n { v[j] += weight * Float(src[j]); j += 1 }
                    }
                }
            }
        }
    }

    /// The horizontal pass: `count` destination pixels from area column `cx0` on, each the
    /// blend of its source columns in `vertical` (which starts at source column `firstCol`),
    /// converted to bytes in `out`.
    private func filterHorizontally(_ vertical: [Float], firstColumn firstCol: Int, from cx0: Int, count: Int,
                                    into out: inout [UInt8]) {
        vertical.withUnsafeBufferPointer { v in
            guard let vb = v.baseAddress else { return }
            let vr = UnsafeRawPointer(vb)
            columns.start.withUnsafeBufferPointer { starts in
                columns.count.withUnsafeBufferPointer { counts in
                    columns.weightStart.withUnsafeBufferPointer { weightStarts in
                        columns.weights.withUnsafeBufferPointer { weights in
                            out.withUnsafeMutableBufferPointer { o in
                                guard let obase = o.baseAddress else { return }
                                let ob = UnsafeMutableRawPointer(obase)
                                for i in 0..<count {
                                    let c = cx0 + i
                                    let j0 = (Int(starts[c]) - firstCol) * 4, cc = Int(counts[c]), cw = Int(weightStarts[c])
                                    // One pixel's four channels per lane, each with the
                                    // scalar operations in the scalar order.
                                    let wt0 = weights[cw]
                                    var px: SIMD4<Float>
                                    if cc == 2 {
                                        let wt1 = weights[cw + 1]
                                        px = wt0 * vr.loadUnaligned(fromByteOffset: j0 * 4, as: SIMD4<Float>.self)
                                            + wt1 * vr.loadUnaligned(fromByteOffset: (j0 + 4) * 4, as: SIMD4<Float>.self)
                                    } else {
                                        px = wt0 * vr.loadUnaligned(fromByteOffset: j0 * 4, as: SIMD4<Float>.self)
                                        var k = 1
                                        while k < cc {
                                            px += weights[cw + k] * vr.loadUnaligned(fromByteOffset: (j0 + k * 4) * 4,
                                                                                      as: SIMD4<Float>.self)
                                            k += 1
                                        }
                                    }
                                    ob.storeBytes(of: ImageSampler.bytes(px), toByteOffset: i &* 4, as: SIMD4<UInt8>.self)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
