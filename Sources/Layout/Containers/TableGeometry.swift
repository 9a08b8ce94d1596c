/// Where a table put its parts, in the table's content coordinates (origin at the content's
/// top-left, unscrolled): what the painter draws around the cells (section backgrounds,
/// header and footer titles, separators). Only the rows that were laid out are listed.
public struct TableGeometry: Hashable, Sendable {
    /// One laid-out row.
    public struct Row: Hashable, Sendable {
        public var cell: ViewID
        /// The row's index in its section.
        public var index: Int
        public var frame: Rect
        /// Whether it is its section's last row.
        public var isLast: Bool
    }

    /// One section that overlaps the laid-out area.
    public struct Section: Hashable, Sendable {
        public var index: Int
        public var headerTitle: String?
        public var footerTitle: String?
        /// The header and footer areas (nil when zero high).
        public var header: Rect?
        public var footer: Rect?
        /// From the first row's top to the last row's bottom (rows not laid out counted at
        /// their estimated height); nil for a section without rows.
        public var rowsArea: Rect?
        public var rows: [Row]
    }

    public var style: TableViewStyle
    /// The content size: every row, laid out or estimated, and every header and footer.
    public var contentSize: Size
    public var contentOffset: Point
    public var sections: [Section]
    /// The horizontal inset of the sections (insetGrouped: the table's layout margins).
    public var sectionInsets: EdgeInsets
}
