/// `UIProgressView.Style`.
public enum ProgressViewStyle: String, Hashable, Sendable, CaseIterable {
    /// The standard look: a rounded grey track.
    case `default`
    /// For toolbars: no visible track.
    case bar
}

/// UIProgressView properties.
public struct ProgressViewProperties: Hashable, Sendable {
    /// 0...1 (values outside are clamped when drawn).
    public var progress: Double
    public var style: ProgressViewStyle
    /// `progressTintColor`; nil = the tint colour.
    public var progressTintColor: Color?
    /// `trackTintColor`; nil = the system's grey (none for the bar style).
    public var trackTintColor: Color?

    public init(progress: Double = 0, style: ProgressViewStyle = .default,
                progressTintColor: Color? = nil, trackTintColor: Color? = nil) {
        self.progress = progress; self.style = style
        self.progressTintColor = progressTintColor; self.trackTintColor = trackTintColor
    }

    /// The progress clamped to 0...1 (0 when not a number).
    public var fraction: Double { progress.isFinite ? max(0, min(1, progress)) : 0 }

    /// Intrinsic height of the default style; the bar style is 2.5 (docs/layout.md,
    /// "Controls"). No intrinsic width.
    public static let height = 4.0
    public static let barHeight = 2.5
}

extension ProgressViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .progressView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .progressView(self) }
}

extension IntrinsicSizer {
    /// The style's height; no intrinsic width and no text.
    func content(of p: ProgressViewProperties, rtl: Bool) -> IntrinsicContent {
        IntrinsicContent(width: nil, height: p.style == .bar ? ProgressViewProperties.barHeight : ProgressViewProperties.height,
                         text: nil)
    }
}

extension ProgressViewProperties: UIKitClass {
    public static let uikitDefault = ProgressViewProperties()
    public static let recipeKey = "progressView"
    public static let interfaceBuilderElement: String? = "progressView"
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("progress", .number(\.progress, range: 0...1, what: "a progress")),
        UIKitProperty("progressViewStyle", .choice(UIKitChoice(\.style, "a progress view style"))),
        UIKitProperty("progressTintColor", .color(\.progressTintColor)),
        UIKitProperty("trackTintColor", .color(\.trackTintColor)),
    ]
}

extension ProgressViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(element: true, value: AccessibilityDefaults.percent(fraction, 0, 1), traits: [.updatesFrequently])
    }
    var checkRole: CheckRole { .none }
}
