import Typesetting

/// UILabel properties.
public struct LabelProperties: Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    public var textColor: Color
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var textAlignment: TextAlignment
    /// Wrapping width used for the intrinsic size when set (0 = none).
    public var preferredMaxLayoutWidth: Double
    /// `adjustsFontSizeToFitWidth`'s `minimumScaleFactor` (0: no minimum); nil when the label
    /// does not shrink its text. Not drawn (the text keeps its font's size): `snapshot check`
    /// judges a one-line label's truncation by it.
    public var autoshrinkMinimumScale: Double? = nil
    public init(text: String, font: FontDescriptor = .system(17), textColor: Color = .system(.label),
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
                textAlignment: TextAlignment = .natural, preferredMaxLayoutWidth: Double = 0) {
        self.text = text; self.font = font; self.textColor = textColor
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
        self.textAlignment = textAlignment; self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    }
}

/// `UIButton.ButtonType`. A renderer draws every type but `custom` as a system button
/// (`roundedRect` has been `system` since iOS 7).
public enum ButtonType: String, Hashable, Sendable, CaseIterable {
    case system, roundedRect, custom, detailDisclosure, infoLight, infoDark, contactAdd, close
}

/// UIButton (classic, pre-configuration) properties.
public struct ButtonProperties: Hashable, Sendable {
    public var type: ButtonType
    public var title: String
    public var font: FontDescriptor
    public var tintColor: Color
    public var contentEdgeInsets: EdgeInsets
    /// The normal state's image size in points (nil = no image): part of the intrinsic size.
    public var imageSize: Size?
    /// The image's key for a painter's image table (a file, or `missing:<name>`); nil = none or a symbol.
    public var imageName: String?
    /// The image when it is an SF Symbol (its glyph drawn at `imageSize`; see `SymbolGlyphs`).
    public var symbol: SymbolImage?
    /// Classic `imageEdgeInsets` / `titleEdgeInsets`: they move the image and title when drawn,
    /// not the intrinsic size.
    public var imageEdgeInsets: EdgeInsets = .zero
    public var titleEdgeInsets: EdgeInsets = .zero
    public var contentHorizontalAlignment: ControlContentHorizontalAlignment = .center
    public var contentVerticalAlignment: ControlContentVerticalAlignment = .center
    /// iOS 15 `UIButton.Configuration`; nil = a classic button.
    public var configuration: ButtonConfiguration? {
        get { if case .some(let c)? = configurationBox { return c }; return nil }
        set { configurationBox = newValue.map { .some($0) } }
    }
    /// The configuration behind one pointer (~180 bytes inline otherwise): most buttons are
    /// classic, and every button's properties are kept by the tree.
    private var configurationBox: BoxedConfiguration?
    private indirect enum BoxedConfiguration: Hashable, Sendable {
        case some(ButtonConfiguration)
    }
    public var isSelected = false
    public var isEnabled = true
    /// A title colour the current (selected or disabled) state sets explicitly, replacing the
    /// state's default look.
    public var stateTitleColor: Color?
    public init(type: ButtonType = .system, title: String, font: FontDescriptor = .system(15),
                tintColor: Color = .systemBlue, contentEdgeInsets: EdgeInsets = .zero, imageSize: Size? = nil) {
        self.type = type; self.title = title; self.font = font; self.tintColor = tintColor
        self.contentEdgeInsets = contentEdgeInsets; self.imageSize = imageSize
    }
}

/// `UIView.ContentMode`: how an image view fits its image (`redraw` draws like `scaleToFill`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// UIImageView properties; the image is named and sized in points (nil = no image).
public struct ImageViewProperties: Hashable, Sendable {
    public var imageName: String?
    public var imageSize: Size?
    public var contentMode: ContentMode
    /// Set when the image is an SF Symbol (drawn as a placeholder of `imageSize`).
    public var symbol: SymbolImage?
    public init(imageName: String? = nil, imageSize: Size?, contentMode: ContentMode = .scaleToFill) {
        self.imageName = imageName; self.imageSize = imageSize; self.contentMode = contentMode
    }
}

/// `UITextField.BorderStyle`.
public enum TextBorderStyle: String, Hashable, Sendable, CaseIterable {
    case none, line, bezel, roundedRect
}

