import Layout

/// `UIView`: a rectangle of the screen with its subviews, constraints and look. The properties
/// are stored here; a layout pass (`layoutIfNeeded()`, or a snapshot) builds Layout's view tree
/// from the hierarchy, solves it with the project's engine and writes the frames back.
@MainActor
open class UIView: LayoutAnchorProviding {
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    var storedFrame: CGRect
    public internal(set) var subviews: [UIView] = []
    public internal(set) weak var superview: UIView?
    open var backgroundColor: UIColor?
    var storedTint: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Set margins, as `directionalLayoutMargins` (nil: UIKit's default).
    var storedMargins: NSDirectionalEdgeInsets?
    /// The insets and margins the last layout gave the view.
    var laidOutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero
    var contentPriorities = ContentPriorities()
    var attachedConstraints: [NSLayoutConstraint] = []
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    var systemGuides: [UILayoutGuide] = []
    /// Set by `setNeedsLayout()`, cleared by a layout pass.
    var needsLayout = true
    var hadAmbiguousLayout = false
    /// The trait environment the last layout ran in.
    var laidOutTraits: UITraitCollection?
    /// The view controller whose view this is.
    weak var owningViewController: UIViewController?

    /// The screen the view is shown on when it is a view controller's view.
    var hosting: Hosting?
    open var gestureRecognizers: [UIGestureRecognizer]?

    public let layer = CALayer()
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none

    public init(frame: CGRect) {
        storedFrame = frame
    }

    public required init?(coder: NSCoder) {
        storedFrame = .zero
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { storedTint ?? superview?.tintColor ?? .systemBlue }
        set { storedTint = newValue }
    }

    /// `clipsToBounds`: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The bounds' origin (a scroll view's content offset).
    var boundsOrigin: CGPoint { .zero }

    /// Reads what the layout gave the view beyond its frame (a scroll view's content size).
    func laidOut(_ laid: LaidOutView) {}

    /// The frames of the view's guides from its last layout.
    func updateGuideFrames() {
        let b = bounds
        for g in systemGuides {
            switch g.role {
            case .margins, .readableContent: g.layoutFrame = b.inset(by: laidOutMargins)
            case .safeArea: g.layoutFrame = b.inset(by: safeAreaInsets)
            case .scrollFrame, .scrollContent, .added: g.layoutFrame = b
            }
        }
    }

    /// `class var layerClass`: kept for code that overrides it; the layer is always a `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// `class var requiresConstraintBasedLayout`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The frame in the superview's coordinates: as set, or as the last layout left it.
    /// A change of size moves and resizes the subviews by their `autoresizingMask`.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame.size
            storedFrame = newValue
            if old != newValue.size { resizeSubviews(from: old) }
        }
    }

    /// The bounds: the frame's size at the origin (a scroll view's origin is its content offset).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// Marks the hierarchy for layout; the next `layoutIfNeeded()` (or snapshot) solves it.
    open func setNeedsLayout() {
        hierarchyRoot.needsLayout = true
    }

    /// Lays out the whole hierarchy the view is in (Layout's engine), writes the frames back,
    /// then runs `layoutSubviews()` top-down. Every call solves again: properties a view holds
    /// (a label's text, a constraint's constant) are not watched for changes.
    open func layoutIfNeeded() {
        LayoutPass.run(hierarchyRoot)
    }

    /// The size of the view's content alone: none for a plain view (override it to give one);
    /// a control's measured content.
    open var intrinsicContentSize: CGSize {
        Measuring.intrinsicSize(of: self)
    }

    /// The smallest (or, with `layoutFittingExpandedSize`, largest) size the view's own
    /// constraints and content allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` at the given priorities (`.required` holds that length).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                      verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        Measuring.fittingSize(of: self, target: targetSize, priorities: (horizontal, vertical))
    }

    /// A plain view keeps its size; a control answers its content's size within `size`.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        Measuring.sizeThatFits(self, size)
    }
    /// Custom drawing is not shown: a view that overrides it gets a warning in the snapshot's report.
    open func draw(_ rect: CGRect) {
        DrawingCheck.baseDrawRan = true
    }

    /// Called after the engine placed the subviews, parents before children; an override may
    /// set frames, which are kept.
    open func layoutSubviews() {}
    /// Empty: constraints are solved by the layout pass.
    open func updateConstraints() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func willMove(toWindow newWindow: UIView?) {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func tintColorDidChange() {}
    open func awakeFromNib() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}


    /// What Layout's model makes of this view: its kind and kind properties. Each view class says its own.
    func layoutKind(_ context: KindContext) -> ViewKind { .view }

    /// UIKit's content priorities for a view of this class made in code.
    var defaultContentPriorities: ContentPriorities { ContentPriorities() }

    /// The name the view has in Layout's tree, dumps and warnings.
    var layoutName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }
}

/// A view's content hugging and compression resistance per axis (nil: the class default).
struct ContentPriorities {
    var hugging: [UILayoutPriority?] = [nil, nil]
    var resistance: [UILayoutPriority?] = [nil, nil]
    var defaultHugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var defaultResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}
