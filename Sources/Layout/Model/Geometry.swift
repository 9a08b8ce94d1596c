/// A point in points (not pixels); y grows downwards, as in UIKit.
public struct Point: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points; `origin` is the top-left corner (y down).
public struct Rect: Hashable, Codable, Sendable {
    public var origin: Point
    public var size: Size
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// Insets on the four physical sides (UIEdgeInsets).
public struct EdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
    public static let zero = EdgeInsets()
}

/// Insets expressed with leading/trailing (NSDirectionalEdgeInsets); resolved against the
/// view's effective layout direction.
public struct DirectionalEdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
    public static let zero = DirectionalEdgeInsets()

    /// Physical insets for a layout direction.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// An sRGB colour with alpha, components 0...1: its light-appearance value, plus what it
/// becomes in the dark appearance when it is a dynamic colour (`dynamic`; see
/// `resolved(_:)`).
public struct Color: Hashable, Codable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The colour's dark-appearance value when it has one (a system colour, an asset-catalog
    /// colour with a dark variant); nil for a fixed colour.
    public var dynamic: DynamicColor?
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, dynamic: DynamicColor? = nil) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.dynamic = dynamic
    }
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// UIColor.lightGray (white 2/3).
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// The classic iOS 7+ system tint (0, 122, 255), dynamic (`SystemColor.systemBlue`).
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1, dynamic: .system(.systemBlue))
}

/// Rounding helpers on a pixel grid of `1/scale` points.
enum PixelGrid {
    /// Nearest pixel; exact halves go up (towards +infinity), so the rule does not depend on sign.
    static func round(_ v: Double, scale: Double) -> Double {
        guard scale > 0, v.isFinite else { return v }
        return (v * scale + 0.5).rounded(.down) / scale
    }
    /// Up to the next pixel, tolerating float noise of 1e-6 px.
    static func ceil(_ v: Double, scale: Double) -> Double {
        guard scale > 0, v.isFinite else { return v }
        return (v * scale - 1e-6).rounded(.up) / scale
    }
}
