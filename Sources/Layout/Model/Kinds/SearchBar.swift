/// `UISearchBar.Style` (`searchBarStyle`).
public enum SearchBarStyle: String, Hashable, Sendable, CaseIterable {
    /// The bar's background behind a rounded field (iOS 13+: the same look as `prominent`).
    case `default`
    /// An opaque bar background behind the field.
    case prominent
    /// No bar background: only the field.
    case minimal
}

/// UISearchBar properties. The bar has no intrinsic width; its height is
/// `SearchBarProperties.barHeight` (iOS 13+), plus `promptHeight` above it when a prompt is set.
public struct SearchBarProperties: Hashable, Sendable {
    public var text: String
    public var placeholder: String
    /// `prompt`: a line of text above the field (nil or empty = none).
    public var prompt: String
    public var style: SearchBarStyle
    /// `barTintColor` (nil = the system bar background).
    public var barTintColor: Color?
    public init(text: String = "", placeholder: String = "", prompt: String = "", style: SearchBarStyle = .default,
                barTintColor: Color? = nil) {
        self.text = text; self.placeholder = placeholder; self.prompt = prompt; self.style = style
        self.barTintColor = barTintColor
    }

    /// A search bar's height without a prompt: 56 from iOS 13 (Interface Builder's default
    /// frame since Xcode 11), 44 before (iOS 7-12).
    public static func barHeight(osVersion: OSVersion) -> Double { osVersion >= OSVersion(13) ? 56 : 44 }
    /// The prompt's row above the field (as a navigation bar's prompt: 30 points; our choice,
    /// docs/layout.md).
    public static let promptHeight = 30.0
    /// The field: inset 8 points from the bar's sides (16 for the minimal style is not modelled),
    /// 36 tall, corner radius 10, the text 17 points.
    public static let fieldInset = 8.0
    public static let fieldHeight = 36.0
    public static let fieldCornerRadius = 10.0
}

extension SearchBarProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .searchBar(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .searchBar(self) }
}

extension IntrinsicSizer {
    /// No intrinsic width; 56 tall (44 before iOS 13), plus the prompt's row; no text.
    func content(of s: SearchBarProperties, rtl: Bool) -> IntrinsicContent {
        let prompt = s.prompt.isEmpty ? 0 : SearchBarProperties.promptHeight
        return IntrinsicContent(width: nil, height: SearchBarProperties.barHeight(osVersion: environment.osVersion) + prompt,
                                text: nil)
    }
}

extension SearchBarProperties: UIKitClass {
    public static let uikitDefault = SearchBarProperties()
    public static let recipeKey = "searchBar"
    public static let interfaceBuilderElement: String? = "searchBar"
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("text", .text(\.text)),
        UIKitProperty("placeholder", .text(\.placeholder)),
        UIKitProperty("prompt", .text(\.prompt)),
        UIKitProperty("searchBarStyle", .choice(UIKitChoice(\.style, "a search bar style"))),
        UIKitProperty("barTintColor", .color(\.barTintColor)),
    ]
}

extension SearchBarProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { .control(placeholder, value: text, traits: [.searchField]) }
    /// A bar to the rules (its field is placed by it), not a control they judge.
    var checkRole: CheckRole { CheckRole(isBar: true) }
}
