import Layout

/// `<navigationItem>`: what a view controller shows in its navigation controller's bar.
public struct IBNavigationItem: Hashable, Sendable {
    public var title: String?
    public var prompt: String?
    /// `largeTitleDisplayMode=` (`automatic` when absent, `always`, `never`).
    public var largeTitleDisplayMode: String?
    public var leftItems: [BarButtonItem] = []
    public var rightItems: [BarButtonItem] = []
    /// `<barButtonItem key="backBarButtonItem" title=>`: the title the next controller's back
    /// button shows.
    public var backButtonTitle: String?
    public init() {}
}

/// The navigation and tab bar information of a view controller: its own items, and for a
/// navigation or tab bar controller its bars and the controllers it contains.
public struct IBControllerBars: Hashable, Sendable {
    /// `<navigationItem key="navigationItem">`.
    public var navigationItem: IBNavigationItem?
    /// `<tabBarItem key="tabBarItem">`, read into Layout's item (its title falls back to the
    /// controller's).
    public var tabBarItem: TabBarItem?
    /// A navigation controller's `<navigationBar key="navigationBar" largeTitles="YES">`.
    public var prefersLargeTitles: Bool = false
    /// A navigation controller's navigation bar is opaque (`translucent="NO"`): its content
    /// view starts below the bar.
    public var isNavigationBarOpaque: Bool = false
    /// A navigation controller's `navigationBarHidden="YES"`: it shows no navigation bar.
    public var isNavigationBarHidden: Bool = false
    /// A navigation controller's `<toolbar key="toolbar">` shown (`toolbarHidden="NO"`).
    public var showsToolbar: Bool = false
    /// `<segue kind="relationship" relationship="rootViewController">`'s destination.
    public var rootViewControllerID: String?
    /// `relationship="viewControllers"` destinations, in order (a tab bar controller's tabs).
    public var childViewControllerIDs: [String] = []
    /// `show` / `push` segues anywhere in the scene: controllers pushed onto this one's
    /// navigation stack.
    public var pushedViewControllerIDs: [String] = []
    /// `presentation` segues anywhere in the scene without a full-screen
    /// `modalPresentationStyle`: controllers presented as a sheet (iOS 13's automatic style).
    public var sheetViewControllerIDs: [String] = []
    public init() {}

    /// True when nothing was read.
    public var isEmpty: Bool { self == IBControllerBars() }
}

/// A `<navigationBar>`, `<tabBar>` or `<toolbar>` placed as an ordinary view: its items.
public struct IBBarView: Hashable, Sendable {
    /// A navigation bar's `<items>`: its stack of navigation items (the last one shows).
    public var navigationItems: [IBNavigationItem] = []
    /// A tab bar's `<items>`.
    public var tabItems: [TabBarItem] = []
    /// A toolbar's `<items>`.
    public var barItems: [BarButtonItem] = []
    /// `largeTitles="YES"`.
    public var prefersLargeTitles: Bool = false
    public init() {}
}
