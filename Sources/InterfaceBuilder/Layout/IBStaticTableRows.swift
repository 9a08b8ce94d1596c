import Layout

/// Cells of a large static table that the builder leaves out of the screen's tree and builds
/// only when the table places them (Layout's `TableRowSource`), as recipes' rows are
/// (`RecipeTableRows`): a static table of 100,000 cells costs its visible rows, not its
/// document (issue 35). A cell is left out only when building it later is the same as building
/// it now (`IBBuildState.deferredCells`).
///
/// A class (a section compares its sources by identity), immutable once made.
final class IBStaticTableRows: TableRowSource {
    /// A static table holding more cells than this has its plain cells built lazily; smaller
    /// tables (every one of the Interface Builder corpus: at most 20 cells) keep every cell in
    /// the screen's tree.
    static let lazyThreshold = 64

    let cells: [IBView]
    let document: IBDocument
    let scene: IBScene
    let environment: Layout.Environment
    let images: IBImageFinder
    /// Whether the table spans a wide root (`IBBuildState.spansWideRoot`).
    let wide: Bool

    init(cells: [IBView], document: IBDocument, scene: IBScene, environment: Layout.Environment, images: IBImageFinder,
         wide: Bool) {
        self.cells = cells; self.document = document; self.scene = scene
        self.environment = environment; self.images = images; self.wide = wide
    }

    var count: Int { cells.count }

    func isHidden(at index: Int) -> Bool { cells[index].properties.isHidden }

    func rowHeight(at index: Int) -> Double? {
        guard case .tableViewCell(let c) = cells[index].kind else { return nil }
        return c.rowHeight
    }

    /// Builds the cell as `addCell` builds it in the screen's tree (in a table of its own),
    /// with its constraints, and returns its subtree.
    func cell(at index: Int) -> ViewTree {
        let cell = cells[index]
        var state = IBBuildState(document: document, scene: scene, environment: environment, images: images)
        var table = state.tree[state.tree.root]
        table.kind = .tableView(TableViewProperties())
        state.tree[state.tree.root] = table
        state.addCell(cell, to: state.tree.root, section: 0, keepsRowHeight: true, wide: wide)
        state.addConstraints(cell)
        guard let id = state.ids[cell.id] else { return ViewTree(rootName: IBBuildState.nodeName(cell)) }
        return Self.renumberedParts(state.tree.extractSubtree(id))
    }

    /// The extracted cell with its parts (content view, labels, image and accessory views)
    /// named by their ids in the extracted tree.
    static func renumberedParts(_ sub: ExtractedSubtree) -> ViewTree {
        var tree = sub.tree
        guard case .tableViewCell(let p) = tree[tree.root].kind else { return tree }
        var node = tree[tree.root]
        node.kind = .tableViewCell(p.renamingParts(sub.copied))
        tree[tree.root] = node
        return tree
    }
}

extension IBBuildState {
    /// The cells of a static table left to the table to build (`IBStaticTableRows`): none
    /// unless the table has more than `lazyThreshold` cells; then each cell whose views are
    /// plain (views and labels without images, named colours, custom fonts, runtime attributes,
    /// variations or guides, so that their build cannot warn) and named by no constraint
    /// outside the cell.
    func deferredCells(of table: IBView, _ t: IBTableView) -> Set<String> {
        let cellIDs = t.sections.flatMap(\.cellIDs)
        guard t.dataMode == .static, cellIDs.count > IBStaticTableRows.lazyThreshold else { return [] }
        let wanted = Set(cellIDs)
        // The cells by index: a copy of each would be several hundred bytes (docs/limits.md).
        let cells = table.subviews.indices.filter { wanted.contains(table.subviews[$0].id) }
        var inside = Set<String>()
        for i in cells { table.subviews[i].forEachView { inside.insert($0.id) } }
        var namedOutside = Set<String>()
        scene.forEachView { v in
            for c in v.constraints where !inside.contains(c.ownerID) {
                namedOutside.insert(c.firstItem)
                if let second = c.secondItem { namedOutside.insert(second) }
            }
        }
        var deferred = Set<String>()
        for i in cells where canDefer(table.subviews[i], namedOutside: namedOutside) { deferred.insert(table.subviews[i].id) }
        return deferred
    }

    /// Whether a static cell can be built later (see `deferredCells`).
    private func canDefer(_ cell: IBView, namedOutside: Set<String>) -> Bool {
        guard case .tableViewCell(let c) = cell.kind, c.imageViewID == nil else { return false }
        var ids = Set<String>(), plain = true
        cell.forEachView { v in
            ids.insert(v.id)
            if !isPlain(v) || namedOutside.contains(v.id) { plain = false }
        }
        guard plain else { return false }
        return cell.allConstraints.allSatisfy { c in
            ids.contains(c.firstItem) && (c.secondItem.map { ids.contains($0) } ?? true)
        }
    }

    /// A view whose building cannot warn or need an image.
    private func isPlain(_ v: IBView) -> Bool {
        let p = v.properties
        guard p.runtimeAttributes.isEmpty, !p.layoutMarginsFollowReadableWidth, v.variations.isEmpty, v.layoutGuides.isEmpty,
              isPlain(p.backgroundColor), isPlain(p.tintColor) else { return false }
        switch v.kind {
        case .tableViewCell, .tableViewCellContentView, .view: return true
        case .label(let l):
            if case .custom? = l.font { return false }
            return !l.isAttributed && isPlain(l.textColor)
        default: return false
        }
    }

    /// A colour that resolves without a warning: a literal, or a system colour the builder knows.
    private func isPlain(_ color: IBColor?) -> Bool {
        switch color {
        case nil, .white?, .rgb?: return true
        case .system(let name, let legacy)?: return (Self.systemColors[name] ?? legacy.flatMap { Self.systemColors[$0] }) != nil
        case .named?: return false
        }
    }
}
