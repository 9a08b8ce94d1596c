import Layout

/// `<activityIndicatorView>` (UIActivityIndicatorView).
public struct IBActivityIndicatorView: Hashable, Sendable {
    /// `style=`: `medium` / `large` (Xcode 11+), or the older `gray`, `white` (medium) and
    /// `whiteLarge` (large), as written (absent = medium).
    public var style: String = "medium"
    /// `animating="YES"`.
    public var isAnimating: Bool = false
    /// `hidesWhenStopped=` (absent = YES).
    public var hidesWhenStopped: Bool = true
    /// `<color key="color">`.
    public var color: IBColor?
    public init() {}
}
