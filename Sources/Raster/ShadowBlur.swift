import Foundation

/// A one-dimensional Gaussian blur of piecewise-constant integer signals.
///
/// A signal is a sum of steps (the differences between neighbours); a step of height d at j,
/// convolved with the kernel, is d times the kernel's running sum S(t − j). So the blur costs one
/// pass over the signal plus 2·reach additions per non-zero step. S is kept in units of 1/65536
/// (`one`) and S(m) = `one` exactly from m = reach on, so a constant stretch stays exactly
/// constant and two passes of 0...255 coverage end in units of 255·`one`².
struct ShadowBlur {
    static let one: Int64 = 65_536
    let reach: Int
    /// S(m) for m in -reach..<reach, at index m + reach.
    let runningSum: [Int64]

    init(sigma: Double) {
        let reach = max(1, Int((3 * sigma).rounded(.up)))
        self.reach = reach
        func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
        let low = cdf(-Double(reach) - 0.5), high = cdf(Double(reach) + 0.5)
        runningSum = (-reach..<reach).map { m in
            Int64(((cdf(Double(m) + 0.5) - low) / (high - low) * Double(ShadowBlur.one)).rounded())
        }
    }

    /// Reused buffers of `blur`, allocated once per shadow (the blurred line `blur` returns
    /// lives here until the next call).
    final class Scratch {
        let out: UnsafeMutableBufferPointer<Int64>
        let carry: UnsafeMutableBufferPointer<Int64>
        init(count: Int) {
            out = .allocate(capacity: count)
            carry = .allocate(capacity: count + 1)
        }
        deinit {
            out.deallocate()
            carry.deallocate()
        }
    }

    /// Blurs `values[0..<count]` (zero outside) into the returned `count + 2·reach` values (in
    /// `scratch`), where element t is the blurred value at t − reach, in units of `one` times
    /// the input's.
    func blur(_ values: UnsafeBufferPointer<Int64>, count: Int, scratch: Scratch) -> UnsafeBufferPointer<Int64> {
        let n = count + 2 * reach, span = 2 * reach
        let out = scratch.out, carry = scratch.carry
        assert(n <= out.count, "the scratch holds a blurred line")
        for t in 0...n { carry[t] = 0 }
        for t in 0..<n { out[t] = 0 }
        runningSum.withUnsafeBufferPointer { sum in
            var previous: Int64 = 0
            for j in 0...count {
                let v = j < count ? values[j] : 0
                let d = v - previous
                previous = v
                if d == 0 { continue }
                // The step at j is at output index j + reach; S(m) covers outputs j ..< j + 2·reach.
                for i in 0..<span { out[j + i] &+= d &* sum[i] }
                carry[j + span] &+= d &* ShadowBlur.one
            }
        }
        var run: Int64 = 0
        for t in 0..<n {
            run &+= carry[t]
            out[t] &+= run
        }
        return UnsafeBufferPointer(out)
    }

    /// The rows of a source area blurred along x: `values[y * width + i]` is the blurred value
    /// at x = source.x0 − reach + i of row source.y0 + y; `distinct` lists the rows that are not
    /// copies of the row above.
    struct BlurredRows {
        var values: [Int32]
        var width: Int
        var distinct: [Int]
    }

    /// Blurs the shape's coverage rows within `source` along x. A row equal to the one above
    /// blurs to the same values: it is copied, not blurred again (a card's straight middle rows).
    func rowPass(_ rasterizer: CoverageRasterizer, source: PixelBounds) -> BlurredRows {
        let sw = source.width, sh = source.height, rowWidth = sw + 2 * reach
        var rows = [Int32](repeating: 0, count: rowWidth * sh)
        let scratch = Scratch(count: rowWidth)
        var coverage = [Int64](repeating: 0, count: sw)
        var previousRow = [Int64](repeating: -1, count: sw)
        var previousY: Int?
        var isCopy = [Bool](repeating: false, count: sh)
        rows.withUnsafeMutableBufferPointer { rows in
            rasterizer.rasterize(within: source) { y, x0, cov in
                coverage.withUnsafeMutableBufferPointer { c in
                    for i in 0..<sw { c[i] = 0 }
                    for i in 0..<cov.count { c[x0 - source.x0 + i] = Int64(cov[i]) }
                    let base = (y - source.y0) * rowWidth
                    if let p = previousY, p == y - 1, previousRow.elementsEqual(c) {
                        let from = (p - source.y0) * rowWidth
                        for i in 0..<rowWidth { rows[base + i] = rows[from + i] }
                        isCopy[y - source.y0] = true
                    } else {
                        let out = blur(UnsafeBufferPointer(c), count: sw, scratch: scratch)
                        for i in 0..<rowWidth { rows[base + i] = Int32(truncatingIfNeeded: out[i]) }
                        for i in 0..<sw { previousRow[i] = c[i] }
                    }
                    previousY = y
                }
            }
        }
        return BlurredRows(values: rows, width: rowWidth, distinct: (0..<sh).filter { !isCopy[$0] })
    }

    /// Blurs the columns of `output` along y and returns the coverage bytes of `output`, row by
    /// row; row t of a blurred column is image row source.y0 − reach + t. A column equal to its
    /// left neighbour (checked on the distinct rows) is filled in from it afterwards.
    func columnPass(_ rows: BlurredRows, source: PixelBounds, output: PixelBounds) -> [UInt8] {
        let sh = source.height, rowWidth = rows.width, distinct = rows.distinct
        let scratch = Scratch(count: sh + 2 * reach)
        var column = [Int64](repeating: 0, count: sh)
        var same = [Bool](repeating: false, count: output.width)
        var result = [UInt8](repeating: 0, count: output.width * output.height)
        let firstRow = output.y0 - (source.y0 - reach)
        rows.values.withUnsafeBufferPointer { rows in
            column.withUnsafeMutableBufferPointer { column in
                result.withUnsafeMutableBufferPointer { result in
                    for x in output.x0..<output.x1 {
                        let c = x - (source.x0 - reach)
                        if x > output.x0, distinct.allSatisfy({ rows[$0 * rowWidth + c] == rows[$0 * rowWidth + c - 1] }) {
                            same[x - output.x0] = true
                            continue
                        }
                        var any = false
                        for y in 0..<sh {
                            column[y] = Int64(rows[y * rowWidth + c])
                            if column[y] != 0 { any = true }
                        }
                        guard any else { continue }
                        let out = blur(UnsafeBufferPointer(column), count: sh, scratch: scratch)
                        for t in 0..<output.height {
                            result[t * output.width + x - output.x0] = ShadowBlur.byte(out[firstRow + t])
                        }
                    }
                    for t in 0..<output.height {
                        let row = t * output.width
                        for i in 1..<max(1, output.width) where same[i] { result[row + i] = result[row + i - 1] }
                    }
                }
            }
        }
        return result
    }

    /// A two-pass value (coverage 0...255 in units of `one`²) as coverage 0...255, rounded.
    static func byte(_ value: Int64) -> UInt8 {
        let unit = one * one
        return UInt8(max(0, min(255, (value + unit / 2) / unit)))
    }
}
