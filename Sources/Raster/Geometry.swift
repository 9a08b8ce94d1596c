/// A point in pixel coordinates (origin top-left, y down).
public struct PixelPoint: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in pixel coordinates; edges may be fractional.
public struct PixelRect: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { min(x, x + width) }
    public var maxX: Double { max(x, x + width) }
    public var minY: Double { min(y, y + height) }
    public var maxY: Double { max(y, y + height) }

    /// The same rectangle with non-negative width and height.
    public var standardized: PixelRect {
        PixelRect(x: minX, y: minY, width: abs(width), height: abs(height))
    }

    /// True when the rectangle has no area (or is not finite).
    public var isEmpty: Bool {
        !(width.isFinite && height.isFinite && x.isFinite && y.isFinite) || width == 0 || height == 0
    }

    /// Moves each edge inwards by `dx` (left and right) and `dy` (top and bottom).
    public func insetBy(dx: Double, dy: Double) -> PixelRect {
        let r = standardized
        return PixelRect(x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }
}

/// An integer pixel rectangle (half-open: columns `x0..<x1`, rows `y0..<y1`).
public struct PixelBounds: Equatable, Hashable, Sendable {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = max(x0, x1)
        self.y1 = max(y0, y1)
    }

    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    public func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(x0: max(x0, other.x0), y0: max(y0, other.y0),
                    x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The smallest integer bounds covering `rect` (clamped to a sane range).
    public init(covering rect: PixelRect) {
        let r = rect.standardized
        guard !r.isEmpty else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        self.init(x0: clampToInt(r.minX.rounded(.down)), y0: clampToInt(r.minY.rounded(.down)),
                  x1: clampToInt(r.maxX.rounded(.up)), y1: clampToInt(r.maxY.rounded(.up)))
    }
}

/// Converts to Int, keeping far-out values in a range that cannot overflow later arithmetic.
@inline(__always)
func clampToInt(_ v: Double) -> Int {
    if v.isNaN { return 0 }
    return Int(min(max(v, -1_000_000_000), 1_000_000_000))
}

/// Corner radii of a rounded rectangle, in pixels.
public struct CornerRadii: Equatable, Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ all: Double) {
        self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all)
    }

    public static let zero = CornerRadii(0)

    var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
}

/// A rectangle with (possibly different) circular corners. Circles and capsules are rounded
/// rectangles whose radius is half the shorter side.
public struct RoundedRect: Equatable, Hashable, Sendable {
    public var rect: PixelRect
    public var radii: CornerRadii

    public init(rect: PixelRect, radii: CornerRadii) {
        self.rect = rect
        self.radii = radii
    }

    public init(rect: PixelRect, radius: Double) {
        self.init(rect: rect, radii: CornerRadii(radius))
    }

    /// A circle (or capsule, for a non-square rect) inscribed in `rect`.
    public static func capsule(in rect: PixelRect) -> RoundedRect {
        let r = rect.standardized
        return RoundedRect(rect: r, radius: min(r.width, r.height) / 2)
    }

    /// Radii made usable: negatives become 0, and when two radii on one side add up to more
    /// than that side, all radii are scaled down by the same factor (as CSS does), so a radius
    /// larger than half the shorter side gives a capsule.
    public var normalizedRadii: CornerRadii {
        let r = rect.standardized
        var c = CornerRadii(topLeft: max(0, radii.topLeft.isFinite ? radii.topLeft : 0),
                            topRight: max(0, radii.topRight.isFinite ? radii.topRight : 0),
                            bottomRight: max(0, radii.bottomRight.isFinite ? radii.bottomRight : 0),
                            bottomLeft: max(0, radii.bottomLeft.isFinite ? radii.bottomLeft : 0))
        var f = 1.0
        func limit(_ sum: Double, _ side: Double) {
            if sum > side, sum > 0 { f = min(f, side / sum) }
        }
        limit(c.topLeft + c.topRight, r.width)
        limit(c.bottomLeft + c.bottomRight, r.width)
        limit(c.topLeft + c.bottomLeft, r.height)
        limit(c.topRight + c.bottomRight, r.height)
        if f < 1 {
            c = CornerRadii(topLeft: c.topLeft * f, topRight: c.topRight * f,
                            bottomRight: c.bottomRight * f, bottomLeft: c.bottomLeft * f)
        }
        return c
    }

    /// The rounded rect grown outwards by `d` (negative shrinks). Round corners follow the
    /// offset curve (r + d, never below 0), which is exact for circular arcs; square corners
    /// stay square (a mitre join, as a stroked rectangle has).
    public func outset(by d: Double) -> RoundedRect {
        let n = normalizedRadii
        func off(_ r: Double) -> Double { r > 0 ? max(0, r + d) : 0 }
        return RoundedRect(rect: rect.insetBy(dx: -d, dy: -d),
                           radii: CornerRadii(topLeft: off(n.topLeft), topRight: off(n.topRight),
                                              bottomRight: off(n.bottomRight), bottomLeft: off(n.bottomLeft)))
    }
}
