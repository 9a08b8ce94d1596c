/// The sizes UIKit gives a table's cells that follow the iOS version, the table's style and the
/// screen's width (docs/layout.md, "Tables", "Cell metrics"; measured from the frames Interface
/// Builder stored in the ib-corpus, which its canvas computes with the UIKit of its SDK):
///
/// - side margins 16, or 20 on a screen 390 points wide or wider (dgcawallet's 390-point and
///   nrfmesh's 393-point canvases: 20; every 375-point one: 16; a cell xib's own width counts as
///   its screen: 320 gets 16, 414 and 439 get 20), whatever the table's own width (a 374-point
///   table inset on a 390 canvas: 20; a 320-point table on a 375 canvas: 16); 15 instead of 16
///   before iOS 14 (Xcode 10's and 11.4's 375-point canvases: readium, rxflow; Xcode 12 on: 16);
/// - top and bottom margins 11, 15 from iOS 26 in every style (Xcode 26: a grouped switch cell
///   15 + 20.5 + 15 and its 0.5-point separator = 51.5; a cell xib, a plain table's row, puts a
///   slider pinned to its top margin at 15);
/// - the separator takes room below the content view before iOS 13 (Xcode 10: 43.5 of 44);
///   from then on the content view is as tall as the row (Xcode 12 to 26: 44 of 44);
/// - the default row height, the minimum of a standard-style row and the height of a row whose
///   constraints give none: 44 with the separator's room before iOS 13, 44 less the separator
///   after (Xcode 12 to 16: 43.5 at 2x), 51 in grouped styles from iOS 26 (Xcode 26);
/// - with an accessory type, the content view's trailing margin is 8 (Xcode 12 to 26) and the
///   accessory takes the side margin plus its glyph from the content view (a disclosure
///   indicator 9.5 to 11 by the iOS version and the scale: `TableMetrics.accessoryGlyphWidth`).
public struct TableCellMetrics: Hashable, Sendable {
    /// The content view's default layout margins.
    public var contentMargins: DirectionalEdgeInsets
    /// The height of a row whose content gives none, and a standard-style row's minimum.
    public var defaultRowHeight: Double
    /// Whether the separator's height is left free below the content view.
    public var separatorTakesRoom: Bool
    /// The separator's height (0 without separators).
    public var separator: Double
    /// The iOS version the metrics are for.
    public var os: OSVersion
    /// The screen's scale (the accessory glyphs' widths follow it).
    public var scale: Double

    /// The content view's trailing margin beside an accessory type.
    public static let accessoryTrailingMargin = 8.0

    /// UIKit's metrics on iOS `os` for a table of `style` on a screen `screenWidth` wide whose
    /// separators are `separator` high, at `scale`.
    public init(os: OSVersion, style: TableViewStyle, screenWidth: Double, separator: Double, scale: Double = 2) {
        let side = os < OSVersion(14) && screenWidth < 390 ? 15 : Self.sideMargin(screenWidth: screenWidth)
        let modernGrouped = os >= OSVersion(26) && style != .plain
        let vertical = os >= OSVersion(26) ? 15.0 : 11.0
        contentMargins = DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
        separatorTakesRoom = os < OSVersion(13)
        self.separator = separator
        self.os = os
        self.scale = scale
        if modernGrouped {
            defaultRowHeight = 51
        } else {
            defaultRowHeight = separatorTakesRoom ? TableMetrics.standardRowHeight : TableMetrics.standardRowHeight - separator
        }
    }

    /// The metrics of a table in an environment: its own iOS version's (`metricsVersion`) or the
    /// environment's, on the environment's screen.
    public init(_ table: TableViewProperties, in environment: Environment) {
        let separator = table.separatorStyle == .none ? 0 : 1 / environment.scale
        self.init(os: table.metricsVersion ?? environment.osVersion, style: table.style,
                  screenWidth: environment.rootSize.width, separator: separator, scale: environment.scale)
    }

    /// Cells' side margin: 20 on screens 390 points wide or wider, else 16.
    public static func sideMargin(screenWidth: Double) -> Double { screenWidth >= 390 ? 20 : 16 }

    /// The least fitting height of a standard-style cell: the default row height less the
    /// separator a self-sizing row adds from iOS 13 (43.5 rows at 2x stay 43.5).
    public var minimumFittingHeight: Double {
        separatorTakesRoom ? defaultRowHeight : defaultRowHeight - separator
    }

    /// The content view's height in a row `rowHeight` high.
    public func contentHeight(rowHeight: Double) -> Double {
        separatorTakesRoom ? rowHeight - separator : rowHeight
    }

    /// The width an accessory type takes from the content view: the side margin and its glyph.
    public func accessoryWidth(_ type: TableViewCellAccessory) -> Double {
        type == .none ? 0 : contentMargins.trailing + TableMetrics.accessoryGlyphWidth(type, os: os, scale: scale)
    }
}
