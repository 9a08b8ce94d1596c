import Layout

/// The bars a scene shows: from the containers it is embedded in (`IBDocument.embedding`),
/// else from its simulated metrics (`simulatedNavigationBarMetrics`, `simulatedTabBarMetrics`,
/// `simulatedToolbarMetrics`); `<nil key="simulatedTopBarMetrics"/>` takes a bar away
/// (docs/interface-builder.md, "Navigation and tab bars").
extension IBBuildState {
    func screenBars() -> ScreenBars {
        guard let controller = scene.viewController else { return ScreenBars() }
        let metrics = controller.simulatedMetrics
        let embedding = document.embedding(ofController: controller.id)
        var bars = ScreenBars()
        if metrics.topBar != "nil", let nav = embedding.navigationController {
            let owner = embedding.navigationItemOwner ?? controller
            var p = navigationBar(owner.bars.navigationItem, controllerTitle: owner.title, largeTitles: nav.bars.prefersLargeTitles)
            if let previous = embedding.previous {
                p.backTitle = previous.bars.navigationItem?.backButtonTitle
                    ?? previous.bars.navigationItem?.title ?? previous.title ?? "Back"
            }
            if !nav.bars.isNavigationBarHidden { bars.navigationBar = p }
            if nav.bars.showsToolbar { bars.toolbar = ToolbarProperties() }
        } else if let top = metrics.topBar, top.hasPrefix("simulatedNavigationBar") || top == "simulatedNavigationBarMetrics" {
            bars.navigationBar = navigationBar(controller.bars.navigationItem, controllerTitle: controller.title, largeTitles: false)
        }
        addContainerBars(of: controller, to: &bars)
        // Interface Builder's simulated bars are "Inferred" from the container: a scene on a
        // navigation stack without a bottom bar of its own shows the one its navigation
        // controller simulates (rainmaker's pushed About scene: 49 at the bottom).
        let bottomBar = metrics.bottomBar ?? embedding.navigationController?.simulatedMetrics.bottomBar
        if metrics.bottomBar != "nil", let tab = embedding.tabBarController {
            bars.tabBar = tabBar(of: tab, selected: embedding.selectedTab)
        } else if bottomBar == "simulatedTabBarMetrics" {
            bars.tabBar = TabBarProperties(items: [Self.tabItem(of: controller)], selectedIndex: 0)
        } else if metrics.bottomBar == "simulatedToolbarMetrics" {
            bars.toolbar = ToolbarProperties()
        }
        // Interface Builder's canvas keeps a large-title bar's safe area at the standard
        // height (measured: erouska, Xcode 12.3): the canvas shows the small title.
        if isCanvas { bars.navigationBar?.prefersLargeTitles = false }
        // Below an opaque bar the canvas's root view starts under the bar (its stored frame is
        // shorter by the bar and the status bar: dji-sdk, freeotp), so the bar is not in it.
        if isCanvas, embedding.navigationController?.bars.isNavigationBarOpaque == true { bars.navigationBar = nil }
        return bars
    }

    /// A container shown with an empty view (`IBDocument.shownScene`: root set in code): a
    /// navigation controller's own empty bar (and toolbar), a tab bar controller's tab bar.
    func addContainerBars(of controller: IBViewController, to bars: inout ScreenBars) {
        switch controller.elementName {
        case "navigationController":
            if !controller.bars.isNavigationBarHidden {
                bars.navigationBar = navigationBar(nil, controllerTitle: nil, largeTitles: controller.bars.prefersLargeTitles)
            }
            if controller.bars.showsToolbar { bars.toolbar = ToolbarProperties() }
        case "tabBarController":
            bars.tabBar = tabBar(of: controller, selected: 0)
        default:
            break
        }
    }

