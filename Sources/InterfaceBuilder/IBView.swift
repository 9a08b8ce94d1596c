/// `UIView.ContentMode` (`contentMode=`).
public enum IBContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// `UISemanticContentAttribute` (`semanticContentAttribute=`).
public enum IBSemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

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
    public var contentMode: IBContentMode = .scaleToFill
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
    public var semanticContentAttribute: IBSemanticContentAttribute = .unspecified
    /// Hugging and compression resistance.
    public var contentPriorities = IBContentPriorities()
    /// `tag=` (absent = 0).
    public var tag: Int = 0
    /// Interface Builder's design-time intrinsic size of a custom view
    /// (`placeholderIntrinsicWidth=` / `placeholderIntrinsicHeight=`); nil when absent or
    /// `infinite` (no intrinsic metric). UIKit ignores it at run time; a canvas may use it.
    public var placeholderIntrinsicWidth: Double?
    public var placeholderIntrinsicHeight: Double?

    public init() {}
}

/// `NSTextAlignment` (`textAlignment=`).
public enum IBTextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right, justified, natural
}

/// `NSLineBreakMode` (`lineBreakMode=`).
public enum IBLineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping = "wordWrap"
    case byCharWrapping = "characterWrap"
    case byClipping = "clip"
    case byTruncatingHead = "headTruncation"
    case byTruncatingTail = "tailTruncation"
    case byTruncatingMiddle = "middleTruncation"
}

/// `UIBaselineAdjustment` (`baselineAdjustment=`).
public enum IBBaselineAdjustment: String, Hashable, Sendable, CaseIterable {
    case alignBaselines, alignCenters, none
}

/// `<label>` (UILabel).
public struct IBLabel: Hashable, Sendable {
    /// `text=`, `<string key="text">`, or the fragments of `<attributedString key="attributedText">`.
    public var text: String?
    /// True when the text came from `attributedText` (its attributes are not read).
    public var isAttributed: Bool = false
    public var font: IBFont?
    public var textColor: IBColor?
    public var textAlignment: IBTextAlignment = .natural
    /// `numberOfLines=` (absent = 1; 0 = unlimited).
    public var numberOfLines: Int = 1
    public var lineBreakMode: IBLineBreakMode = .byTruncatingTail
    public var baselineAdjustment: IBBaselineAdjustment = .alignBaselines
    public var adjustsFontSizeToFitWidth: Bool = false
    /// `minimumScaleFactor=` (absent = 0).
    public var minimumScaleFactor: Double = 0
    /// `adjustsFontForContentSizeCategory="YES"`.
    public var adjustsFontForContentSizeCategory: Bool = false
    /// `preferredMaxLayoutWidth=` (absent = automatic).
    public var preferredMaxLayoutWidth: Double?
    public var isEnabled: Bool = true
    public init() {}
}

/// `UIButton.ButtonType` (`buttonType=`; absent = custom; `roundedRect` = system since iOS 7).
public enum IBButtonType: String, Hashable, Sendable, CaseIterable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
}

/// `UIControl.State` keys of `<state key=...>`.
public enum IBControlState: String, Hashable, Sendable, CaseIterable {
    case normal, highlighted, selected, disabled
}

/// One `<state key="normal" title= image= backgroundImage=>` of a button.
public struct IBButtonState: Hashable, Sendable {
    public var state: IBControlState
    public var title: String?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?
    public var image: String?
    public var backgroundImage: String?
    public init(state: IBControlState) { self.state = state }
}

/// `UIControl.ContentHorizontalAlignment` (`contentHorizontalAlignment=`).
public enum IBContentHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case center, left, right, fill, leading, trailing
}

/// `UIControl.ContentVerticalAlignment` (`contentVerticalAlignment=`).
public enum IBContentVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case center, top, bottom, fill
}

/// `<button>` (UIButton).
public struct IBButton: Hashable, Sendable {
    public var buttonType: IBButtonType = .custom
    /// Per-state titles, colours and images, in the order of `IBControlState.allCases`.
    public var states: [IBButtonState] = []
    /// The title label's font (`fontDescription`).
    public var font: IBFont?
    public var contentHorizontalAlignment: IBContentHorizontalAlignment = .center
    public var contentVerticalAlignment: IBContentVerticalAlignment = .center
    public var lineBreakMode: IBLineBreakMode = .byTruncatingMiddle
    /// `<inset key="contentEdgeInsets">` (absent = zero).
    public var contentEdgeInsets: IBEdgeInsets?
    /// `<buttonConfiguration key="configuration" style=...>` (iOS 15 configurations): its style.
    public var configurationStyle: String?
    /// The configuration's title when the configuration carries one.
    public var configurationTitle: String?
    public var isEnabled: Bool = true
    public var isSelected: Bool = false
    public var isHighlighted: Bool = false
    public init() {}

    /// The `<state>` entry for a state, if written.
    public func state(_ state: IBControlState) -> IBButtonState? {
        states.first { $0.state == state }
    }

