import Layout

extension UIViewController {
    /// The view a snapshot of this controller draws on `screen`: the shown controller's view
    /// (a navigation controller's top, a tab bar controller's selected one), hosted with the
    /// containers' bars, laid out, with the appearance callbacks UIKit makes around it.
    @_spi(SnapshotHost) public func hostedView(on screen: Environment) -> UIView {
        var bars = ScreenBars()
        let shown = shownController(bars: &bars)
        let root: UIView = shown.view
        var e = screen
        let style = shown.overrideUserInterfaceStyle != .unspecified ? shown.overrideUserInterfaceStyle : overrideUserInterfaceStyle
        if style != .unspecified { e.appearance = style == .dark ? .dark : .light }
        root.hosting = Hosting(screen: e, bars: bars, additional: shown.additionalSafeAreaInsets)
        shown.viewWillAppear(false)
        shown.viewWillLayoutSubviews()
        LayoutPass.run(root)
        shown.viewDidLayoutSubviews()
        shown.viewDidAppear(false)
        return root
    }

    /// The controller whose view is shown, with the bars of the containers around it.
    private func shownController(bars: inout ScreenBars) -> UIViewController {
        // A controller's view loads (`viewDidLoad` sets titles and bar items) before its bars are read.
        if let tab = self as? UITabBarController {
            bars.tabBar = tab.barProperties
            return tab.selectedViewController?.shownController(bars: &bars) ?? self
        }
        if let nav = self as? UINavigationController, let top = nav.topViewController {
            top.loadViewIfNeeded()
            bars.navigationBar = nav.barProperties
            if !nav.isToolbarHidden, let items = top.toolbarItems {
                bars.toolbar = ToolbarProperties(items: items.map(\.layoutItem))
            }
            return top.shownController(bars: &bars)
        }
        return self
    }
}
