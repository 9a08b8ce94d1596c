extension LayoutEngine {
    /// The table pass, after the constraint passes have fixed every table's frame: each table
    /// places its header view, section headers, rows and footers one below the other
    /// (`TablePlacement`), sizing each row in its own small layout, and the laid-out cells and
    /// their subtrees join the result. Only rows inside the table's visible area are laid out,
    /// unless the environment's `laysOutAllTableRows`.
    mutating func placeTables(in result: inout LayoutResult) {
        for v in tree.autoLayoutViews {
            guard case .tableView(let table) = tree[v].kind, let laidOut = result[v], !laidOut.node.isHidden else { continue }
            var placement = TablePlacement(tree: result.tree, table: v, properties: table, frame: laidOut.frame,
                                           environment: environment, measurer: measurer)
            placement.safeAreaInsets = laidOut.safeAreaInsets
            placement.laysOutAllRows = environment.laysOutAllTableRows
            placement.run()
            if placement.tree.nodes.count != result.tree.nodes.count { result.adopt(placement.tree, changing: v) }
            for view in placement.views { result.views[view.id.rawValue] = view }
            result.views[v.rawValue]?.contentSize = placement.geometry.contentSize
            result.views[v.rawValue]?.contentOffset = table.contentOffset
            result.views[v.rawValue]?.table = placement.geometry
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
