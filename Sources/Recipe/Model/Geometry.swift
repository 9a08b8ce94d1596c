/// Insets with any edge optional: an edge left out keeps the view's default.
/// `UIEdgeInsets` (absolute left/right).
public struct EdgeInsetsSpec: Sendable, Hashable {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?

    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four edges equal.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }
}

/// `NSDirectionalEdgeInsets` (leading/trailing follow the layout direction); edges optional.
public struct DirectionalEdgeInsetsSpec: Sendable, Hashable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A view's layout margins: `layoutMargins` (left/right) or `directionalLayoutMargins`
/// (leading/trailing), depending on which edge names the recipe used.
public enum LayoutMarginsSpec: Sendable, Hashable {
    case edges(EdgeInsetsSpec)
    case directional(DirectionalEdgeInsetsSpec)
}

/// A point (`CGPoint`), e.g. a scroll view's content offset.
public struct PointSpec: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size (`CGSize`) in points.
public struct SizeSpec: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle (`CGRect`) in points.
public struct RectSpec: Sendable, Hashable {
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
}

/// One axis of an `intrinsicContentSize` override.
public enum IntrinsicMetric: Sendable, Hashable {
    /// `UIView.noIntrinsicMetric`.
    case noIntrinsicMetric
    case points(Double)
}

/// An override of `intrinsicContentSize`; an axis left nil keeps the view's own value.
public struct IntrinsicSizeSpec: Sendable, Hashable {
    public var width: IntrinsicMetric?
    public var height: IntrinsicMetric?

    public init(width: IntrinsicMetric? = nil, height: IntrinsicMetric? = nil) {
        self.width = width
        self.height = height
    }
}

/// `UILayoutPriority` names accepted wherever a priority is written.
public enum PriorityName {
    /// name → value, in documentation order.
    public static let all: [(String, Double)] = [
        ("required", 1000), ("high", 750), ("defaultHigh", 750), ("low", 250), ("defaultLow", 250),
        ("fittingSizeLevel", 50),
    ]

    static func value(of name: String) -> Double? {
        all.first { $0.0 == name }?.1
    }
}
