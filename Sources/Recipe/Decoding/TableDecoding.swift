import Layout
import Typesetting

/// Keys of a table's section and row objects (docs/recipes.md, "Tables").
enum TableKeys {
    static let section = ["header", "footer", "headerHeight", "footerHeight", "rows", "comment"]
    static let row = ["cell", "style", "text", "detail", "image", "imageCornerRadius", "font", "detailFont", "textColor",
                      "detailColor", "lines", "accessory", "accessoryView", "rowHeight", "selectionStyle", "separatorInset",
                      "backgroundColor", "layoutMargins", "content", "comment"]
}

extension DecodeContext {
    /// A table view's `sections` into its spec: the rows join its `subviews`, the sections its
    /// properties, naming the rows by position (`TableSpecPositions`). Kept out of
    /// `decodeView`'s frame: views nest deeply.
    @inline(never)
    func decodeTableSections(_ o: ObjectNode, into spec: inout ViewSpec) throws(RecipeError) {
        guard let node = o["sections"] else { return }
        let path = o.path.appending("sections")
        guard let items = node.arrayValue else {
            throw error(.invalidValue, "expected \"sections\" to be an array of sections, found \(node.kindDescription)", path: path, node: node)
        }
        var sections: [TableSection] = []
        for (i, item) in items.enumerated() {
            let spath = path.appending(i)
            let s = try ObjectNode(item, path: spath, what: "a table section", context: self)
            try s.checkKeys(TableKeys.section, what: "a table section", context: self)
            var section = TableSection()
            if let v = s["header"] { section.headerTitle = try string(v, spath.appending("header")) }
            if let v = s["footer"] { section.footerTitle = try string(v, spath.appending("footer")) }
            if let v = s["headerHeight"] { section.headerHeight = try Decoders.dimension(self, v, spath.appending("headerHeight")) }
            if let v = s["footerHeight"] { section.footerHeight = try Decoders.dimension(self, v, spath.appending("footerHeight")) }
            if let rows = s["rows"] {
                let decoded = try decodeRows(rows, path: spath.appending("rows"))
                section.rows += (0..<decoded.count).map { ViewID(spec.subviews.count + $0) }
                spec.subviews += decoded
            }
            sections.append(section)
        }
        spec.content.set("sections", \TableViewProperties.sections, sections)
    }

    /// A section's `rows`, expanding `{"repeat": ..., "template": row}` (`RepeatCopies.swift`).
    private func decodeRows(_ node: JSONNode, path: JSONPath) throws(RecipeError) -> [ViewSpec] {
        guard let items = node.arrayValue else {
            throw error(.invalidValue, "expected \"rows\" to be an array of rows, found \(node.kindDescription)", path: path, node: node)
        }
        var rows: [ViewSpec] = []
        for (i, item) in items.enumerated() {
            let ipath = path.appending(i)
            guard let members = item.objectValue, members.contains(where: { $0.hasKey("repeat") }) else {
                rows.append(try decodeRow(item, path: path.appending(rows.count)))
                continue
            }
            let o = try ObjectNode(item, path: ipath, what: "a repeat", context: self)
            try o.checkKeys(["repeat", "template", "comment"], what: "a repeat", context: self)
            let template = try o.require("template", what: "a repeat", context: self)
            let rep = try o.require("repeat", what: "a repeat", context: self)
            for copy in try repetitions(rep, path: ipath.appending("repeat")) {
                let filled = try fill(template, copy)
                do throws(RecipeError) {
                    rows.append(try decodeRow(filled, path: path.appending(rows.count)))
                } catch {
                    var e = error
                    e.message += " (in copy \(copy.index) of the repeat)"
                    throw e
                }
            }
        }
        return rows
    }
}
