import Layout

/// `UINavigationItem`: what a navigation bar shows for a view controller.
@MainActor
open class UINavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var titleView: UIView?

    public init() {}
    public init(title: String) { self.title = title }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
}

/// `UIBarButtonItem`: a title, an image or a system item of a bar. Target and action are not
/// kept (nothing is tapped in a snapshot).
@MainActor
open class UIBarButtonItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var width: CGFloat = 0
    open var tintColor: UIColor?
    open var isEnabled = true
    open var customView: UIView?
    var systemItem: SystemItem?

    public init() {}

    public convenience init(title: String?, style: Style, target: Any?, action: Any?) {
        self.init()
        self.title = title; self.style = style
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Any?) {
        self.init()
        self.image = image; self.style = style
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Any?) {
        self.init()
        self.systemItem = systemItem
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(title: String?, image: UIImage?, primaryAction: Any?, menu: Any?) {
        self.init()
        self.title = title; self.image = image
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The item as Layout's bars hold it.
    var layoutItem: BarButtonItem {
        if let systemItem, let s = SystemBarItem(rawValue: String(describing: systemItem)) {
            return BarButtonItem(.system(s), width: Double(width))
        }
        if let image { return BarButtonItem(.image(name: image.layoutKey, size: image.size.size), isDone: style == .done) }
        return BarButtonItem(.title(title ?? ""), isDone: style == .done)
    }
}

/// `UITabBarItem`.
@MainActor
open class UITabBarItem {
    /// `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var tag = 0

    public init() {}

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = String(describing: systemItem).capitalized; self.tag = tag
    }

    var layoutItem: TabBarItem {
        var item = TabBarItem(title: title ?? "", imageName: image?.layoutKey)
        item.badge = badgeValue
        return item
    }
}
