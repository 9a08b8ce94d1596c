/// UIKit's `alignmentRectInsets`: the controls whose frame is larger than the rectangle Auto
/// Layout places (docs/layout.md, "Controls"). Constraints, stack views and the intrinsic size
/// act on the alignment rect; the frame sticks out of it by these insets.
extension ViewKind {
    /// The view's alignment rect insets (physical edges) on iOS `os`, as its class answers them
    /// (`ViewKindConcerns.alignmentRectInsets(os:)`, in each class's file; zero for most).
    public func alignmentRectInsets(os: OSVersion) -> EdgeInsets {
        concerns.alignmentRectInsets(os: os)
    }
}

extension Rect {
    /// The rectangle grown by `insets` on each edge (UIKit's `frame(forAlignmentRect:)`).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX - insets.left, y: minY - insets.top, width: width + insets.left + insets.right,
             height: height + insets.top + insets.bottom)
    }

    /// The rectangle shrunk by `insets` on each edge (UIKit's `alignmentRect(forFrame:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }
}
