import Layout

extension ViewClassKeys {
    /// `rowHeight`, `sectionHeaderHeight` and `sectionFooterHeight` take a number or
    /// `"automatic"`; `sections` is decoded with the table's structure (`TableDecoding.swift`).
    static let table: [ViewClassKey] = [
        .field("style", \TableViewProperties.style, Decoders.choice(TableViewStyle.self)),
        .field("rowHeight", \TableViewProperties.rowHeight, Decoders.dimension),
        .field("estimatedRowHeight", \TableViewProperties.estimatedRowHeight,
               Decoders.number(in: 1...100_000, what: "a height in points")),
        .field("sectionHeaderHeight", \TableViewProperties.sectionHeaderHeight, Decoders.dimension),
        .field("sectionFooterHeight", \TableViewProperties.sectionFooterHeight, Decoders.dimension),
        .field("separatorStyle", \TableViewProperties.separatorStyle, Decoders.choice(TableSeparatorStyle.self)),
        .field("separatorInset", \TableViewProperties.separatorInset, Decoders.separatorInset),
        .field("separatorColor", \TableViewProperties.separatorColor) { (c, n, p) throws(RecipeError) in try c.color(n, p).layoutColor },
        .field("contentOffset", \TableViewProperties.contentOffset) { (c, n, p) throws(RecipeError) in
            let point = try c.point(n, p)
            return Point(x: point.x, y: point.y)
        },
        .field("cellLayoutMarginsFollowReadableWidth", \TableViewProperties.cellLayoutMarginsFollowReadableWidth, Decoders.bool),
    ]
}

extension Decoders {
    /// A height in points or `"automatic"`.
    static let dimension: ViewClassKey.Decode<TableDimension> = { (c, n, p) throws(RecipeError) in
        if let s = n.stringValue {
            guard s == "automatic" else {
                throw c.error(.invalidValue, "expected a height in points or \"automatic\", found \(n.kindDescription)", path: p, node: n)
            }
            return .automatic
        }
        return .fixed(try c.number(n, p, in: 0...100_000, what: "a height in points or \"automatic\""))
    }

    /// Separator insets: `{"left", "right"}` (leading and trailing) or a number for both.
    static let separatorInset: ViewClassKey.Decode<DirectionalEdgeInsets?> = { (c, n, p) throws(RecipeError) in
        let e = try c.edgeInsets(n, p)
        return DirectionalEdgeInsets(top: 0, leading: e.left ?? 0, bottom: 0, trailing: e.right ?? 0)
    }
}
