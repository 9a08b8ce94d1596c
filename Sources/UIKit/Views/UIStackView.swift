import Layout

/// `UIStackView`: lays out its arranged subviews in a row or column, with Layout's stack rules.
@MainActor
open class UIStackView: UIView {
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.spacingUseDefault` and `spacingUseSystem`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -CGFloat.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    var customSpacings: [(UIView, CGFloat)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` as the last arranged subview (and subview); it stops translating its autoresizing mask.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// The view stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.0 === view }
        setNeedsLayout()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.0 === arrangedSubview }
        customSpacings.append((arrangedSubview, spacing))
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.0 === arrangedSubview }?.1 ?? Self.spacingUseDefault
    }

    func subviewWasRemoved(_ view: UIView) {
        removeArrangedSubview(view)
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .stackView(StackViewProperties(axis: axis == .vertical ? .vertical : .horizontal, distribution: distribution.layout,
                                       alignment: alignment.layout, spacing: Double(resolvedSpacing),
                                       isBaselineRelativeArrangement: isBaselineRelativeArrangement,
                                       isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement))
    }

    /// `spacingUseSystem` is the standard 8 points.
    private var resolvedSpacing: CGFloat {
        spacing == Self.spacingUseSystem || spacing == Self.spacingUseDefault ? SystemSpacing.points : spacing
    }
}

extension UIStackView.Distribution {
    var layout: StackDistribution {
        switch self {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }
}

extension UIStackView.Alignment {
    var layout: StackAlignment {
        switch self {
        case .fill: .fill
        case .leading: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing: .trailing
        case .lastBaseline: .lastBaseline
        }
    }
}
