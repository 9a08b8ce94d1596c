/// Lays out one collection view item's tree with the shared cell-sizing mechanism
/// (`SubtreeLayout`): at a fixed item size, or at a width with its fitting height (self-sizing
/// cells).
///
/// An item's tree (`CollectionViewSection.items`) is laid out with its root, the cell, as the
/// subtree's root: no safe area, the rest of the environment (iOS version, direction, text size,
/// appearance, scale) the screen's. The root has a plain view's margins
/// (`Environment.rootIsPlainView`: its own, else 8 on every side), as a cell has, not a view
/// controller's root's.
public enum CellLayout {
    /// The environment a cell is laid out in, derived from the screen's; `size` is the screen
    /// size it reports (a xib's top-level cell rendered alone is a screen of its stored size).
    public static func environment(size: Size, screen: Environment) -> Environment {
        var e = screen
        e.device = Device.custom(width: max(0, size.width), height: max(0, size.height), scale: screen.scale)
        e.orientation = .portrait
        e.statusBarHidden = true
        e.navigationBarHeight = 0
        e.bottomBarHeight = 0
        e.scaleOverride = screen.scale
        e.rootIsPlainView = true
        return e
    }

    /// The laid-out item at `size` (frames relative to the cell).
    public static func layOut(_ tree: ViewTree, size: Size, screen: Environment, measurer: any TextMeasuring) -> LayoutResult {
        SubtreeLayout(environment: environment(size: size, screen: screen), measurer: measurer)
            .layOut(tree, width: size.width, height: .fixed(size.height))
    }

    /// A self-sizing cell's size at `width`: its fitting height (`preferredLayoutAttributesFitting`
    /// with a required width), on the pixel grid.
    public static func fittingSize(_ tree: ViewTree, width: Double, screen: Environment, measurer: any TextMeasuring) -> Size {
        let h = SubtreeLayout(environment: environment(size: Size(width: width, height: 0), screen: screen), measurer: measurer)
            .fittingHeight(tree, width: width)
        return Size(width: width, height: PixelGrid.ceil(h, scale: screen.scale))
    }

    /// A self-sizing cell's size at `height` in a horizontal flow: its fitting width (a
    /// required height), on the pixel grid.
    public static func fittingSize(_ tree: ViewTree, height: Double, screen: Environment, measurer: any TextMeasuring) -> Size {
        let w = SubtreeLayout(environment: environment(size: Size(width: 0, height: height), screen: screen), measurer: measurer)
            .fittingWidth(tree, height: height)
        return Size(width: PixelGrid.ceil(w, scale: screen.scale), height: height)
    }
}
