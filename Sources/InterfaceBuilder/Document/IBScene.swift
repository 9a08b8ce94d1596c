import Layout

/// The view controller of a scene.
public struct IBViewController: Hashable, Sendable {
    public var id: String
    /// The element's tag: `viewController`, `tableViewController`, `navigationController`, ...
    public var elementName: String
    /// `customClass=`.
    public var customClass: String?
    public var customModule: String?
    /// `storyboardIdentifier=`.
    public var storyboardIdentifier: String?
    /// `title=`.
    public var title: String?
    /// `userLabel=`.
    public var userLabel: String?
    /// `<viewControllerLayoutGuide type="top">` (Xcode 7-8).
    public var topLayoutGuide: IBLayoutGuide?
    /// `<viewControllerLayoutGuide type="bottom">`.
    public var bottomLayoutGuide: IBLayoutGuide?
    /// Simulated metrics written on the view controller (screen, freeform size, bars).
    public var simulatedMetrics: IBSimulatedMetrics
    /// Its navigation item, tab bar item and (navigation / tab bar controllers) bars and children.
    public var bars: IBControllerBars = IBControllerBars()
    /// A `<viewControllerPlaceholder>`'s storyboard and scene (nil for other controllers).
    public var storyboardReference: IBStoryboardReference?
    public var source: SourceLocation

    public init(id: String, elementName: String = "viewController", customClass: String? = nil,
                customModule: String? = nil, storyboardIdentifier: String? = nil, title: String? = nil,
                userLabel: String? = nil, topLayoutGuide: IBLayoutGuide? = nil,
                bottomLayoutGuide: IBLayoutGuide? = nil,
                simulatedMetrics: IBSimulatedMetrics = IBSimulatedMetrics(), source: SourceLocation) {
        self.id = id
        self.elementName = elementName
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.userLabel = userLabel
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
        self.simulatedMetrics = simulatedMetrics
        self.source = source
    }
}

/// What an id used by a constraint names.
public enum IBItem: Hashable, Sendable {
    case view(IBView)
    case layoutGuide(IBLayoutGuide)
}

/// A storyboard scene (a view controller and its root view) or, in a xib, one top-level view.
public struct IBScene: Hashable, Sendable {
    /// `sceneID=`; for a xib, the top-level object's id.
    public var id: String
    /// nil for a xib's top-level view.
    public var viewController: IBViewController?
    /// The view controller's `<view key="view">` (or `tableView key="view"`, ...), or the xib's
    /// top-level view. nil for a controller without a view of its own (navigation controller).
    public var rootView: IBView?
    /// The comment Xcode writes before the scene (`<!--View Controller-->`).
    public var xcodeLabel: String?
    /// Simulated metrics of the top-level view of a xib (`simulatedDestinationMetrics`, ...).
    public var viewSimulatedMetrics: IBSimulatedMetrics
    public var source: SourceLocation

    public init(id: String, viewController: IBViewController? = nil, rootView: IBView? = nil,
                xcodeLabel: String? = nil, viewSimulatedMetrics: IBSimulatedMetrics = IBSimulatedMetrics(),
                source: SourceLocation) {
        self.id = id
        self.viewController = viewController
        self.rootView = rootView
        self.xcodeLabel = xcodeLabel
        self.viewSimulatedMetrics = viewSimulatedMetrics
        self.source = source
    }

    /// A human name: title, else userLabel, else storyboardIdentifier, else customClass, else
    /// Xcode's label, else the root view's userLabel, else the id.
    public var title: String {
        viewController?.title ?? viewController?.userLabel ?? viewController?.storyboardIdentifier
            ?? viewController?.customClass ?? xcodeLabel ?? rootView?.userLabel ?? id
    }

    /// The view controller's id (nil for a xib's top-level view).
    public var viewControllerID: String? { viewController?.id }

    /// `topLayoutGuide` id (Xcode 7-8 documents).
    public var topLayoutGuideID: String? { viewController?.topLayoutGuide?.id }
    /// `bottomLayoutGuide` id.
    public var bottomLayoutGuideID: String? { viewController?.bottomLayoutGuide?.id }
    /// The root view's safe-area guide id (Xcode 9+ documents).
    public var safeAreaLayoutGuideID: String? { rootView?.safeAreaLayoutGuide?.id }

    /// Every view of the scene, depth first.
    public var allViews: [IBView] { rootView?.allViews ?? [] }

    /// Every constraint of the scene, in document order.
    public var allConstraints: [IBConstraint] { rootView?.allConstraints ?? [] }

    /// Every layout guide: the controller's top/bottom guides, then the views' guides, then
    /// those of the views inside collection views (a header's safe area), which are laid out in
    /// trees of their own.
    public var allLayoutGuides: [IBLayoutGuide] {
        var guides: [IBLayoutGuide] = []
        if let t = viewController?.topLayoutGuide { guides.append(t) }
        if let b = viewController?.bottomLayoutGuide { guides.append(b) }
        rootView?.forEachView { guides += $0.layoutGuides }
        rootView?.forEachCollectionItemView { guides += $0.layoutGuides }
        return guides
    }

    /// Calls `body` with every view of the scene in place, depth first (`IBView.forEachView`).
    public func forEachView<E: Error>(_ body: (IBView) throws(E) -> Void) throws(E) {
        try rootView?.forEachView(body)
    }

    /// The view or layout guide an id names.
    public func item(withID id: String) -> IBItem? {
        if let v = rootView?.view(withID: id) { return .view(v) }
        if let g = allLayoutGuides.first(where: { $0.id == id }) { return .layoutGuide(g) }
        return nil
    }

    /// The constraint with the id.
    public func constraint(withID id: String) -> IBConstraint? {
        allConstraints.first { $0.id == id }
    }

    /// The size of Interface Builder's canvas for this scene: the freeform size when set (less
    /// an opaque simulated navigation bar's 44 points, which the root view starts below:
    /// rxswift's 500 × 568 freeform scene stores a root 524 tall), else the root view's frame
    /// size (600×600 for Xcode 7 "Any/Any" storyboards).
    public var canvasSize: Size? {
        if let m = viewController?.simulatedMetrics, let s = m.freeformSize {
            let opaqueBar = m.topBar == "simulatedNavigationBarMetrics" && m.isTopBarOpaque
            return opaqueBar ? Size(width: s.width, height: s.height - 44) : s
        }
        return rootView?.frame?.size
    }
}
