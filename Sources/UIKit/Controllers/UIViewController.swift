import Layout

/// `UIViewController`: owns a view made on first use (`loadView()`, then `viewDidLoad()`),
/// and the items its container shows (title, navigation item, tab bar item).
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    open var title: String?
    public let navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem!
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var preferredContentSize: CGSize = .zero
    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var hidesBottomBarWhenPushed = false
    open var toolbarItems: [UIBarButtonItem]?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The view, loaded on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let v = loadedView ?? UIView(frame: CGRect(origin: .zero, size: CGSize(LayoutHost.screen.rootSize)))
            loadedView = v
            v.owningViewController = self
            viewDidLoad()
            return v
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain white view of the screen's size that resizes with it, unless overridden.
    open func loadView() {
        let v = UIView(frame: CGRect(origin: .zero, size: CGSize(LayoutHost.screen.rootSize)))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.backgroundColor = nil
        view = v
    }

    open func loadViewIfNeeded() { _ = view }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func updateViewConstraints() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open var traitCollection: UITraitCollection { view.traitCollection }

    open func addChild(_ childController: UIViewController) {
        childController.parent = self
        children.append(childController)
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}

    /// The navigation controller this controller is in.
    open var navigationController: UINavigationController? { container(UINavigationController.self) }

    /// The tab bar controller this controller is in.
    open var tabBarController: UITabBarController? { container(UITabBarController.self) }

    /// The nearest parent of a class.
    private func container<C: UIViewController>(_ type: C.Type) -> C? {
        var p = parent
        while let c = p {
            if let found = c as? C { return found }
            p = c.parent
        }
        return nil
    }

    /// Presenting shows nothing in a snapshot.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitWarnings.record("present(_:animated:) shows nothing in a snapshot")
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all = UIRectEdge(rawValue: 15)
}

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}