/// UITextField properties.
public struct TextFieldProperties: Hashable, Sendable {
    public var borderStyle: TextBorderStyle
    public var text: String
    public var placeholder: String
    public var font: FontDescriptor
    public var textColor: Color
    public var textAlignment: TextAlignment
    public init(borderStyle: TextBorderStyle = .roundedRect, text: String = "", placeholder: String = "",
                font: FontDescriptor = .system(14), textColor: Color = .system(.label), textAlignment: TextAlignment = .natural) {
        self.borderStyle = borderStyle; self.text = text; self.placeholder = placeholder
        self.font = font; self.textColor = textColor; self.textAlignment = textAlignment
    }
}

/// UITextView properties.
public struct TextViewProperties: Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    public var textColor: Color
    public var isScrollEnabled: Bool
    /// `textContainerInset`, 8 top and bottom by default.
    public var textContainerInset: EdgeInsets
    /// `lineFragmentPadding`, 5 by default (each side).
    public var lineFragmentPadding: Double
    /// `textAlignment`, natural by default.
    public var textAlignment: TextAlignment = .natural
    public init(text: String, font: FontDescriptor = .system(14), textColor: Color = .system(.label),
                isScrollEnabled: Bool = true, textContainerInset: EdgeInsets = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0),
                lineFragmentPadding: Double = 5) {
        self.text = text; self.font = font; self.textColor = textColor; self.isScrollEnabled = isScrollEnabled
        self.textContainerInset = textContainerInset; self.lineFragmentPadding = lineFragmentPadding
    }
}

/// UIScrollView properties.
public struct ScrollViewProperties: Hashable, Sendable {
    /// `contentOffset`: the content point shown at the scroll view's top-left corner.
    public var contentOffset: Point
    /// `contentInset`; stored for the painter (it does not move the content frames).
    public var contentInset: EdgeInsets
    /// `contentInsetAdjustmentBehavior`, for the reported `adjustedContentInset`; the content
    /// offset is as given (the storyboard importer sets the resting one).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public init(contentOffset: Point = .zero, contentInset: EdgeInsets = .zero) {
        self.contentOffset = contentOffset; self.contentInset = contentInset
    }
}

/// UIStackView.Distribution.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// UIStackView.Alignment (`top` = `leading`, `bottom` = `trailing` for horizontal stacks).
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = StackAlignment.leading
    public static let bottom = StackAlignment.trailing
}

/// UIStackView properties. Arranged subviews are also subviews of the stack.
public struct StackViewProperties: Hashable, Sendable {
    public var axis: Axis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: Double
    public var arrangedSubviews: [ViewID]
    /// `setCustomSpacing(_:after:)`, keyed by the preceding arranged view.
    public var customSpacing: [ViewID: Double]
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool
    public init(axis: Axis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                spacing: Double = 0, isBaselineRelativeArrangement: Bool = false,
                isLayoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
        self.arrangedSubviews = []; self.customSpacing = [:]
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}

/// What kind of view a node is, with its kind-specific properties.
public enum ViewKind: Hashable, Sendable {
    case view
    case label(LabelProperties)
    /// Boxed: a button's properties (configuration, images, states) are the largest, and a small
    /// `ViewKind` keeps deep view trees' decoding recursion within the stack.
    indirect case button(ButtonProperties)
    case imageView(ImageViewProperties)
    case textField(TextFieldProperties)
    case textView(TextViewProperties)
    case `switch`(SwitchProperties)
    case scrollView(ScrollViewProperties)
    case stackView(StackViewProperties)
    case segmentedControl(SegmentedControlProperties)
    case slider(SliderProperties)
    case stepper(StepperProperties)
    case progressView(ProgressViewProperties)
    case activityIndicator(ActivityIndicatorProperties)
    case pageControl(PageControlProperties)
    case searchBar(SearchBarProperties)
    case datePicker(DatePickerProperties)
    case visualEffectView(VisualEffectViewProperties)
    indirect case tableView(TableViewProperties)
    indirect case tableViewCell(TableViewCellProperties)
    /// Boxed (`indirect`): its properties are larger than the other kinds', and every view would pay for them.
    indirect case collectionView(CollectionViewProperties)
    case navigationBar(NavigationBarProperties)
    case tabBar(TabBarProperties)
    case toolbar(ToolbarProperties)

