import Layout
import Typesetting

extension DecodeContext {
    /// One row: a cell whose content view holds the standard style's image and labels (from
    /// `image`, `text`, `detail`) and the views of `content`, with an optional accessory view.
    func decodeRow(_ node: JSONNode, path: JSONPath) throws(RecipeError) -> ViewSpec {
        let o = try ObjectNode(node, path: path, what: "a table row", context: self)
        try o.checkKeys(TableKeys.row, what: "a table row", context: self)
        var name: String? = nil
        if let v = o["cell"], v.stringValue != nil || v.objectValue != nil || v.arrayValue != nil || v.numberValue != nil {
            name = try string(v, path.appending("cell"), what: "the cell's name (a string) or null")
            if let name { try checkName(name, path: path.appending("cell"), node: v) }
        }
        let content = try o["content"].map { (n: JSONNode) throws(RecipeError) -> [ViewSpec] in
            try decodeList(n, path: path.appending("content"), place: .subview).compactMap {
                if case .view(let v) = $0 { return v }
                return nil
            }
        } ?? []
        let hasStandardText = o.has("text") || o.has("detail") || o.has("image")
        let style = try o["style"].map { (n: JSONNode) throws(RecipeError) in try enumValue(n, path.appending("style"), as: TableViewCellStyle.self) }
            ?? (hasStandardText ? (o.has("detail") ? .value1 : .basic) : .custom)
        var p = TableViewCellProperties(style: style)
        if let v = o["accessory"] { p.accessoryType = try enumValue(v, path.appending("accessory"), as: TableViewCellAccessory.self) }
        if let v = o["selectionStyle"] { p.selectionStyle = try enumValue(v, path.appending("selectionStyle"), as: TableViewCellSelectionStyle.self) }
        if let v = o["rowHeight"] { p.rowHeight = try number(v, path.appending("rowHeight"), in: 0...100_000, what: "a height in points") }
        if let v = o["separatorInset"] { p.separatorInset = try Decoders.separatorInset(self, v, path.appending("separatorInset")) }
        var cell = ViewSpec(name: name, content: Patch(.tableViewCell(p)), path: path, location: node.location)
        if let v = o["backgroundColor"] { cell.properties.backgroundColor = try color(v, path.appending("backgroundColor")) }
        var contentView = ViewSpec(name: name.map { "\($0) Content" }, content: Patch(.view), path: path.appending("contentView"),
                                   location: node.location)
        if let v = o["layoutMargins"] { contentView.properties.layoutMargins = try layoutMargins(v, path.appending("layoutMargins")) }
        if style != .custom {
            try addStandardParts(o, style: style, name: name, path: path, to: &contentView, cell: &p)
        }
        contentView.subviews += content
        cell.subviews = [contentView]
        p.contentView = TableSpecPositions.contentView
        if let v = o["accessoryView"], case .view(let accessory) = try decodeEntry(v, path: path.appending("accessoryView"), place: .subview) {
            cell.subviews.append(accessory)
            p.accessoryView = TableSpecPositions.accessoryView
        }
        cell.content = Patch(.tableViewCell(p))
        return cell
    }

    /// The standard style's image view and labels, in UIKit's fonts (colours: the builder's).
    private func addStandardParts(_ o: ObjectNode, style: TableViewCellStyle, name: String?, path: JSONPath,
                                  to contentView: inout ViewSpec, cell: inout TableViewCellProperties) throws(RecipeError) {
        if let v = o["image"] {
            var image = ViewSpec(name: name.map { "\($0) Image" }, content: Patch(.imageView(ImageViewProperties(imageSize: nil))),
                                 path: path.appending("image"), location: v.location)
            image.properties.imageSource = try imageSource(v, path.appending("image"))
            if let r = o["imageCornerRadius"] {
                image.properties.cornerRadius = try number(r, path.appending("imageCornerRadius"), in: 0...100_000, what: "a corner radius")
                image.properties.clipsToBounds = true
            }
            cell.imageView = ViewID(contentView.subviews.count)
            contentView.subviews.append(image)
        }
        let lines = try o["lines"].map { (n: JSONNode) throws(RecipeError) in
            try integer(n, path.appending("lines"), in: 0...100_000, what: "a number of lines (0 = unlimited)")
        } ?? 1
        let fonts = Self.standardFonts(style)
        if let v = o["text"] {
            var label = LabelProperties(text: try string(v, path.appending("text")), font: fonts.text, numberOfLines: lines,
                                        textAlignment: style == .value2 ? .right : .natural)
            if let f = o["font"] { label.font = try font(f, path.appending("font")) }
            var patch = Patch(ViewKind.label(label))
            if let c = o["textColor"] { patch.set("textColor", \LabelProperties.textColor, try color(c, path.appending("textColor")).layoutColor) }
            cell.textLabel = ViewID(contentView.subviews.count)
            contentView.subviews.append(ViewSpec(name: name.map { "\($0) Text" }, content: patch,
                                                 path: path.appending("text"), location: v.location))
        }
        if let v = o["detail"] {
            var label = LabelProperties(text: try string(v, path.appending("detail")), font: fonts.detail,
                                        numberOfLines: style == .subtitle ? lines : 1,
                                        textAlignment: style == .value1 ? .right : .natural)
            if let f = o["detailFont"] { label.font = try font(f, path.appending("detailFont")) }
            var patch = Patch(ViewKind.label(label))
            if let c = o["detailColor"] { patch.set("textColor", \LabelProperties.textColor, try color(c, path.appending("detailColor")).layoutColor) }
            cell.detailTextLabel = ViewID(contentView.subviews.count)
            contentView.subviews.append(ViewSpec(name: name.map { "\($0) Detail" }, content: patch,
                                                 path: path.appending("detail"), location: v.location))
        }
    }

    /// The standard styles' fonts as iOS 17 shows them: body text; subtitle's detail in
    /// subheadline (15); right detail's in body; left detail's labels in subheadline.
    static func standardFonts(_ style: TableViewCellStyle) -> (text: FontDescriptor, detail: FontDescriptor) {
        switch style {
        case .subtitle: return (.preferred(.body), .preferred(.subheadline))
        case .value2: return (.preferred(.subheadline), .preferred(.subheadline))
        default: return (.preferred(.body), .preferred(.body))
        }
    }
}
