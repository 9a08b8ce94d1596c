import Layout

extension ViewClassKeys {
    /// `collection` (UICollectionView with a UICollectionViewFlowLayout): the flow layout's
    /// properties under their UIKit names, `columns` (items sized to fill that many columns, as
    /// a `sizeForItemAt` delegate does), and the scroll view's `contentOffset`, `contentInset`
    /// and `contentInsetAdjustmentBehavior`. Items and the cell template are structure
    /// (`CollectionKeys`).
    static let collection: [ViewClassKey] = [
        .field("scrollDirection", \CollectionViewProperties.layout.scrollDirection, Decoders.choice(Axis.self)),
        .field("itemSize", \CollectionViewProperties.layout.itemSize, Decoders.size),
        .field("estimatedItemSize", \CollectionViewProperties.layout.estimatedItemSize) { (c, n, p) throws(RecipeError) in
            try Decoders.size(c, n, p)
        },
        .field("columns", \CollectionViewProperties.layout.columns) { (c, n, p) throws(RecipeError) in
            try c.integer(n, p, in: 1...100, what: "a number of columns (1...100)")
        },
        .field("minimumLineSpacing", \CollectionViewProperties.layout.minimumLineSpacing,
               Decoders.number(in: 0...100_000, what: "a spacing in points")),
        .field("minimumInteritemSpacing", \CollectionViewProperties.layout.minimumInteritemSpacing,
               Decoders.number(in: 0...100_000, what: "a spacing in points")),
        .insets("sectionInset", \CollectionViewProperties.layout.sectionInset),
        .field("sectionInsetReference", \CollectionViewProperties.layout.sectionInsetReference,
               Decoders.choice(SectionInsetReference.self)),
        .field("headerReferenceSize", \CollectionViewProperties.layout.headerReferenceSize, Decoders.size),
        .field("footerReferenceSize", \CollectionViewProperties.layout.footerReferenceSize, Decoders.size),
        .field("contentOffset", \CollectionViewProperties.contentOffset) { (c, n, p) throws(RecipeError) in
            let point = try c.point(n, p)
            return Point(x: point.x, y: point.y)
        },
        .insets("contentInset", \CollectionViewProperties.contentInset),
        .field("contentInsetAdjustmentBehavior", \CollectionViewProperties.adjustsContentInsetForSafeArea) { (c, n, p) throws(RecipeError) in
            try c.enumValue(n, p, as: ContentInsetAdjustment.self) == .automatic
        },
    ]
}

extension Decoders {
    /// `{"width": 100, "height": 50}` (both required, 0...100,000 points).
    static let size: ViewClassKey.Decode<Size> = { (c, n, p) throws(RecipeError) in
        let what = "a size ({\"width\", \"height\"})"
        let o = try ObjectNode(n, path: p, what: what, context: c)
        try o.checkKeys(["width", "height"], what: "a size", context: c)
        let w = try c.number(o.require("width", what: what, context: c), p.appending("width"), in: 0...100_000, what: "a width")
        let h = try c.number(o.require("height", what: what, context: c), p.appending("height"), in: 0...100_000, what: "a height")
        return Size(width: w, height: h)
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior` as recipes spell it: `automatic` (the safe
/// area joins the content inset along the scrolling axis) or `never`.
enum ContentInsetAdjustment: String, CaseIterable, RecipeEnum {
    case automatic, never
    static let valueDescription = "a content inset adjustment behavior"
}

extension SectionInsetReference: RecipeEnum {
    public static let valueDescription = "a section inset reference"
}
