import Layout

/// The `collection` view type's items: `"items"` (a count or an array of strings, like
/// `repeat`) and `"cell"`, the item template: a view object whose `subviews` and `constraints`
/// belong to the cell alone (`Superview` in them is the cell's content view). Each item is the
/// template with `{index}`, `{index0}` and `{item}` replaced, decoded as a small recipe of its
/// own (`RecipeDocument`), so names repeat freely from cell to cell. With `"sections"`, each
/// section has its own `items`, optional `cell` (default: the collection's), `header` and
/// `footer`.
enum CollectionKeys {
    /// Structure keys of a `collection` object (besides the common ones).
    static let structure = ["items", "cell", "header", "footer", "sections"]
    /// Keys of the `cell` object besides a view's.
    static let cellKeys = ["constraints"]
    /// Keys of a section object.
    static let section = ["items", "cell", "header", "footer", "comment"]
}

extension DecodeContext {
    /// Sets a `collection` view's sections when `o` has any of their keys (a variant has none).
    /// Called from `decodeProperties`, not `decodeView`, whose stack frame (on the stack once
    /// per nesting level) bounds the depth a debug build can decode.
    func addCollectionCells(_ o: ObjectNode, to properties: inout ViewProperties) throws(RecipeError) {
        guard CollectionKeys.structure.contains(where: { o.has($0) }) else { return }
        guard let sections = o["sections"] else {
            properties.collectionItems = CollectionItemsSpec(sections: [try decodeCollectionSection(o, defaultCell: nil, place: "the collection")])
            return
        }
        for key in ["items", "header", "footer"] {
            guard let m = o.member(key) else { continue }
            throw error(.invalidValue, "a collection with \"sections\" takes \"\(key)\" in each section",
                        path: o.path.appending(key), location: m.keyLocation, length: key.utf8.count + 2)
        }
        let path = o.path.appending("sections")
        guard let list = sections.arrayValue else {
            throw error(.invalidValue, "expected \"sections\" to be an array of sections, found \(sections.kindDescription)", path: path, node: sections)
        }
        var specs: [CollectionSectionSpec] = []
        for (i, item) in list.enumerated() {
            let s = try ObjectNode(item, path: path.appending(i), what: "a collection section", context: self)
            try s.checkKeys(CollectionKeys.section, what: "a collection section", context: self)
            specs.append(try decodeCollectionSection(s, defaultCell: o.member("cell").map { ($0, o.path.appending("cell")) },
                                                     place: "section \(i + 1) of the collection"))
        }
        properties.collectionItems = CollectionItemsSpec(sections: specs)
    }

    /// One section's cells, header and footer from `o` (the collection itself, or one of its
    /// `sections`, whose template is its own `cell` or else `defaultCell`).
    private func decodeCollectionSection(_ o: ObjectNode, defaultCell: (JSONMember, JSONPath)?,
                                         place: String) throws(RecipeError) -> CollectionSectionSpec {
        let own = o.member("cell")
        let cell = own ?? defaultCell?.0
        let cellPath = own == nil ? defaultCell?.1 ?? o.path.appending("cell") : o.path.appending("cell")
        let cells = try decodeCollectionCells(o, cell: cell, cellPath: cellPath, place: place)
        let header = try o["header"].map { (n: JSONNode) throws(RecipeError) in try decodeCell(n, path: o.path.appending("header"), metrics: [:]) }
        let footer = try o["footer"].map { (n: JSONNode) throws(RecipeError) in try decodeCell(n, path: o.path.appending("footer"), metrics: [:]) }
        return CollectionSectionSpec(cells: cells, header: header, footer: footer)
    }

    /// The cells of a collection or section `o`, one per item (none without `items` or `cell`);
    /// `place` names it in messages.
    func decodeCollectionCells(_ o: ObjectNode, cell: JSONMember?, cellPath: JSONPath, place: String) throws(RecipeError) -> [RecipeDocument] {
        let path = o.path
        guard let itemsNode = o["items"] else {
            if let cell, cellPath == path.appending("cell") {
                throw error(.missingKey("items"), "a collection with a \"cell\" needs \"items\": a count (0...1000) or an array of strings",
                            path: cellPath, location: cell.keyLocation, length: 6)
            }
            return []
        }
        guard let template = cell?.value else {
            _ = try o.require("cell", what: "a collection with items", context: self)
            return []
        }
        let copies = try repetitions(itemsNode, path: path.appending("items"))
        if let c = ExpansionCount.member("constraints", of: template) {
            var counter = ExpansionCount()
            let total = ExpansionCount.multiply(counter.constraints(in: c), copies.count)
            if total > limits.constraints {
                throw expansionError(total, "cell constraints", limit: limits.constraints, name: "constraints",
                                     at: c, path: cellPath.appending("constraints"))
            }
        }
        var cells: [RecipeDocument] = []
        cells.reserveCapacity(copies.count)
        for copy in copies {
            do throws(RecipeError) {
                cells.append(try decodeCell(fill(template, copy), path: cellPath, metrics: [:]))
            } catch {
                var e = error
                e.message += " (in item \(copy.index) of \(place))"
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
    /// The views of a `collection` object's cells: per section, the items' count times the
    /// template's, plus the header's and footer's.
    mutating func collectionViews(in members: [JSONMember]) -> Int {
        var total = sectionViews(in: members, defaultCell: nil)
        guard members.contains(where: { $0.hasKey("collection") }),
              let sections = members.first(where: { $0.hasKey("sections") })?.value.arrayValue else { return total }
        let cell = members.first(where: { $0.hasKey("cell") })?.value
        for section in sections {
            total = Self.add(total, sectionViews(in: section.objectValue ?? [], defaultCell: cell))
        }
        return total
    }

    /// The views of one section (or of the collection's own `items`, `header` and `footer`).
    private mutating func sectionViews(in members: [JSONMember], defaultCell: JSONNode?) -> Int {
        var total = 0
        for key in ["header", "footer"] {
            if let view = members.first(where: { $0.hasKey(key) })?.value { total = Self.add(total, views(in: view)) }
        }
        guard let items = members.first(where: { $0.hasKey("items") })?.value,
              let cell = members.first(where: { $0.hasKey("cell") })?.value ?? defaultCell else { return total }
        return Self.add(total, Self.multiply(Self.copies(items), views(in: cell)))
    }
}