    /// The UIKit class name, used in logs and dumps.
    public var className: String {
        switch self {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .imageView: return "UIImageView"
        case .textField: return "UITextField"
        case .textView: return "UITextView"
        case .switch: return "UISwitch"
        case .scrollView: return "UIScrollView"
        case .stackView: return "UIStackView"
        case .segmentedControl: return "UISegmentedControl"
        case .slider: return "UISlider"
        case .stepper: return "UIStepper"
        case .progressView: return "UIProgressView"
        case .activityIndicator: return "UIActivityIndicatorView"
        case .pageControl: return "UIPageControl"
        case .searchBar: return "UISearchBar"
        case .datePicker: return "UIDatePicker"
        case .visualEffectView: return "UIVisualEffectView"
        case .tableView: return "UITableView"
        case .tableViewCell: return "UITableViewCell"
        case .collectionView: return "UICollectionView"
        case .navigationBar: return "UINavigationBar"
        case .tabBar: return "UITabBar"
        case .toolbar: return "UIToolbar"
        }
    }

    /// UIKit's default (hugging, compression resistance) for a code-created view of this kind.
    /// Interface Builder writes other values (labels and image views 251 hugging); the recipe
    /// reader sets those explicitly.
    var defaultPriorities: (hugging: AxisPriorities, resistance: AxisPriorities) {
        switch self {
        case .switch: return (AxisPriorities(750, 750), AxisPriorities(750, 750))
        default: return (AxisPriorities(250, 250), AxisPriorities(750, 750))
        }
    }
}

extension ViewKind {
    /// The kind's class when its inputs are read through a property table (`UIKitClass`), else
    /// nil (the front ends read it their own way).
    public var uikitClass: (any UIKitClass.Type)? {
        switch self {
        case .segmentedControl: SegmentedControlProperties.self
        case .slider: SliderProperties.self
        case .stepper: StepperProperties.self
        case .progressView: ProgressViewProperties.self
        case .activityIndicator: ActivityIndicatorProperties.self
        case .pageControl: PageControlProperties.self
        case .searchBar: SearchBarProperties.self
        case .datePicker: DatePickerProperties.self
        case .view, .label, .button, .imageView, .textField, .textView, .switch, .scrollView, .stackView,
             .visualEffectView, .tableView, .tableViewCell, .collectionView, .navigationBar, .tabBar, .toolbar: nil
        }
    }

    /// The classes read through property tables, in documentation order (recipes list their
    /// keys in it).
    public static let uikitClasses: [any UIKitClass.Type] = [
        SegmentedControlProperties.self, SliderProperties.self, StepperProperties.self, ProgressViewProperties.self,
        ActivityIndicatorProperties.self, PageControlProperties.self, SearchBarProperties.self, DatePickerProperties.self,
    ]
}

/// Every Layout concern that differs by kind, as one exhaustive switch each: a new kind does
/// not compile until it says how it is measured. The kind's own file
/// (`Kinds/Stepper.swift`, ...) holds the rest: properties, defaults, intrinsic size.
extension IntrinsicSizer {
    /// Whether measuring the view's content lays out text (the costly part of measuring).
    static func measuresText(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .label, .button, .textField, .segmentedControl, .searchBar, .datePicker: return true
        case .textView(let t): return !t.isScrollEnabled
        case .view, .imageView, .switch, .scrollView, .stackView, .slider, .stepper, .progressView, .activityIndicator,
             .pageControl, .visualEffectView, .tableView, .tableViewCell, .collectionView, .navigationBar, .tabBar, .toolbar:
            return false
        }
    }

    /// The view's intrinsic content.
    /// - Parameter width: the view's solved width from the previous pass, for height-for-width views.
    func content(of node: ViewNode, rtl: Bool, width: Double?) -> IntrinsicContent {
        switch node.kind {
        case .view: return node.intrinsicSizeOverride?.content ?? .none
        case .scrollView, .stackView, .visualEffectView, .tableView, .tableViewCell, .collectionView: return .none
        case .navigationBar, .tabBar, .toolbar:
            return IntrinsicContent(width: nil, height: BarMetrics.intrinsicHeight(of: node.kind, in: environment), text: nil)
        case .label(let l): return labelContent(l, rtl: rtl, width: width)
        case .button(let b): return buttonContent(b, rtl: rtl)
        case .textField(let f): return textFieldContent(f, rtl: rtl)
        case .textView(let t): return textViewContent(t, rtl: rtl, width: width)
        case .switch:
            let size = SwitchProperties.intrinsicSize(os: environment.osVersion)
            return IntrinsicContent(width: size.width, height: size.height, text: nil)
        case .imageView(let i):
            guard let s = i.imageSize else { return .none }
            return IntrinsicContent(width: s.width, height: s.height, text: nil)
        case .segmentedControl(let p): return content(of: p, rtl: rtl)
        case .slider(let p): return content(of: p, rtl: rtl)
        case .stepper(let p): return content(of: p, rtl: rtl)
        case .progressView(let p): return content(of: p, rtl: rtl)
        case .activityIndicator(let p): return content(of: p, rtl: rtl)
        case .pageControl(let p): return content(of: p, rtl: rtl)
        case .searchBar(let p): return content(of: p, rtl: rtl)
        case .datePicker(let p): return content(of: p, rtl: rtl)
        }
    }
}

