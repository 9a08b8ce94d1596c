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

extension IBBuildState {
    /// On the canvas, a multi-line label whose preferred width is automatic (no
    /// `preferredMaxLayoutWidth=`) and whose stored frame shows its text wrapped (taller than
    /// one and a half lines of its font) wraps at its stored width, and is no wider, where UIKit
    /// at run time lays its text out on one line until constraints narrow it. Measured:
    /// freeotp's six-line label in a leading-aligned stack with no width constraint is stored
    /// 246.5 wide, four lines; its four-line label in a centred stack 332.5 wide, 3 points in
    /// from each side of the 338.5-point stack. A label stored on one line is left to its text
    /// (its stored width is Apple's text width, which ours need not match).
    func canvasPreferredWidth(of view: IBView, lines: Int, font: FontDescriptor) -> Double? {
        guard isCanvas, lines != 1, let frame = view.frame, frame.width > 0,
              frame.height > 1.5 * Self.systemLineHeight * font.nominalSize else { return nil }
        return frame.width
    }

    /// The system font's line height per point of size (`UIFont.lineHeight` of SF, 1.19 em).
    static let systemLineHeight = 1.2
}
