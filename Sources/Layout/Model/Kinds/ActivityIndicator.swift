/// `UIActivityIndicatorView.Style`: iOS 13's `medium` and `large`; the older `gray`, `white`
/// (medium) and `whiteLarge` (large) are spellings of these with a colour.
public enum ActivityIndicatorStyle: String, Hashable, Sendable, CaseIterable {
    case medium, large

    /// The indicator's size (intrinsic and drawn): 20×20 or 37×37.
    public var size: Size {
        switch self {
        case .medium: return Size(width: 20, height: 20)
        case .large: return Size(width: 37, height: 37)
        }
    }
}

/// UIActivityIndicatorView properties.
public struct ActivityIndicatorProperties: Hashable, Sendable {
    public var style: ActivityIndicatorStyle
    /// `isAnimating`: whether it spins (a snapshot shows the spokes either way).
    public var isAnimating: Bool
    /// `hidesWhenStopped` (default true): a stopped indicator is hidden.
    public var hidesWhenStopped: Bool
    /// `color`; nil = the system's grey (`secondaryLabel`-like, per appearance).
    public var color: Color?

    public init(style: ActivityIndicatorStyle = .medium, isAnimating: Bool = false, hidesWhenStopped: Bool = true,
                color: Color? = nil) {
        self.style = style; self.isAnimating = isAnimating; self.hidesWhenStopped = hidesWhenStopped; self.color = color
    }

    /// True when the indicator hides itself: stopped, and hiding when stopped (UIKit sets
    /// `isHidden` then, so it leaves a stack's arrangement like any hidden view).
    public var hidesItself: Bool { hidesWhenStopped && !isAnimating }
}

extension ActivityIndicatorProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .activityIndicator(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .activityIndicator(self) }
}

extension ViewKind {
    /// True when a view of this kind is hidden whatever its `isHidden` flag says: a stopped
    /// activity indicator that hides when stopped.
    var hidesItself: Bool {
        if case .activityIndicator(let a) = self { return a.hidesItself }
        return false
    }
}

extension IntrinsicSizer {
    /// The style's fixed size; no text.
    func content(of a: ActivityIndicatorProperties, rtl: Bool) -> IntrinsicContent {
        IntrinsicContent(width: a.style.size.width, height: a.style.size.height, text: nil)
    }
}

extension ActivityIndicatorProperties: UIKitClass {
    public static let uikitDefault = ActivityIndicatorProperties()
    public static let recipeKey = "activityIndicator"
    /// Interface Builder's `<activityIndicatorView>` maps its older style names to a style and a
    /// colour, so its reader reads it its own way.
    public static let interfaceBuilderElement: String? = nil
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("style", .choice(UIKitChoice(\.style, "an activity indicator style"))),
        UIKitProperty("animating", .bool(\.isAnimating)),
        UIKitProperty("hidesWhenStopped", .bool(\.hidesWhenStopped)),
        UIKitProperty("color", .color(\.color)),
    ]
}

extension ActivityIndicatorProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { .none }
}
