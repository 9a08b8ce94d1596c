/// Properties every view has (`UIView` / `CALayer`). Every field is optional: nil means
/// "not set in the recipe", i.e. keep UIKit's default (which the Layout module owns).
public struct ViewProperties: Sendable, Hashable {
    public var backgroundColor: RecipeColor?
    /// `isHidden`.
    public var isHidden: Bool?
    /// 0...1.
    public var alpha: Double?
    /// `layer.cornerRadius`.
    public var cornerRadius: Double?
    /// `layer.borderWidth`.
    public var borderWidth: Double?
    /// `layer.borderColor`.
    public var borderColor: RecipeColor?
    public var clipsToBounds: Bool?
    public var tintColor: RecipeColor?
    public var layoutMargins: LayoutMarginsSpec?
    public var preservesSuperviewLayoutMargins: Bool?
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// `setContentHuggingPriority(_:for:)` per axis.
    public var contentHugging: AxisPriorities?
    /// `setContentCompressionResistancePriority(_:for:)` per axis.
    public var compressionResistance: AxisPriorities?
    /// An override of `intrinsicContentSize`.
    public var intrinsicContentSize: IntrinsicSizeSpec?
    public var semanticContentAttribute: SemanticContentAttribute?
    /// For an arranged subview: `stack.setCustomSpacing(_:after: thisView)`.
    public var customSpacingAfter: Double?
    /// A fixed frame in the superview's coordinates: the view keeps
    /// `translatesAutoresizingMaskIntoConstraints = true` with this frame (nil: Auto Layout only).
    public var frame: RectSpec?

    public init() {}

    /// `self` with every field `patch` sets replaced (per axis for priorities and intrinsic size).
    public func merging(_ patch: ViewProperties) -> ViewProperties {
        var r = self
        r.backgroundColor = patch.backgroundColor ?? backgroundColor
        r.isHidden = patch.isHidden ?? isHidden
        r.alpha = patch.alpha ?? alpha
        r.cornerRadius = patch.cornerRadius ?? cornerRadius
        r.borderWidth = patch.borderWidth ?? borderWidth
        r.borderColor = patch.borderColor ?? borderColor
        r.clipsToBounds = patch.clipsToBounds ?? clipsToBounds
        r.tintColor = patch.tintColor ?? tintColor
        r.layoutMargins = patch.layoutMargins ?? layoutMargins
        r.preservesSuperviewLayoutMargins = patch.preservesSuperviewLayoutMargins ?? preservesSuperviewLayoutMargins
        r.insetsLayoutMarginsFromSafeArea = patch.insetsLayoutMarginsFromSafeArea ?? insetsLayoutMarginsFromSafeArea
        if let hugging = patch.contentHugging {
            r.contentHugging = (contentHugging ?? AxisPriorities()).merging(hugging)
        }
        if let resistance = patch.compressionResistance {
            r.compressionResistance = (compressionResistance ?? AxisPriorities()).merging(resistance)
        }
        if let size = patch.intrinsicContentSize {
            let base = intrinsicContentSize ?? IntrinsicSizeSpec()
            r.intrinsicContentSize = IntrinsicSizeSpec(width: size.width ?? base.width, height: size.height ?? base.height)
        }
        r.semanticContentAttribute = patch.semanticContentAttribute ?? semanticContentAttribute
        r.customSpacingAfter = patch.customSpacingAfter ?? customSpacingAfter
        r.frame = patch.frame ?? frame
        return r
    }
}

/// `UILabel` properties.
public struct LabelProperties: Sendable, Hashable {
    public var text: String?
    public var font: FontSpec?
    public var textColor: RecipeColor?
    public var textAlignment: TextAlignment?
    /// 0 = unlimited.
    public var numberOfLines: Int?
    public var lineBreakMode: LineBreakMode?
    public var preferredMaxLayoutWidth: Double?

    public init() {}

    public func merging(_ p: LabelProperties) -> LabelProperties {
        var r = self
        r.text = p.text ?? text
        r.font = p.font ?? font
        r.textColor = p.textColor ?? textColor
        r.textAlignment = p.textAlignment ?? textAlignment
        r.numberOfLines = p.numberOfLines ?? numberOfLines
        r.lineBreakMode = p.lineBreakMode ?? lineBreakMode
        r.preferredMaxLayoutWidth = p.preferredMaxLayoutWidth ?? preferredMaxLayoutWidth
        return r
    }
}

/// `UIButton` properties (classic, pre-configuration buttons).
public struct ButtonProperties: Sendable, Hashable {
    /// `UIButton(type:)`; nil = `system`.
    public var buttonType: ButtonType?
    /// `setTitle(_:for: .normal)`.
    public var title: String?
    /// `setTitleColor(_:for: .normal)`; nil = the tint colour for system buttons.
    public var titleColor: RecipeColor?
    /// `titleLabel.font`.
    public var font: FontSpec?
    public var contentEdgeInsets: EdgeInsetsSpec?

