import Layout

extension BuildState {
    /// A table's rows: each row's cell (with its content view, standard parts and accessory
    /// view) becomes a subview of the table; the table's sections then name them, and each
    /// cell names its parts. Standard labels without a recipe colour get the style's
    /// (`label`, `secondaryLabel`, the tint for a Left Detail text) in the environment's appearance.
    mutating func addTableSections(_ sections: [TableSectionSpec], to table: ViewID) throws(RecipeError) {
        var built: [TableSection] = []
        for section in sections {
            var s = TableSection(headerTitle: section.headerTitle, footerTitle: section.footerTitle,
                                 headerHeight: section.headerHeight, footerHeight: section.footerHeight)
            for row in section.rows {
                try addView(row, to: table, arranged: false)
                guard let cell = viewID(of: row) else { continue }
                linkParts(of: cell, row.tableCellParts ?? TableCellParts())
                s.rows.append(cell)
            }
            built.append(s)
        }
        var node = tree[table]
        if case .tableView(var p) = node.kind {
            p.sections = built
            node.kind = .tableView(p)
            tree[table] = node
        }
    }

    /// Names a cell's content view, standard parts and accessory view in its properties.
    private mutating func linkParts(of cell: ViewID, _ parts: TableCellParts) {
        var node = tree[cell]
        guard case .tableViewCell(var p) = node.kind, let content = node.subviews.first else { return }
        let inside = tree[content].subviews
        func part(_ i: Int?) -> ViewID? { i.flatMap { inside.indices.contains($0) ? inside[$0] : nil } }
        p.contentView = content
        p.textLabel = part(parts.text)
        p.detailTextLabel = part(parts.detail)
        p.imageView = part(parts.image)
        if parts.hasAccessoryView, node.subviews.count > 1 { p.accessoryView = node.subviews[1] }
        node.kind = .tableViewCell(p)
        tree[cell] = node
        if parts.textColorIsDefault, let t = p.textLabel {
            setColor(of: t, p.style == .value2 ? (tree[cell].tintColor ?? SystemColor.systemBlue.color(in: environment))
                                              : SystemColor.label.color(in: environment))
        }
        if parts.detailColorIsDefault, let d = p.detailTextLabel {
            let secondary = p.style == .value1 || p.style == .subtitle
            setColor(of: d, (secondary ? SystemColor.secondaryLabel : SystemColor.label).color(in: environment))
        }
    }

    private mutating func setColor(of label: ViewID, _ color: Layout.Color) {
        var node = tree[label]
        guard case .label(var l) = node.kind else { return }
        l.textColor = color
        node.kind = .label(l)
        tree[label] = node
    }
}
