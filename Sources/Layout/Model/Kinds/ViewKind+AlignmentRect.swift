/// UIKit's `alignmentRectInsets`: the controls whose frame is larger than the rectangle Auto
/// Layout places (docs/layout.md, "Controls"). Constraints, stack views and the intrinsic size
/// act on the alignment rect; the frame sticks out of it by these insets.
extension ViewKind {
    /// The view's alignment rect insets (physical edges): a switch's frame sticks out 2 pt at the
    /// right, a slider's 2 pt left and right and 1 pt at the bottom; zero for every other kind.
    public var alignmentRectInsets: EdgeInsets {
        switch self {
        case .switch: return SwitchProperties.alignmentRectInsets
        case .slider: return SliderProperties.alignmentRectInsets
        default: return .zero
        }
    }
}

extension SwitchProperties {
    /// The 51×31 frame sticks out of the 49×31 alignment rect at the right: Interface Builder
    /// stores a switch pinned to a trailing edge 2 pt past it (Xcode 10-26 documents of the
    /// ib-corpus), one stretched by constraints 2 pt wider.
    public static let alignmentRectInsets = EdgeInsets(right: 2)
}

extension SliderProperties {
    /// The frame sticks out 2 pt left and right and 1 pt below the 30-pt alignment rect: IB
    /// stores a slider pinned to 0 and 1112 at x -2, width 1116, height 31 (Xcode 10-16).
    public static let alignmentRectInsets = EdgeInsets(left: 2, bottom: 1, right: 2)
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
