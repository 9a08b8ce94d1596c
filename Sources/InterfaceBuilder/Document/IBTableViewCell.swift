import Layout

/// `UITableViewCell.AccessoryType` (`accessoryType=` / `editingAccessoryType=`; absent = none).
public enum IBTableViewCellAccessoryType: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

/// `<tableViewCell>` (UITableViewCell), in a table's prototypes or static sections, or the root
/// of a xib. Its `<tableViewCellContentView key="contentView">` is its one subview; the
/// standard styles' labels and image view are subviews of the content view, named here.
public struct IBTableViewCell: Hashable, Sendable {
    /// `style=` (absent = custom; spellings in `IBEnum+Spellings.swift`).
    public var style: TableViewCellStyle = .custom
    public var accessoryType: IBTableViewCellAccessoryType = .none
    public var editingAccessoryType: IBTableViewCellAccessoryType = .none
    public var selectionStyle: TableViewCellSelectionStyle = .default
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
    public var separatorInset: EdgeInsets?
    public init() {}
}
