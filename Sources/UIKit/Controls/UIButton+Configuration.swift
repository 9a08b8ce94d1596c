import Layout

/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all = NSDirectionalRectEdge(rawValue: 15)
}

extension UIButton {
    /// `UIButton.Configuration` (iOS 15): a style, content and its insets.
    public struct Configuration: Sendable {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        var style: ButtonConfigurationStyle
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        private var setInsets: NSDirectionalEdgeInsets?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The title's font, as a transformer of `titleTextAttributesTransformer` would set it.
        public var titleFont: UIFont?

        init(_ style: ButtonConfigurationStyle) { self.style = style }

        /// The insets around the content: as set, else the button size's.
        public var contentInsets: NSDirectionalEdgeInsets {
            get {
                if let setInsets { return setInsets }
                let d = ButtonConfiguration.defaultInsets(for: ButtonSize.allCases[buttonSize.rawValue])
                return NSDirectionalEdgeInsets(top: d.top, leading: d.leading, bottom: d.bottom, trailing: d.trailing)
            }
            set { setInsets = newValue }
        }

        public static func plain() -> Configuration { Configuration(.plain) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.plain) }
        public static func bordered() -> Configuration { Configuration(.gray) }
        public static func borderedTinted() -> Configuration { Configuration(.tinted) }
        public static func borderedProminent() -> Configuration { Configuration(.filled) }

        @MainActor
        func layout(_ context: KindContext) -> ButtonConfiguration {
            ButtonConfiguration(style: style, cornerStyle: ButtonCornerStyle.allCases[cornerStyle.rawValue],
                                size: ButtonSize.allCases[buttonSize.rawValue], imagePlacement: placement,
                                imagePadding: Double(imagePadding), contentInsets: setInsets?.directional,
                                titleFont: titleFont?.descriptor, baseForegroundColor: context.color(baseForegroundColor),
                                baseBackgroundColor: context.color(baseBackgroundColor))
        }

        private var placement: ButtonImagePlacement {
            if imagePlacement.contains(.trailing) { return .trailing }
            if imagePlacement.contains(.top) { return .top }
            if imagePlacement.contains(.bottom) { return .bottom }
            return .leading
        }
    }
}
