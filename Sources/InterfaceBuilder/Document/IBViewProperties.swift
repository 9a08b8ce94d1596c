import Layout

/// Content hugging and compression resistance, per axis, as written in the document. nil means
/// the attribute is absent, i.e. UIKit's default (hugging 250, compression resistance 750).
/// XML names: `horizontalHuggingPriority`, `verticalHuggingPriority`,
/// `horizontalCompressionResistancePriority`, `verticalCompressionResistancePriority`.
public struct IBContentPriorities: Hashable, Sendable {
    public var horizontalHugging: Double?
    public var verticalHugging: Double?
    public var horizontalCompressionResistance: Double?
    public var verticalCompressionResistance: Double?

    public init(horizontalHugging: Double? = nil, verticalHugging: Double? = nil,
                horizontalCompressionResistance: Double? = nil, verticalCompressionResistance: Double? = nil) {
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
    }

    /// UIKit's default hugging priority (`.defaultLow`).
    public static let defaultHugging: Double = 250
    /// UIKit's default compression resistance (`.defaultHigh`).
    public static let defaultCompressionResistance: Double = 750

    public var effectiveHorizontalHugging: Double { horizontalHugging ?? Self.defaultHugging }
    public var effectiveVerticalHugging: Double { verticalHugging ?? Self.defaultHugging }
    public var effectiveHorizontalCompressionResistance: Double {
        horizontalCompressionResistance ?? Self.defaultCompressionResistance
    }
    public var effectiveVerticalCompressionResistance: Double {
        verticalCompressionResistance ?? Self.defaultCompressionResistance
    }
}

/// The `UIView` properties every view element may carry. Defaults are UIKit's.
public struct IBViewProperties: Hashable, Sendable {
    /// `<autoresizingMask key="autoresizingMask">`; nil when the element is absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints=` (absent = YES).
    public var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// `fixedFrame="YES"`: the frame was placed by hand (Xcode's "Layout: Autoresizing Mask")
    /// and is kept as stored, even beside `translatesAutoresizingMaskIntoConstraints="NO"`.
    public var hasFixedFrame: Bool = false
    /// `<color key="backgroundColor">`; nil = clear / none.
    public var backgroundColor: IBColor?
    /// `<color key="tintColor">`; nil = inherited.
    public var tintColor: IBColor?
    /// `hidden="YES"`.
    public var isHidden: Bool = false
    /// `alpha=` (absent = 1).
    public var alpha: Double = 1
    /// `clipsSubviews="YES"` (`clipsToBounds`).
    public var clipsToBounds: Bool = false
    /// `opaque=` (absent = YES).
    public var isOpaque: Bool = true
    /// `contentMode=` (absent = scaleToFill).
    public var contentMode: ContentMode = .scaleToFill
    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`;
    /// nil = UIKit's default margins.
    public var layoutMargins: IBLayoutMargins?
    /// `preservesSuperviewLayoutMargins="YES"`.
    public var preservesSuperviewLayoutMargins: Bool = false
    /// `insetsLayoutMarginsFromSafeArea=` (absent = YES).
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    /// `layoutMarginsFollowReadableWidth="YES"`.
    public var layoutMarginsFollowReadableWidth: Bool = false
    /// `semanticContentAttribute=` (absent = unspecified).
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Hugging and compression resistance.
    public var contentPriorities = IBContentPriorities()
    /// `<accessibility key="accessibilityConfiguration">`: label, hint, identifier, traits,
    /// `isElement`; nil = UIKit's defaults.
    public var accessibility: AccessibilityProperties?
    /// `tag=` (absent = 0).
    public var tag: Int = 0
    /// Interface Builder's design-time intrinsic size of a custom view
    /// (`placeholderIntrinsicWidth=` / `placeholderIntrinsicHeight=`); nil when absent or
    /// `infinite` (no intrinsic metric). UIKit ignores it at run time; a canvas may use it.
    public var placeholderIntrinsicWidth: Double?
    public var placeholderIntrinsicHeight: Double?
    /// `<userDefinedRuntimeAttributes>`, in document order (the layer styling ones are
    /// applied by `IBLayoutBuilder`; docs/interface-builder.md).
    public var runtimeAttributes: [IBRuntimeAttribute] = []

    public init() {}
}
