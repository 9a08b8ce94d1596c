/// Which background a bar draws (iOS 15+ `standardAppearance` versus `scrollEdgeAppearance`).
///
/// `automatic` is this rule (docs/layout.md, "Bars"): from iOS 15 a navigation bar, tab bar or
/// toolbar shows its scroll-edge appearance (no background, no hairline) when the content
/// behind it is at its edge. A snapshot shows a screen at rest, so the content is at the edge
/// unless a scroll view under the bar is scrolled (a positive `contentOffset.y` under a top bar),
/// and `automatic` is `transparent` from iOS 15 on, else `standard`. Before iOS 15 every bar
/// is `standard`.
public enum BarBackground: String, Hashable, Sendable, CaseIterable {
    case automatic
    /// The default bar material, drawn as a flat colour (`BarMetrics.materialColor`) with a
    /// hairline separator on the content side.
    case standard
    /// No background and no hairline.
    case transparent
}
