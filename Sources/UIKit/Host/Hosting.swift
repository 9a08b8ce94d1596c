import Layout

/// How a top view is shown: on a screen (a view controller's view: the screen's size, safe area
/// and bars) rather than as a plain view of its own frame's size.
struct Hosting {
    var screen: Environment
    var bars: ScreenBars
    /// The shown controller's `additionalSafeAreaInsets` (every edge).
    var additional: UIEdgeInsets = .zero

    /// The environment once the bars are in `tree`.
    func install(in tree: inout ViewTree) -> Environment {
        var e = (try? bars.install(in: &tree, environment: screen)) ?? screen
        e.additionalSafeAreaInsets = additional.edgeInsets
        return e
    }
}