    /// The normal title (or the configuration's title).
    public var title: String? { state(.normal)?.title ?? configurationTitle }
}

/// `UITextField.BorderStyle` (`borderStyle=`, absent = none).
public enum IBTextBorderStyle: String, Hashable, Sendable, CaseIterable {
    case none, line, bezel, roundedRect
}

/// `<textField>` (UITextField).
public struct IBTextField: Hashable, Sendable {
    public var borderStyle: IBTextBorderStyle = .none
    public var text: String?
    public var placeholder: String?
    public var font: IBFont?
    public var textColor: IBColor?
    public var textAlignment: IBTextAlignment = .natural
    /// `minimumFontSize=` (absent = 0).
    public var minimumFontSize: Double = 0
    public var adjustsFontSizeToFitWidth: Bool = false
    public var contentHorizontalAlignment: IBContentHorizontalAlignment = .left
    public var contentVerticalAlignment: IBContentVerticalAlignment = .center
    public init() {}
}

/// `<textView>` (UITextView).
public struct IBTextView: Hashable, Sendable {
    /// `text=` or `<string key="text">`.
    public var text: String?
    public var font: IBFont?
    public var textColor: IBColor?
    public var textAlignment: IBTextAlignment = .natural
    /// `scrollEnabled=` (absent = YES; NO makes the text view size itself to its text).
    public var isScrollEnabled: Bool = true
    public var isEditable: Bool = true
    public var isSelectable: Bool = true
    public init() {}
}

/// `<imageView>` (UIImageView). Its content mode is `IBViewProperties.contentMode`.
public struct IBImageView: Hashable, Sendable {
    /// `image=` (an asset name; see `IBResources.images` for its size).
    public var image: String?
    /// `catalog="system"` for SF Symbols.
    public var imageCatalog: String?
    public var highlightedImage: String?
    public init() {}
}

/// `<switch>` (UISwitch).
public struct IBSwitch: Hashable, Sendable {
    /// `on="YES"`.
    public var isOn: Bool = false
    public var onTintColor: IBColor?
    public var thumbTintColor: IBColor?
    public var isEnabled: Bool = true
    public init() {}
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum IBContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

/// `<scrollView>` (UIScrollView).
public struct IBScrollView: Hashable, Sendable {
    /// `<viewLayoutGuide key="contentLayoutGuide" id=>` (Xcode 11+ content layout guides).
    public var contentLayoutGuideID: String?
    /// `<viewLayoutGuide key="frameLayoutGuide" id=>`.
    public var frameLayoutGuideID: String?
    public var contentInsetAdjustmentBehavior: IBContentInsetAdjustmentBehavior = .automatic
    public var showsHorizontalScrollIndicator: Bool = true
    public var showsVerticalScrollIndicator: Bool = true
    public var isScrollEnabled: Bool = true
    public var bounces: Bool = true
    public var alwaysBounceVertical: Bool = false
    public var alwaysBounceHorizontal: Bool = false
    public var isPagingEnabled: Bool = false
    public init() {}
}

/// `<containerView>` (a plain view hosting an embedded view controller).
public struct IBContainerView: Hashable, Sendable {
    /// The destination of its `<segue kind="embed">`: the embedded view controller's id.
    public var embeddedViewControllerID: String?
    public init() {}
}

/// `UIStackView.Axis` (`axis=`, absent = horizontal).
public enum IBStackAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// `UIStackView.Alignment` (`alignment=`, absent = fill). The XML spelling `baseline` reads
/// as `.lastBaseline`.
public enum IBStackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

/// `UIStackView.Distribution` (`distribution=`, absent = fill).
public enum IBStackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `<stackView>` (UIStackView). Its arranged subviews are its `subviews`, in order
/// (Interface Builder arranges every subview of a stack view).
public struct IBStackView: Hashable, Sendable {
    public var axis: IBStackAxis = .horizontal
    public var alignment: IBStackAlignment = .fill
    public var distribution: IBStackDistribution = .fill
    /// `spacing=` (absent = 0).
    public var spacing: Double = 0
    /// `spacingType="standard"`: system spacing instead of a number.
    public var usesSystemSpacing: Bool = false
    /// `baselineRelativeArrangement="YES"`.
    public var isBaselineRelativeArrangement: Bool = false
    /// `layoutMarginsRelativeArrangement="YES"`.
    public var isLayoutMarginsRelativeArrangement: Bool = false
    public init() {}
}

/// What a view element is, with its element-specific properties. Case names follow UIKit.
public enum IBViewKind: Hashable, Sendable {
    /// `<view>` (UIView).
    case view
    case stackView(IBStackView)
    case label(IBLabel)
    case button(IBButton)
    case textField(IBTextField)
    case textView(IBTextView)
    case imageView(IBImageView)
    case `switch`(IBSwitch)
    case scrollView(IBScrollView)
    case containerView(IBContainerView)
    /// Any other element (`activityIndicatorView`, `tableView`, `mapView`, ...), by tag name.
    /// Its common view properties, frame, subviews and constraints are still read; a renderer
    /// draws it as a labelled placeholder box.
    case unknown(element: String)

