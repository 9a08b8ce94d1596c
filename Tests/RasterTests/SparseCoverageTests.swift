import XCTest
@testable import Raster

/// `CoverageRasterizer.rasterizeSpans` (sparse rows, used by every path fill and path clip)
/// against the general `rasterize` (the reference): the same coverage byte for every pixel,
/// on seeded random rounded rects, rings (stroke and border outlines), ellipses, lines and
/// even-odd shapes, with fractional geometry and limits that cut through the shapes, and for
/// any split of the limit into bands of rows.
final class SparseCoverageTests: XCTestCase {
    typealias Noise = FillFastPathTests.Noise

    /// Coverage of `limit ∩ bounds` as one row-major array (pixels never emitted are 0).
    static func image(_ r: CoverageRasterizer, _ limit: PixelBounds, sparse: Bool) -> [UInt8] {
        let area = r.bounds.intersection(limit)
        guard !area.isEmpty else { return [] }
        var img = [UInt8](repeating: 0, count: area.width * area.height)
        var lastY = Int.min, lastEnd = Int.min
        let emit: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void = { y, x0, c in
            XCTAssert(y >= area.y0 && y < area.y1 && x0 >= area.x0 && x0 + c.count <= area.x1,
                      "span outside the limit")
            // Spans of one row come left to right without overlapping.
            if y == lastY { XCTAssert(x0 >= lastEnd, "overlapping spans") }
            XCTAssert(y >= lastY, "rows out of order")
            lastY = y
            lastEnd = x0 + c.count
            for i in 0..<c.count { img[(y - area.y0) * area.width + x0 - area.x0 + i] = c[i] }
        }
        if sparse { r.rasterizeSpans(within: limit, emit) } else { r.rasterize(within: limit, emit) }
        return img
    }

    static func radius(_ n: inout Noise, _ side: Double) -> Double {
        switch n.int(6) {
        case 0: return 0
        case 1: return side / 2  // circle / capsule
        case 2: return side * (0.5 + Double(n.int(1000)) / 500)  // oversized: scaled down
        default: return side / 2 * Double(n.int(1000)) / 1000
        }
    }

    static func randomPath(_ n: inout Noise) -> (Path, FillRule) {
        let x = n.coordinate(-20, 60), y = n.coordinate(-20, 60)
        let w = n.coordinate(0, 70) + 0.1, h = n.coordinate(0, 70) + 0.1
        let rect = PixelRect(x: x, y: y, width: w, height: h)
        let side = min(w, h)
        let rr = n.int(3) == 0
            ? RoundedRect(rect: rect, radii: CornerRadii(topLeft: radius(&n, side), topRight: radius(&n, side),
                                                         bottomRight: radius(&n, side), bottomLeft: radius(&n, side)))
            : RoundedRect(rect: rect, radius: radius(&n, side))
        var path = Path()
        var rule = FillRule.nonZero
        switch n.int(6) {
        case 0, 1:
            path.addRoundedRect(rr)
        case 2:  // strokeBorder
            path.addRing(rr, outer: 0, inner: n.coordinate(0, 4) + 0.05)
        case 3:  // stroke
            let width = n.coordinate(0, 6) + 0.05
            path.addRing(rr, outer: width / 2, inner: width / 2)
        case 4:
            path.addEllipse(in: rect)
            path.addLine(from: PixelPoint(x: x, y: y), to: PixelPoint(x: x + w, y: y + h), width: n.coordinate(0, 5) + 0.2)
        default:
            path.addRoundedRect(rr)
            path.addEllipse(in: rect.insetBy(dx: w / 4, dy: h / 4))
            rule = n.int(2) == 0 ? .evenOdd : .nonZero
        }
        return (path, rule)
    }

