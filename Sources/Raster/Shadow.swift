import Foundation

extension Path {
    /// The same path moved by (`dx`, `dy`).
    public func translated(dx: Double, dy: Double) -> Path {
        var p = Path()
        for contour in allContours {
            guard let first = contour.first else { continue }
            p.move(to: PixelPoint(x: first.x + dx, y: first.y + dy))
            for point in contour.dropFirst() { p.line(to: PixelPoint(x: point.x + dx, y: point.y + dy)) }
            p.close()
        }
        return p
    }
}

extension Canvas {
    /// Draws a soft shadow: the path's exact coverage, moved by (`offsetX`, `offsetY`),
    /// blurred with a Gaussian of standard deviation `sigma` pixels (each kernel weight is the
    /// Gaussian's integral over that pixel; the kernel reaches 3σ), tinted with `color`, under
    /// the clip. `sigma <= 0` gives a hard shadow. The painter decides how a view's shadow
    /// radius maps to `sigma`.
    ///
    /// The blur is separable and works on the steps of the coverage (where a row or column
    /// changes value), each convolved with the kernel's running sum, in exact integer
    /// arithmetic (`ShadowBlur`): the cost grows with the shape's area plus its outline times the
    /// kernel, not with area times kernel, and every pixel gets the same bytes whatever part of
    /// the image (band) is painted.
    public mutating func drawShadow(of path: Path, color: PixelColor, offsetX: Double = 0, offsetY: Double = 0,
                                    sigma: Double, covered: PixelBounds? = nil) {
        let moved = path.translated(dx: offsetX, dy: offsetY)
        guard sigma.isFinite, sigma > 0.01 else {
            fill(moved, color: color)
            return
        }
        let blur = ShadowBlur(sigma: min(sigma, 1000))
        let reach = blur.reach
        let rasterizer = CoverageRasterizer(path: moved)
        let shape = rasterizer.bounds
        func grow(_ b: PixelBounds, _ d: Int) -> PixelBounds {
            PixelBounds(x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d)
        }
        let output = grow(shape, reach).intersection(clipBounds)
        guard !output.isEmpty, color.a > 0 else { return }
        // Source coverage needed: the shape within `reach` of any output pixel. Starting a row or
        // column later than the shape does changes nothing within `reach` of the start (integer
        // sums), so bands agree exactly.
        let source = shape.intersection(grow(output, reach))
        guard !source.isEmpty else { return }
        let sw = source.width, sh = source.height, rowWidth = sw + 2 * reach
        var rows = [Int32](repeating: 0, count: rowWidth * sh)
        let scratch = ShadowBlur.Scratch(count: max(rowWidth, sh + 2 * reach))
        var coverage = [Int64](repeating: 0, count: max(sw, sh))
        // A row (then a column) equal to the one before blurs to the same values: copied, not
        // blurred again (a card's straight middle rows, and its columns away from the corners).
        var previousRow = [Int64](repeating: -1, count: sw)
        var previousY: Int?
        var isCopy = [Bool](repeating: false, count: sh)
        rows.withUnsafeMutableBufferPointer { rows in
            rasterizer.rasterize(within: source) { y, x0, cov in
                coverage.withUnsafeMutableBufferPointer { c in
                    for i in 0..<sw { c[i] = 0 }
                    for i in 0..<cov.count { c[x0 - source.x0 + i] = Int64(cov[i]) }
                    let base = (y - source.y0) * rowWidth
                    if let p = previousY, p == y - 1, previousRow.withUnsafeBufferPointer({ $0.elementsEqual(UnsafeBufferPointer(rebasing: c[0..<sw])) }) {
                        let from = (p - source.y0) * rowWidth
                        for i in 0..<rowWidth { rows[base + i] = rows[from + i] }
                        isCopy[y - source.y0] = true
                    } else {
                        let out = blur.blur(UnsafeBufferPointer(c), count: sw, scratch: scratch)
                        for i in 0..<rowWidth { rows[base + i] = Int32(truncatingIfNeeded: out[i]) }
                        for i in 0..<sw { previousRow[i] = c[i] }
                    }
                    previousY = y
                }
            }
        }
        // Columns of the output only; row t of a blurred column is image row source.y0 - reach + t.
        // A column equal to the one before (checked on the rows that are not copies) is filled
        // in afterwards, row by row, from its left neighbour.
        let distinct = (0..<sh).filter { !isCopy[$0] }
        var same = [Bool](repeating: false, count: output.width)
        var result = [UInt8](repeating: 0, count: output.width * output.height)
        let firstRow = output.y0 - (source.y0 - reach)
        rows.withUnsafeBufferPointer { rows in
            coverage.withUnsafeMutableBufferPointer { column in
                result.withUnsafeMutableBufferPointer { result in
                    for x in output.x0..<output.x1 {
                        let c = x - (source.x0 - reach)
                        if x > output.x0, distinct.allSatisfy({ rows[$0 * rowWidth + c] == rows[$0 * rowWidth + c - 1] }) {
                            same[x - output.x0] = true
                            continue
                        }
                        var any = false
                        for y in 0..<sh {
                            let v = Int64(rows[y * rowWidth + c])
                            column[y] = v
                            if v != 0 { any = true }
                        }
                        guard any else { continue }
                        let out = blur.blur(UnsafeBufferPointer(column), count: sh, scratch: scratch)
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
        // Pixels of `covered` (drawn over opaquely afterwards) are not painted.
        let hole = covered.map { $0.intersection(output) } ?? PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)
        result.withUnsafeBufferPointer { all in
            for t in 0..<output.height {
                let y = output.y0 + t
                var spans = [(output.x0, output.x1)]
                if !hole.isEmpty, y >= hole.y0, y < hole.y1 { spans = [(output.x0, hole.x0), (hole.x1, output.x1)] }
                for (a, b) in spans where b > a {
                    let row = UnsafeBufferPointer(rebasing: all[(t * output.width + a - output.x0)..<(t * output.width + b - output.x0)])
                    paintCoverageRow(y: y, x0: a, coverage: row, color: color)
                }
            }
        }
    }

    /// A shadow of a rounded rectangle (see `drawShadow(of:color:offsetX:offsetY:sigma:)`).
    /// `covered`: pixels the caller paints over opaquely afterwards (the view's own background):
    /// left out, which changes no final pixel and saves blending them.
    public mutating func drawShadow(of roundedRect: RoundedRect, color: PixelColor, offsetX: Double = 0,
                                    offsetY: Double = 0, sigma: Double, covered: PixelBounds? = nil) {
        var p = Path()
        p.addRoundedRect(roundedRect)
        drawShadow(of: p, color: color, offsetX: offsetX, offsetY: offsetY, sigma: sigma, covered: covered)
    }
}

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

    /// A two-pass value (coverage 0...255 in units of `one`²) as coverage 0...255, rounded.
    static func byte(_ value: Int64) -> UInt8 {
        let unit = one * one
        return UInt8(max(0, min(255, (value + unit / 2) / unit)))
    }
}