    /// The XML tag this kind is written with.
    public var elementName: String {
        switch self {
        case .view: return "view"
        case .stackView: return "stackView"
        case .label: return "label"
        case .button: return "button"
        case .textField: return "textField"
        case .textView: return "textView"
        case .imageView: return "imageView"
        case .switch: return "switch"
        case .scrollView: return "scrollView"
        case .containerView: return "containerView"
        case .unknown(let element): return element
        }
    }
}

/// The kind of a layout guide.
public enum IBLayoutGuideKind: Hashable, Sendable {
    /// `viewControllerLayoutGuide type="top"` (Xcode 7-8 `topLayoutGuide`).
    case topLayoutGuide
    /// `viewControllerLayoutGuide type="bottom"`.
    case bottomLayoutGuide
    /// `<viewLayoutGuide key="safeArea">` (Xcode 9+ `safeAreaLayoutGuide`).
    case safeArea
    /// `<viewLayoutGuide key="keyboard">` (`keyboardLayoutGuide`).
    case keyboard
    /// A scroll view's `contentLayoutGuide`.
    case content
    /// A scroll view's `frameLayoutGuide`.
    case frame
    /// Another `viewLayoutGuide` key.
    case other(String)
}

/// A layout guide constraints may refer to.
public struct IBLayoutGuide: Hashable, Sendable {
    public var id: String
    public var kind: IBLayoutGuideKind
    /// The view that owns it: the root view for view-controller guides.
    public var ownerViewID: String
    public var source: IBSourceLocation
    public init(id: String, kind: IBLayoutGuideKind, ownerViewID: String, source: IBSourceLocation) {
        self.id = id
        self.kind = kind
        self.ownerViewID = ownerViewID
        self.source = source
    }
}

/// One view element and its subtree.
public struct IBView: Hashable, Sendable {
    public var id: String
    public var kind: IBViewKind
    /// `customClass=` (a UIView subclass name), `customModule=`.
    public var customClass: String?
    public var customModule: String?
    /// `userLabel=` (the name shown in Interface Builder's outline).
    public var userLabel: String?
    /// `key=` when the element is a keyed property of its parent (`view` for a root view).
    public var key: String?
    /// `<rect key="frame">`: the frame Interface Builder computed on its canvas.
    public var frame: IBRect?
    public var properties: IBViewProperties
    /// Subviews, in document (z) order. For a stack view: its arranged subviews.
    public var subviews: [IBView]
    /// The `<constraints>` this view owns.
    public var constraints: [IBConstraint]
    /// `<viewLayoutGuide>`s (safe area, keyboard, scroll content/frame guides) of this view.
    public var layoutGuides: [IBLayoutGuide]
    /// Size-class variations written on this view (masks of its constraints and subviews,
    /// property overrides).
    public var variations: [IBViewVariation]
    /// Where the element is.
    public var source: IBSourceLocation
    /// The element without its subviews / constraints / variations (internal: re-read under
    /// property variations).
    var rawProperties: XMLElementNode?

    public init(id: String, kind: IBViewKind, customClass: String? = nil, customModule: String? = nil,
                userLabel: String? = nil, key: String? = nil, frame: IBRect? = nil,
                properties: IBViewProperties = IBViewProperties(), subviews: [IBView] = [],
                constraints: [IBConstraint] = [], layoutGuides: [IBLayoutGuide] = [],
                variations: [IBViewVariation] = [], source: IBSourceLocation) {
        self.id = id
        self.kind = kind
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.key = key
        self.frame = frame
        self.properties = properties
        self.subviews = subviews
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.variations = variations
        self.source = source
        self.rawProperties = nil
    }

    /// The XML tag name of the element.
    public var elementName: String { kind.elementName }

    /// A stack view's arranged subviews (all its subviews, in order); empty for other views.
    public var arrangedSubviews: [IBView] {
        if case .stackView = kind { return subviews }
        return []
    }

    /// The safe-area layout guide of this view, if the document declares one.
    public var safeAreaLayoutGuide: IBLayoutGuide? {
        layoutGuides.first { $0.kind == .safeArea }
    }

    /// This view and all its descendants, depth first in document order.
    public var allViews: [IBView] {
        var result: [IBView] = []
        func walk(_ v: IBView) {
            result.append(v)
            for s in v.subviews { walk(s) }
        }
        walk(self)
        return result
    }

    /// Every constraint owned by this view or a descendant, in document order.
    public var allConstraints: [IBConstraint] {
        allViews.flatMap(\.constraints)
    }

    /// The descendant (or self) with the id.
    public func view(withID id: String) -> IBView? {
        if self.id == id { return self }
        for s in subviews {
            if let found = s.view(withID: id) { return found }
        }
        return nil
    }

    /// A name for messages and placeholder boxes: userLabel, else customClass, else the tag.
    public var displayName: String {
        userLabel ?? customClass ?? elementName
    }
}
