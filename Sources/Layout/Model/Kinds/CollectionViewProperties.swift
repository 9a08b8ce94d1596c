/// One section of a collection view: its cells, header and footer, each a view tree of its own
/// whose root is the cell (`UICollectionViewCell`) or the reusable view.
///
/// An item's tree is laid out apart from the screen's, its root (the cell) at the size the
/// flow layout gives the item, after the screen's layout has sized the collection view
/// (`LayoutEngine`, "Collection views" in docs/layout.md); its views then join the screen's
/// result as the collection view's subviews. A cell built from Interface Builder has its
/// content view as its subview; a recipe's cell is its content view (they share the bounds).
public struct CollectionViewSection: Hashable, Sendable {
    public var items: [ViewTree]
    /// Items made only when the collection view lays them out (`cellForItemAt`), instead of
    /// `items` when set: a recipe's many items cost their screenful.
    public var itemSource: (any CollectionItemSource)?
    /// `UICollectionElementKindSectionHeader` / `Footer` views (shown when the layout's
    /// reference size for them is not zero).
    public var header: ViewTree?
    public var footer: ViewTree?
    /// Per item, the size a `collectionView(_:layout:sizeForItemAt:)` delegate gives it (an
    /// Interface Builder prototype's stored size); nil or missing: the layout's.
    public var itemSizes: [Size?]
    public init(items: [ViewTree] = [], header: ViewTree? = nil, footer: ViewTree? = nil, itemSizes: [Size?] = []) {
        self.items = items; self.header = header; self.footer = footer; self.itemSizes = itemSizes
    }

    /// The number of items: the source's, else `items.count`.
    public var itemCount: Int { itemSource?.count ?? items.count }

    /// Item `index`'s tree (made by the source when there is one).
    public func item(at index: Int) -> ViewTree { itemSource?.item(at: index) ?? items[index] }

    public static func == (a: CollectionViewSection, b: CollectionViewSection) -> Bool {
        a.items == b.items && a.itemSource === b.itemSource && a.header == b.header && a.footer == b.footer
            && a.itemSizes == b.itemSizes
    }

    public func hash(into h: inout Hasher) {
        h.combine(items)
        h.combine(itemSource.map { ObjectIdentifier($0) })
        h.combine(header)
        h.combine(footer)
        h.combine(itemSizes)
    }
}

/// Items a collection view makes only when it lays them out, as `cellForItemAt` does: each a
/// tree of its own whose root is the cell (`CollectionViewSection.items`). A class (a section
/// compares identities), immutable once made.
public protocol CollectionItemSource: AnyObject, Sendable {
    var count: Int { get }
    func item(at index: Int) -> ViewTree
}

/// UICollectionView properties with a flow layout: the layout, the data (sections of cells) and
/// where the content is scrolled to.
public struct CollectionViewProperties: Hashable, Sendable {
    public var layout: FlowLayout
    public var sections: [CollectionViewSection]
    /// `contentOffset`: the content point at the view's top-left corner; nil = at rest (the top
    /// of the content, after the adjusted content inset).
    public var contentOffset: Point?
    /// `contentInset`.
    public var contentInset: EdgeInsets
    /// `contentInsetAdjustmentBehavior` is `automatic` (UIKit's default): along the scrolling
    /// axis the safe area is added to the content inset, so the content starts below the status
    /// bar and scrolls under it.
    public var adjustsContentInsetForSafeArea: Bool
    /// `backgroundColor` left unset: UIKit's collection view draws `systemBackground` (an
    /// Interface Builder document stores the colour it shows).
    public init(layout: FlowLayout = FlowLayout(), sections: [CollectionViewSection] = [], contentOffset: Point? = nil,
                contentInset: EdgeInsets = .zero, adjustsContentInsetForSafeArea: Bool = true) {
        self.layout = layout; self.sections = sections; self.contentOffset = contentOffset
        self.contentInset = contentInset; self.adjustsContentInsetForSafeArea = adjustsContentInsetForSafeArea
    }

    /// The number of items in all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}

extension CollectionViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .collectionView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .collectionView(self) }
}

extension CollectionViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { CheckRole(scrolls: true) }
}
