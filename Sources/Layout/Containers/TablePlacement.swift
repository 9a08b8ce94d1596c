import Typesetting

/// Places one table's parts (docs/layout.md, "Tables"): the table header view, then per section
/// its header, rows and footer, then the table footer view, each at the table's width (rows of
/// an insetGrouped table inset by the table's margins); a row's height is its fixed height or
/// its cell's fitting height (`SubtreeLayout`). Rows are laid out down to the visible bottom
/// (`contentOffset.y` + the table's height), or all of them; the rest count at their fixed or
/// estimated height in the content size.
struct TablePlacement {
    /// The screen's tree; generated rows that show join it (`graftCell`).
    private(set) var tree: ViewTree
    let table: ViewID
    let properties: TableViewProperties
    /// The table's frame in root coordinates (scroll offsets of enclosing views applied).
    let frame: Rect
    let environment: Environment
    let measurer: any TextMeasuring
    var safeAreaInsets: EdgeInsets = .zero
    var laysOutAllRows = false

    /// The laid-out views of the placed cells and header/footer views, in root coordinates.
    private(set) var views: [LaidOutView] = []
    private(set) var geometry: TableGeometry
    private var y = 0.0
    /// The explicit constraints of each subview of the table, indexed once.
    private var constraintsBySubview: [ViewID: [Int]] = [:]

    init(tree: ViewTree, table: ViewID, properties: TableViewProperties, frame: Rect, environment: Environment,
         measurer: any TextMeasuring) {
        self.tree = tree; self.table = table; self.properties = properties; self.frame = frame
        self.environment = environment; self.measurer = measurer
        geometry = TableGeometry(style: properties.style, contentSize: Size(width: frame.width, height: 0),
                                 contentOffset: properties.contentOffset, sections: [], sectionInsets: .zero)
    }

    /// The content y below which nothing needs laying out.
    private var visibleBottom: Double {
        laysOutAllRows ? .infinity : properties.contentOffset.y + frame.height
    }

    /// The content y below which a row needs no laying out: generated rows, which are made
    /// on demand, past the visible bottom only when every item is laid out (`render
    /// --full-content`), not on Interface Builder's canvas, which lays out every cell of the
    /// document (`laysOutAllTableRows`) but has no frames stored for rows it never built.
    private func bottom(for entry: TableRowEntry) -> Double {
        guard case .generated = entry, !environment.laysOutEveryCollectionItem else { return visibleBottom }
        return properties.contentOffset.y + frame.height
    }

    private var separatorHeight: Double {
        properties.separatorStyle == .none ? 0 : 1 / environment.scale
    }

    /// UIKit's cell metrics for this table (margins, the separator's room, the default row height).
    var cellMetrics: TableCellMetrics { TableCellMetrics(properties, in: environment) }

