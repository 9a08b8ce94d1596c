/// One `UITabBarItem`: a title and an image (named, with its size in points; a placeholder of
/// that size when the image is not available).
public struct TabBarItem: Hashable, Sendable {
    public var title: String
    public var imageName: String?
    /// `selectedImage`: drawn instead of `imageName` while the item is selected.
    public var selectedImageName: String?
    public var imageSize: Size
    /// `badgeValue`: drawn as a red capsule at the image's top-right corner.
    public var badge: String?

    /// Tab bar images are about 25 points (SF Symbols at the tab bar's size are 25-28 wide).
    public static let defaultImageSize = Size(width: 25, height: 25)

    public init(title: String, imageName: String? = nil, imageSize: Size = TabBarItem.defaultImageSize,
                badge: String? = nil) {
        self.title = title; self.imageName = imageName; self.imageSize = imageSize; self.badge = badge
    }
}

/// UITabBar properties: its items and the selected one (drawn in the tint colour, the others
/// in systemGray).
public struct TabBarProperties: Hashable, Sendable {
    public var items: [TabBarItem]
    /// Index of the selected item (nil or out of range = none).
    public var selectedIndex: Int?
    public var background: BarBackground
    /// The safe area's left/right inset the bar's content keeps clear of (a notched iPhone in
    /// landscape), in points; the background spans the full width.
    public var horizontalSafeAreaInset: Double = 0
    public init(items: [TabBarItem] = [], selectedIndex: Int? = 0, background: BarBackground = .automatic) {
        self.items = items; self.selectedIndex = selectedIndex; self.background = background
    }
}

extension TabBarProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .tabBar(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .tabBar(self) }
}

extension TabBarProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { CheckRole(isBar: true) }
}
