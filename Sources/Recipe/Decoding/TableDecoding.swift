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

    /// A section's `rows`, expanding `{"repeat": ..., "template": row}`; a repeat's array may
    /// hold objects of strings, whose fields fill `{field}` placeholders of the template.
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
            for (copy, fields) in try rowRepetitions(rep, path: ipath.appending("repeat")) {
                var filled = try substitute(template, copy)
                if !fields.isEmpty { filled = try substituteFields(filled, fields) }
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

    /// A repeat's copies; an array of objects gives each copy its fields.
    private func rowRepetitions(_ node: JSONNode, path: JSONPath) throws(RecipeError) -> [(Repetition, [(String, String)])] {
        guard let list = node.arrayValue, list.contains(where: { $0.objectValue != nil }) else {
            return try repetitions(node, path: path).map { ($0, []) }
        }
        var out: [(Repetition, [(String, String)])] = []
        for (i, element) in list.enumerated() {
            let o = try ObjectNode(element, path: path.appending(i), what: "a row's fields (an object of strings)", context: self)
            var fields: [(String, String)] = []
            for m in o.members { fields.append((m.key, try string(m.value, path.appending(i).appending(m.key)))) }
            out.append((Repetition(index: i + 1, item: String(i + 1)), fields))
        }
        return out
    }

    /// `node` with every `{field}` replaced in its strings.
    private func substituteFields(_ node: JSONNode, _ fields: [(String, String)]) throws(RecipeError) -> JSONNode {
        var result = node
        switch node.value {
        case .string(let s) where PlaceholderFilling.contains("{", in: s):
            var replaced = s
            for (k, v) in fields { replaced = PlaceholderFilling.replacing("{\(k)}", with: v, in: replaced) }
            if replaced.utf8.count > limits.textLength {
                throw error(.limitExceeded("text-length"), "with its fields filled in this string would be \(replaced.utf8.count) bytes, more than the limit of \(limits.textLength) \(RecipeLimits.hint("text-length"))",
                            path: JSONPath(), node: node)
            }
            try budget.spend(replaced.utf8.count, self, node)
            result.value = .string(replaced)
            if replaced != s { result.verbatim = false }
        case .array(let items):
            var copies: [JSONNode] = []
            for item in items { copies.append(try substituteFields(item, fields)) }
            result.value = .array(copies)
        case .object(let members):
            var copies: [JSONMember] = []
            for m in members {
                copies.append(JSONMember(key: m.key, keyLocation: m.keyLocation, value: try substituteFields(m.value, fields),
                                         keyIsASCII: m.keyIsASCII))
            }
            result.value = .object(copies)
        default:
            break
        }
        return result
    }
}
