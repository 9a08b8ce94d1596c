/// The `intrinsicContentSize` a `UIView` subclass returns where a plain view has none: a
/// recipe's `intrinsicContentSize` override, or Interface Builder's design-time "Intrinsic Size:
/// Placeholder" on its canvas. Per axis, nil is `UIView.noIntrinsicMetric`.
///
/// It is intrinsic content like a label's (docs/layout.md, "How constraints are generated"):
/// compression resistance and hugging at the view's priorities, and what a `fillProportionally`
/// stack divides its length by (UIKit's `_proportionalFillLengthForOrderedArrangement:` reads
/// the intrinsic size first, the fitting size only where there is none).
public struct IntrinsicSizeOverride: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width; self.height = height
    }

    /// Finite, non-negative lengths only; anything else is no intrinsic metric.
    var content: IntrinsicContent {
        func metric(_ v: Double?) -> Double? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        return IntrinsicContent(width: metric(width), height: metric(height), text: nil)
    }
}
