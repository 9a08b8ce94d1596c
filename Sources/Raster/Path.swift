import Foundation

/// A fill path made of closed polygons in pixel coordinates. Curves and arcs are flattened
/// into line segments when they are added, finely enough (`Path.flatness`) that the area
/// error is far below what 8-bit coverage can show. Filled with the non-zero winding rule.
public struct Path: Equatable, Sendable {
    /// Maximum distance between a curve and its flattened polygon, in pixels.
    public static let flatness = 0.0025

    /// Closed contours (the last point connects back to the first).
    public private(set) var contours: [[PixelPoint]] = []
    private var current: [PixelPoint] = []

    public init() {}

    /// Starts a new contour at `p` (closing the previous one).
    public mutating func move(to p: PixelPoint) {
        close()
        current = [p]
    }

    /// A straight segment to `p`.
    public mutating func line(to p: PixelPoint) {
        if current.isEmpty { current = [p]; return }
        current.append(p)
    }

    /// A quadratic Bézier curve to `p`.
    public mutating func quadCurve(to p: PixelPoint, control c: PixelPoint) {
        guard let p0 = current.last else { current = [p]; return }
        let dd = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
        let n = max(1, min(10_000, Int((dd / (8 * Path.flatness)).squareRoot().rounded(.up))))
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            current.append(PixelPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                      y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
    }

    /// A cubic Bézier curve to `p`.
    public mutating func curve(to p: PixelPoint, control1 c1: PixelPoint, control2 c2: PixelPoint) {
        guard let p0 = current.last else { current = [p]; return }
        let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
        let dd = max(d1, d2)
        // Standard bound: segments n with (3/4) * dd / n^2 <= flatness.
        let n = max(1, min(10_000, Int((0.75 * dd / Path.flatness).squareRoot().rounded(.up))))
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            current.append(PixelPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                      y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (radians, y down, so
    /// increasing angles turn clockwise on screen). Connects from the current point, if any.
    public mutating func arc(center: PixelPoint, radius: Double, startAngle: Double, endAngle: Double) {
        guard radius > 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            line(to: center)
            return
        }
        let sweep = endAngle - startAngle
        let n = Path.arcSegments(radius: radius, sweep: sweep)
        // Points are placed on a slightly larger circle so each chord's polygon has the same
        // area as the true circular sector (the inscribed polygon would be too small).
        let step = sweep / Double(n)
        let half = abs(step) / 2
        let areaScale = half > 1e-12 ? (half / (sin(half) * cos(half))).squareRoot() : 1
        for i in 0...n {
            let t = startAngle + step * Double(i)
            let r = (i == 0 || i == n) ? radius : radius * areaScale
            line(to: PixelPoint(x: center.x + r * cos(t), y: center.y + r * sin(t)))
        }
    }

    static func arcSegments(radius: Double, sweep: Double) -> Int {
        // Sagitta r(1 - cos(θ/2)) <= flatness.
        let ratio = max(-1, min(1, 1 - Path.flatness / radius))
        let maxStep = max(2 * acos(ratio), 0.01)
        return max(1, min(4096, Int((abs(sweep) / maxStep).rounded(.up))))
    }

    /// Closes the current contour.
    public mutating func close() {
        if current.count >= 3 { contours.append(current) }
        current = []
    }

    /// Adds a closed rectangle (clockwise on screen).
    public mutating func addRect(_ rect: PixelRect) {
        let r = rect.standardized
        move(to: PixelPoint(x: r.minX, y: r.minY))
        line(to: PixelPoint(x: r.maxX, y: r.minY))
        line(to: PixelPoint(x: r.maxX, y: r.maxY))
        line(to: PixelPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds a closed rounded rectangle (clockwise on screen; `reversed` makes it
    /// counter-clockwise, which cuts a hole in a clockwise shape under non-zero winding).
    public mutating func addRoundedRect(_ rr: RoundedRect, reversed: Bool = false) {
        let r = rr.rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let c = rr.normalizedRadii
        var contour = Path()
        let h = Double.pi / 2
        contour.move(to: PixelPoint(x: r.minX + c.topLeft, y: r.minY))
        contour.cornerArc(PixelPoint(x: r.maxX - c.topRight, y: r.minY + c.topRight), c.topRight, -h, 0,
                          corner: PixelPoint(x: r.maxX, y: r.minY))
        contour.cornerArc(PixelPoint(x: r.maxX - c.bottomRight, y: r.maxY - c.bottomRight), c.bottomRight, 0, h,
                          corner: PixelPoint(x: r.maxX, y: r.maxY))
        contour.cornerArc(PixelPoint(x: r.minX + c.bottomLeft, y: r.maxY - c.bottomLeft), c.bottomLeft, h, 2 * h,
                          corner: PixelPoint(x: r.minX, y: r.maxY))
        contour.cornerArc(PixelPoint(x: r.minX + c.topLeft, y: r.minY + c.topLeft), c.topLeft, 2 * h, 3 * h,
                          corner: PixelPoint(x: r.minX, y: r.minY))
        contour.close()
        close()
        for var points in contour.contours {
            if reversed { points.reverse() }
            contours.append(points)
        }
    }

    private mutating func cornerArc(_ center: PixelPoint, _ radius: Double, _ a0: Double, _ a1: Double,
                                    corner: PixelPoint) {
        if radius > 0 {
            arc(center: center, radius: radius, startAngle: a0, endAngle: a1)
        } else {
            line(to: corner)
        }
    }

    /// Adds an ellipse inscribed in `rect` (clockwise on screen).
    public mutating func addEllipse(in rect: PixelRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let rx = r.width / 2, ry = r.height / 2
        let n = Path.arcSegments(radius: max(rx, ry), sweep: 2 * Double.pi)
        close()
        var points: [PixelPoint] = []
        let half = Double.pi / Double(n)
        let s = (half / (sin(half) * cos(half))).squareRoot()
        for i in 0..<n {
            let t = 2 * Double.pi * Double(i) / Double(n)
            points.append(PixelPoint(x: r.minX + rx + s * rx * cos(t), y: r.minY + ry + s * ry * sin(t)))
        }
        contours.append(points)
    }

    /// Adds the ring between `rr` and `rr` grown by `outer` and shrunk by `inner` (both >= 0):
    /// the outline used for strokes and borders.
    public mutating func addRing(_ rr: RoundedRect, outer: Double, inner: Double) {
        addRoundedRect(rr.outset(by: outer))
        let innerShape = rr.outset(by: -inner)
        if innerShape.rect.width > 0, innerShape.rect.height > 0 {
            addRoundedRect(innerShape, reversed: true)
        }
    }

    /// Adds a straight line of the given width with butt ends, as a closed quadrilateral.
    public mutating func addLine(from a: PixelPoint, to b: PixelPoint, width: Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = hypot(dx, dy)
        guard len > 0, width > 0 else { return }
        let nx = -dy / len * width / 2, ny = dx / len * width / 2
        move(to: PixelPoint(x: a.x + nx, y: a.y + ny))
        line(to: PixelPoint(x: b.x + nx, y: b.y + ny))
        line(to: PixelPoint(x: b.x - nx, y: b.y - ny))
        line(to: PixelPoint(x: a.x - nx, y: a.y - ny))
        close()
    }

    /// All closed contours, including the one still open.
    var allContours: [[PixelPoint]] {
        current.count >= 3 ? contours + [current] : contours
    }
}
