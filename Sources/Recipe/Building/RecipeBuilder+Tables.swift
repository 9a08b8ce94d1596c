import Layout

extension BuildState {
    /// After a table's rows (its spec's `subviews`) are built: its sections and each cell's
    /// parts name positions (`TableSpecPositions`), replaced here with the built views' ids.
    /// Standard labels without a recipe colour get the style's (`label`, `secondaryLabel`,
    /// the tint for a Left Detail text) in the environment's appearance.
    mutating func linkTable(_ spec: ViewSpec, _ table: ViewID) {
        guard case .tableView(var p) = tree[table].kind else { return }
        func row(_ position: ViewID) -> ViewSpec? {
            spec.subviews.indices.contains(position.rawValue) ? spec.subviews[position.rawValue] : nil
        }
        for s in p.sections.indices {
            let rows = p.sections[s].rows.compactMap(row)
            p.sections[s].rows = rows.compactMap { viewID(of: $0) }
            for r in rows { linkCell(r) }
        }
        var node = tree[table]
        node.kind = .tableView(p)
        tree[table] = node
    }

    /// Replaces a built cell's part positions with ids.
    private mutating func linkCell(_ spec: ViewSpec) {
        guard let cell = viewID(of: spec), case .tableViewCell(var p) = tree[cell].kind else { return }
        func child(_ list: [ViewSpec], _ position: ViewID?) -> ViewSpec? {
            position.flatMap { list.indices.contains($0.rawValue) ? list[$0.rawValue] : nil }
        }
        let content = child(spec.subviews, p.contentView)
        let inside = content?.subviews ?? []
        let text = child(inside, p.textLabel), detail = child(inside, p.detailTextLabel)
        p.contentView = content.flatMap { viewID(of: $0) }
        p.accessoryView = child(spec.subviews, p.accessoryView).flatMap { viewID(of: $0) }
        p.textLabel = text.flatMap { viewID(of: $0) }
        p.detailTextLabel = detail.flatMap { viewID(of: $0) }
        p.imageView = child(inside, p.imageView).flatMap { viewID(of: $0) }
        var node = tree[cell]
        node.kind = .tableViewCell(p)
        tree[cell] = node
        if let text, !text.content.writes("textColor"), let t = p.textLabel {
            let tint = tree[cell].tintColor ?? SystemColor.systemBlue.color(in: environment)
            setColor(of: t, p.style == .value2 ? tint : SystemColor.label.color(in: environment))
        }
        if let detail, !detail.content.writes("textColor"), let d = p.detailTextLabel {
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
