/// Which insets `FlowLayout.sectionInset` is measured from (`UICollectionViewFlowLayout
/// .SectionInsetReference`, iOS 11).
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// From the content inset (UIKit's default): the section insets start at the content's edges.
    case fromContentInset
    /// From the collection view's safe area: items stay clear of a notch in landscape.
    case fromSafeArea
    /// From the collection view's layout margins.
    case fromLayoutMargins
}

/// `UICollectionViewFlowLayout`'s properties (UIKit's defaults: 50×50 items, 10 pt line and
/// interitem spacing, no insets, no headers or footers, vertical scrolling).
///
/// How the items are placed is `FlowLayout.frames(itemSizes:width:)` (FlowLayout+Frames.swift).
public struct FlowLayout: Hashable, Sendable {
    /// `scrollDirection`: vertical (lines are rows, filled left to right) or horizontal (lines
    /// are columns, filled top to bottom).
    public var scrollDirection: Axis
    /// `itemSize`: every item's size unless the items size themselves.
    public var itemSize: Size
    /// `estimatedItemSize`: when set (non-zero in UIKit), cells size themselves
    /// (`preferredLayoutAttributesFitting`) and this is only the size assumed for items not yet
    /// measured.
    public var estimatedItemSize: Size?
    /// `minimumLineSpacing`: between lines (rows when scrolling vertically).
    public var minimumLineSpacing: Double
    /// `minimumInteritemSpacing`: between items of a line; a full line spreads its spare room
    /// over these gaps.
    public var minimumInteritemSpacing: Double
    /// `sectionInset`.
    public var sectionInset: EdgeInsets
    /// `headerReferenceSize`, `footerReferenceSize`: only the height counts when scrolling
    /// vertically (the width when scrolling horizontally); zero = none.
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    /// `sectionInsetReference`.
    public var sectionInsetReference: SectionInsetReference
    /// Not a flow layout property: stands for the common delegate
    /// `collectionView(_:layout:sizeForItemAt:)` that sizes items to fill this many columns
    /// (rows when scrolling horizontally): each item's width is the line's room less the
    /// minimum interitem spacings, divided by `columns`, floored to the pixel grid; its height
    /// keeps `itemSize`'s aspect ratio. Nil: `itemSize` as it is.
    public var columns: Int?

    public init(scrollDirection: Axis = .vertical, itemSize: Size = Size(width: 50, height: 50),
                estimatedItemSize: Size? = nil, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
                sectionInsetReference: SectionInsetReference = .fromContentInset, columns: Int? = nil) {
        self.scrollDirection = scrollDirection; self.itemSize = itemSize; self.estimatedItemSize = estimatedItemSize
        self.minimumLineSpacing = minimumLineSpacing; self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset; self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize; self.sectionInsetReference = sectionInsetReference
        self.columns = columns
    }

    /// Whether cells size themselves (`estimatedItemSize` set and not zero).
    public var isSelfSizing: Bool {
        guard let e = estimatedItemSize else { return false }
        return e.width > 0 || e.height > 0
    }

    /// The size of an item whose cell does not size itself, in a collection view whose lines are
    /// `lineLength` long (its width when scrolling vertically, after the section insets):
    /// `itemSize`, or with `columns` the column width at `itemSize`'s aspect ratio.
    public func fixedItemSize(lineLength: Double, scale: Double) -> Size {
        guard let n = columns, n > 0 else { return itemSize }
        let gaps = minimumInteritemSpacing * Double(n - 1)
        let across = max(0, PixelGrid.floor((lineLength - gaps) / Double(n), scale: scale))
        let vertical = scrollDirection == .vertical
        let ratio = vertical ? (itemSize.width > 0 ? itemSize.height / itemSize.width : 1)
                             : (itemSize.height > 0 ? itemSize.width / itemSize.height : 1)
        let along = PixelGrid.round(across * ratio, scale: scale)
        return vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }
}
