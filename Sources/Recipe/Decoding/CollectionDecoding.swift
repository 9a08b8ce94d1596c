import Layout

/// The `collection` view type's items: `"items"` (a count or an array of strings, like
/// `repeat`) and `"cell"`, the item template: a view object whose `subviews` and `constraints`
/// belong to the cell alone (`Superview` in them is the cell's content view). Each item is the
/// template with `{index}`, `{index0}` and `{item}` replaced, decoded as a small recipe of its
/// own (`RecipeDocument`), so names repeat freely from cell to cell.
enum CollectionKeys {
    /// Structure keys of a `collection` object (besides the common ones).
    static let structure = ["items", "cell", "header", "footer"]
    /// Keys of the `cell` object besides a view's.
    static let cellKeys = ["constraints"]
}

extension DecodeContext {
    /// Sets a `collection` view's cells, header and footer when `o` has any of their keys (a
    /// variant has none). Called from `decodeProperties`, not `decodeView`, whose stack frame
    /// (on the stack once per nesting level) bounds the depth a debug build can decode.
    func addCollectionCells(_ o: ObjectNode, to properties: inout ViewProperties) throws(RecipeError) {
        guard CollectionKeys.structure.contains(where: { o.has($0) }) else { return }
        let cells = try decodeCollectionCells(o, metrics: [:])
        let header = try o["header"].map { (n: JSONNode) throws(RecipeError) in try decodeCell(n, path: o.path.appending("header"), metrics: [:]) }
        let footer = try o["footer"].map { (n: JSONNode) throws(RecipeError) in try decodeCell(n, path: o.path.appending("footer"), metrics: [:]) }
        properties.collectionItems = CollectionItemsSpec(cells: cells, header: header, footer: footer)
    }

    /// The cells of a `collection` object, one per item (none without `items` or `cell`).
    func decodeCollectionCells(_ o: ObjectNode, metrics: [String: Double]) throws(RecipeError) -> [RecipeDocument] {
        let path = o.path
        guard let itemsNode = o["items"] else {
            if let cell = o.member("cell") {
                throw error(.missingKey("items"), "a collection with a \"cell\" needs \"items\": a count (0...1000) or an array of strings",
                            path: path.appending("cell"), location: cell.keyLocation, length: 6)
            }
            return []
        }
        let template = try o.require("cell", what: "a collection with items", context: self)
        let copies = try repetitions(itemsNode, path: path.appending("items"))
        if let c = ExpansionCount.member("constraints", of: template) {
            var counter = ExpansionCount()
            let total = ExpansionCount.multiply(counter.constraints(in: c), copies.count)
            if total > limits.constraints {
                throw expansionError(total, "cell constraints", limit: limits.constraints, name: "constraints",
                                     at: c, path: path.appending("cell").appending("constraints"))
            }
        }
        var cells: [RecipeDocument] = []
        cells.reserveCapacity(copies.count)
        for copy in copies {
            do throws(RecipeError) {
                cells.append(try decodeCell(substitute(template, copy), path: path.appending("cell"), metrics: metrics))
            } catch {
                var e = error
                e.message += " (in item \(copy.index) of the collection)"
                throw e
            }
        }
        return cells
    }

    /// One item's cell (or the header, footer): its view tree (root = the content view) and
    /// its own constraints.
    private func decodeCell(_ node: JSONNode, path: JSONPath, metrics: [String: Double]) throws(RecipeError) -> RecipeDocument {
        let o = try ObjectNode(node, path: path, what: "a cell (a view object)", context: self)
        var viewNode = node
        viewNode.value = .object(o.members.filter { !CollectionKeys.cellKeys.contains($0.key) })
        guard case .view(let root) = try decodeEntry(viewNode, path: path, place: .root) else {
            throw error(.invalidValue, "a cell must be a view", path: path, node: node)
        }
        var document = RecipeDocument(name: root.name ?? "Cell", root: root, metrics: metrics, file: file,
                                      baseDirectory: baseDirectory)
        let names = try nameTable(root)
        if let c = o["constraints"] {
            for draft in try decodeConstraints(c, path: path.appending("constraints"), metrics: metrics, condition: nil) {
                document.constraints.append(try validate(draft, names: names, document: document))
            }
        }
        return document
    }
}

extension ExpansionCount {
    /// The views of a `collection` object's cells: the items' count times the template's.
    mutating func collectionViews(in members: [JSONMember]) -> Int {
        var total = 0
        for key in ["header", "footer"] {
            if let view = members.first(where: { $0.hasKey(key) })?.value { total = Self.add(total, views(in: view)) }
        }
        guard let items = members.first(where: { $0.hasKey("items") })?.value,
              let cell = members.first(where: { $0.hasKey("cell") })?.value else { return total }
        return Self.add(total, Self.multiply(Self.copies(items), views(in: cell)))
    }
}
