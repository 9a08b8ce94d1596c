/// UIStepper properties.
public struct StepperProperties: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// `wraps`: at a limit the value wraps round, so neither button is ever disabled.
    public var wraps: Bool
    /// `stepValue`: how far a tap moves the value (UIKit's default 1; it must be above 0).
    public var stepValue: Double
    /// `autorepeat`: holding a button repeats the step (UIKit's default true; not drawn).
    public var autorepeat: Bool

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, wraps: Bool = false,
                stepValue: Double = 1, autorepeat: Bool = true) {
        self.value = value; self.minimumValue = minimumValue; self.maximumValue = maximumValue; self.wraps = wraps
        self.stepValue = stepValue; self.autorepeat = autorepeat
    }

    /// The smallest step UIKit takes (`stepValue` must be greater than 0).
    public static let steps: ClosedRange<Double> = 0.000_001...1_000_000

    /// The − button is dimmed at the minimum (unless the stepper wraps).
    public var isDecrementEnabled: Bool { wraps || value > minimumValue }
    /// The + button is dimmed at the maximum (unless the stepper wraps).
    public var isIncrementEnabled: Bool { wraps || value < maximumValue }

    /// Intrinsic (and fixed) size, iOS 13+ (docs/layout.md, "Controls").
    public static let size = Size(width: 94, height: 32)
}

extension StepperProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .stepper(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .stepper(self) }
}

extension IntrinsicSizer {
    /// A stepper's fixed size; no text (its baselines are its top and bottom edges).
    func content(of s: StepperProperties, rtl: Bool) -> IntrinsicContent {
        IntrinsicContent(width: StepperProperties.size.width, height: StepperProperties.size.height, text: nil)
    }
}

extension StepperProperties: UIKitClass {
    public static let uikitDefault = StepperProperties()
    public static let recipeKey = "stepper"
    public static let interfaceBuilderElement: String? = "stepper"
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("value", .number(\.value, range: UIKitProperty<Self>.values, what: "a value")),
        UIKitProperty("minimumValue", .number(\.minimumValue, range: UIKitProperty<Self>.values, what: "a value")),
        UIKitProperty("maximumValue", .number(\.maximumValue, range: UIKitProperty<Self>.values, what: "a value")),
        UIKitProperty("wraps", .bool(\.wraps)),
        UIKitProperty("stepValue", .number(\.stepValue, range: steps, what: "a step")),
        UIKitProperty("autorepeat", .bool(\.autorepeat)),
    ]
}

extension StepperProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { .control(traits: [.adjustable]) }
    var checkRole: CheckRole { .textOrControl }
}
