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
        let result = blur.columnPass(blur.rowPass(rasterizer, source: source), source: source, output: output)
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