    public init() {}

    public func merging(_ p: ButtonProperties) -> ButtonProperties {
        var r = self
        r.buttonType = p.buttonType ?? buttonType
        r.title = p.title ?? title
        r.titleColor = p.titleColor ?? titleColor
        r.font = p.font ?? font
        r.contentEdgeInsets = p.contentEdgeInsets ?? contentEdgeInsets
        return r
    }
}

/// `UIImageView` properties.
public struct ImageViewProperties: Sendable, Hashable {
    public var image: ImageSource?
    public var contentMode: ContentMode?

    public init() {}

    public func merging(_ p: ImageViewProperties) -> ImageViewProperties {
        var r = self
        r.image = p.image ?? image
        r.contentMode = p.contentMode ?? contentMode
        return r
    }
}

/// `UITextField` properties.
public struct TextFieldProperties: Sendable, Hashable {
    public var borderStyle: TextBorderStyle?
    public var text: String?
    public var placeholder: String?
    public var font: FontSpec?
    public var textColor: RecipeColor?
    public var textAlignment: TextAlignment?

    public init() {}

    public func merging(_ p: TextFieldProperties) -> TextFieldProperties {
        var r = self
        r.borderStyle = p.borderStyle ?? borderStyle
        r.text = p.text ?? text
        r.placeholder = p.placeholder ?? placeholder
        r.font = p.font ?? font
        r.textColor = p.textColor ?? textColor
        r.textAlignment = p.textAlignment ?? textAlignment
        return r
    }
}

/// `UITextView` properties.
public struct TextViewProperties: Sendable, Hashable {
    public var text: String?
    public var font: FontSpec?
    public var textColor: RecipeColor?
    public var textAlignment: TextAlignment?
    /// `isScrollEnabled` (JSON `scrollingEnabled`).
    public var isScrollEnabled: Bool?
    public var textContainerInset: EdgeInsetsSpec?
    /// `textContainer.lineFragmentPadding`.
    public var lineFragmentPadding: Double?

    public init() {}

    public func merging(_ p: TextViewProperties) -> TextViewProperties {
        var r = self
        r.text = p.text ?? text
        r.font = p.font ?? font
        r.textColor = p.textColor ?? textColor
        r.textAlignment = p.textAlignment ?? textAlignment
        r.isScrollEnabled = p.isScrollEnabled ?? isScrollEnabled
        r.textContainerInset = p.textContainerInset ?? textContainerInset
        r.lineFragmentPadding = p.lineFragmentPadding ?? lineFragmentPadding
        return r
    }
}

/// `UISwitch` properties.
public struct SwitchProperties: Sendable, Hashable {
    /// `isOn` (JSON `on`).
    public var isOn: Bool?
    public var onTintColor: RecipeColor?
    public var thumbTintColor: RecipeColor?

    public init() {}

    public func merging(_ p: SwitchProperties) -> SwitchProperties {
        var r = self
        r.isOn = p.isOn ?? isOn
        r.onTintColor = p.onTintColor ?? onTintColor
        r.thumbTintColor = p.thumbTintColor ?? thumbTintColor
        return r
    }
}

/// `UIScrollView` properties.
public struct ScrollViewProperties: Sendable, Hashable {
    public var contentOffset: PointSpec?
    public var contentInset: EdgeInsetsSpec?

    public init() {}

    public func merging(_ p: ScrollViewProperties) -> ScrollViewProperties {
        var r = self
        r.contentOffset = p.contentOffset ?? contentOffset
        r.contentInset = p.contentInset ?? contentInset
        return r
    }
}

/// `UIStackView.spacing`: a number of points, or `UIStackView.spacingUseSystem` (JSON `"system"`).
public enum StackSpacing: Sendable, Hashable {
    case points(Double)
    case system
}

/// `UIStackView` properties (arranged subviews are on the `ViewSpec`).
public struct StackViewProperties: Sendable, Hashable {
    public var axis: Axis?
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?
    public var spacing: StackSpacing?
    public var isBaselineRelativeArrangement: Bool?
    public var isLayoutMarginsRelativeArrangement: Bool?

    public init() {}

    public func merging(_ p: StackViewProperties) -> StackViewProperties {
        var r = self
        r.axis = p.axis ?? axis
        r.alignment = p.alignment ?? alignment
        r.distribution = p.distribution ?? distribution
        r.spacing = p.spacing ?? spacing
        r.isBaselineRelativeArrangement = p.isBaselineRelativeArrangement ?? isBaselineRelativeArrangement
        r.isLayoutMarginsRelativeArrangement = p.isLayoutMarginsRelativeArrangement ?? isLayoutMarginsRelativeArrangement
        return r
    }
}
