import Layout

/// `UISlider`.
@MainActor
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var isContinuous = true

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .slider(SliderProperties(value: Double(value), minimumValue: Double(minimumValue), maximumValue: Double(maximumValue),
                                 minimumTrackTintColor: context.color(minimumTrackTintColor),
                                 maximumTrackTintColor: context.color(maximumTrackTintColor)))
    }
}
