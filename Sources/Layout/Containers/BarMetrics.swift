/// Heights and colours of UIKit's bars (iOS 11 to 26), per device and orientation
/// (docs/layout.md, "Bars"):
/// - navigation bar 44 points (54 on an iPhone in portrait from iOS 26: the frame every Xcode 26
///   document stores for its navigation controller's bar, 106 with a large title); 32 in
///   compact height (iPhone landscape); 50 on iPad (iOS 12+); a large title adds 52 (96 on an
///   iPhone in portrait, the frame Interface Builder stores for a `largeTitles` navigation bar)
///   and is not shown in compact height; a prompt adds 30;
/// - tab bar 49 points plus the bottom safe area; 32 in compact height; 50 on iPad;
/// - toolbar 44 points; 32 in compact height; 50 on iPad.
public enum BarMetrics {
    /// The large title's row under the bar.
    public static let largeTitleHeight = 52.0
    /// The prompt's row above the title.
    public static let promptHeight = 30.0

    static func isCompactHeight(_ e: Environment) -> Bool { e.sizeClass.vertical == .compact }

    /// The standard (small title) navigation bar height.
    public static func navigationBarHeight(in e: Environment) -> Double {
        e.device.isPad ? 50 : isCompactHeight(e) ? 32 : e.osVersion >= OSVersion(26) ? 54 : 44
    }

    /// Whether a bar preferring large titles shows one (not in compact height).
    public static func showsLargeTitle(_ bar: NavigationBarProperties, in e: Environment) -> Bool {
        bar.prefersLargeTitles && !isCompactHeight(e)
    }

    /// The navigation bar's full height: the bar, its large title row and its prompt row.
    public static func height(of bar: NavigationBarProperties, in e: Environment) -> Double {
        var h = navigationBarHeight(in: e)
        if showsLargeTitle(bar, in: e) { h += largeTitleHeight }
        if let p = bar.prompt, !p.isEmpty { h += promptHeight }
        return h
    }

    /// The tab bar's height above the bottom safe area.
    public static func tabBarHeight(in e: Environment) -> Double {
        e.device.isPad ? 50 : isCompactHeight(e) ? 32 : 49
    }

    /// The toolbar's height.
    public static func toolbarHeight(in e: Environment) -> Double {
        e.device.isPad ? 50 : isCompactHeight(e) ? 32 : 44
    }

    /// Whether tab bar items put the image beside the title (iPad, and iPhone in compact height)
    /// rather than above it.
    public static func tabBarItemsAreInline(in e: Environment) -> Bool {
        e.device.isPad || isCompactHeight(e) || e.sizeClass.horizontal == .regular
    }

    /// The intrinsic height of a bar view placed as an ordinary view (nil for other kinds).
    static func intrinsicHeight(of kind: ViewKind, in e: Environment) -> Double? {
        switch kind {
        case .navigationBar(let p): return height(of: p, in: e)
        case .tabBar: return tabBarHeight(in: e)
        case .toolbar: return toolbarHeight(in: e)
        default: return nil
        }
    }

    /// The default bar material drawn as one flat colour: `secondarySystemBackground`
    /// (242, 242, 247 light; 28, 28, 30 dark), near the chrome material over a white or black
    /// screen (a blur the renderer does not draw).
    public static let material = SystemColor.secondarySystemBackground
    /// The hairline between a standard bar and the content (`separator`).
    public static let hairline = SystemColor.separator

    /// Whether a bar with `background` draws the material and hairline in this environment.
    public static func drawsMaterial(_ background: BarBackground, in e: Environment) -> Bool {
        switch background {
        case .standard: return true
        case .transparent: return false
        case .automatic: return e.osVersion < OSVersion(15)
        }
    }
}
