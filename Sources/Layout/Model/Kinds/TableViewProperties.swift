/// `UITableView.Style`.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows on `systemBackground`, grey section headers that stay at the top.
    case plain
    /// Full-width sections on `systemGroupedBackground`, with uppercase headers and footers.
    case grouped
    /// Like `grouped`, with sections inset by the table's layout margins and rounded corners.
    case insetGrouped
}

/// A row or section header/footer height: UIKit's `automaticDimension` (self-sizing) or fixed.
public enum TableDimension: Hashable, Sendable {
    /// `UITableView.automaticDimension`: a cell's content view fitting height at the row's width
    /// (docs/layout.md, "Tables"); a header or footer: its title's height, or the style's default.
    case automatic
    /// A fixed height in points.
    case fixed(Double)
}

/// `UITableViewCell.SeparatorStyle` (`singleLineEtched` draws as `singleLine` since iOS 7).
public enum TableSeparatorStyle: String, Hashable, Sendable, CaseIterable {
    case none, singleLine
}

/// One section of a table: its optional header and footer titles and its rows, in order.
public struct TableSection: Hashable, Sendable {
    /// `titleForHeaderInSection` (nil = no header title).
    public var headerTitle: String?
    /// `titleForFooterInSection` (nil = no footer title).
    public var footerTitle: String?
    /// The header's height (nil = the table's `sectionHeaderHeight`).
    public var headerHeight: TableDimension?
    /// The footer's height (nil = the table's `sectionFooterHeight`).
    public var footerHeight: TableDimension?
    /// The section's cells in row order: `.tableViewCell` subviews of the table.
    public var rows: [ViewID]
    /// Rows made only when the table places them (`TableRowSource`), each run among `rows` at
    /// its position.
    public var generatedRows: [GeneratedTableRows]
    public init(headerTitle: String? = nil, footerTitle: String? = nil, headerHeight: TableDimension? = nil,
                footerHeight: TableDimension? = nil, rows: [ViewID] = [], generatedRows: [GeneratedTableRows] = []) {
        self.headerTitle = headerTitle; self.footerTitle = footerTitle
        self.headerHeight = headerHeight; self.footerHeight = footerHeight; self.rows = rows
        self.generatedRows = generatedRows
    }
}

/// UITableView properties. The table places its cells itself (frames, not constraints):
/// each row spans the table's width (insetGrouped: inset by the table's layout margins), one
/// below the other with the section headers and footers between (docs/layout.md, "Tables").
/// Cells are `.tableViewCell` subviews of the table named by `sections`; a subview of the
/// table that no section names is not laid out (except `tableHeaderView`/`tableFooterView`).
public struct TableViewProperties: Hashable, Sendable {
    public var style: TableViewStyle
    /// `rowHeight`: `.automatic` (self-sizing, UIKit's default since iOS 11) or fixed. A cell's
    /// own stored `rowHeight` wins over it.
    public var rowHeight: TableDimension
    /// `estimatedRowHeight`: the height assumed for rows that are not laid out (below the
    /// visible area), which only the content size uses.
    public var estimatedRowHeight: Double
    /// `sectionHeaderHeight` / `sectionFooterHeight` for sections that do not set their own.
    public var sectionHeaderHeight: TableDimension
    public var sectionFooterHeight: TableDimension
    public var separatorStyle: TableSeparatorStyle
    /// `separatorInset` (leading and trailing used); nil = UIKit's automatic inset: the
    /// cell's leading layout margin, or its text's leading edge when it shows an image.
    public var separatorInset: DirectionalEdgeInsets?
    /// `separatorColor`; nil = `SystemColor.separator`.
    public var separatorColor: Color?
    /// `contentOffset`: the content point shown at the table's top-left corner; (0, 0) is the
    /// table at rest, whose offset is its adjusted content inset's top-left corner.
    public var contentOffset: Point
    /// `contentInsetAdjustmentBehavior` (UIKit's default `automatic`: a table scrolls vertically,
    /// so it is inset by the safe area at its top and bottom, bars included).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The sections, in order.
    public var sections: [TableSection]
    /// `tableHeaderView` / `tableFooterView`: subviews of the table shown above the first and
    /// below the last section, at the table's width and their own height (their
    /// `autoresizingFrame`'s, else their fitting height).
    public var tableHeaderView: ViewID?
    public var tableFooterView: ViewID?
    /// `cellLayoutMarginsFollowReadableWidth`: cells' leading and trailing margins widen so
    /// their content stays within the readable width (false by default since iOS 12).
    public var cellLayoutMarginsFollowReadableWidth: Bool
    /// The iOS version whose cell metrics the table follows (`TableCellMetrics`); nil = the
    /// environment's (Interface Builder's canvas sets its Xcode's).
    public var metricsVersion: OSVersion?

    public init(style: TableViewStyle = .plain, rowHeight: TableDimension = .automatic,
                estimatedRowHeight: Double = 44, sectionHeaderHeight: TableDimension = .automatic,
                sectionFooterHeight: TableDimension = .automatic, separatorStyle: TableSeparatorStyle = .singleLine,
                separatorInset: DirectionalEdgeInsets? = nil, separatorColor: Color? = nil,
                contentOffset: Point = .zero, sections: [TableSection] = []) {
        self.style = style; self.rowHeight = rowHeight; self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight; self.sectionFooterHeight = sectionFooterHeight
        self.separatorStyle = separatorStyle; self.separatorInset = separatorInset
        self.separatorColor = separatorColor; self.contentOffset = contentOffset; self.sections = sections
        tableHeaderView = nil; tableFooterView = nil; cellLayoutMarginsFollowReadableWidth = false
        metricsVersion = nil
    }

    /// Every tree row of every section, in order (generated rows are not in the tree).
    public var allRows: [ViewID] { sections.flatMap(\.rows) }
}

extension TableViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .tableView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .tableView(self) }
}

extension TableViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { CheckRole(scrolls: true) }
}