    /// UIKit's content inset adjustment, at rest (`ContentInsetAdjustment`): a scroll view of
    /// the root that starts at the root's top (under the status bar and the bars) shows its
    /// content below them, its content offset `-(safe area top)`, when its behaviour adjusts the
    /// top: `automatic` in a navigation or tab bar controller or when it scrolls vertically
    /// (`alwaysBounceVertical`, or stored content taller than it), `scrollableAxes` when it
    /// scrolls, `always`. Not on the canvas, whose stored frames are at content offset 0. Tables
    /// rest by the same rule in Layout's table pass.
    mutating func adjustScrollViews(below environment: Layout.Environment) {
        let barBottom = environment.safeAreaInsets.top
        guard !isCanvas, barBottom > 0, let root = scene.rootView else { return }
        let bars = environment.navigationBarHeight > 0 || environment.bottomBarHeight > 0
        for view in root.subviews {
            guard case .scrollView(let p) = view.kind, (view.frame?.minY ?? 0) <= 0.5, let id = ids[view.id],
                  case .scrollView(var props) = tree[id].kind, props.contentOffset == .zero else { continue }
            let adjustment = ContentInsetAdjustment(behavior: p.contentInsetAdjustmentBehavior,
                                                    scrollsVertically: p.alwaysBounceVertical || Self.storedContentIsTaller(view),
                                                    isInContainer: bars)
            guard adjustment.adjustedInset(safeArea: EdgeInsets(top: barBottom)).top > 0 else { continue }
            props.contentOffset = Layout.Point(x: 0, y: -barBottom)
            var node = tree[id]
            node.kind = .scrollView(props)
            tree[id] = node
        }
    }

    /// True when a scroll view's stored subviews reach below its stored height (it scrolls).
    static func storedContentIsTaller(_ scroll: IBView) -> Bool {
        guard let height = scroll.frame?.height else { return false }
        return scroll.subviews.contains { ($0.frame?.maxY ?? 0) > height + 0.5 }
    }

    /// True when the canvas's root view starts below an opaque navigation bar (no status bar
    /// and no bar over it).
    var startsBelowOpaqueBar: Bool {
        guard isCanvas, let controller = scene.viewController else { return false }
        return document.embedding(ofController: controller.id).navigationController?.bars.isNavigationBarOpaque == true
    }

    func navigationBar(_ item: IBNavigationItem?, controllerTitle: String?, largeTitles: Bool) -> NavigationBarProperties {
        var p = NavigationBarProperties(title: item?.title ?? controllerTitle ?? "")
        p.prefersLargeTitles = largeTitles && item?.largeTitleDisplayMode != "never"
        p.leftItems = item?.leftItems ?? []
        p.rightItems = item?.rightItems ?? []
        p.prompt = item?.prompt
        return p
    }

    func tabBar(of tab: IBViewController, selected: Int?) -> TabBarProperties {
        let all = document.controllersByID
        let items = tab.bars.childViewControllerIDs.map { id -> TabBarItem in
            guard let c = all[id] else { return TabBarItem(title: "Item") }
            // A navigation controller's tab item, else its root's.
            if c.bars.tabBarItem == nil, let root = c.bars.rootViewControllerID.flatMap({ all[$0] }) {
                return Self.tabItem(of: root)
            }
            return Self.tabItem(of: c)
        }
        return TabBarProperties(items: items, selectedIndex: selected)
    }

    /// A controller's tab item; without one, an item titled as the controller (else "Item").
    static func tabItem(of controller: IBViewController) -> TabBarItem {
        controller.bars.tabBarItem ?? TabBarItem(title: controller.title ?? "Item")
    }

    /// A `<navigationBar>`, `<tabBar>` or `<toolbar>` placed as a view: its items.
    func barKind(_ kind: IBViewKind) -> Layout.ViewKind? {
        switch kind {
        case .navigationBar(let bar):
            guard let top = bar.navigationItems.last else { return .navigationBar(NavigationBarProperties()) }
            var p = navigationBar(top, controllerTitle: nil, largeTitles: bar.prefersLargeTitles)
            if bar.navigationItems.count > 1 {
                let previous = bar.navigationItems[bar.navigationItems.count - 2]
                p.backTitle = previous.backButtonTitle ?? previous.title ?? "Back"
            }
            return .navigationBar(p)
        case .tabBar(let bar):
            return .tabBar(TabBarProperties(items: bar.tabItems, selectedIndex: nil))
        case .toolbar(let bar):
            return .toolbar(ToolbarProperties(items: bar.barItems))
        default:
            return nil
        }
    }
}
