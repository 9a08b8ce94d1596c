/// UIToolbar properties: its items, laid out from the leading edge (flexible spaces share the
/// room left over).
public struct ToolbarProperties: Hashable, Sendable {
    public var items: [BarButtonItem]
    public var background: BarBackground
    /// How far the background reaches below the bar (the home indicator area of a toolbar at
    /// the bottom of the screen, `UIBarPosition.bottom`), in points.
    public var backgroundExtensionBottom: Double
    /// The safe area's left/right inset the bar's content keeps clear of (a notched iPhone in
    /// landscape), in points; the background spans the full width.
    public var horizontalSafeAreaInset: Double = 0
    public init(items: [BarButtonItem] = [], background: BarBackground = .automatic, backgroundExtensionBottom: Double = 0) {
        self.items = items; self.background = background; self.backgroundExtensionBottom = backgroundExtensionBottom
    }
}

extension ToolbarProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .toolbar(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .toolbar(self) }
}

extension ToolbarProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { CheckRole(isBar: true) }
}
