import Layout

/// `render --full-content`: the screen grows until scroll views show their whole content. The
/// input is laid out again on a screen taller by the scroll views' hidden content
/// (`Environment.extraRootHeight`), so every constraint holds on the grown screen: scroll views
/// pinned to it grow, and a button pinned to the bottom (or to the safe area's bottom) stays at
/// the bottom instead of being drawn over the grown content. What the taller screen does not
/// absorb (a scroll view of fixed height) the renderer still grows in place
/// (`RenderOptions.fullScrollContent`).
///
/// Use: `next` gives the taller screen to lay out on (nil when done), `accept` whether that
/// layout is the better one (false: keep the previous one, and `next` ends).
struct FullContentGrowth {
    /// At most this many extra layouts: one absorbs the overflow of scroll views that follow the
    /// screen; more only for overflow that follows it in part.
    static let maximumPasses = 4

    private(set) var environment: Environment
    private var overflow: Double
    private var passes = 0

    /// Starts from a layout on `environment`.
    init(_ first: LayoutResult, environment: Environment) {
        self.environment = environment
        overflow = first.scrollContentOverflow
    }

    /// The next, taller, screen; nil when the content shows whole (or the passes are spent).
    mutating func next(screen: ScreenChoice) throws(SnapshotError) -> Environment? {
        guard passes < Self.maximumPasses, overflow >= 0.5 else { return nil }
        passes += 1
        environment.extraRootHeight += overflow
        try screen.checkPixels(environment)
        return environment
    }

    /// Whether `result`, laid out on the last `next` screen, shows more content than the layout
    /// before it. A screen that does not (a fixed-height scroll view) only adds blank room:
    /// false, and the growth stops.
    mutating func accept(_ result: LayoutResult) -> Bool {
        let left = result.scrollContentOverflow
        guard left < overflow - 0.25 else {
            overflow = 0
            return false
        }
        overflow = left
        return true
    }
}
