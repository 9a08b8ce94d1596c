/// A point in Interface Builder coordinates (points).
public struct IBPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A size in points.
public struct IBSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A rectangle in the superview's coordinates (`<rect key="frame" x= y= width= height=>`).
public struct IBRect: Hashable, Sendable {
    public var origin: IBPoint
    public var size: IBSize
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = IBPoint(x: x, y: y)
        size = IBSize(width: width, height: height)
    }
    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
}

/// `UIEdgeInsets` (`<edgeInsets key="layoutMargins" top= left= bottom= right=>`).
public struct IBEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// `NSDirectionalEdgeInsets` (`<directionalEdgeInsets key="directionalLayoutMargins" ...>`).
public struct IBDirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// The layout margins a view was given in the document. Absent means UIKit's default.
public enum IBLayoutMargins: Hashable, Sendable {
    /// `layoutMargins` (left/right, not flipped for right-to-left).
    case fixed(IBEdgeInsets)
    /// `directionalLayoutMargins` (leading/trailing, flipped for right-to-left).
    case directional(IBDirectionalEdgeInsets)
}

/// `UIView.AutoresizingMask`, from `<autoresizingMask key="autoresizingMask" .../>`
/// (XML names: flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY).
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)
}
