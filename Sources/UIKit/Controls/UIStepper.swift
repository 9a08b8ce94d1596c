import Layout

/// `UIStepper`.
@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Made in code it hugs its content at 750 on both axes (UIKit's class default).
    override var defaultContentPriorities: ContentPriorities {
        ContentPriorities(defaultHugging: [.defaultHigh, .defaultHigh])
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .stepper(StepperProperties(value: value, minimumValue: minimumValue, maximumValue: maximumValue, wraps: wraps,
                                   stepValue: stepValue, autorepeat: autorepeat))
    }
}
