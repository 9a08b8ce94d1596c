/// A `collection`'s data: one small recipe per item (`items` × `cell`), and the section's
/// header and footer views (each a small recipe too). A class, so that `ViewProperties`, which
/// every view of a recipe carries and copies, stays one pointer larger rather than three.
public final class CollectionItemsSpec: Hashable, Sendable {
    public let cells: [RecipeDocument]
    public let header: RecipeDocument?
    public let footer: RecipeDocument?

    public init(cells: [RecipeDocument], header: RecipeDocument? = nil, footer: RecipeDocument? = nil) {
        self.cells = cells; self.header = header; self.footer = footer
    }

    /// Every small recipe: the cells, then the header and footer.
    public var documents: [RecipeDocument] { cells + [header, footer].compactMap { $0 } }

    public static func == (a: CollectionItemsSpec, b: CollectionItemsSpec) -> Bool {
        a.cells == b.cells && a.header == b.header && a.footer == b.footer
    }

    public func hash(into h: inout Hasher) {
        h.combine(cells)
        h.combine(header)
        h.combine(footer)
    }
}
