extension LayoutEngine {
    /// The table pass, after the constraint passes have fixed every table's frame: each table
    /// places its header view, section headers, rows and footers one below the other
    /// (`TablePlacement`), sizing each row in its own small layout, and the laid-out cells and
    /// their subtrees join the result. Only rows inside the table's visible area are laid out,
    /// unless the environment's `laysOutAllTableRows`.
    mutating func placeTables(in result: inout LayoutResult) {
        for v in tree.autoLayoutViews {
            guard case .tableView(var table) = tree[v].kind, let laidOut = result[v], !laidOut.node.isHidden else { continue }
            let adjusted = adjustedInset(table.contentInsetAdjustmentBehavior, laidOut, scrollsVertically: true)
            if table.contentOffset == .zero { table.contentOffset = ContentInsetAdjustment.restingOffset(adjusted) }
            var placement = TablePlacement(tree: result.tree, table: v, properties: table, frame: laidOut.frame,
                                           environment: environment, measurer: measurer)
            placement.safeAreaInsets = laidOut.safeAreaInsets
            placement.laysOutAllRows = environment.laysOutAllTableRows
            placement.run()
            if placement.tree.nodes.count != result.tree.nodes.count { result.adopt(placement.tree, changing: v) }
            for view in placement.views { result.views[view.id.rawValue] = view }
            result.views[v.rawValue]?.contentSize = reportedContentSize(placement.geometry.contentSize, adjusted)
            result.views[v.rawValue]?.contentOffset = table.contentOffset
            result.views[v.rawValue]?.adjustedContentInset = adjusted
            result.views[v.rawValue]?.table = placement.geometry
        }
    }

    /// The content size a table reports: UIKit's, except when everything is laid out
    /// (`render --full-content`): then the adjusted insets count as content, as for collection
    /// views, so a screen grown to the content shows the last row above the bars.
    func reportedContentSize(_ size: Size, _ adjusted: EdgeInsets) -> Size {
        guard environment.laysOutEveryCollectionItem else { return size }
        return Size(width: size.width, height: size.height + adjusted.top + adjusted.bottom)
    }

    /// A scroll view's `adjustedContentInset` from its own safe area insets; it is in a
    /// navigation or tab bar controller when the screen has bars.
    func adjustedInset(_ behavior: ContentInsetAdjustmentBehavior, _ view: LaidOutView, scrollsVertically: Bool,
                       scrollsHorizontally: Bool = false, contentInset: EdgeInsets = .zero) -> EdgeInsets {
        let bars = environment.navigationBarHeight > 0 || environment.bottomBarHeight > 0
        return ContentInsetAdjustment(behavior: behavior, scrollsVertically: scrollsVertically,
                                      scrollsHorizontally: scrollsHorizontally, isInContainer: bars)
            .adjustedInset(safeArea: insetsToAdjust(view), contentInset: contentInset)
    }

    /// The view's safe area insets; before iOS 11 (no safe area) the part of it above the top
    /// layout guide and below the bottom one (`automaticallyAdjustsScrollViewInsets`).
    func insetsToAdjust(_ view: LaidOutView) -> EdgeInsets {
        guard environment.osVersion < OSVersion(11) else { return view.safeAreaInsets }
        let bottomGuide = environment.rootSize.height - environment.bottomLayoutGuideLength
        return EdgeInsets(top: max(0, environment.topLayoutGuideLength - view.frame.minY),
                          bottom: max(0, view.frame.maxY - bottomGuide))
    }

    /// Reports every scroll view's `adjustedContentInset` (its axes scroll when the content is
    /// larger than the frame).
    mutating func reportScrollViewInsets(in result: inout LayoutResult) {
        for v in tree.attachedViews {
            guard case .scrollView(let p) = tree[v].kind, let view = result[v] else { continue }
            let size = view.contentSize ?? view.frame.size
            result.views[v.rawValue]?.adjustedContentInset = adjustedInset(
                p.contentInsetAdjustmentBehavior, view, scrollsVertically: size.height > view.frame.height + 0.5,
                scrollsHorizontally: size.width > view.frame.width + 0.5, contentInset: p.contentInset)
        }
    }
}

extension LayoutResult {
    /// Takes a tree that grew by views grafted under `parent` (generated table rows): room for
    /// their laid-out views and constraint records, and `parent`'s node with its new subviews.
    mutating func adopt(_ grown: ViewTree, changing parent: ViewID) {
        tree = grown
        while views.count < grown.nodes.count { views.append(nil) }
        while constraintRecords.count < grown.nodes.count { constraintRecords.append([]) }
        views[parent.rawValue]?.node = grown[parent]
    }
}
