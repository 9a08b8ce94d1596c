/// UINavigationBar properties: what its top `UINavigationItem` shows.
public struct NavigationBarProperties: Hashable, Sendable {
    public var title: String
    /// A large title (`prefersLargeTitles` with `largeTitleDisplayMode` always/automatic): 34 pt
    /// bold, left-aligned under the 44-point bar, the bar 96 points tall (not in compact height).
    public var prefersLargeTitles: Bool
    public var leftItems: [BarButtonItem]
    public var rightItems: [BarButtonItem]
    /// The back button's title (the previous item's title, or "Back"); nil = no back button.
    public var backTitle: String?
    /// `navigationItem.prompt`: a line of text above the title (the bar 30 points taller).
    public var prompt: String?
    public var background: BarBackground
    /// How far the background reaches above the bar (the status bar area of a bar attached to
    /// the top of the screen, `UIBarPosition.topAttached`), in points.
    public var backgroundExtensionTop: Double
    /// The safe area's left/right inset the bar's content keeps clear of (a notched iPhone in
    /// landscape), in points; the background spans the full width.
    public var horizontalSafeAreaInset: Double = 0

    public init(title: String = "", prefersLargeTitles: Bool = false, leftItems: [BarButtonItem] = [],
                rightItems: [BarButtonItem] = [], backTitle: String? = nil, prompt: String? = nil,
                background: BarBackground = .automatic, backgroundExtensionTop: Double = 0) {
        self.title = title; self.prefersLargeTitles = prefersLargeTitles
        self.leftItems = leftItems; self.rightItems = rightItems; self.backTitle = backTitle
        self.prompt = prompt; self.background = background; self.backgroundExtensionTop = backgroundExtensionTop
    }
}

extension NavigationBarProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .navigationBar(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .navigationBar(self) }
}

extension NavigationBarProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { CheckRole(isBar: true) }
}
