import Layout

extension BuildState {
    /// A collection view's items: each decoded cell (a small recipe whose root is the cell's
    /// content view) built for the same environment into a tree of its own; one section. The
    /// cells' images and warnings join the recipe's.
    mutating func collectionProperties(_ properties: CollectionViewProperties, of spec: ViewSpec) throws(RecipeError) -> CollectionViewProperties {
        var c = properties
        var items: [ViewTree] = []
        let cells = spec.properties.collectionCells ?? []
        items.reserveCapacity(cells.count)
        for cell in cells {
            let built = try RecipeBuilder(images: images).build(cell, for: environment)
            items.append(built.tree)
            for image in built.images where !imageList.contains(image) { imageList.append(image) }
            for w in built.warnings { warn(w) }
        }
        c.sections = [CollectionViewSection(items: items)]
        return c
    }
}
