/// `UISplitViewController`: its enums, so that packages which extend them under
/// `#if canImport(UIKit)` (swift-custom-dump, a dependency of swift-snapshot-testing) compile
/// against this module; a split view controller shows its secondary column's controller.
@MainActor
open class UISplitViewController: UIViewController {
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
        case twoDisplaceSecondary
    }

    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }
    public enum LayoutEnvironment: Int, Sendable { case none, expanded, collapsed }

    public let style: Style
    open var viewControllers: [UIViewController] = []
    open var preferredDisplayMode: DisplayMode = .automatic

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }
}

extension UIGestureRecognizer {
    /// `UIGestureRecognizer.State` (a recogniser here stays `possible`).
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

extension UIControl.State {
    public static let application = UIControl.State(rawValue: 0x00FF_0000)
    public static let reserved = UIControl.State(rawValue: 0xFF00_0000)
}
