import Layout

/// `UISwitch`: 51 × 31 points, on or off.
@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var defaultContentPriorities: ContentPriorities {
        ContentPriorities(defaultHugging: [.defaultHigh, .defaultHigh], defaultResistance: [.defaultHigh, .defaultHigh])
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .switch(SwitchProperties(isOn: isOn, onTintColor: context.color(onTintColor, default: .system(.systemGreen))))
    }
}
