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

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .stepper(StepperProperties(value: value, minimumValue: minimumValue, maximumValue: maximumValue, wraps: wraps,
                                   stepValue: stepValue, autorepeat: autorepeat))
    }
}
