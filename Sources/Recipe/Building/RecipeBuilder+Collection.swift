import Layout

extension BuildState {
    /// A collection view's sections: each item, header and footer a decoded small recipe (whose
    /// root is the cell's content view, or the reusable view) built for the same environment
    /// into a tree of its own. Their images and warnings join the recipe's. Without data: one
    /// empty section.
    mutating func collectionProperties(_ properties: CollectionViewProperties, of spec: ViewSpec) throws(RecipeError) -> CollectionViewProperties {
        var c = properties
        guard let data = spec.properties.collectionItems else {
            c.sections = [CollectionViewSection()]
            return c
        }
        c.sections = []
        for sectionSpec in data.sections {
            var section = CollectionViewSection()
            section.items.reserveCapacity(sectionSpec.cells.count)
            for cell in sectionSpec.cells { section.items.append(try itemTree(cell)) }
            section.header = try sectionSpec.header.map { (d: RecipeDocument) throws(RecipeError) in try itemTree(d) }
            section.footer = try sectionSpec.footer.map { (d: RecipeDocument) throws(RecipeError) in try itemTree(d) }
            c.sections.append(section)
        }
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