    func testSparseRowsMatchTheGeneralRasterizer() {
        var n = Noise(state: 0x5eed_c0ffee)
        var compared = 0
        for trial in 0..<1500 {
            let (path, rule) = SparseCoverageTests.randomPath(&n)
            let r = CoverageRasterizer(path: path, rule: rule)
            let b = r.bounds
            // Limits: everything, or a box whose edges may cut through the shape.
            let limit: PixelBounds
            if n.int(3) == 0 {
                limit = PixelBounds(x0: -1000, y0: -1000, x1: 1000, y1: 1000)
            } else {
                let x0 = b.x0 - 3 + n.int(b.width + 6), y0 = b.y0 - 3 + n.int(b.height + 6)
                limit = PixelBounds(x0: x0, y0: y0, x1: x0 + 1 + n.int(b.width + 6), y1: y0 + 1 + n.int(b.height + 6))
            }
            let reference = SparseCoverageTests.image(r, limit, sparse: false)
            let sparse = SparseCoverageTests.image(r, limit, sparse: true)
            XCTAssertEqual(reference.count, sparse.count)
            if reference != sparse {
                let i = reference.indices.first { reference[$0] != sparse[$0] } ?? -1
                XCTFail("trial \(trial): first difference at \(i) of \(reference.count), limit \(limit), bounds \(b)")
                return
            }
            compared += reference.count
            // Bands: the same bytes whatever row the limit starts at.
            let area = b.intersection(limit)
            if !area.isEmpty, area.height > 1 {
                let cut = area.y0 + 1 + n.int(area.height - 1)
                let top = SparseCoverageTests.image(r, PixelBounds(x0: limit.x0, y0: limit.y0, x1: limit.x1, y1: cut),
                                                    sparse: true)
                let bottom = SparseCoverageTests.image(r, PixelBounds(x0: limit.x0, y0: cut, x1: limit.x1, y1: limit.y1),
                                                       sparse: true)
                XCTAssertEqual(top + bottom, sparse, "trial \(trial): band split at row \(cut)")
            }
        }
        XCTAssertGreaterThan(compared, 500_000)
    }

    /// The shapes the painter draws through `Canvas` (fill, stroke, strokeBorder, under a
    /// rounded clip) give the same pixels as blending the reference rows.
    func testCanvasShapesMatchReferenceRows() throws {
        var n = Noise(state: 0xbead_f00d)
        for trial in 0..<200 {
            let (path, rule) = SparseCoverageTests.randomPath(&n)
            let color = n.color()
            var fast = try Canvas(width: 64, height: 64, background: PixelColor(r: 200, g: 180, b: 90, a: 255))
            var slow = fast
            if n.int(2) == 0 {
                let clip = RoundedRect(rect: PixelRect(x: n.coordinate(0, 20), y: n.coordinate(0, 20),
                                                       width: n.coordinate(10, 50), height: n.coordinate(10, 50)),
                                       radius: n.coordinate(0, 12))
                fast.clip(to: clip)
                var clipPath = Path()
                clipPath.addRoundedRect(clip)
                if !clip.normalizedRadii.isZero {
                    let cr = CoverageRasterizer(path: clipPath)
                    // Compare the clips' masks directly.
                    var check = ClipRegion(bounds: PixelBounds(x0: 0, y0: 0, x1: 64, y1: 64))
                    check.intersect(shapeBounds: cr.bounds) { area, emit in cr.rasterizeSpans(within: area, emit) }
                    var refCheck = ClipRegion(bounds: PixelBounds(x0: 0, y0: 0, x1: 64, y1: 64))
                    refCheck.intersect(shapeBounds: cr.bounds) { area, emit in cr.rasterize(within: area, emit) }
                    XCTAssertEqual(check, refCheck, "trial \(trial): clip mask")
                }
                // The same clip on both (its mask checked above); the fills then differ only
                // in how their rows are produced.
                slow.clip(to: clip)
            }
            fast.fill(path, color: color, rule: rule)
            let r = CoverageRasterizer(path: path, rule: rule)
            r.rasterize(within: slow.clipBounds) { y, x0, c in slow.paintCoverageRow(y: y, x0: x0, coverage: c, color: color) }
            XCTAssertEqual(fast.bitmap, slow.bitmap, "trial \(trial)")
        }
    }
}