    /// The sections' horizontal insets: insetGrouped tables inset them by their layout margins,
    /// the cells' side margin (16, or 20 on screens 390 points wide or wider: `TableCellMetrics`)
    /// plus the table's safe-area insets.
    private var sectionInsets: EdgeInsets {
        guard properties.style == .insetGrouped else { return .zero }
        let side = TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width)
        return EdgeInsets(top: 0, left: side + safeAreaInsets.left, bottom: 0, right: side + safeAreaInsets.right)
    }

    /// With `cellLayoutMarginsFollowReadableWidth`, the table's readable content guide (its
    /// margins, the system side margin plus its safe-area insets, narrowed to the environment's
    /// readable width and centred) as leading and trailing insets from the edges of a row at
    /// `x` (table coordinates) that is `width` wide; nil otherwise.
    private func readableMargins(x: Double, width: Double) -> DirectionalEdgeInsets? {
        guard properties.cellLayoutMarginsFollowReadableWidth else { return nil }
        let side = TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width)
        let left = side + safeAreaInsets.left, right = side + safeAreaInsets.right
        let extra = PixelGrid.round(max(0, (frame.width - left - right - environment.readableContentWidth) / 2), scale: environment.scale)
        let fromLeft = left + extra - x, fromRight = right + extra - (frame.width - x - width)
        let rtl = environment.layoutDirection == .rightToLeft
        return DirectionalEdgeInsets(top: 0, leading: rtl ? fromRight : fromLeft, bottom: 0, trailing: rtl ? fromLeft : fromRight)
    }

    mutating func run() {
        geometry.sectionInsets = sectionInsets
        constraintsBySubview = tree.constraintIndices(under: table)
        if let header = properties.tableHeaderView { placeHeaderView(header) }
        for (i, section) in properties.sections.enumerated() {
            placeSection(section, index: i)
        }
        if let footer = properties.tableFooterView { placeHeaderView(footer) }
        geometry.contentSize = Size(width: frame.width, height: PixelGrid.round(y, scale: environment.scale))
    }

    // MARK: header and footer views

    private mutating func placeHeaderView(_ v: ViewID) {
        guard tree.contains(v), tree[v].superview == table else { return }
        let sub = tree.extractSubtree(v, candidates: constraintsBySubview[v] ?? [])
        let height: SubtreeHeight = tree[v].autoresizingFrame.map { .fixed($0.height) } ?? .fitting
        let result = SubtreeLayout(environment: environment, measurer: measurer).layOut(sub.tree, width: frame.width, height: height)
        let h = result[sub.tree.root]?.frame.height ?? 0
        if y < visibleBottom { add(result, sub, at: Point(x: 0, y: y)) { $0 } }
        y += h
    }

    // MARK: sections

    private mutating func placeSection(_ section: TableSection, index: Int) {
        var g = TableGeometry.Section(index: index, headerTitle: section.headerTitle, footerTitle: section.footerTitle,
                                      header: nil, footer: nil, rowsArea: nil, rows: [])
        let width = frame.width
        let headerHeight = self.headerHeight(section, index: index)
        if headerHeight > 0 { g.header = Rect(x: 0, y: y, width: width, height: headerHeight) }
        y += headerHeight
        let insets = sectionInsets
        let rowX = insets.left, rowWidth = max(0, width - insets.left - insets.right)
        let rowsTop = y
        let entries = section.entries
        for (r, entry) in entries.enumerated() where shows(entry) {
            if y < bottom(for: entry) {
                let placed = placeRow(entry, at: Point(x: rowX, y: y), width: rowWidth)
                addRow(placed, index: r, isLast: r == entries.count - 1, x: rowX, width: rowWidth, to: &g)
            } else {
                y += estimatedHeight(entry)
            }
        }
        if y > rowsTop { g.rowsArea = Rect(x: rowX, y: rowsTop, width: rowWidth, height: y - rowsTop) }
        let footerHeight = self.footerHeight(section)
        if footerHeight > 0 { g.footer = Rect(x: 0, y: y, width: width, height: footerHeight) }
        y += footerHeight
        let top = g.header?.minY ?? rowsTop
        if top < visibleBottom && y > properties.contentOffset.y || laysOutAllRows { geometry.sections.append(g) }
    }

    /// Whether a row takes room: a cell of the table that is not hidden.
    private func shows(_ entry: TableRowEntry) -> Bool {
        switch entry {
        case .cell(let cell): return tree.contains(cell) && tree[cell].superview == table && !tree[cell].isHidden
        case .generated(let source, let i): return !source.isHidden(at: i)
        }
    }

    /// A row not laid out: its fixed height, else the table's estimate.
    private func estimatedHeight(_ entry: TableRowEntry) -> Double {
        switch entry {
        case .cell(let cell): if case .tableViewCell(let p) = tree[cell].kind, let h = p.rowHeight { return h }
        case .generated(let source, let i): if let h = source.rowHeight(at: i) { return h }
        }
        if case .fixed(let h) = properties.rowHeight { return h }
        return properties.estimatedRowHeight
    }

    /// Lists a placed row in the geometry when it shows, and moves below it.
    private mutating func addRow(_ placed: (height: Double, cell: ViewID?), index: Int, isLast: Bool, x: Double, width: Double,
                                 to g: inout TableGeometry.Section) {
        if let cell = placed.cell, y + placed.height > properties.contentOffset.y || laysOutAllRows {
            g.rows.append(TableGeometry.Row(cell: cell, index: index, frame: Rect(x: x, y: y, width: width, height: placed.height),
                                            isLast: isLast))
        }
        y += placed.height
    }

    // MARK: rows

    /// A self-sizing row laid out at its cell's fitting height plus the separator's, as UIKit's
    /// `systemLayoutSizeFitting` of a cell adds it from iOS 13, where the content view fills the
    /// row (kingfisher: 30 of content in a 30.33-point row at 3x; before, the content view leaves
    /// the separator its room, which the fitting height holds already).
    private func selfSized(_ cell: ViewTree, width: Double, sizer: SubtreeLayout) -> LayoutResult {
        let fitted = sizer.layOut(cell, width: width, height: .fitting)
        let h = fitted[cell.root]?.frame.height ?? 0
        guard h > separatorHeight + 1e-9 else { return sizer.layOut(cell, width: width, height: .fixed(heightOfNoHeight(cell))) }
        guard !cellMetrics.separatorTakesRoom, cellMetrics.separator > 0 else { return fitted }
        return sizer.layOut(cell, width: width, height: .fixed(h + cellMetrics.separator))
    }

    /// The height of a self-sizing row whose constraints give none: UIKit's standard height (44,
    /// or a taller default) when its content view holds subviews, as UIKit does after logging
    /// "constraints ambiguously suggest a height of zero ... using standard height instead"
    /// (bugsnag's cells of fixed-frame buttons: 44); the default row height when it holds none
    /// (routecomposer, floatingpanel, ibdecodable: 43.5 at 2x from iOS 13).
    private func heightOfNoHeight(_ cell: ViewTree) -> Double {
        let holdsSubviews = cell[cell.root].subviews.contains { !cell[$0].subviews.isEmpty }
        return holdsSubviews ? max(TableMetrics.standardRowHeight, cellMetrics.defaultRowHeight) : cellMetrics.defaultRowHeight
    }

    /// Sizes and places one row; returns its height and, when it shows, its cell's id (a
    /// generated row's cell joins the tree then).
    private mutating func placeRow(_ row: TableRowEntry, at origin: Point, width: Double) -> (height: Double, cell: ViewID?) {
        let prepared: TableCellSubtree
        let kind: ViewKind
        var made: ViewTree? = nil
        switch row {
        case .cell(let cell):
            prepared = TableCellSubtree(cell: cell, in: tree, metrics: cellMetrics, candidates: constraintsBySubview[cell] ?? [],
                                        readable: readableMargins(x: origin.x, width: width))
            kind = tree[cell].kind
        case .generated(let source, let i):
            let cellTree = source.cell(at: i)
            made = cellTree
            prepared = TableCellSubtree(cell: cellTree.root, in: cellTree, metrics: cellMetrics,
                                        readable: readableMargins(x: origin.x, width: width))
            kind = cellTree[cellTree.root].kind
        }
        var sizer = SubtreeLayout(environment: environment, measurer: measurer)
        sizer.safeAreaInsets = EdgeInsets(top: 0, left: max(0, safeAreaInsets.left - origin.x), bottom: 0,
                                          right: max(0, safeAreaInsets.right - (frame.width - origin.x - width)))
        var fixed: Double? = nil
        if case .tableViewCell(let p) = kind, let h = p.rowHeight { fixed = h }
        if fixed == nil, case .fixed(let h) = properties.rowHeight { fixed = h }
        let sub = prepared.extracted
        var result: LayoutResult
        if let fixed {
            result = sizer.layOut(sub.tree, width: width, height: .fixed(fixed))
        } else {
            result = selfSized(sub.tree, width: width, sizer: sizer)
        }
        let h = result[sub.tree.root]?.frame.height ?? 0
        guard origin.y + h > properties.contentOffset.y || laysOutAllRows else { return (h, nil) }
        guard let made else {
            add(result, sub, at: origin) { $0 }
            if case .cell(let cell) = row { return (h, cell) }
            return (h, nil)
        }
        let ids = graftCell(made)
        add(result, sub, at: origin) { ids[$0] }
        return (h, ids[made.root])
    }

    /// Adds a generated row's cell to the tree as the table's last subview, its parts (content
    /// view, labels, image view, accessory view) renamed to their new ids.
    private mutating func graftCell(_ made: ViewTree) -> [ViewID: ViewID] {
        let ids = tree.graft(made, under: table)
        guard let cell = ids[made.root], case .tableViewCell(let p) = tree[cell].kind else { return ids }
        var node = tree[cell]
        node.kind = .tableViewCell(p.renamingParts(ids))
        tree[cell] = node
        return ids
    }

    /// Adds the views of a subtree laid out on its own, moved to `origin` in the table's
    /// content coordinates.
    /// `id` maps the ids of the subtree's source to the table's tree.
    private mutating func add(_ result: LayoutResult, _ sub: ExtractedSubtree, at origin: Point, id: (ViewID) -> ViewID?) {
        let offset = properties.contentOffset
        let dx = frame.minX + origin.x - offset.x, dy = frame.minY + origin.y - offset.y
        for (i, original) in sub.original.enumerated() {
            guard let source = id(original), var v = result.views.indices.contains(i) ? result.views[i] : nil else { continue }
            v.id = source
            v.node = tree[source]
            v.frame = Rect(x: v.frame.minX + dx, y: v.frame.minY + dy, width: v.frame.width, height: v.frame.height)
            v.solvedFrame = Rect(x: v.solvedFrame.minX + dx, y: v.solvedFrame.minY + dy,
                                 width: v.solvedFrame.width, height: v.solvedFrame.height)
            if i == 0 { v.frameInSuperview = Rect(x: origin.x, y: origin.y, width: v.frame.width, height: v.frame.height) }
            v.firstBaseline += dy
            v.lastBaseline += dy
            v.textTop = v.textTop.map { $0 + dy }
            views.append(v)
        }
    }
}
