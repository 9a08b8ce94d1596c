import Layout
import Typesetting

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
    public var font: FontDescriptor?
    public var textColor: IBColor?
    /// `textAlignment=`; absent = left (the archived default: Xcode writes `natural` explicitly).
    public var textAlignment: TextAlignment = .left
    /// `numberOfLines=` (absent = 1; 0 = unlimited).
    public var numberOfLines: Int = 1
    /// `lineBreakMode=` (absent = tailTruncation).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
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
    /// `catalog="system"` for an SF Symbol image.
    public var imageCatalog: String?
    /// An `<imageReference symbolScale=>`'s scale.
    public var symbolScale: SymbolScale?
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
    /// `buttonType=` (absent = custom; `roundedRect` reads as system, never `.roundedRect`).
    public var buttonType: ButtonType = .custom
    /// Per-state titles, colours and images, in the order of `IBControlState.allCases`.
    public var states: [IBButtonState] = []
    /// The title label's font (`fontDescription`).
    public var font: FontDescriptor?
    public var contentHorizontalAlignment: IBContentHorizontalAlignment = .center
    public var contentVerticalAlignment: IBContentVerticalAlignment = .center
    /// `lineBreakMode=` of the title (absent = middleTruncation).
    public var lineBreakMode: LineBreakMode = .byTruncatingMiddle
    /// `<inset key="contentEdgeInsets">` (absent = zero).
    public var contentEdgeInsets: EdgeInsets?
    /// `<buttonConfiguration key="configuration" style=...>` (iOS 15 configurations): its style.
    public var configurationStyle: String?
    /// The configuration's title when the configuration carries one.
    public var configurationTitle: String?
    /// The whole configuration (style, image, placement, padding, corner style, fonts, colours).
    public var configuration: IBButtonConfigurationElement?
    /// `<inset key="imageEdgeInsets">` / `<inset key="titleEdgeInsets">` (absent = zero).
    public var imageEdgeInsets: EdgeInsets?
    public var titleEdgeInsets: EdgeInsets?
    /// `<preferredSymbolConfiguration key="preferredSymbolConfiguration">` of a symbol image.
    public var symbolConfiguration: IBSymbolConfiguration?
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

/// `<textField>` (UITextField).
public struct IBTextField: Hashable, Sendable {
    /// `borderStyle=` (absent = none).
    public var borderStyle: TextBorderStyle = .none
    public var text: String?
    public var placeholder: String?
    public var font: FontDescriptor?
    public var textColor: IBColor?
    /// `textAlignment=`; absent = left (the archived default: Xcode writes `natural` explicitly).
    public var textAlignment: TextAlignment = .left
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
    public var font: FontDescriptor?
    public var textColor: IBColor?
    /// `textAlignment=`; absent = left (the archived default: Xcode writes `natural` explicitly).
    public var textAlignment: TextAlignment = .left
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
    /// `<preferredSymbolConfiguration key="preferredSymbolConfiguration">` of a symbol image.
    public var symbolConfiguration: IBSymbolConfiguration?
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

/// `<scrollView>` (UIScrollView).
public struct IBScrollView: Hashable, Sendable {
    /// `<viewLayoutGuide key="contentLayoutGuide" id=>` (Xcode 11+ content layout guides).
    public var contentLayoutGuideID: String?
    /// `<viewLayoutGuide key="frameLayoutGuide" id=>`.
    public var frameLayoutGuideID: String?
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
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

/// `<stackView>` (UIStackView). Its arranged subviews are its `subviews`, in order
/// (Interface Builder arranges every subview of a stack view).
public struct IBStackView: Hashable, Sendable {
    /// `axis=` (absent = horizontal).
    public var axis: Axis = .horizontal
    /// `alignment=` (absent = fill): `top`/`bottom` read as `.leading`/`.trailing` (UIKit's
    /// aliases), `baseline` as `.lastBaseline`.
    public var alignment: StackAlignment = .fill
    /// `distribution=` (absent = fill).
    public var distribution: StackDistribution = .fill
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
/// Indirect: a case's properties are kept in a box of their own size, so a view holds one
/// reference, not room for the largest case (a button's) inline (docs/limits.md).
public indirect enum IBViewKind: Hashable, Sendable {
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
    /// An element read through its class's property table (the controls: `UIKitClass`).
    case uikit(IBUIKitView)
    case activityIndicatorView(IBActivityIndicatorView)
    case visualEffectView(IBVisualEffectView)
    /// `<tableView>`: its header view, cells and footer view are its subviews.
    case tableView(IBTableView)
    /// `<tableViewCell>`: its content view is its subview.
    case tableViewCell(IBTableViewCell)
    /// `<tableViewCellContentView key="contentView">` of a cell.
    case tableViewCellContentView
    case collectionView(IBCollectionView)
    /// `<collectionViewCell>`, `<collectionReusableView>` and `<collectionViewCellContentView>`
    /// (a cell's content view in Xcode 11+ documents), by tag name: plain views of their own class.
    case collectionViewPart(element: String)
    case navigationBar(IBBarView)
    case tabBar(IBBarView)
    case toolbar(IBBarView)
    /// Any other element (`mapView`, `pickerView`, ...), by tag name.
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
        case .uikit(let v): return v.element
        case .activityIndicatorView: return "activityIndicatorView"
        case .visualEffectView: return "visualEffectView"
        case .tableView: return "tableView"
        case .tableViewCell: return "tableViewCell"
        case .tableViewCellContentView: return "tableViewCellContentView"
        case .collectionView: return "collectionView"
        case .collectionViewPart(let element): return element
        case .navigationBar: return "navigationBar"
        case .tabBar: return "tabBar"
        case .toolbar: return "toolbar"
        case .unknown(let element): return element
        }
    }
}
