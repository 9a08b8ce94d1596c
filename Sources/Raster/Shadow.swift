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
    public mutating func drawShadow(of path: Path, color: PixelColor, offsetX: Double = 0, offsetY: Double = 0,
                                    sigma: Double) {
        let moved = path.translated(dx: offsetX, dy: offsetY)
        guard sigma.isFinite, sigma > 0.01 else {
            fill(moved, color: color)
            return
        }
        let reach = Int((3 * min(sigma, 1000)).rounded(.up))
        let rasterizer = CoverageRasterizer(path: moved)
        let shape = rasterizer.bounds
        let clipBounds = clipBounds
        func grow(_ b: PixelBounds, _ d: Int) -> PixelBounds {
            PixelBounds(x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d)
        }
        let output = grow(shape, reach).intersection(clipBounds)
        guard !output.isEmpty, color.a > 0 else { return }
        // Source coverage needed: the shape within `reach` of any output pixel.
        let source = shape.intersection(grow(output, reach))
        guard !source.isEmpty else { return }
        let kernel = Canvas.gaussianKernel(sigma: sigma, reach: reach)
        // Work area: output ∪ source, as one buffer.
        let work = PixelBounds(x0: min(output.x0, source.x0), y0: min(output.y0, source.y0),
                               x1: max(output.x1, source.x1), y1: max(output.y1, source.y1))
        let ww = work.width, wh = work.height
        var buffer = [Float](repeating: 0, count: ww * wh)
        rasterizer.rasterize(within: source) { y, x0, coverage in
            let row = (y - work.y0) * ww - work.x0
            for i in 0..<coverage.count { buffer[row + x0 + i] = Float(coverage[i]) / 255 }
        }
        // Separable blur: rows, then columns (zero outside the work area, where the shape is empty).
        var temp = [Float](repeating: 0, count: ww * wh)
        for y in 0..<wh {
            let row = y * ww
            for x in 0..<ww {
                let v = buffer[row + x]
                if v == 0 { continue }
                let lo = max(0, x - reach), hi = min(ww - 1, x + reach)
                for t in lo...hi { temp[row + t] += v * kernel[t - x + reach] }
            }
        }
        for i in 0..<buffer.count { buffer[i] = 0 }
        for y in 0..<wh {
            let lo = max(0, y - reach), hi = min(wh - 1, y + reach)
            for x in 0..<ww {
                let v = temp[y * ww + x]
                if v == 0 { continue }
                for t in lo...hi { buffer[t * ww + x] += v * kernel[t - y + reach] }
            }
        }
        var coverage = [UInt8](repeating: 0, count: output.width)
        for y in output.y0..<output.y1 {
            let row = (y - work.y0) * ww - work.x0
            for i in 0..<output.width {
                coverage[i] = UInt8(min(1, max(0, buffer[row + output.x0 + i])) * 255 + 0.5)
            }
            coverage.withUnsafeBufferPointer { paintCoverageRow(y: y, x0: output.x0, coverage: $0, color: color) }
        }
    }

    /// A shadow of a rounded rectangle (see `drawShadow(of:color:offsetX:offsetY:sigma:)`).
    public mutating func drawShadow(of roundedRect: RoundedRect, color: PixelColor, offsetX: Double = 0,
                                    offsetY: Double = 0, sigma: Double) {
        var p = Path()
        p.addRoundedRect(roundedRect)
        drawShadow(of: p, color: color, offsetX: offsetX, offsetY: offsetY, sigma: sigma)
    }

    static func gaussianKernel(sigma: Double, reach: Int) -> [Float] {
        func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
        var k = (-reach...reach).map { i in cdf(Double(i) + 0.5) - cdf(Double(i) - 0.5) }
        let sum = k.reduce(0, +)
        k = k.map { $0 / sum }
        return k.map { Float($0) }
    }
}
