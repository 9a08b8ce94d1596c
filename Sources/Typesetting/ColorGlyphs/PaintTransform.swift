import Foundation

/// A 2×3 affine transform of COLRv1 painting (`x' = xx·x + xy·y + dx`, `y' = yx·x + yy·y + dy`),
/// as FreeType's `FT_Affine23` writes it, in doubles.
struct PaintTransform: Sendable, Equatable {
    var xx = 1.0, xy = 0.0, dx = 0.0
    var yx = 0.0, yy = 1.0, dy = 0.0

    static let identity = PaintTransform()

    /// Applies `self` after `inner`: the transform of a child paint inside this one.
    func concatenating(_ inner: PaintTransform) -> PaintTransform {
        PaintTransform(xx: xx * inner.xx + xy * inner.yx, xy: xx * inner.xy + xy * inner.yy,
                       dx: xx * inner.dx + xy * inner.dy + dx,
                       yx: yx * inner.xx + yy * inner.yx, yy: yx * inner.xy + yy * inner.yy,
                       dy: yx * inner.dx + yy * inner.dy + dy)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y + dx, yx * x + yy * y + dy)
    }

    /// The inverse, nil when the transform collapses the plane (then nothing paints).
    var inverted: PaintTransform? {
        let det = xx * yy - xy * yx
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ixx = yy / det, ixy = -xy / det, iyx = -yx / det, iyy = xx / det
        return PaintTransform(xx: ixx, xy: ixy, dx: -(ixx * dx + ixy * dy),
                              yx: iyx, yy: iyy, dy: -(iyx * dx + iyy * dy))
    }

    static func translation(_ x: Double, _ y: Double) -> PaintTransform {
        PaintTransform(dx: x, dy: y)
    }

    static func scale(_ x: Double, _ y: Double) -> PaintTransform {
        PaintTransform(xx: x, yy: y)
    }

    /// Counter-clockwise by `degrees` (y up, as font units are).
    static func rotation(degrees: Double) -> PaintTransform {
        let r = degrees * .pi / 180
        return PaintTransform(xx: cos(r), xy: -sin(r), yx: sin(r), yy: cos(r))
    }

    /// COLRv1's skew: the y axis turns counter-clockwise by `x` degrees, the x axis by `y`.
    static func skew(x: Double, y: Double) -> PaintTransform {
        PaintTransform(xx: 1, xy: tan(-x * .pi / 180), yx: tan(y * .pi / 180), yy: 1)
    }

    /// `transform` about a centre point instead of the origin.
    static func about(_ cx: Double, _ cy: Double, _ transform: PaintTransform) -> PaintTransform {
        translation(cx, cy).concatenating(transform).concatenating(translation(-cx, -cy))
    }
}
