/// Sparse rows for `CoverageRasterizer`: the same coverage bytes as `rasterize(within:_:)`,
/// without summing the accumulator across every column of every row.
///
/// Why the bytes are the same: each row adds the same edge pieces, in the same order, with
/// the same floating-point operations, into the same accumulator (same origin `area.x0`,
/// same clamping width). A piece only ever writes a short run of accumulator columns
/// (`first ... min(last, Int(hi) + 1)`, a superset of what `accumulate` touches); every
/// other column holds exactly `+0.0`. Between touched columns the reference's running sum
/// therefore adds `+0.0` to itself, which leaves it unchanged (up to the sign of a zero,
/// which `abs` erases), so those columns all get the coverage of the sum at the end of the
/// previous touched column. Only the touched columns are summed here; the runs between them
/// are filled with that constant, and runs of zero coverage are not emitted at all (a zero
/// coverage blends nothing and a clip mask starts at zero), so a ring's hole and the empty
/// columns around a shape cost nothing. Rows are independent of which row the limit starts
/// at (the active edges of a row are those of the reference, in the reference's order).
///
/// The callback may be called several times per row, with disjoint spans in increasing x.
extension CoverageRasterizer {
    func rasterizeSpans(within limit: PixelBounds, _ row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let area = bounds.intersection(limit)
        guard !area.isEmpty else { return }
        let base = area.x0
        var acc = [Double](repeating: 0, count: area.width + 2)
        var out = [UInt8](repeating: 0, count: area.width)
        // Touched accumulator column runs of the current row, packed as start << 32 | end.
        var runs = [Int](repeating: 0, count: 64)
        let evenOdd = self.evenOdd
        forEachCrossedRow(in: area) { y, active in
            if runs.count < active.count * 3 { runs = [Int](repeating: 0, count: active.count * 3) }
            var runCount = 0
            acc.withUnsafeMutableBufferPointer { a in
                runs.withUnsafeMutableBufferPointer { rb in
                    var tracked = TrackedColumns(runs: rb)
                    CoverageRasterizer.accumulateRow(y, active, base: base, into: a, columns: &tracked)
                    runCount = tracked.count
                }
            }
            if runCount == 0 { return }
            runs.withUnsafeMutableBufferPointer { CoverageRasterizer.sortRuns($0, count: runCount) }
            acc.withUnsafeMutableBufferPointer { a in
                out.withUnsafeMutableBufferPointer { o in
                    runs.withUnsafeBufferPointer { rb in
                        CoverageRasterizer.sweepRow(y, base: base, runs: UnsafeBufferPointer(rebasing: rb[..<runCount]),
                                                    accumulator: a, out: o, evenOdd: evenOdd, row)
                    }
                }
            }
        }
    }

    /// Sorts the first `count` packed runs by start (then end). Few runs per row, mostly in
    /// order already: insertion sort.
    @inline(__always)
    static func sortRuns(_ rb: UnsafeMutableBufferPointer<Int>, count: Int) {
        guard count > 1 else { return }
        for i in 1..<count {
            let v = rb[i]
            var j = i - 1
            while j >= 0 && rb[j] > v {
                rb[j + 1] = rb[j]
                j -= 1
            }
            rb[j + 1] = v
        }
    }

    /// Sums one row's accumulator over its sorted touched `runs` (clearing it for the next
    /// row), writes the coverage into `out` and calls `row` with each span of non-zero
    /// coverage; the untouched columns between runs keep the running sum's coverage.
    @inline(__always)
    static func sweepRow(_ y: Int, base: Int, runs rb: UnsafeBufferPointer<Int>,
                         accumulator a: UnsafeMutableBufferPointer<Double>, out o: UnsafeMutableBufferPointer<UInt8>,
                         evenOdd: Bool, _ row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let outCount = o.count
        var sum = 0.0
        var done = 0          // columns < done have been handled
        var spanStart = -1    // start of the span being collected, or -1
        @inline(__always) func flush(_ end: Int) {
            if spanStart >= 0, end > spanStart {
                row(y, base + spanStart, UnsafeBufferPointer(rebasing: o[spanStart..<end]))
            }
            spanStart = -1
        }
        var k = 0
        while k < rb.count {
            let start = rb[k] >> 32
            var end = rb[k] & 0xFFFF_FFFF
            k += 1
            while k < rb.count, rb[k] >> 32 <= end + 1 {
                end = max(end, rb[k] & 0xFFFF_FFFF)
                k += 1
            }
            // The untouched columns done ..< start keep the running sum.
            if start > done {
                let gapEnd = min(start, outCount)
                if gapEnd > done {
                    let c = coverageByte(sum, evenOdd: evenOdd)
                    if c == 0 {
                        flush(done)
                    } else {
                        if spanStart < 0 { spanStart = done }
                        UnsafeMutableBufferPointer(rebasing: o[done..<gapEnd]).update(repeating: c)
                    }
                }
            }
            let s = max(start, done)
            let outEnd = min(end + 1, outCount)
            if s < outEnd {
                if spanStart < 0 { spanStart = s }
                for i in s..<outEnd {
                    sum += a[i]
                    a[i] = 0
                    o[i] = coverageByte(sum, evenOdd: evenOdd)
                }
            }
            // Columns past the output only need clearing (as the reference does).
            var i = max(s, outEnd)
            while i <= end {
                a[i] = 0
                i += 1
            }
            done = max(done, end + 1)
        }
        if done < outCount {
            let c = coverageByte(sum, evenOdd: evenOdd)
            if c == 0 {
                flush(min(done, outCount))
            } else {
                if spanStart < 0 { spanStart = done }
                UnsafeMutableBufferPointer(rebasing: o[done..<outCount]).update(repeating: c)
                flush(outCount)
            }
        } else {
            flush(outCount)
        }
    }

    /// The 8-bit coverage of an accumulated winding area (even-odd folds it onto 0...1).
    @inline(__always)
    static func coverageByte(_ sum: Double, evenOdd: Bool) -> UInt8 {
        let c = evenOdd ? abs(sum - 2 * (sum / 2).rounded()) : min(1, abs(sum))
        return UInt8(c * 255 + 0.5)
    }
}

/// The touched column runs of one row, packed as `first << 32 | end`.
struct TrackedColumns: AccumulatorColumns {
    let runs: UnsafeMutableBufferPointer<Int>
    var count = 0

    @inline(__always)
    mutating func touch(first: Int, end: Int, last: Int) {
        if count < runs.count {
            runs[count] = first << 32 | end
            count += 1
        } else if count > 0 {
            // Out of room (cannot happen: at most three pieces per edge): cover everything.
            runs[count - 1] = 0 << 32 | last
        }
    }
}
