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
    public init(text: String, font: FontDescriptor = .system(17), textColor: Color = .black,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
                textAlignment: TextAlignment = .natural, preferredMaxLayoutWidth: Double = 0) {
        self.text = text; self.font = font; self.textColor = textColor
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
        self.textAlignment = textAlignment; self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    }
}

/// UIButton (classic, pre-configuration) properties.
public struct ButtonProperties: Hashable, Sendable {
    public enum ButtonType: String, Hashable, Sendable { case system, roundedRect, custom }
    public var type: ButtonType
    public var title: String
    public var font: FontDescriptor
    public var tintColor: Color
    public var contentEdgeInsets: EdgeInsets
    public init(type: ButtonType = .system, title: String, font: FontDescriptor = .system(15),
                tintColor: Color = .systemBlue, contentEdgeInsets: EdgeInsets = .zero) {
        self.type = type; self.title = title; self.font = font; self.tintColor = tintColor
        self.contentEdgeInsets = contentEdgeInsets
    }
}

/// How an image view fits its image (UIView.ContentMode subset).
public enum ContentMode: String, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// UIImageView properties; the image is named and sized in points (nil = no image).
public struct ImageViewProperties: Hashable, Sendable {
    public var imageName: String?
    public var imageSize: Size?
    public var contentMode: ContentMode
    public init(imageName: String? = nil, imageSize: Size?, contentMode: ContentMode = .scaleToFill) {
        self.imageName = imageName; self.imageSize = imageSize; self.contentMode = contentMode
    }
}

/// UITextField properties.
public struct TextFieldProperties: Hashable, Sendable {
    public enum BorderStyle: String, Hashable, Sendable { case none, line, bezel, roundedRect }
    public var borderStyle: BorderStyle
    public var text: String
    public var placeholder: String
    public var font: FontDescriptor
    public var textColor: Color
    public var textAlignment: TextAlignment
    public init(borderStyle: BorderStyle = .roundedRect, text: String = "", placeholder: String = "",
                font: FontDescriptor = .system(14), textColor: Color = .black, textAlignment: TextAlignment = .natural) {
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
    public init(text: String, font: FontDescriptor = .system(14), textColor: Color = .black,
                isScrollEnabled: Bool = true, textContainerInset: EdgeInsets = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0),
                lineFragmentPadding: Double = 5) {
        self.text = text; self.font = font; self.textColor = textColor; self.isScrollEnabled = isScrollEnabled
        self.textContainerInset = textContainerInset; self.lineFragmentPadding = lineFragmentPadding
    }
}

/// UISwitch properties.
public struct SwitchProperties: Hashable, Sendable {
    public var isOn: Bool
    public var onTintColor: Color
    public init(isOn: Bool = false, onTintColor: Color = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)) {
        self.isOn = isOn; self.onTintColor = onTintColor
    }
}

/// UIScrollView properties.
public struct ScrollViewProperties: Hashable, Sendable {
    /// `contentOffset`: the content point shown at the scroll view's top-left corner.
    public var contentOffset: Point
    /// `contentInset`; stored for the painter (it does not move the content frames).
    public var contentInset: EdgeInsets
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
    case button(ButtonProperties)
    case imageView(ImageViewProperties)
    case textField(TextFieldProperties)
    case textView(TextViewProperties)
    case `switch`(SwitchProperties)
    case scrollView(ScrollViewProperties)
    case stackView(StackViewProperties)

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
