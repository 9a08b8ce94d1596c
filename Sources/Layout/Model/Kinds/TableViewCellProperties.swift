/// `UITableViewCell.CellStyle`, plus `custom` (Interface Builder's "Custom": content only).
public enum TableViewCellStyle: String, Hashable, Sendable, CaseIterable {
    /// No standard labels: the content view's own subviews and constraints.
    case custom
    /// `.default`: an optional image and one text label.
    case basic
    /// `.subtitle`: the text label with the detail label below it.
    case subtitle
    /// `.value1` ("Right Detail"): the detail label on the trailing side.
    case value1
    /// `.value2` ("Left Detail"): a narrow trailing-aligned text label, then the detail.
    case value2
}

/// `UITableViewCell.AccessoryType`.
public enum TableViewCellAccessory: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, detailButton, detailDisclosureButton, checkmark
}

/// `UITableViewCell.SelectionStyle` (only stored: snapshots show unselected cells).
public enum TableViewCellSelectionStyle: String, Hashable, Sendable, CaseIterable {
    case none, blue, gray, `default`
}

/// UITableViewCell properties. A cell is a `.tableViewCell` subview of its table, named in one
/// of the table's sections; the table gives it its frame. Its content lives in `contentView`,
/// a `.view` subview laid out with Auto Layout inside the cell (UIKit's content margins, 11
/// top/bottom and 16 leading/trailing, unless the content view sets its own). The standard
/// styles' labels and image view are ordinary label and image-view subviews of the content view,
/// named here; the table places them the way UIKit's `layoutSubviews` does (docs/layout.md,
/// "Tables"), so a recipe, a prototype cell and a static cell all use the same model.
public struct TableViewCellProperties: Hashable, Sendable {
    public var style: TableViewCellStyle
    /// The content view (a `.view` subview of the cell); nil = the cell has no content.
    public var contentView: ViewID?
    /// `textLabel`, `detailTextLabel`, `imageView`: subviews of the content view placed by the
    /// style (ignored for `custom`).
    public var textLabel: ViewID?
    public var detailTextLabel: ViewID?
    public var imageView: ViewID?
    public var accessoryType: TableViewCellAccessory
    /// `accessoryView` (a subview of the cell, e.g. a switch): replaces `accessoryType`; its
    /// size is its intrinsic size, centred vertically at the trailing margin.
    public var accessoryView: ViewID?
    public var selectionStyle: TableViewCellSelectionStyle
    /// The cell's `separatorInset` (leading and trailing); nil = the table's.
    public var separatorInset: DirectionalEdgeInsets?
    /// The row height stored for this cell (Interface Builder's custom row height, a static
    /// cell's height); nil = the table's `rowHeight`.
    public var rowHeight: Double?

    public init(style: TableViewCellStyle = .custom, contentView: ViewID? = nil, textLabel: ViewID? = nil,
                detailTextLabel: ViewID? = nil, imageView: ViewID? = nil, accessoryType: TableViewCellAccessory = .none,
                accessoryView: ViewID? = nil, selectionStyle: TableViewCellSelectionStyle = .default,
                separatorInset: DirectionalEdgeInsets? = nil, rowHeight: Double? = nil) {
        self.style = style; self.contentView = contentView; self.textLabel = textLabel
        self.detailTextLabel = detailTextLabel; self.imageView = imageView; self.accessoryType = accessoryType
        self.accessoryView = accessoryView; self.selectionStyle = selectionStyle
        self.separatorInset = separatorInset; self.rowHeight = rowHeight
    }
}

extension TableViewCellProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .tableViewCell(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .tableViewCell(self) }
}

extension TableViewCellProperties: ViewKindConcerns {
    /// An element, labelled by the texts of its labels when it sets no label.
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(element: true) }
    var checkRole: CheckRole { .none }
}
