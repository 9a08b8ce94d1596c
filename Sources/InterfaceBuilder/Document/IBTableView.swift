import Layout

/// Where a table's cells come from (`dataMode=`): prototypes a data source fills at run time,
/// or static cells written in the document.
public enum IBTableViewDataMode: String, Hashable, Sendable, CaseIterable {
    case prototypes
    case `static`
}

/// `UITableViewCell.SeparatorStyle` (`separatorStyle=`; absent = `default`, UIKit's single line).
public enum IBTableViewSeparatorStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, none, singleLineEtched
}

/// One `<tableViewSection>` of a static table: its titles and its cells (ids of the table
/// view's subviews, in order).
public struct IBTableViewSection: Hashable, Sendable {
    public var id: String
    /// `headerTitle=` (absent and empty both mean no header title).
    public var headerTitle: String?
    /// `footerTitle=`.
    public var footerTitle: String?
    /// The ids of the section's `<tableViewCell>`s, which are subviews of the table view.
    public var cellIDs: [String]
    public var source: SourceLocation

    public init(id: String, headerTitle: String? = nil, footerTitle: String? = nil, cellIDs: [String] = [],
                source: SourceLocation) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cellIDs = cellIDs
        self.source = source
    }
}

/// `<tableView>` (UITableView). Its cells (prototypes, or the static sections' cells) and its
/// `tableHeaderView` / `tableFooterView` are the view's `subviews`, in document order: header
/// view, cells, footer view; this struct says which is which.
public struct IBTableView: Hashable, Sendable {
    public var style: TableViewStyle = .plain
    /// `contentInsetAdjustmentBehavior=` (absent = automatic).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public var dataMode: IBTableViewDataMode = .prototypes
    public var separatorStyle: IBTableViewSeparatorStyle = .default
    /// `rowHeight=`: nil when absent or negative (`-1` is `UITableView.automaticDimension`).
    public var rowHeight: Double?
    /// `estimatedRowHeight=`: nil when absent or negative (automatic).
    public var estimatedRowHeight: Double?
    /// `sectionHeaderHeight=` / `sectionFooterHeight=`: nil when absent or negative (automatic).
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    /// `<inset key="separatorInset">` (absent = UIKit's, which follows the cells' margins).
    public var separatorInset: EdgeInsets?
    /// `cellLayoutMarginsFollowReadableWidth="YES"`.
    public var cellLayoutMarginsFollowReadableWidth: Bool = false
    /// `<prototypes>`: the prototype cells' ids, in order (empty for static tables).
    public var prototypeCellIDs: [String] = []
    /// `<sections>` of a static table.
    public var sections: [IBTableViewSection] = []
    /// `<view key="tableHeaderView">` / `tableFooterView` (any view element), by id.
    public var headerViewID: String?
    public var footerViewID: String?
    public init() {}

    /// Every cell id, prototypes first, then the static sections' cells in order.
    public var cellIDs: [String] { prototypeCellIDs + sections.flatMap(\.cellIDs) }
}
