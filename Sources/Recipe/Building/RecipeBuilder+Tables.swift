import Layout

extension BuildState {
    /// The positions among a table spec's `subviews` of the rows built only when the table
    /// places them (`RecipeTableRows.canDefer`); none for other views.
    func deferredRows(of spec: ViewSpec) -> Set<Int> {
        guard case .tableView(let p) = spec.kind else { return [] }
        var out = Set<Int>()
        for position in p.sections.flatMap(\.rows) {
            let i = position.rawValue
            if spec.subviews.indices.contains(i), RecipeTableRows.canDefer(spec.subviews[i]) { out.insert(i) }
        }
        return out
    }

    /// Measures the images of a deferred row, in the order building it would, for its later build.
    mutating func measureImages(of row: ViewSpec) throws(RecipeError) {
        if case .imageView = row.kind, let source = row.properties.imageSource {
            let reference = try image(source, of: row)
            knownImages[source] = reference
            record(reference, from: source)
        }
        for i in row.subviews.indices { try measureImages(of: row.subviews[i]) }
    }

    /// After a table's rows (its spec's `subviews`) are built: its sections and each cell's
    /// parts name positions (`TableSpecPositions`), replaced here with the built views' ids;
    /// runs of `deferred` rows become the sections' generated rows. Standard labels without a
    /// recipe colour get the style's (`label`, `secondaryLabel`, the tint for a Left Detail
    /// text) in the environment's appearance.
    mutating func linkTable(_ spec: ViewSpec, _ table: ViewID, deferred: Set<Int>) {
        guard case .tableView(var p) = tree[table].kind else { return }
        for s in p.sections.indices {
            var built: [ViewID] = [], runs: [GeneratedTableRows] = [], run: [Int] = []
            func endRun() {
                guard !run.isEmpty else { return }
                runs.append(GeneratedTableRows(position: built.count, source: rowSource(spec, run)))
                run = []
            }
            for position in p.sections[s].rows.map(\.rawValue) where spec.subviews.indices.contains(position) {
                if deferred.contains(position) { run.append(position); continue }
                endRun()
                if let id = viewID(of: spec.subviews[position]) { built.append(id) }
                linkCell(spec.subviews[position])
            }
            endRun()
            p.sections[s].rows = built
            p.sections[s].generatedRows = runs
        }
        var node = tree[table]
        node.kind = .tableView(p)
        tree[table] = node
    }

    /// The source of a run of deferred rows.
    private func rowSource(_ table: ViewSpec, _ positions: [Int]) -> RecipeTableRows {
        RecipeTableRows(specs: table.subviews, positions: positions, file: document.file, baseDirectory: document.baseDirectory, environment: environment,
                        images: knownImages)
    }

    /// Replaces a built cell's part positions with ids.
    mutating func linkCell(_ spec: ViewSpec) {
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
