import Layout

/// `<collectionViewFlowLayout key="collectionViewLayout">`: the flow layout's stored properties
/// (absent ones are UIKit's defaults: 50×50 items, 10-point spacings, no insets).
public struct IBFlowLayout: Hashable, Sendable {
    /// `scrollDirection=` (absent = vertical).
    public var scrollDirection: Axis = .vertical
    /// `<size key="itemSize">`.
    public var itemSize: IBSize = IBSize(width: 50, height: 50)
    /// `<size key="estimatedItemSize">` (absent or zero: items do not size themselves).
    public var estimatedItemSize: IBSize?
    /// `minimumLineSpacing=`, `minimumInteritemSpacing=`.
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    /// `<inset key="sectionInset">`.
    public var sectionInset: IBEdgeInsets = IBEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// `<size key="headerReferenceSize">`, `<size key="footerReferenceSize">`.
    public var headerReferenceSize: IBSize = IBSize(width: 0, height: 0)
    public var footerReferenceSize: IBSize = IBSize(width: 0, height: 0)
    public init() {}
}

/// `<collectionView>` (UICollectionView): its flow layout and its prototypes, which the canvas
/// shows once each at the frames the flow layout gives them.
public struct IBCollectionView: Hashable, Sendable {
    /// The flow layout; nil when the layout is not a flow layout (a custom layout class, which
    /// the canvas shows without cells).
    public var flowLayout: IBFlowLayout?
    /// `<cells>`: the prototype cells (`<collectionViewCell>`), in order.
    public var cells: [IBView] = []
    /// `<collectionReusableView key="sectionHeaderView">` / `key="sectionFooterView"`.
    public var header: IBView?
    public var footer: IBView?
    /// `contentInsetAdjustmentBehavior=` (absent = automatic).
    public var contentInsetAdjustmentBehavior: IBContentInsetAdjustmentBehavior = .automatic
    public init() {}

    /// The prototypes and the header and footer, each with its subtree.
    public var itemViews: [IBView] {
        (cells + [header, footer].compactMap { $0 }).flatMap(\.allViews)
    }
}

extension IBView {
    /// The views inside the collection views of this subtree (their prototype cells, headers
    /// and footers, with their subtrees): not part of `allViews`, since each is laid out in a
    /// tree of its own.
    public var collectionItemViews: [IBView] {
        allViews.flatMap { v -> [IBView] in
            guard case .collectionView(let c) = v.kind else { return [] }
            return c.itemViews
        }
    }
}
