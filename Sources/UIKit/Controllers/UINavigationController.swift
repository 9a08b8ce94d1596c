import Layout

/// `UINavigationController`: shows its top view controller's view under a navigation bar.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for c in viewControllers { c.removeFromParent() }
        viewControllers = controllers
        for c in controllers { addChild(c) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// The navigation bar for the top controller's item.
    var barProperties: NavigationBarProperties? {
        guard !isNavigationBarHidden, let top = topViewController else { return nil }
        let item = top.navigationItem
        let large = navigationBar.prefersLargeTitles && item.largeTitleDisplayMode != .never
            || item.largeTitleDisplayMode == .always
        var bar = NavigationBarProperties(title: item.title ?? top.title ?? "", prefersLargeTitles: large,
                                          leftItems: (item.leftBarButtonItems ?? []).map(\.layoutItem),
                                          rightItems: (item.rightBarButtonItems ?? []).map(\.layoutItem))
        if viewControllers.count > 1, !item.hidesBackButton {
            let previous = viewControllers[viewControllers.count - 2]
            bar.backTitle = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
        }
        bar.prompt = item.prompt
        return bar
    }
}

/// `UINavigationBar`: the bar's settings a navigation controller shows.
@MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
}

/// `UITabBarController`: shows the selected controller's view above a tab bar of every controller's item.
@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            for c in oldValue ?? [] { c.removeFromParent() }
            for c in viewControllers ?? [] { addChild(c) }
        }
    }

    open var selectedIndex = 0
    public let tabBar = UITabBar()

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i } }
    }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    var barProperties: TabBarProperties {
        let items = (viewControllers ?? []).map { c in
            (c.tabBarItem ?? UITabBarItem(title: c.title, image: nil, tag: 0)).layoutItem
        }
        return TabBarProperties(items: items, selectedIndex: selectedIndex)
    }
}

/// `UITabBar`.
@MainActor
open class UITabBar: UIView {
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
}
