import Layout

/// `UIButton`: classic (per-state titles, colours, images, `contentEdgeInsets`) or configured
/// (iOS 15 `configuration`), sized and drawn as the project's model draws buttons.
@MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    public internal(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    open var configuration: Configuration? { didSet { setNeedsLayout() } }
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// The label whose font the title uses (not a subview of the hierarchy).
    public let titleLabel: UILabel? = UILabel()
    /// The image view of the current image.
    public let imageView: UIImageView? = UIImageView()
    open var changesSelectionAsPrimaryAction = false
    open var showsMenuAsPrimaryAction = false

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        titleLabel?.font = .systemFont(ofSize: buttonType == .custom ? 18 : 15)
    }

    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { setTitle(primaryAction.title, for: .normal) }
    }

    /// `UIButton(configuration:primaryAction:)` (iOS 15): a system button with a configuration.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 18)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buttonType = .system
    }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; setNeedsLayout() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; setNeedsLayout() }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    public var currentImage: UIImage? { image(for: state) }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        let image = configuration?.image ?? currentImage
        var b = ButtonProperties(type: buttonType.layout, title: configuration?.title ?? currentTitle ?? "",
                                 font: (titleLabel?.font ?? .systemFont(ofSize: 15)).descriptor,
                                 tintColor: context.color(tintColor, default: .systemBlue),
                                 contentEdgeInsets: contentEdgeInsets.edgeInsets, imageSize: image?.size.size)
        b.imageName = image?.layoutKey
        b.symbol = image?.symbol
        b.imageEdgeInsets = imageEdgeInsets.edgeInsets
        b.titleEdgeInsets = titleEdgeInsets.edgeInsets
        b.contentHorizontalAlignment = contentHorizontalAlignment.layout
        b.contentVerticalAlignment = contentVerticalAlignment.layout
        b.isSelected = isSelected
        b.isEnabled = isEnabled
        b.stateTitleColor = context.color(titleColor(for: state) ?? (buttonType == .custom ? .white : nil))
        b.configuration = configuration.map { $0.layout(context) }
        return .button(b)
    }
}

extension UIButton.ButtonType {
    var layout: ButtonType {
        switch self {
        case .custom: .custom
        case .system, .plain: .system
        case .detailDisclosure: .detailDisclosure
        case .infoLight: .infoLight
        case .infoDark: .infoDark
        case .contactAdd: .contactAdd
        case .close: .close
        }
    }
}
