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
}
