/// `UIScrollView.ContentInsetAdjustmentBehavior`: how a scroll view (table, collection view)
/// adds its safe area to its content inset. UIScrollView.h (iOS 11 SDK on):
/// - `automatic` (the default): "Similar to .scrollableAxes, but for backward compatibility will
///   also adjust the top & bottom contentInset when the scroll view is owned by a view controller
///   with automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless
///   of whether the scroll view is scrollable";
/// - `scrollableAxes`: "Edges for scrollable axes are adjusted (i.e., contentSize.width/height >
///   frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)";
/// - `never`: "contentInset is not adjusted";
/// - `always`: "contentInset is always adjusted by the scroll view's safeAreaInsets".
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

/// `adjustedContentInset` (docs/layout.md, "Content inset adjustment"): the content inset plus
/// the edges of the scroll view's own safe area insets its behaviour adjusts; at rest the
/// content offset is `(-left, -top)` of it, so the first row shows below the bars and the last
/// one scrolls to above the tab bar.
public struct ContentInsetAdjustment: Hashable, Sendable {
    public var behavior: ContentInsetAdjustmentBehavior
    /// The scrollable axes: content larger than the frame, or bouncing always along it.
    public var scrollsVertically: Bool
    public var scrollsHorizontally: Bool
    /// The scroll view belongs to a view controller shown by a navigation or tab bar controller
    /// (the screen has a navigation bar, a tab bar or a toolbar).
    public var isInContainer: Bool

    public init(behavior: ContentInsetAdjustmentBehavior, scrollsVertically: Bool, scrollsHorizontally: Bool = false,
                isInContainer: Bool) {
        self.behavior = behavior; self.scrollsVertically = scrollsVertically
        self.scrollsHorizontally = scrollsHorizontally; self.isInContainer = isInContainer
    }

    /// `adjustedContentInset` for the view's `safeArea` (its own safe area insets) and `contentInset`.
    public func adjustedInset(safeArea: EdgeInsets, contentInset: EdgeInsets = .zero) -> EdgeInsets {
        var i = contentInset
        if adjustsVertically { i.top += safeArea.top; i.bottom += safeArea.bottom }
        if adjustsHorizontally { i.left += safeArea.left; i.right += safeArea.right }
        return i
    }

    var adjustsVertically: Bool {
        switch behavior {
        case .always: return true
        case .never: return false
        case .scrollableAxes: return scrollsVertically
        case .automatic: return scrollsVertically || isInContainer
        }
    }

    var adjustsHorizontally: Bool {
        switch behavior {
        case .always: return true
        case .never: return false
        case .scrollableAxes, .automatic: return scrollsHorizontally
        }
    }

    /// The content offset at rest: the adjusted inset's top-left corner.
    public static func restingOffset(_ adjusted: EdgeInsets) -> Point {
        Point(x: -adjusted.left, y: -adjusted.top)
    }
}
