import Foundation

/// Where a point falls along a COLRv1 gradient, in the gradient's own (font unit) space: the
/// parameter its colour line is read at.
enum GradientGeometry: Sendable, Equatable {
    /// From p0 (t = 0) to p1 (t = 1), its lines of equal colour parallel to p0→p2.
    case linear(x0: Double, y0: Double, x1: Double, y1: Double, x2: Double, y2: Double)
    /// Two-point conical: circle (c0, r0) at t = 0 to circle (c1, r1) at t = 1.
    case radial(x0: Double, y0: Double, r0: Double, x1: Double, y1: Double, r1: Double)
    /// Angles counter-clockwise in degrees about the centre, `start` at t = 0, `end` at t = 1.
    case sweep(cx: Double, cy: Double, start: Double, end: Double)

    /// The parameter at (x, y); nil where the gradient paints nothing (outside a radial cone).
    func parameter(_ x: Double, _ y: Double) -> Double? {
        switch self {
        case let .linear(x0, y0, x1, y1, x2, y2):
            return GradientGeometry.linear(x - x0, y - y0, x1 - x0, y1 - y0, x2 - x0, y2 - y0)
        case let .radial(x0, y0, r0, x1, y1, r1):
            return GradientGeometry.radial(x - x0, y - y0, r0: r0, dx: x1 - x0, dy: y1 - y0, dr: r1 - r0)
        case let .sweep(cx, cy, start, end):
            guard end != start else { return nil }
            var angle = atan2(y - cy, x - cx) * 180 / .pi
            if angle < 0 { angle += 360 }
            return (angle - start) / (end - start)
        }
    }

    /// Linear: p1 is first moved onto the normal of p0→p2 through p0 (the spec's p3).
    private static func linear(_ px: Double, _ py: Double, _ ax: Double, _ ay: Double,
                               _ bx: Double, _ by: Double) -> Double? {
        // The normal of p0→p2, or p0→p1 itself when p2 coincides with p0.
        let (nx, ny) = bx == 0 && by == 0 ? (ax, ay) : (by, -bx)
        let nn = nx * nx + ny * ny
        guard nn > 0 else { return nil }
        let k = (ax * nx + ay * ny) / nn
        let (dx, dy) = (nx * k, ny * k)
        let dd = dx * dx + dy * dy
        guard dd > 0 else { return nil }
        return (px * dx + py * dy) / dd
    }

    /// Radial: the largest t whose circle passes through the point with a radius ≥ 0.
    private static func radial(_ px: Double, _ py: Double, r0: Double, dx: Double, dy: Double, dr: Double) -> Double? {
        let a = dx * dx + dy * dy - dr * dr
        let b = px * dx + py * dy + r0 * dr
        let c = px * px + py * py - r0 * r0
        if abs(a) < 1e-9 {
            guard b != 0 else { return nil }
            let t = c / (2 * b)
            return r0 + t * dr >= 0 ? t : nil
        }
        let disc = b * b - a * c
        guard disc >= 0 else { return nil }
        let root = disc.squareRoot()
        for t in [(b + root) / a, (b - root) / a].sorted(by: >) where r0 + t * dr >= 0 { return t }
        return nil
    }
}
