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
        // height until Xcode 12 (measured: erouska, Xcode 12.3: 88): the canvas shows the small
        // title; Xcode 13 draws it large (dgcawallet, 19455: 140 = 44 + 96). Xcode 26's canvas
        // has bars of its own (sentry), not matched: kept small.
        if isCanvas, !Self.largeTitleCanvasBuilds.contains(IBCanvasInsets.toolsBuild(of: document) ?? 0) {
            bars.navigationBar?.prefersLargeTitles = false
        }
        // Below an opaque bar the canvas's root view starts under the bar (its stored frame is
        // shorter by the bar and the status bar: dji-sdk, freeotp), so the bar is not in it;
        // above an opaque tab bar it ends over the bar (yubikit).
        if startsBelowOpaqueBar { bars.navigationBar = nil }
        if endsAboveOpaqueTabBar { bars.tabBar = nil }
        return bars
    }

    /// Xcode 26's canvas counts the device's safe area twice under a navigation bar: the bar
    /// lies one status bar below the status bar (the stored `navigationBar` frames of every
    /// Xcode 26 navigation controller: y 118 on a 393×852 canvas, 96 on 414×896, 100 on
    /// 375×812), the scene's safe area ends below it (sentry: 172 = 59 + 59 + 54) and its bottom
    /// inset is the home indicator's twice, above a tab bar too (sentry: 68, and 117 = 34 + 34 +
    /// 49). In a page sheet (`IBCanvasInsets.isXcode26Sheet`) the bar lies 16 below the sheet's
    /// top instead (sentry's split view sheet: its bar stored at y 16, its content centred
    /// between 70 and the bottom). Added to `environment`'s additional safe area insets; earlier
    /// Xcodes, devices, scenes without a navigation bar and other sizes are unchanged
    /// (docs/interface-builder.md, "Canvas safe areas").
    func repeatCanvasSafeArea(under bars: ScreenBars, in environment: inout Layout.Environment) {
        guard isCanvas, bars.navigationBar != nil, let build = IBCanvasInsets.toolsBuild(of: document),
              build >= IBCanvasInsets.xcode26, let insets = IBCanvasInsets.measured(for: document) else { return }
        let safe = environment.safeAreaInsets
        if insets.isXcode26Sheet(size: environment.rootSize, in: document) {
            environment.additionalSafeAreaInsets.top += Self.xcode26SheetBarTop - safe.top
        } else if environment.rootSize == document.device?.canvasSize {
            environment.additionalSafeAreaInsets.top += safe.top
            environment.additionalSafeAreaInsets.bottom += safe.bottom
        }
    }

    /// Where Xcode 26 places a navigation bar in a page sheet (sentry's stored frame).
    static let xcode26SheetBarTop = 16.0

    /// The Interface Builder builds (Xcode 13 to 16) whose canvas draws large-title navigation
    /// bars at their large height.
    static let largeTitleCanvasBuilds = 19000..<24000

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
    /// and no bar over it): its navigation controller's bar, or without one its own simulated
    /// navigation bar (rxswift's freeform 500 × 568 scene stores a root 524 tall, its views
    /// pinned to the top layout guide at 0).
    var startsBelowOpaqueBar: Bool {
        guard isCanvas, let controller = scene.viewController, controller.simulatedMetrics.topBar != "nil" else { return false }
        if let nav = document.embedding(ofController: controller.id).navigationController {
            return nav.bars.isNavigationBarOpaque
        }
        return controller.simulatedMetrics.topBar == "simulatedNavigationBarMetrics" && controller.simulatedMetrics.isTopBarOpaque
    }

    /// True when the canvas's root view ends above an opaque tab bar (no tab bar and no home
    /// indicator inset in it): its own simulated tab bar, else its navigation controller's
    /// (yubikit: roots 725 tall on a 414 × 896 canvas, 896 less 44 + 44 above and 83 below,
    /// views pinned to the safe area's bottom 20 above the root's).
    var endsAboveOpaqueTabBar: Bool {
        guard isCanvas, let controller = scene.viewController, controller.simulatedMetrics.bottomBar != "nil" else { return false }
        func opaqueTabBar(_ m: IBSimulatedMetrics) -> Bool { m.bottomBar == "simulatedTabBarMetrics" && m.isBottomBarOpaque }
        if controller.simulatedMetrics.bottomBar != nil { return opaqueTabBar(controller.simulatedMetrics) }
        return document.embedding(ofController: controller.id).navigationController.map { opaqueTabBar($0.simulatedMetrics) } ?? false
    }

    /// True when the canvas draws the scene as a sheet (a `presentation` segue's destination,
    /// not full screen, outside a navigation controller) in Xcode 11 to 16: the sheet starts
    /// below the status bar, its safe area has no top inset (dgcawallet, Xcode 13: roots 790
    /// tall on a 390 × 844 canvas, a button pinned 16 below the safe area's top at 16; the
    /// bottom keeps the home indicator's 34). Xcode 26's sheets differ (sentry: 59).
    var isCanvasSheet: Bool {
        guard isCanvas, let controller = scene.viewController,
              (15000..<24000).contains(IBCanvasInsets.toolsBuild(of: document) ?? 0) else { return false }
        let embedding = document.embedding(ofController: controller.id)
        return embedding.isSheet && embedding.navigationController == nil
    }

    /// The canvas environment of a root view that starts below an opaque navigation bar (or is
    /// a sheet) or ends above an opaque tab bar: no status bar, and no safe area inset on that
    /// edge (the bar or the sheet's offset covers the status bar, sensor housing or home
    /// indicator).
    func canvasRootEdges(_ environment: Layout.Environment) -> Layout.Environment {
        var e = environment
        if startsBelowOpaqueBar || isCanvasSheet {
            e.statusBarHidden = true
            e.device.safeAreaPortrait.top = 0
            e.device.safeAreaLandscape.top = 0
        }
        if endsAboveOpaqueTabBar {
            e.device.safeAreaPortrait.bottom = 0
            e.device.safeAreaLandscape.bottom = 0
        }
        return e
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
