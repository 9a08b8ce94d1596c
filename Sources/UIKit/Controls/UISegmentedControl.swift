import Layout

/// `UISegmentedControl`: titled segments, one selected.
@MainActor
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    private var titles: [String] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Segments titled by strings (other items, such as images, are shown as empty segments).
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String ?? "" }
        super.init(frame: .zero)
    }

    public var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        if titles.indices.contains(segment) { titles.remove(at: segment) }
    }

    open func removeAllSegments() { titles = [] }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title ?? "" }
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .segmentedControl(SegmentedControlProperties(segments: titles, selectedSegmentIndex: selectedSegmentIndex,
                                                     apportionsSegmentWidthsByContent: apportionsSegmentWidthsByContent,
                                                     selectedSegmentTintColor: context.color(selectedSegmentTintColor)))
    }
}

/// `UIProgressView`.
@MainActor
open class UIProgressView: UIView {
    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }

    open var progress: Float = 0
    open var progressViewStyle: Style = .default
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// Made in code it hugs its content at 250 horizontally and 750 vertically (UIKit's class
    /// default: a bar that stretches along, never across).
    override var defaultContentPriorities: ContentPriorities {
        ContentPriorities(defaultHugging: [.defaultLow, .defaultHigh])
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .progressView(ProgressViewProperties(progress: Double(progress), style: progressViewStyle == .bar ? .bar : .default,
                                             progressTintColor: context.color(progressTintColor),
                                             trackTintColor: context.color(trackTintColor)))
    }
}

/// `UIActivityIndicatorView`: hidden when stopped unless `hidesWhenStopped` is false.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// Made in code it hugs its content at 750 on both axes (UIKit's class default).
    override var defaultContentPriorities: ContentPriorities {
        ContentPriorities(defaultHugging: [.defaultHigh, .defaultHigh])
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        let large = style == .large || style == .whiteLarge
        let implied: UIColor? = style == .white || style == .whiteLarge ? .white : nil
        return .activityIndicator(ActivityIndicatorProperties(style: large ? .large : .medium, isAnimating: isAnimating,
                                                              hidesWhenStopped: hidesWhenStopped,
                                                              color: context.color(color ?? implied)))
    }
}

/// `UIVisualEffect`, `UIBlurEffect` and `UIVibrancyEffect`.
open class UIVisualEffect: @unchecked Sendable {
    init() {}
}

open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    let style: Style
    public init(style: Style) { self.style = style }

    var blurStyle: BlurStyle? { BlurStyle(rawValue: String(describing: style)) }
}

open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public init(blurEffect: UIBlurEffect) {}
    public init(blurEffect: UIBlurEffect, style: Int) {}
}

/// `UIVisualEffectView`: its subviews go in `contentView`; the blur is drawn as the model's material fill.
@MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        EdgePinning.pin(contentView, to: self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        EdgePinning.pin(contentView, to: self)
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .visualEffectView(VisualEffectViewProperties(blurStyle: (effect as? UIBlurEffect)?.blurStyle))
    }
}

/// A content view that fills its container: added and held to its edges.
@MainActor
enum EdgePinning {
    static func pin(_ content: UIView, to container: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
    }
}
