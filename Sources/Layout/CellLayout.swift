/// Lays out one collection view item's tree at a fixed size: the simplest cell content layout,
/// kept apart until a shared cell-sizing mechanism (fitting sizes for self-sizing cells)
/// replaces it.
///
/// An item's tree (`CollectionViewSection.items`) is laid out with its root, the cell, as the
/// screen: the item's size, no status bar, safe area or navigation bar, the rest of the
/// environment (iOS version, direction, text size, appearance, scale) the screen's. The root
/// has a plain view's margins (`Environment.rootIsPlainView`: its own, else 8 on every side),
/// not a view controller's root's.
public enum CellLayout {
    /// The environment a cell of `size` is laid out in, derived from the screen's.
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

    /// The laid-out item at `size` (frames relative to the item's slot).
    public static func layOut(_ tree: ViewTree, size: Size, screen: Environment, measurer: any TextMeasuring,
                              reportsAmbiguity: Bool) -> LayoutResult {
        var engine = LayoutEngine(tree: tree, environment: environment(size: size, screen: screen), measurer: measurer)
        engine.reportsAmbiguity = reportsAmbiguity
        return engine.layout()
    }
}
