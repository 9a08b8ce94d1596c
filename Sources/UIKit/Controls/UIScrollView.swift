import Layout

/// `UIScrollView`: a viewport on content laid out against its content and frame guides.
@MainActor
open class UIScrollView: UIView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// The content size: as set, or what the content's constraints gave at the last layout.
    open var contentSize: CGSize = .zero
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `contentLayoutGuide`: the scrollable content's rectangle.
    public var contentLayoutGuide: UILayoutGuide { ownGuide(.scrollContent) }
    /// `frameLayoutGuide`: the scroll view's own frame.
    public var frameLayoutGuide: UILayoutGuide { ownGuide(.scrollFrame) }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

    override var boundsOrigin: CGPoint { contentOffset }

    /// The adjusted inset the content offset last rested at (UIKit keeps a scroll view at rest
    /// at `-adjustedContentInset`'s top-left corner as the inset changes).
    private var restingInset: UIEdgeInsets = .zero

    override func layoutKind(_ context: KindContext) -> ViewKind {
        var p = ScrollViewProperties(contentOffset: Point(x: Double(contentOffset.x), y: Double(contentOffset.y)),
                                     contentInset: contentInset.edgeInsets)
        p.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior.layout
        return .scrollView(p)
    }

    /// The content size and `adjustedContentInset` (the content inset plus the safe area its
    /// `contentInsetAdjustmentBehavior` adjusts); a scroll view at rest (never scrolled: its
    /// offset at the last resting inset's corner) moves to the new inset's corner, as UIKit's
    /// does under a navigation bar (`contentOffset.y` -64 on an iPhone 8). Layout lays the
    /// content out again at that offset (`LayoutPass`).
    override func laidOut(_ laid: LaidOutView) {
        if let size = laid.contentSize { contentSize = CGSize(size) }
        adjustedContentInset = laid.adjustedContentInset.map(UIEdgeInsets.init) ?? contentInset
        let adjustment = UIEdgeInsets(top: adjustedContentInset.top - contentInset.top, left: adjustedContentInset.left - contentInset.left,
                                      bottom: 0, right: 0)
        guard contentOffset == CGPoint(x: -restingInset.left, y: -restingInset.top) else { return }
        contentOffset = CGPoint(x: -adjustment.left, y: -adjustment.top)
        restingInset = adjustment
    }
}

extension UIScrollView.ContentInsetAdjustmentBehavior {
    /// Layout's behaviour of the same name.
    var layout: Layout.ContentInsetAdjustmentBehavior {
        switch self {
        case .automatic: return .automatic
        case .scrollableAxes: return .scrollableAxes
        case .never: return .never
        case .always: return .always
        }
    }
}
