import Layout

/// `UITextField`: its text or placeholder in a border style, sized by the model's field rules.
@MainActor
open class UITextField: UIControl {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? = ""
    open var placeholder: String?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var isSecureTextEntry = false
    open var adjustsFontForContentSizeCategory = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        let shown = isSecureTextEntry ? String(repeating: "•", count: (text ?? "").count) : (text ?? "")
        return .textField(TextFieldProperties(borderStyle: TextBorderStyle.allCases[borderStyle.rawValue], text: shown,
                                              placeholder: placeholder ?? "", font: (font ?? .systemFont(ofSize: 17)).descriptor,
                                              textColor: context.color(textColor, default: .system(.label)),
                                              textAlignment: textAlignment.layout))
    }
}

/// `UITextView`: text in a scrolling or self-sizing view (`isScrollEnabled = false`).
@MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var adjustsFontForContentSizeCategory = false
    open var keyboardType: UIKeyboardType = .default
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        .textView(TextViewProperties(text: text ?? "", font: (font ?? .systemFont(ofSize: 12)).descriptor,
                                     textColor: context.color(textColor, default: .system(.label)), isScrollEnabled: isScrollEnabled,
                                     textContainerInset: textContainerInset.edgeInsets))
    }
}

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
}

/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let name = UITextContentType(rawValue: "name")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}
