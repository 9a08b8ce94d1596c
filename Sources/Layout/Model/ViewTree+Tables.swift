extension ViewTree {
    /// Adds a cell as the last row of a table's section `section` (sections are added up to it
    /// when missing), with an empty content view ("<name>.contentView"). Returns the cell and
    /// its content view; fill the content view with subviews and constraints, or add a standard
    /// style's labels with `addStandardCellContent`.
    @discardableResult
    public mutating func addTableViewCell(_ properties: TableViewCellProperties = TableViewCellProperties(), name: String,
                                          to table: ViewID, section: Int = 0) throws(TreeError) -> (cell: ViewID, contentView: ViewID) {
        guard contains(table) else { throw TreeError.unknownView(table) }
        guard case .tableView(var t) = self[table].kind else { throw TreeError.notATableView(self[table].name) }
        guard section >= 0, section <= 100_000 else { throw TreeError.indexOutOfRange(section) }
        let cell = try addView(.tableViewCell(properties), name: name, to: table)
        let content = try addView(.view, name: "\(name).contentView", to: cell)
        var p = properties
        p.contentView = content
        var node = self[cell]
        node.kind = .tableViewCell(p)
        self[cell] = node
        while t.sections.count <= section { t.sections.append(TableSection()) }
        t.sections[section].rows.append(cell)
        var tableNode = self[table]
        tableNode.kind = .tableView(t)
        self[table] = tableNode
        return (cell, content)
    }

    /// True for a navigation bar, tab bar or toolbar.
    static func isBar(_ kind: ViewKind) -> Bool {
        switch kind {
        case .navigationBar, .tabBar, .toolbar: return true
        default: return false
        }
    }

    /// The views the constraint pass lays out: `attachedViews` without the descendants of
    /// table views (the table places those itself), in the same order.
    var autoLayoutViews: [ViewID] {
        let all = attachedViews
        guard all.contains(where: { if case .tableView = self[$0].kind { return true }; return false }) else { return all }
        let placed = tablePlacedViews()
        return all.filter { !placed[$0.rawValue] }
    }

    /// The table views' descendants (cells and their content, header and footer views), which
    /// the table places rather than the constraint pass: true at their `rawValue`. The bars a
    /// table view controller's screen shows (`ScreenBars`, installed on the root table) are
    /// not the table's: the constraint pass places them at their fixed frames.
    func tablePlacedViews() -> [Bool] {
        var placed = Array(repeating: false, count: nodes.count)
        var stack: [ViewID] = []
        for v in attachedViews where !placed[v.rawValue] {
            guard case .tableView = self[v].kind else { continue }
            stack.append(contentsOf: self[v].subviews.filter { v != root || !Self.isBar(self[$0].kind) })
            while let d = stack.popLast() {
                placed[d.rawValue] = true
                stack.append(contentsOf: self[d].subviews)
            }
        }
        return placed
    }
}
