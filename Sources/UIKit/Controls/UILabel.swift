import Layout
import Typesetting

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural

    var layout: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var layout: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}

/// `UILabel`: text measured and drawn by the project's typesetter.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The attributed text, read as its characters in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .label(LabelProperties(text: text ?? "", font: (font ?? .systemFont(ofSize: 17)).descriptor,
                               textColor: context.color(isEnabled ? textColor : .tertiaryLabel, default: .system(.label)),
                               numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.layout,
                               textAlignment: textAlignment.layout, preferredMaxLayoutWidth: Double(preferredMaxLayoutWidth)))
    }
}
