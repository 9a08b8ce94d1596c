import Layout
import Raster

/// What a table draws behind its cells: its background, its sections' backgrounds (grouped
/// styles) and its section header and footer titles, in root points.
struct TableSpec: Sendable {
    /// The style's background (nil when the view sets its own).
    var background: PixelColor?
    var sectionBackgrounds: [TableSectionBackground]
    /// Plain headers pinned to the table's top: their background bands, drawn over the cells.
    var bands: [TableSectionBackground] = []
    var titles: [TableTitle]
    /// A plain table's separators below its last row, one per empty row that fills the table.
    var emptyRowSeparators: [PointRect] = []
    var separatorColor: PixelColor = .black
}

/// A grouped section's background: full width (grouped) or inset with rounded corners (insetGrouped).
struct TableSectionBackground: Sendable {
    var frame: PointRect
    var cornerRadius: Double
    var color: PixelColor
}

/// A section header or footer title and the rectangle it is drawn in.
struct TableTitle: Sendable {
    /// Where the text block sits vertically in `frame`.
    enum Placement: Sendable { case top, bottom, center }
    var text: TextSpec
    var frame: PointRect
    var placement: Placement
}

/// What a cell draws besides its content view: its separator and its accessory.
struct TableCellSpec: Sendable {
    /// The separator's leading and trailing x in root points (nil = none); it is one pixel high
    /// at the cell's bottom.
    var separator: (minX: Double, maxX: Double)?
    var separatorColor: PixelColor
    var accessory: TableViewCellAccessory
    /// The accessory's area: the cell's trailing part beside the content view, as high as the
    /// content view.
    var accessoryArea: PointRect
    /// The chevron's grey and the tint (checkmark, detail button).
    var chevronColor: PixelColor
    var tint: PixelColor
    var mirrored: Bool
    /// The accessory's distance from the cell's trailing edge: the cells' side margin.
    var trailingInset = 16.0
}

