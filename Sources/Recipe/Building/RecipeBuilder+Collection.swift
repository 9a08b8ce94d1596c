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
            if sectionSpec.cells.count > 1, sectionSpec.cells.allSatisfy(RecipeCollectionItems.canDefer) {
                try section.itemSource = deferredItems(sectionSpec.cells)
            } else {
                section.items.reserveCapacity(sectionSpec.cells.count)
                for cell in sectionSpec.cells { section.items.append(try itemTree(cell)) }
            }
            section.header = try sectionSpec.header.map { (d: RecipeDocument) throws(RecipeError) in try itemTree(d) }
            section.footer = try sectionSpec.footer.map { (d: RecipeDocument) throws(RecipeError) in try itemTree(d) }
            c.sections.append(section)
        }
        return c
    }

    /// Items built only when laid out: their images are measured now, in the order building
    /// them would; the first is built now too, so that what building one reports is reported.
    private mutating func deferredItems(_ cells: [RecipeDocument]) throws(RecipeError) -> RecipeCollectionItems {
        _ = try itemTree(cells[0])
        var known: [RecipeImageSource: ImageReference] = [:]
        for cell in cells.dropFirst() { try measureImages(of: cell.root, into: &known) }
        for (source, image) in measuredImages { known[source] = image }
        return RecipeCollectionItems(cells: cells, environment: environment, images: known)
    }

    /// Measures a deferred item's images.
    private mutating func measureImages(of view: ViewSpec, into known: inout [RecipeImageSource: ImageReference]) throws(RecipeError) {
        if case .imageView = view.kind, let source = view.properties.imageSource, known[source] == nil {
            let reference = try image(source, of: view)
            known[source] = reference
            record(reference, from: source)
        }
        for i in view.subviews.indices { try measureImages(of: view.subviews[i], into: &known) }
        for i in view.arrangedSubviews.indices { try measureImages(of: view.arrangedSubviews[i], into: &known) }
    }

    /// One small recipe built into its tree.
    private mutating func itemTree(_ document: RecipeDocument) throws(RecipeError) -> ViewTree {
        let built = try RecipeBuilder(images: images).build(document, for: environment)
        for image in built.images where !imageList.contains(image) { imageList.append(image) }
        for (source, image) in built.imageSources { measuredImages[source] = image }
        for w in built.warnings { warn(w) }
        return built.tree
    }
}
