/// Rows a table makes only when it places them, as `tableView(_:cellForRowAt:)` does: a
/// recipe's rows that are data plus a template are not nodes of the screen's tree; the table
/// asks for a row's cell when it lays that row out (docs/layout.md, "Tables"). A 1,000-row table
/// thus costs its visible rows, not its data.
///
/// A class (identity is what a section compares), immutable once made.
public protocol TableRowSource: AnyObject, Sendable {
    /// How many rows the source makes.
    var count: Int { get }
    /// Whether row `index`'s cell is hidden (a hidden cell takes no room, as a tree cell's).
    func isHidden(at index: Int) -> Bool
    /// Row `index`'s own fixed height (`TableViewCellProperties.rowHeight`), without making it.
    func rowHeight(at index: Int) -> Double?
    /// Row `index`'s cell: a tree whose root is the `.tableViewCell` (its parts named by the
    /// cell's properties, as for a cell of the screen's tree). Its constraints take part in the
    /// row's own layout only, like a collection view item's.
    func cell(at index: Int) -> ViewTree
}

/// A run of generated rows in a section: `source`'s rows, placed before the section's tree row
/// `rows[position]` (after the last when `position == rows.count`).
public struct GeneratedTableRows: Hashable, Sendable {
    public var position: Int
    public let source: any TableRowSource

    public init(position: Int, source: any TableRowSource) {
        self.position = position
        self.source = source
    }

    public static func == (a: GeneratedTableRows, b: GeneratedTableRows) -> Bool {
        a.position == b.position && a.source === b.source
    }

    public func hash(into h: inout Hasher) {
        h.combine(position)
        h.combine(ObjectIdentifier(source))
    }
}

/// One row of a section: a cell of the table's tree, or a source's generated row.
enum TableRowEntry {
    case cell(ViewID)
    case generated(any TableRowSource, Int)
}

extension TableSection {
    /// The section's rows in order: its tree cells with the generated runs inserted.
    var entries: [TableRowEntry] {
        guard !generatedRows.isEmpty else { return rows.map { .cell($0) } }
        var out: [TableRowEntry] = []
        out.reserveCapacity(rowCount)
        let runs = generatedRows.sorted { $0.position < $1.position }
        var next = 0
        for (i, cell) in rows.enumerated() {
            while next < runs.count, runs[next].position <= i { appendRun(runs[next], to: &out); next += 1 }
            out.append(.cell(cell))
        }
        for run in runs[next...] { appendRun(run, to: &out) }
        return out
    }

    /// The number of rows, tree cells and generated ones.
    public var rowCount: Int { rows.count + generatedRows.reduce(0) { $0 + $1.source.count } }

    private func appendRun(_ run: GeneratedTableRows, to out: inout [TableRowEntry]) {
        for i in 0..<run.source.count { out.append(.generated(run.source, i)) }
    }
}
