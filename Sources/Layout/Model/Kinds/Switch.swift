/// UISwitch properties.
public struct SwitchProperties: Hashable, Sendable {
    public var isOn: Bool
    public var onTintColor: Color
    public init(isOn: Bool = false, onTintColor: Color = .system(.systemGreen)) {
        self.isOn = isOn; self.onTintColor = onTintColor
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

extension SwitchProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { .control(value: isOn ? "on" : "off", traits: [.button]) }
    var checkRole: CheckRole { .textOrControl }
    func alignmentRectInsets(os: OSVersion) -> EdgeInsets { Self.alignmentRectInsets }
}
