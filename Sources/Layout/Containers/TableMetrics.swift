import Typesetting

/// The sizes iOS 17 gives a table's parts that are not laid out by constraints (docs/layout.md,
/// "Tables", where each value's source or assumption is given).
public enum TableMetrics {
    /// A standard-style row's minimum height (`UITableView`'s default `rowHeight`).
    public static let standardRowHeight = 44.0
    /// The content view's default layout margins (11 top and bottom, 16 leading and trailing,
    /// measured from Interface Builder's stored frames).
    public static let contentMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The accessory's distance from the cell's trailing edge.
    public static let accessoryTrailingInset = 16.0
    /// Space between the content view and an accessory view.
    public static let accessoryViewGap = 8.0
    /// A standard image's distance to the text that follows it.
    public static let imageTextGap = 16.0
    /// The width of a Left Detail (`value2`) cell's text label.
    public static let value2TextWidth = 67.0
    /// Space between a Right or Left Detail cell's labels.
    public static let detailGap = 8.0
    /// An insetGrouped section's corner radius.
    public static let insetGroupedCornerRadius = 10.0
    /// Grouped styles: an untitled header's or footer's height, and the extra space above
    /// the first section.
    public static let groupedSpacing = 17.5
    /// Grouped styles: a header title's distance to the top and the rows; a footer title's to
    /// the rows and the bottom.
    public static let groupedHeaderTitleTop = 16.0, groupedHeaderTitleBottom = 6.0
    public static let groupedFooterTitleTop = 6.0, groupedFooterTitleBottom = 17.5
    /// Plain style: a titled header's or footer's padding above and below its title.
    public static let plainTitlePadding = 4.0

    /// The width the accessory type takes from the content view (trailing inset included).
    public static func accessoryWidth(_ type: TableViewCellAccessory) -> Double {
        switch type {
        case .none: return 0
        case .disclosureIndicator: return 25.5
        case .checkmark: return 30
        case .detailButton: return 40
        case .detailDisclosureButton: return 57
        }
    }

    /// The font of a section header's title: 13 pt uppercase for grouped styles, 17 pt
    /// semibold (headline) for plain.
    public static func headerFont(_ style: TableViewStyle) -> FontDescriptor {
        style == .plain ? .preferred(.headline) : .preferred(.footnote)
    }

    /// The font of a section footer's title.
    public static func footerFont(_ style: TableViewStyle) -> FontDescriptor {
        style == .plain ? .preferred(.subheadline) : .preferred(.footnote)
    }

    /// Header titles of grouped styles are shown uppercased.
    public static func headerText(_ title: String, _ style: TableViewStyle) -> String {
        style == .plain ? title : title.uppercased()
    }
}
