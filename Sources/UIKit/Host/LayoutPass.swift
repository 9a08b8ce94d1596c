import Layout

/// One layout of a hierarchy: its tree built (`TreeBuilder`), solved by Layout's engine, the
/// frames, margins and safe areas written back to the views, then `layoutSubviews()` run
/// top-down; a frame an override sets is kept, in the views and in the result a snapshot draws.
@MainActor
@_spi(SnapshotHost) public final class LaidOutHierarchy {
    /// The tree the engine solved (bars installed) and its result, with the overrides' frames.
    public private(set) var tree: ViewTree
    public private(set) var result: LayoutResult
    /// The views by `ViewID.rawValue` (bars added by a hosting screen have none).
    public let views: [UIView?]

    init(tree: ViewTree, result: LayoutResult, views: [UIView?]) {
        self.tree = tree; self.result = result; self.views = views
    }

    /// Frames and looks changed after the solve (`layoutSubviews` overrides: a frame, a corner
    /// radius that follows the height) copied into the result.
    func keepFrames() {
        for (i, view) in views.enumerated() {
            guard let view, var node = result.views[i]?.node else { continue }
            NodeProperties.applyLook(view, to: &node, context: KindContext(ids: [:], style: view.effectiveStyleOverride))
            result.views[i]?.node = node
        }
        for (i, view) in views.enumerated() {
            guard let view, let laid = result.views[i], CGRect(laid.frameInSuperview) != view.frame, i != result.rootID.rawValue else { continue }
            let f = view.frame, origin = view.superview?.originInRoot ?? .zero
            result.views[i]?.frameInSuperview = f.rect
            result.views[i]?.frame = Rect(x: Double(origin.x + f.minX), y: Double(origin.y + f.minY),
                                          width: Double(f.width), height: Double(f.height))
        }
    }
}

@MainActor
enum LayoutPass {
    /// Lays out `root`'s hierarchy; a second pass follows when autoresizing moved a view or a
    /// scroll view came to rest below the bars.
    @discardableResult
    static func run(_ root: UIView) -> LaidOutHierarchy {
        var laidOut = once(root)
        for _ in 0..<2 where laidOut.needsAnotherPass {
            laidOut = once(root)
        }
        finish(laidOut.hierarchy)
        return laidOut.hierarchy
    }

    /// The environment of a top view: its hosting screen, or a plain screen of its own size.
    static func environment(for root: UIView) -> Environment {
        if let hosting = root.hosting { return hosting.screen }
        let traits = UITraitCollection.current
        var e = LayoutHost.screen
        e.device = .custom(width: Double(root.frame.width), height: Double(root.frame.height),
                           scale: Double(traits.displayScale > 0 ? traits.displayScale : 2))
        e.orientation = .portrait
        e.statusBarHidden = true
        e.rootIsPlainView = true
        return e
    }

    private static func once(_ root: UIView) -> (hierarchy: LaidOutHierarchy, needsAnotherPass: Bool) {
        if let hosting = root.hosting { root.frame = CGRect(origin: root.frame.origin, size: CGSize(hosting.screen.rootSize)) }
        let built = TreeBuilder.build(root)
        var tree = built.tree
        let environment = root.hosting?.install(in: &tree) ?? environment(for: root)
        let result = Layout.layout(tree, in: environment, measurer: LayoutHost.measurer)
        let again = writeBack(result, to: built.views)
        return (LaidOutHierarchy(tree: tree, result: result, views: built.views), again)
    }

    /// Frames, margins, safe areas and traits onto the views; true when a view's size change
    /// autoresized a subview, or a scroll view moved to its resting offset, which needs
    /// another pass.
    private static func writeBack(_ result: LayoutResult, to views: [UIView?]) -> Bool {
        let views = views.compactMap { $0 }
        let before = views.map(\.frame)
        let offsets = views.map { ($0 as? UIScrollView)?.contentOffset }
        let traits = UITraitCollection(result.environment)
        for (i, view) in views.enumerated() {
            guard i < result.views.count, let laid = result.views[i] else { continue }
            let isRoot = i == result.rootID.rawValue
            if !isRoot && !view.translatesAutoresizingMaskIntoConstraints { view.frame = CGRect(laid.frameInSuperview) }
            if isRoot { view.frame = CGRect(origin: view.frame.origin, size: CGSize(laid.frame.size)) }
            view.laidOutMargins = UIEdgeInsets(laid.layoutMargins)
            view.safeAreaInsets = UIEdgeInsets(laid.safeAreaInsets)
            view.laidOutTraits = traits
            view.hadAmbiguousLayout = !laid.ambiguousAxes.isEmpty
            view.laidOut(laid)
        }
        let rested = zip(views, offsets).contains { v, old in (v as? UIScrollView)?.contentOffset != old }
        return rested || zip(views, before).contains { v, old in v.translatesAutoresizingMaskIntoConstraints && v.frame != old }
    }

    /// `layoutSubviews()` parents first; the frames they set go into the result.
    private static func finish(_ hierarchy: LaidOutHierarchy) {
        let views = hierarchy.views.compactMap { $0 }
        for view in views {
            view.needsLayout = false
            view.updateGuideFrames()
        }
        for view in views { view.layoutSubviews() }
        hierarchy.keepFrames()
        for view in views { DrawingCheck.check(view) }
    }
}

extension UIView {
    /// Lays out the view's hierarchy (the view as its top) for a snapshot and returns the result.
    @_spi(SnapshotHost) public func snapshotLayout() -> LaidOutHierarchy {
        LayoutPass.run(self)
    }
}
