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

extension ViewTree {
    /// The least content height of the tallest shown table: the sum of the row heights known
    /// before any row is laid out (a cell's fixed `rowHeight`, else the table's fixed
    /// `rowHeight`; self-sizing rows count 0). `render --full-content` checks the grown
    /// screen against the pixel limit from this before laying every row out.
    public var leastTableContentHeight: Double {
        var tallest = 0.0
        for v in attachedViews {
            guard case .tableView(let t) = self[v].kind, !isHiddenWithAncestors(v) else { continue }
            tallest = max(tallest, t.sections.reduce(0) { $0 + leastRowsHeight($1, of: t) })
        }
        return tallest
    }

    private func leastRowsHeight(_ section: TableSection, of table: TableViewProperties) -> Double {
        var fixed: Double? = nil
        if case .fixed(let h) = table.rowHeight { fixed = h }
        var sum = 0.0
        for entry in section.entries {
            switch entry {
            case .cell(let cell):
                guard contains(cell), !self[cell].isHidden, case .tableViewCell(let p) = self[cell].kind else { continue }
                sum += p.rowHeight ?? fixed ?? 0
            case .generated(let source, let i):
                if !source.isHidden(at: i) { sum += source.rowHeight(at: i) ?? fixed ?? 0 }
            }
        }
        return sum
    }

    private func isHiddenWithAncestors(_ v: ViewID) -> Bool {
        var current: ViewID? = v
        while let c = current {
            if self[c].isHidden { return true }
            current = c == root ? nil : self[c].superview
        }
        return false
    }
}

extension TableViewCellProperties {
    /// The same cell with its parts (content view, labels, image and accessory views) named by
    /// their ids in another tree: a cell copied into a tree of its own or grafted into one.
    public func renamingParts(_ ids: [ViewID: ViewID]) -> TableViewCellProperties {
        var p = self
        p.contentView = contentView.flatMap { ids[$0] }
        p.accessoryView = accessoryView.flatMap { ids[$0] }
        p.textLabel = textLabel.flatMap { ids[$0] }
        p.detailTextLabel = detailTextLabel.flatMap { ids[$0] }
        p.imageView = imageView.flatMap { ids[$0] }
        return p
    }
}
