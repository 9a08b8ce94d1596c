import Layout

/// `<collectionView>` (UICollectionView): its flow layout and its prototypes, which the canvas
/// shows once each at the frames the flow layout gives them.
public struct IBCollectionView: Hashable, Sendable {
    /// `<collectionViewFlowLayout key="collectionViewLayout">`, read into Layout's `FlowLayout`
    /// (absent attributes are UIKit's defaults, which are `FlowLayout`'s); nil when the layout is
    /// not a flow layout (a custom layout class, which the canvas shows without cells).
    public var flowLayout: FlowLayout?
    /// `<cells>`: the prototype cells (`<collectionViewCell>`), in order.
    public var cells: [IBView] = []
    /// `<collectionReusableView key="sectionHeaderView">` / `key="sectionFooterView"`.
    public var header: IBView?
    public var footer: IBView?
    /// `contentInsetAdjustmentBehavior=` (absent = automatic).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public init() {}

    /// The prototypes and the header and footer, each with its subtree.
    public var itemViews: [IBView] {
        var result: [IBView] = []
        forEachItemView { result.append($0) }
        return result
    }

    /// Calls `body` with each of `itemViews` in place (see `IBView.forEachView`).
    public func forEachItemView<E: Error>(_ body: (IBView) throws(E) -> Void) throws(E) {
        for i in cells.indices { try cells[i].forEachView(body) }
        try header?.forEachView(body)
        try footer?.forEachView(body)
    }
}

extension IBView {
    /// The views inside the collection views of this subtree (their prototype cells, headers
    /// and footers, with their subtrees): not part of `allViews`, since each is laid out in a
    /// tree of its own.
    public var collectionItemViews: [IBView] {
        var result: [IBView] = []
        forEachCollectionItemView { result.append($0) }
        return result
    }

    /// Calls `body` with each of `collectionItemViews` in place (see `forEachView`).
    public func forEachCollectionItemView<E: Error>(_ body: (IBView) throws(E) -> Void) throws(E) {
        try forEachView { (v: IBView) throws(E) in
            if case .collectionView(let c) = v.kind { try c.forEachItemView(body) }
        }
    }
}
