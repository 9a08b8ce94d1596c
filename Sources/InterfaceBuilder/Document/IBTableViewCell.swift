/// `UITableViewCell.CellStyle` (`style=` of a `<tableViewCell>`): absent = custom (a cell whose
/// content view holds the document's own views); the four standard styles Interface Builder
/// spells `IBUITableViewCellStyleDefault` (Basic), `...Value1` (Right Detail), `...Value2`
/// (Left Detail) and `...Subtitle`.
public enum IBTableViewCellStyle: String, Hashable, Sendable, CaseIterable {
    case custom
    case `default` = "IBUITableViewCellStyleDefault"
    case value1 = "IBUITableViewCellStyleValue1"
    case value2 = "IBUITableViewCellStyleValue2"
    case subtitle = "IBUITableViewCellStyleSubtitle"
}

/// `UITableViewCell.AccessoryType` (`accessoryType=` / `editingAccessoryType=`; absent = none).
public enum IBTableViewCellAccessoryType: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

/// `UITableViewCell.SelectionStyle` (`selectionStyle=`; absent = default).
public enum IBTableViewCellSelectionStyle: String, Hashable, Sendable, CaseIterable {
    case none, blue, gray, `default`
}

/// `<tableViewCell>` (UITableViewCell), in a table's prototypes or static sections, or the root
/// of a xib. Its `<tableViewCellContentView key="contentView">` is its one subview; the
/// standard styles' labels and image view are subviews of the content view, named here.
public struct IBTableViewCell: Hashable, Sendable {
    public var style: IBTableViewCellStyle = .custom
    public var accessoryType: IBTableViewCellAccessoryType = .none
    public var editingAccessoryType: IBTableViewCellAccessoryType = .none
    public var selectionStyle: IBTableViewCellSelectionStyle = .default
    /// `rowHeight=` ("Custom" row height in the size inspector): nil when absent or negative.
    public var rowHeight: Double?
    /// `reuseIdentifier=`.
    public var reuseIdentifier: String?
    /// `textLabel=`, `detailTextLabel=`, `imageView=`: ids of the standard style's views.
    public var textLabelID: String?
    public var detailTextLabelID: String?
    public var imageViewID: String?
    /// `indentationLevel=` (absent = 0) and `indentationWidth=` (absent = 10).
    public var indentationLevel: Int = 0
    public var indentationWidth: Double = 10
    /// `<inset key="separatorInset">` (absent = the table's).
    public var separatorInset: IBEdgeInsets?
    public init() {}
}
