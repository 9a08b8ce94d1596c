/// A `collection`'s data: its sections, each with one small recipe per item (`items` × `cell`)
/// and its header and footer views (each a small recipe too). A class, so that
/// `ViewProperties`, which every view of a recipe carries and copies, stays one pointer larger.
public final class CollectionItemsSpec: Hashable, Sendable {
    public let sections: [CollectionSectionSpec]

    public init(sections: [CollectionSectionSpec]) {
        self.sections = sections
    }

    /// One section of `cells`, `header` and `footer`.
    public convenience init(cells: [RecipeDocument], header: RecipeDocument? = nil, footer: RecipeDocument? = nil) {
        self.init(sections: [CollectionSectionSpec(cells: cells, header: header, footer: footer)])
    }

    /// Every small recipe: per section, the cells, then the header and footer.
    public var documents: [RecipeDocument] { sections.flatMap(\.documents) }

    public static func == (a: CollectionItemsSpec, b: CollectionItemsSpec) -> Bool {
        a.sections == b.sections
    }

    public func hash(into h: inout Hasher) {
        h.combine(sections)
    }
}

/// One section of a `collection`: its items' cells and its optional header and footer.
public struct CollectionSectionSpec: Hashable, Sendable {
    public var cells: [RecipeDocument]
    public var header: RecipeDocument?
    public var footer: RecipeDocument?

    public init(cells: [RecipeDocument], header: RecipeDocument? = nil, footer: RecipeDocument? = nil) {
        self.cells = cells; self.header = header; self.footer = footer
    }

    /// The cells, then the header and footer.
    public var documents: [RecipeDocument] { cells + [header, footer].compactMap { $0 } }
}
