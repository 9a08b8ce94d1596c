/// The bars of a screen's view controller: the navigation bar of its navigation controller,
/// the tab bar of its tab bar controller, its navigation controller's toolbar. `install` adds
/// them to a view tree as the last subviews of the root (drawn above the content, as the
/// containers' views are) and returns the environment whose safe area follows them.
public struct ScreenBars: Hashable, Sendable {
    public var navigationBar: NavigationBarProperties?
    public var tabBar: TabBarProperties?
    public var toolbar: ToolbarProperties?

    public init(navigationBar: NavigationBarProperties? = nil, tabBar: TabBarProperties? = nil,
                toolbar: ToolbarProperties? = nil) {
        self.navigationBar = navigationBar; self.tabBar = tabBar; self.toolbar = toolbar
    }

    /// True when there is no bar.
    public var isEmpty: Bool { navigationBar == nil && tabBar == nil && toolbar == nil }

    /// The bars' frames in the root view (points) for an environment without bars.
    public func frames(in environment: Environment) -> (navigationBar: Rect?, tabBar: Rect?, toolbar: Rect?) {
        var e = environment
        e.navigationBarHeight = 0
        e.bottomBarHeight = 0
        let size = e.rootSize, safe = e.safeAreaInsets
        let nav = navigationBar.map {
            Rect(x: 0, y: safe.top, width: size.width, height: BarMetrics.height(of: $0, in: e))
        }
        var bottom = size.height
        var tab: Rect?
        if tabBar != nil {
            let h = BarMetrics.tabBarHeight(in: e) + safe.bottom
            tab = Rect(x: 0, y: size.height - h, width: size.width, height: h)
            bottom = size.height - h
        } else {
            bottom -= safe.bottom
        }
        let tool = toolbar.map { _ in
            Rect(x: 0, y: bottom - BarMetrics.toolbarHeight(in: e), width: size.width, height: BarMetrics.toolbarHeight(in: e))
        }
        return (nav, tab, tool)
    }

    /// Adds the bars to `tree` (fixed frames, last subviews of the root) and returns
    /// `environment` with `navigationBarHeight` and `bottomBarHeight` set from them.
    public func install(in tree: inout ViewTree, environment: Environment) throws(TreeError) -> Environment {
        var e = environment
        e.navigationBarHeight = 0
        e.bottomBarHeight = 0
        guard !isEmpty else { return e }
        let f = frames(in: e)
        let safe = e.safeAreaInsets
        let side = max(safe.left, safe.right)
        if var nav = navigationBar, let frame = f.navigationBar {
            nav.backgroundExtensionTop = frame.minY
            nav.horizontalSafeAreaInset = side
            try add(.navigationBar(nav), name: "Navigation Bar", frame: frame, to: &tree)
            e.navigationBarHeight = frame.height
        }
        if var tool = toolbar, let frame = f.toolbar {
            tool.backgroundExtensionBottom = tabBar == nil ? safe.bottom : 0
            tool.horizontalSafeAreaInset = side
            try add(.toolbar(tool), name: "Toolbar", frame: frame, to: &tree)
            e.bottomBarHeight += frame.height
        }
        if var tab = tabBar, let frame = f.tabBar {
            tab.horizontalSafeAreaInset = side
            try add(.tabBar(tab), name: "Tab Bar", frame: frame, to: &tree)
            e.bottomBarHeight += frame.height - safe.bottom
        }
        return e
    }

    private func add(_ kind: ViewKind, name: String, frame: Rect, to tree: inout ViewTree) throws(TreeError) {
        let id = try tree.addView(kind, name: name, to: tree.root)
        var node = tree[id]
        node.autoresizingFrame = frame
        tree[id] = node
    }
}
