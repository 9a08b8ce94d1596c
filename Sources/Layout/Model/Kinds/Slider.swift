/// UISlider properties.
public struct SliderProperties: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// `minimumTrackTintColor`; nil = the tint colour.
    public var minimumTrackTintColor: Color?
    /// `maximumTrackTintColor`; nil = the system's grey track.
    public var maximumTrackTintColor: Color?

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1,
                minimumTrackTintColor: Color? = nil, maximumTrackTintColor: Color? = nil) {
        self.value = value; self.minimumValue = minimumValue; self.maximumValue = maximumValue
        self.minimumTrackTintColor = minimumTrackTintColor; self.maximumTrackTintColor = maximumTrackTintColor
    }

    /// Where the value lies between the minimum and the maximum, 0...1 (0 for an empty range).
    public var fraction: Double {
        let range = maximumValue - minimumValue
        guard range > 0, range.isFinite, value.isFinite else { return 0 }
        return max(0, min(1, (value - minimumValue) / range))
    }

    /// Intrinsic height before iOS 16 (`height(os:)`); a slider has no intrinsic width (docs/layout.md, "Controls").
    public static let height = 30.0
    /// The thumb's diameter.
    public static let thumbDiameter = 28.0
    /// The track's thickness.
    public static let trackHeight = 4.0
}

extension SliderProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .slider(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .slider(self) }
}

extension IntrinsicSizer {
    /// A slider's fixed height (by the iOS version); no intrinsic width and no text.
    func content(of s: SliderProperties, rtl: Bool) -> IntrinsicContent {
        IntrinsicContent(width: nil, height: SliderProperties.height(os: environment.osVersion), text: nil)
    }
}

extension SliderProperties: UIKitClass {
    public static let uikitDefault = SliderProperties()
    public static let recipeKey = "slider"
    public static let interfaceBuilderElement: String? = "slider"
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("value", .number(\.value, range: UIKitProperty<Self>.values, what: "a value")),
        UIKitProperty("minimumValue", .number(\.minimumValue, range: UIKitProperty<Self>.values, what: "a value"),
                      interfaceBuilder: ["minValue"]),
        UIKitProperty("maximumValue", .number(\.maximumValue, range: UIKitProperty<Self>.values, what: "a value"),
                      interfaceBuilder: ["maxValue"]),
        UIKitProperty("minimumTrackTintColor", .color(\.minimumTrackTintColor)),
        UIKitProperty("maximumTrackTintColor", .color(\.maximumTrackTintColor)),
    ]
    public static let undrawnInterfaceBuilderKeys: [UIKitProperty<Self>.Undrawn] = [
        .color("thumbTintColor"), .attribute("minimumValueImage"), .attribute("maximumValueImage"),
    ]
    public static let undrawnNote: String? = "the thumb colour and value images are not drawn"
}

extension SliderProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults {
        .control(value: AccessibilityDefaults.percent(value, minimumValue, maximumValue), traits: [.adjustable])
    }
    var checkRole: CheckRole { .textOrControl }
    func alignmentRectInsets(os: OSVersion) -> EdgeInsets { Self.alignmentRectInsets(os: os) }
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
