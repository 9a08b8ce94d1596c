/// How overlapping contours combine.
public enum FillRule: Sendable {
    /// Inside where the winding number is not zero (the default, as in Core Graphics).
    case nonZero
    /// Inside where an odd number of contours overlap (`usesEvenOddFillRule`).
    case evenOdd
}

/// Exact-area scanline rasterizer (the signed-area accumulation technique used by font
/// rasterizers).
///
/// Every non-horizontal edge is cut into pieces, one per pixel row. A piece adds, to each pixel
/// of its row, its signed height times the fraction of that pixel's row slice lying to the
/// right of the piece; the accumulator stores only the *change* of that quantity from one
/// column to the next, so a running sum along the row gives each pixel's exact signed area.
/// For an edge piece whose x runs linearly from `lo` to `hi`, the area to the right of the
/// piece and left of a vertical line X is h·G(X) with
/// `G(X) = 0 (X <= lo); (X - lo)² / (2(hi - lo)) (lo <= X <= hi); X - (lo + hi)/2 (X >= hi)`,
/// and the piece's share of column x is G(x + 1) - G(x). Coverage is min(1, |sum|), the
/// non-zero rule (exact wherever contours do not overlap themselves with partial pixels).
struct CoverageRasterizer {
    struct Edge {
        var yTop: Double
        var yBottom: Double
        var xTop: Double
        var dxdy: Double
        var direction: Double
    }

    private(set) var edges: [Edge] = []
    private var minX = Double.infinity
    private var maxX = -Double.infinity
    private var minY = Double.infinity
    private var maxY = -Double.infinity

    let evenOdd: Bool

    init(path: Path, rule: FillRule = .nonZero) {
        evenOdd = rule == .evenOdd
        for contour in path.allContours {
            let n = contour.count
            guard n >= 3 else { continue }
            for i in 0..<n {
                addEdge(contour[i], contour[(i + 1) % n])
            }
        }
    }

