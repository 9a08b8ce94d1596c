import Layout

/// Interface Builder's canvas keeps the designed size of an arranged subview that has no
/// intrinsic size of its own (docs/interface-builder.md, "The Interface Builder canvas").
extension IBBuildState {
    /// On the canvas, an arranged subview with no intrinsic length on an axis (a plain or custom
    /// view, a scrolling text view, a scroll, table or collection view) has its stored length
    /// there as its intrinsic content size, at its own hugging and compression resistance,
    /// where UIKit's stack would collapse it or leave it free (not in a `fillProportionally`
    /// stack, which shares its length by such a view's fitting size). Measured: firebase's scrolling
    /// text view keeps its 397 points in a fill stack whose first button grows instead (the
    /// first of the items tied at hugging 250); loop's custom view keeps its stored 44 against
    /// a `height = 34` at 999 with compression resistance 1000.
    mutating func keepDesignedSize(of view: IBView, id: ViewID, arranged: Bool) {
        guard isCanvas, arranged, let frame = view.frame, tree[id].intrinsicSizeOverride == nil,
              !inProportionalStack(id),
              Self.placeholderElement(of: view) == nil,
              view.properties.placeholderIntrinsicWidth == nil, view.properties.placeholderIntrinsicHeight == nil,
              Self.hasNoIntrinsicSize(tree[id].kind) else { return }
        if case .view = tree[id].kind {
            tree[id].intrinsicSizeOverride = IntrinsicSizeOverride(width: frame.width, height: frame.height)
        } else {
            addIntrinsicSizeStandIn(id, width: frame.width, height: frame.height, identifier: "IB-design-size")
        }
    }

    /// True when the view is arranged in a `fillProportionally` stack, which sizes such a view
    /// by its share of its fitting size (UIKit's `_proportionalFillLengthForOrderedArrangement:`).
    func inProportionalStack(_ id: ViewID) -> Bool {
        guard let parent = tree[id].superview, let stack = tree[parent].stack else { return false }
        return stack.distribution == .fillProportionally
    }

    /// Kinds with no intrinsic content size on either axis (UIKit's `noIntrinsicMetric`).
    static func hasNoIntrinsicSize(_ kind: Layout.ViewKind) -> Bool {
        switch kind {
        case .view, .scrollView, .tableView, .collectionView: return true
        case .textView(let t): return t.isScrollEnabled
        default: return false
        }
    }
}
