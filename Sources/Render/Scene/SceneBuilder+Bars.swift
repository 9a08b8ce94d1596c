import Layout
import Raster

extension SceneBuilder {
    /// A bar's drawing: its items and the environment's colours, heights and margins.
    func barSpec(of n: ViewNode, tint: Color?) -> BarSpec {
        let e = result.environment
        let content: BarSpec.Content
        let background: BarBackground
        let side: Double
        switch n.kind {
        case .navigationBar(let p): content = .navigation(p); background = p.background; side = p.horizontalSafeAreaInset
        case .tabBar(let p): content = .tab(p); background = p.background; side = p.horizontalSafeAreaInset
        case .toolbar(let p): content = .toolbar(p); background = p.background; side = p.horizontalSafeAreaInset
        default: content = .toolbar(ToolbarProperties()); background = .transparent; side = 0
        }
        var large = false
        if case .navigation(let p) = content { large = BarMetrics.showsLargeTitle(p, in: e) }
        let row: Double
        switch content {
        case .navigation: row = BarMetrics.navigationBarHeight(in: e)
        case .tab: row = BarMetrics.tabBarHeight(in: e)
        case .toolbar: row = BarMetrics.toolbarHeight(in: e)
        }
        func c(_ s: SystemColor) -> PixelColor { pixel(s.color(in: e)) }
        let symbols: BarItemSymbols
        if case .tab = content { symbols = .tabItems(in: e) } else { symbols = .barButtons(in: e) }
        return BarSpec(content: content, tint: pixel(n.tintColor ?? tint ?? SystemColor.systemBlue.color(in: e)),
                       titleColor: c(.label), unselected: c(.systemGray), promptColor: c(.secondaryLabel),
                       badge: c(.systemRed),
                       material: BarMetrics.drawsMaterial(background, in: e) ? c(BarMetrics.material) : nil,
                       hairline: c(BarMetrics.hairline), rowHeight: row, showsLargeTitle: large,
                       inlineTabItems: BarMetrics.tabBarItemsAreInline(in: e), symbols: symbols,
                       margin: e.device.rootSideMargin + side, rightToLeft: e.layoutDirection == .rightToLeft)
    }
}