    private mutating func addEdge(_ a: PixelPoint, _ b: PixelPoint) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        // Keep coordinates in a range where Double arithmetic stays exact enough.
        let lim = 1.0e7
        let ax = min(max(a.x, -lim), lim), ay = min(max(a.y, -lim), lim)
        let bx = min(max(b.x, -lim), lim), by = min(max(b.y, -lim), lim)
        minX = min(minX, ax, bx); maxX = max(maxX, ax, bx)
        minY = min(minY, ay, by); maxY = max(maxY, ay, by)
        if ay == by { return }
        if ay < by {
            edges.append(Edge(yTop: ay, yBottom: by, xTop: ax, dxdy: (bx - ax) / (by - ay), direction: 1))
        } else {
            edges.append(Edge(yTop: by, yBottom: ay, xTop: bx, dxdy: (ax - bx) / (ay - by), direction: -1))
        }
    }

    /// Integer bounds of everything the path can touch.
    var bounds: PixelBounds {
        guard !edges.isEmpty else { return PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelBounds(x0: clampToInt(minX.rounded(.down)), y0: clampToInt(minY.rounded(.down)),
                           x1: clampToInt(maxX.rounded(.up)), y1: clampToInt(maxY.rounded(.up)))
    }

    /// Calls `row(y, x0, coverage)` for each row of `bounds ∩ limit`, with 8-bit coverage for
    /// the columns `x0 ..< x0 + coverage.count`.
    func rasterize(within limit: PixelBounds, _ row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let pathBounds = bounds
        let area = pathBounds.intersection(limit)
        guard !area.isEmpty else { return }
        // The accumulator spans only the visible columns (plus two). Edge pieces left of it
        // are moved onto its left border and pieces right of it onto its right border: for
        // the visible columns the area to the right of an edge is unchanged by that (see
        // `accumulateClamped`), so far-off shapes cost nothing extra.
        let base = area.x0
        let accWidth = area.width + 2
        var acc = [Double](repeating: 0, count: accWidth)
        var out = [UInt8](repeating: 0, count: area.width)
        forEachCrossedRow(in: area) { y, active in
            acc.withUnsafeMutableBufferPointer { a in
                var untracked = UntrackedColumns()
                CoverageRasterizer.accumulateRow(y, active, base: base, into: a, columns: &untracked)
            }
            var sum = 0.0
            acc.withUnsafeMutableBufferPointer { a in
                out.withUnsafeMutableBufferPointer { o in
                    for i in 0..<o.count {
                        sum += a[i]
                        a[i] = 0
                        // Even-odd folds the accumulated winding area onto 0...1 (a triangle wave).
                        let c = evenOdd ? abs(sum - 2 * (sum / 2).rounded()) : min(1, abs(sum))
                        o[i] = UInt8(c * 255 + 0.5)
                    }
                }
                for i in out.count..<a.count { a[i] = 0 }
            }
            out.withUnsafeBufferPointer { row(y, area.x0, $0) }
        }
    }

    /// Calls `body(y, active)` for each row of `area` that edges cross, `active` holding the
    /// edges crossing it in the order they became active; stops after the last edge. A row
    /// depends only on its own y, never on the rows before it.
    func forEachCrossedRow(in area: PixelBounds, _ body: (Int, [Edge]) -> Void) {
        let sorted = edges.sorted { $0.yTop < $1.yTop }
        var next = 0
        var active: [Edge] = []
        for y in area.y0..<area.y1 {
            let rowTop = Double(y), rowBottom = Double(y + 1)
            while next < sorted.count, sorted[next].yTop < rowBottom {
                active.append(sorted[next])
                next += 1
            }
            active.removeAll { $0.yBottom <= rowTop }
            if active.isEmpty {
                if next >= sorted.count { break }
                continue
            }
            body(y, active)
        }
    }

    /// Adds the pieces of the `active` edges inside row `y` to the accumulator `a`, whose
    /// column 0 is pixel column `base` and whose last two columns lie right of the area.
    @inline(__always)
    static func accumulateRow<Columns: AccumulatorColumns>(_ y: Int, _ active: [Edge], base: Int,
                                                           into a: UnsafeMutableBufferPointer<Double>,
                                                           columns: inout Columns) {
        let rowTop = Double(y), rowBottom = Double(y + 1)
        let right = Double(a.count - 2)
        for e in active {
            let ya = max(rowTop, e.yTop), yb = min(rowBottom, e.yBottom)
            if yb <= ya { continue }
            let xa = e.xTop + (ya - e.yTop) * e.dxdy - Double(base)
            let xb = e.xTop + (yb - e.yTop) * e.dxdy - Double(base)
            accumulateClamped(a, xa, xb, height: (yb - ya) * e.direction, right: right, columns: &columns)
        }
    }

    /// Adds one edge piece running linearly from x = `xa` (top) to `xb` (bottom) within a row,
    /// with x limited to 0...right: the parts left of 0 become vertical at 0 (they cover every
    /// visible column fully either way) and the parts right of `right` vertical at `right`
    /// (they cover no visible column either way). The piece is split where it crosses a limit
    /// so each part stays linear.
    /// `columns` hears of the accumulator columns each part may write.
    @inline(__always)
    static func accumulateClamped<Columns: AccumulatorColumns>(
        _ a: UnsafeMutableBufferPointer<Double>, _ xa: Double, _ xb: Double, height: Double, right: Double,
        columns: inout Columns
    ) {
        if xa >= 0, xb >= 0, xa <= right, xb <= right {
            accumulate(a, lo: min(xa, xb), hi: max(xa, xb), height: height, columns: &columns)
            return
        }
        var cuts: [Double] = [0, 1]
        if xa != xb {
            for limit in [0.0, right] {
                let t = (limit - xa) / (xb - xa)
                if t > 0, t < 1 { cuts.append(t) }
            }
            cuts.sort()
        }
        for k in 0..<(cuts.count - 1) {
            let t0 = cuts[k], t1 = cuts[k + 1]
            if t1 <= t0 { continue }
            let x0 = min(max(xa + (xb - xa) * t0, 0), right)
            let x1 = min(max(xa + (xb - xa) * t1, 0), right)
            accumulate(a, lo: min(x0, x1), hi: max(x0, x1), height: height * (t1 - t0), columns: &columns)
        }
    }

    /// Adds one edge piece (x from `lo` to `hi` within a single row, signed `height`); it
    /// writes only the columns `first ... min(last, Int(hi) + 1)`, which `columns` hears of.
    @inline(__always)
    static func accumulate<Columns: AccumulatorColumns>(_ a: UnsafeMutableBufferPointer<Double>, lo: Double, hi: Double,
                                                        height: Double, columns: inout Columns) {
        let last = a.count - 1
        let lo = min(max(lo, 0), Double(last - 1)), hi = min(max(hi, 0), Double(last - 1))
        let first = Int(lo.rounded(.down))
        columns.touch(first: first, end: min(last, Int(hi) + 1), last: last)
        let span = hi - lo
        if span < 1e-9 {
            // Vertical piece: column `first` gets the part right of x, the next the rest.
            let f = lo - Double(first)
            a[first] += height * (1 - f)
            a[first + 1] += height * f
            return
        }
        let inv = 1 / (2 * span)
        let mid = (lo + hi) / 2
        @inline(__always) func g(_ x: Double) -> Double {
            if x <= lo { return 0 }
            if x >= hi { return x - mid }
            let d = x - lo
            return d * d * inv
        }
        var previous = 0.0  // coverage of the column left of `first`
        var x = first
        var gx = g(Double(first))
        while x <= last {
            let gNext = g(Double(x + 1))
            let coverage = gNext - gx
            a[x] += height * (coverage - previous)
            previous = coverage
            if Double(x) >= hi { break }
            gx = gNext
            x += 1
        }
    }
}

/// Hears which accumulator columns an edge piece may write (the sparse rows of
/// `rasterizeSpans` sum only those).
protocol AccumulatorColumns {
    /// Columns `first ... end` (inclusive) may change; `last` is the accumulator's last column.
    mutating func touch(first: Int, end: Int, last: Int)
}

/// For the dense rows, which sum every column anyway.
struct UntrackedColumns: AccumulatorColumns {
    @inline(__always)
    mutating func touch(first: Int, end: Int, last: Int) {}
}