/// What Layout's output and checks need to know of a view's class, each answered in the file
/// of the class's properties (`Kinds/Stepper.swift`, ...): a new kind does not compile until
/// its properties say it.
protocol ViewKindConcerns {
    /// UIKit's accessibility defaults for the view (element, label, value, traits).
    var accessibilityDefaults: AccessibilityDefaults { get }
    /// What the view is to `snapshot check`'s rules.
    var checkRole: CheckRole { get }
    /// How far the frame sticks out of the alignment rect Auto Layout places, on iOS `os`
    /// (UIKit's `alignmentRectInsets`; zero unless the class says otherwise).
    func alignmentRectInsets(os: OSVersion) -> EdgeInsets
}

extension ViewKindConcerns {
    func alignmentRectInsets(os: OSVersion) -> EdgeInsets { .zero }
}

extension ViewKind {
    /// The kind's properties as the concerns every class answers for.
    var concerns: any ViewKindConcerns {
        switch self {
        case .view: PlainViewConcerns()
        case .label(let p): p
        case .button(let p): p
        case .imageView(let p): p
        case .textField(let p): p
        case .textView(let p): p
        case .switch(let p): p
        case .scrollView(let p): p
        case .stackView(let p): p
        case .segmentedControl(let p): p
        case .slider(let p): p
        case .stepper(let p): p
        case .progressView(let p): p
        case .activityIndicator(let p): p
        case .pageControl(let p): p
        case .searchBar(let p): p
        case .datePicker(let p): p
        case .visualEffectView(let p): p
        case .tableView(let p): p
        case .tableViewCell(let p): p
        case .collectionView(let p): p
        case .navigationBar(let p): p
        case .tabBar(let p): p
        case .toolbar(let p): p
        }
    }
}

/// A plain `UIView`: not an element, nothing a check judges.
private struct PlainViewConcerns: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { .none }
}

extension LabelProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(element: !text.isEmpty, label: text, traits: [.staticText])
    }
    var checkRole: CheckRole { .textOrControl(if: !text.isEmpty) }
}

extension ButtonProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults {
        var traits: [AccessibilityTrait] = [.button]
        if isSelected { traits.append(.selected) }
        if !isEnabled { traits.append(.notEnabled) }
        return .control(title, traits: traits)
    }
    var checkRole: CheckRole { .textOrControl }
}

extension ImageViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: [.image]) }
    var checkRole: CheckRole { imageName != nil || symbol != nil ? CheckRole(content: .image) : .none }
}

extension TextFieldProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { .control(placeholder, value: text, traits: []) }
    var checkRole: CheckRole { .textOrControl }
}

extension TextViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(element: true, value: text) }
    var checkRole: CheckRole { CheckRole(content: .textOrControl, scrolls: true) }
}

extension ScrollViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { CheckRole(scrolls: true) }
}

extension StackViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { .none }
}

/// The properties of one view class (`LabelProperties`, `StackViewProperties`, ...): the payload
/// of one `ViewKind` case. Lets code that reads or writes a view's properties (the recipe
/// decoder's key tables) do so without a switch over every kind.
public protocol ViewKindProperties: Hashable, Sendable {
    /// `kind`'s properties when it is of this class, else nil.
    init?(_ kind: ViewKind)
    /// The kind of a view with these properties.
    var kind: ViewKind { get }
}

extension LabelProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .label(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .label(self) }
}

extension ButtonProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .button(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .button(self) }
}

extension ImageViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .imageView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .imageView(self) }
}

extension TextFieldProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .textField(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .textField(self) }
}

extension TextViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .textView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .textView(self) }
}

extension SwitchProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .switch(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .switch(self) }
}

extension ScrollViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .scrollView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .scrollView(self) }
}

extension StackViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .stackView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .stackView(self) }
}

extension ViewKind {
    /// The kind's properties when they are of type `P` (`kind[LabelProperties.self]`), else nil.
    public subscript<P: ViewKindProperties>(_ type: P.Type) -> P? { P(self) }
}
