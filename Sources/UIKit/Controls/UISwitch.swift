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
                                   stepValue: stepValue))
    }
}

/// `UIPageControl`.
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .pageControl(PageControlProperties(numberOfPages: numberOfPages, currentPage: currentPage,
                                           hidesForSinglePage: hidesForSinglePage,
                                           pageIndicatorTintColor: context.color(pageIndicatorTintColor),
                                           currentPageIndicatorTintColor: context.color(currentPageIndicatorTintColor)))
    }
}
