import Typesetting

/// The sizes iOS 17 gives a table's parts that are not laid out by constraints (docs/layout.md,
/// "Tables", where each value's source or assumption is given).
public enum TableMetrics {
    /// `UITableView`'s default `rowHeight` (a row's height before the separator and the iOS
    /// version count: `TableCellMetrics.defaultRowHeight`).
    public static let standardRowHeight = 44.0
    /// Space between the content view and an accessory view.
    public static let accessoryViewGap = 8.0
    /// A standard image's distance to the text that follows it (nrfmesh, Xcode 26: a 24-point
    /// image at 20, its text at 59).
    public static let imageTextGap = 15.0
    /// The width of a Left Detail (`value2`) cell's text label (orkcatalog, Xcode 13: 91 in a
    /// 375-point row).
    public static let value2TextWidth = 91.0
    /// The least space between a Right Detail (`value1`) cell's labels.
    public static let detailGap = 8.0
    /// Space between a Left Detail (`value2`) cell's labels (orkcatalog: detail at 113 = 16 + 91 + 6).
    public static let value2DetailGap = 6.0
    /// An insetGrouped section's corner radius.
    public static let insetGroupedCornerRadius = 10.0
    /// Grouped styles: an untitled header's or footer's height, and the extra space above
    /// the first section.
    public static let groupedSpacing = 17.5
    /// Grouped styles: a header title's distance to the top and the rows; a footer title's to
    /// the rows (its distance to the bottom: `groupedFooterTitleBottom(os:)`).
    public static let groupedHeaderTitleTop = 16.0, groupedHeaderTitleBottom = 6.0
    public static let groupedFooterTitleTop = 6.0

    /// Grouped styles: a footer title's distance to the bottom of its footer on iOS `os`,
    /// measured where Interface Builder's canvas shows it (a two-line footer is its text plus
    /// 16.5 on iOS 14.5, bugsnag's three footers: 48 before a 32-point header; plus 14.5 on
    /// iOS 26, nrfmesh and nrfblinky: 46 before a 45.5-point header), so 10.5 before iOS 17 and
    /// 8.5 from iOS 26; iOS 17 and 18 keep the 17.5 assumed from screenshots (docs/layout.md).
    public static func groupedFooterTitleBottom(os: OSVersion) -> Double {
        os < OSVersion(17) ? 10.5 : os < OSVersion(26) ? 17.5 : 8.5
    }
    /// Plain style: a titled header's or footer's padding above and below its title.
    public static let plainTitlePadding = 4.0

    /// The width an accessory type's glyph takes from the content view besides the cell's
    /// side margin (`TableCellMetrics.accessoryWidth`) on iOS `os`: a disclosure indicator 11
    /// before iOS 14.5 (tofu, yubikit: 27 of 375, 31 of 414), 9.5 on iOS 14.5 and 15
    /// (openfoodfacts 25.5 of 375, dgcawallet 29.5 of 414), 10.5 from iOS 16 (googleads 26.5 of
    /// 375, nrfmesh 30.5 of 414; iOS 16 and 17 are not in the corpus); at 3x from iOS 14.5 a
    /// whole number of its pixels, narrower: 26 pixels on iOS 14.5 and 15 (dgcawallet 28.67 of
    /// 390), 31 from iOS 16 (nrfblinky 26.33 of 343); the others assumed, as before beside a
    /// 16-point margin.
    public static func accessoryGlyphWidth(_ type: TableViewCellAccessory, os: OSVersion, scale: Double = 2) -> Double {
        switch type {
        case .none: return 0
        case .disclosureIndicator: return disclosureGlyphWidth(os: os, scale: scale)
        case .checkmark: return 14
        case .detailButton: return 24
        case .detailDisclosureButton: return 41
        }
    }

    /// A disclosure indicator's width on iOS `os` at `scale` (`accessoryGlyphWidth`).
    private static func disclosureGlyphWidth(os: OSVersion, scale: Double) -> Double {
        if os < OSVersion(14, 5) { return 11 }
        guard scale >= 3 else { return os < OSVersion(16) ? 9.5 : 10.5 }
        return (os < OSVersion(16) ? 26 : 31) / 3
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
