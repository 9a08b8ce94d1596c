/// UIKit's `alignmentRectInsets`: the controls whose frame is larger than the rectangle Auto
/// Layout places (docs/layout.md, "Controls"). Constraints, stack views and the intrinsic size
/// act on the alignment rect; the frame sticks out of it by these insets.
extension ViewKind {
    /// The view's alignment rect insets (physical edges) on iOS `os`: a switch's frame sticks out
    /// 2 pt at the right, a slider's 2 pt left and right and 1 pt at the bottom before iOS 26, a
    /// segmented control's 1 pt at the bottom; zero for every other kind.
    public func alignmentRectInsets(os: OSVersion) -> EdgeInsets {
        switch self {
        case .switch: return SwitchProperties.alignmentRectInsets
        case .slider: return SliderProperties.alignmentRectInsets(os: os)
        case .segmentedControl: return SegmentedControlProperties.alignmentRectInsets
        default: return .zero
        }
    }
}

extension SwitchProperties {
    /// The frame sticks out of the alignment rect at the right: Interface Builder stores a
    /// switch pinned to a trailing edge 2 pt past it (Xcode 10-26 documents of the ib-corpus),
    /// one stretched by constraints 2 pt wider.
    public static let alignmentRectInsets = EdgeInsets(right: 2)

    /// The frame's size: 51×31, 63×28 from iOS 26 (Xcode 26 canvases of the ib-corpus).
    public static func frameSize(os: OSVersion) -> Size {
        os >= OSVersion(26) ? Size(width: 63, height: 28) : Size(width: 51, height: 31)
    }

    /// The intrinsic size: the alignment rect of the frame.
    static func intrinsicSize(os: OSVersion) -> Size {
        let f = frameSize(os: os)
        return Size(width: f.width - alignmentRectInsets.left - alignmentRectInsets.right,
                    height: f.height - alignmentRectInsets.top - alignmentRectInsets.bottom)
    }
}

extension SliderProperties {
    /// Before iOS 26 the frame sticks out 2 pt left and right and 1 pt below the alignment
    /// rect: IB stores a slider pinned to 0 and 1112 at x -2, width 1116, height 31 (Xcode
    /// 10-16); from iOS 26 the frame is the alignment rect (Xcode 26: x and width as pinned).
    public static func alignmentRectInsets(os: OSVersion) -> EdgeInsets {
        os >= OSVersion(26) ? .zero : EdgeInsets(left: 2, bottom: 1, right: 2)
    }

    /// The alignment rect's height: 30 before iOS 16, 33 on iOS 16-18 (a 34-pt frame, Xcode
    /// 14-16), 34 from iOS 26 (Xcode 26 canvases).
    public static func height(os: OSVersion) -> Double {
        if os >= OSVersion(26) { return 34 }
        return os >= OSVersion(16) ? 33 : height
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
