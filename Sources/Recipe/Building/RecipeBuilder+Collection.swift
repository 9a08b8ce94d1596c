import Layout

extension BuildState {
    /// A collection view's items, header and footer: each decoded small recipe (whose root is
    /// the cell's content view, or the reusable view) built for the same environment into a tree
    /// of its own; one section. Their images and warnings join the recipe's.
    mutating func collectionProperties(_ properties: CollectionViewProperties, of spec: ViewSpec) throws(RecipeError) -> CollectionViewProperties {
        var c = properties
        guard let data = spec.properties.collectionItems else {
            c.sections = [CollectionViewSection()]
            return c
        }
        var section = CollectionViewSection()
        section.items.reserveCapacity(data.cells.count)
        for cell in data.cells { section.items.append(try itemTree(cell)) }
        section.header = try data.header.map { (d: RecipeDocument) throws(RecipeError) in try itemTree(d) }
        section.footer = try data.footer.map { (d: RecipeDocument) throws(RecipeError) in try itemTree(d) }
        c.sections = [section]
        return c
    }

    /// One small recipe built into its tree.
    private mutating func itemTree(_ document: RecipeDocument) throws(RecipeError) -> ViewTree {
        let built = try RecipeBuilder(images: images).build(document, for: environment)
        for image in built.images where !imageList.contains(image) { imageList.append(image) }
        for w in built.warnings { warn(w) }
        return built.tree
    }
}
