import Layout

/// One section of a recipe's table: its titles and heights and its rows, each a cell view
/// (`ViewSpec` of kind `tableViewCell`) whose first subview is its content view.
public struct TableSectionSpec: Sendable, Hashable {
    public var headerTitle: String?
    public var footerTitle: String?
    public var headerHeight: TableDimension?
    public var footerHeight: TableDimension?
    public var rows: [ViewSpec]
    public init(headerTitle: String? = nil, footerTitle: String? = nil, headerHeight: TableDimension? = nil,
                footerHeight: TableDimension? = nil, rows: [ViewSpec] = []) {
        self.headerTitle = headerTitle; self.footerTitle = footerTitle
        self.headerHeight = headerHeight; self.footerHeight = footerHeight; self.rows = rows
    }
}

/// Which of a row's views play a standard part: indices into the content view's subviews
/// for the standard labels and image, and whether the cell's second subview is its accessory
/// view. Colours left to the style's defaults are set by the builder (they depend on the
/// appearance).
public struct TableCellParts: Sendable, Hashable {
    public var text: Int?
    public var detail: Int?
    public var image: Int?
    public var hasAccessoryView = false
    public var textColorIsDefault = true
    public var detailColorIsDefault = true
    public init(text: Int? = nil, detail: Int? = nil, image: Int? = nil) {
        self.text = text; self.detail = detail; self.image = image
    }
}
