import Layout

extension IBTableViewDataMode: IBEnum {}
extension IBTableViewSeparatorStyle: IBEnum {}
extension IBTableViewCellAccessoryType: IBEnum {}

/// Reading `<tableView>`, `<tableViewCell>` and their structure (docs/interface-builder.md).
extension IBDocumentReader {
    /// A table view's own attributes (its cells are read by `tableContents`).
    mutating func tableView(_ node: XMLElementNode) throws(IBError) -> IBTableView {
        var t = IBTableView()
        t.style = enumeration(node, "style", default: TableViewStyle.plain)
        t.contentInsetAdjustmentBehavior = enumeration(node, "contentInsetAdjustmentBehavior",
                                                       default: ContentInsetAdjustmentBehavior.automatic)
        t.dataMode = enumeration(node, "dataMode", default: IBTableViewDataMode.prototypes)
        t.separatorStyle = enumeration(node, "separatorStyle", default: IBTableViewSeparatorStyle.default)
        t.rowHeight = try dimension(node, "rowHeight")
        t.estimatedRowHeight = try dimension(node, "estimatedRowHeight")
        t.sectionHeaderHeight = try dimension(node, "sectionHeaderHeight")
        t.sectionFooterHeight = try dimension(node, "sectionFooterHeight")
        if let inset = node.children.first(where: { $0["key"] == "separatorInset" }) {
            t.separatorInset = try edgeInsets(inset)
        }
        t.cellLayoutMarginsFollowReadableWidth = try bool(node, "cellLayoutMarginsFollowReadableWidth", default: false)
        return t
    }

    /// A cell's own attributes.
    mutating func tableViewCell(_ node: XMLElementNode) throws(IBError) -> IBTableViewCell {
        var c = IBTableViewCell()
        c.style = enumeration(node, "style", default: TableViewCellStyle.custom)
        c.accessoryType = enumeration(node, "accessoryType", default: IBTableViewCellAccessoryType.none)
        c.editingAccessoryType = enumeration(node, "editingAccessoryType", default: IBTableViewCellAccessoryType.none)
        c.selectionStyle = enumeration(node, "selectionStyle", default: TableViewCellSelectionStyle.default)
        c.rowHeight = try dimension(node, "rowHeight")
        c.reuseIdentifier = node["reuseIdentifier"]
        c.textLabelID = node["textLabel"]
        c.detailTextLabelID = node["detailTextLabel"]
        c.imageViewID = node["imageView"]
        c.indentationLevel = try integer(node, "indentationLevel", default: 0)
        c.indentationWidth = try number(node, "indentationWidth", default: 10)
        if let inset = node.children.first(where: { $0["key"] == "separatorInset" }) {
            c.separatorInset = try edgeInsets(inset)
        }
        return c
    }

    /// A length attribute where a negative value (`-1`, `UITableView.automaticDimension`) or
    /// absence means automatic: nil.
    func dimension(_ node: XMLElementNode, _ attribute: String) throws(IBError) -> Double? {
        guard let v = try number(node, attribute), v >= 0 else { return nil }
        return v
    }

    /// Reads a table's header view, cells and footer view into its subviews (in that order) and
    /// records which is which in its `IBTableView`.
    mutating func tableContents(_ node: XMLElementNode, into view: inout IBView) throws(IBError) {
        guard case .tableView(var table) = view.kind else { return }
        var header: [IBView] = [], cells: [IBView] = [], footer: [IBView] = []
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("prototypes", _):
                for cell in child.children where cell["id"] != nil {
                    let v = try self.view(cell)
                    table.prototypeCellIDs.append(v.id)
                    cells.append(v)
                }
            case ("sections", _):
                for s in child.children(named: "tableViewSection") {
                    var section = IBTableViewSection(id: try required(s, "id"), headerTitle: s["headerTitle"],
                                                     footerTitle: s["footerTitle"], source: location(s))
                    for cell in s.child(named: "cells")?.children ?? [] where cell["id"] != nil {
                        let v = try self.view(cell)
                        section.cellIDs.append(v.id)
                        cells.append(v)
                    }
                    table.sections.append(section)
                }
            case (_, "tableHeaderView"?) where child["id"] != nil:
                let v = try self.view(child)
                table.headerViewID = v.id
                header.append(v)
            case (_, "tableFooterView"?) where child["id"] != nil:
                let v = try self.view(child)
                table.footerViewID = v.id
                footer.append(v)
            default:
                continue
            }
        }
        view.subviews = header + view.subviews + cells + footer
        view.kind = .tableView(table)
    }

    /// A table's structure (cells and sections, read with its subviews) kept across a re-read of
    /// its attributes under size-class overrides.
    static func keepingTableStructure(_ kind: IBViewKind, from old: IBViewKind) -> IBViewKind {
        guard case .tableView(var t) = kind, case .tableView(let o) = old else { return kind }
        t.prototypeCellIDs = o.prototypeCellIDs
        t.sections = o.sections
        t.headerViewID = o.headerViewID
        t.footerViewID = o.footerViewID
        return .tableView(t)
    }
}
