/// The strings of a document that Xcode localizes, by the keys it writes in `.strings` files
/// and catalogs (`OBJECTID.PROPERTY`), and their replacement in the XML tree before the
/// document is read, so that every element the reader knows takes its translation alike.
///
/// A property is an attribute of the element with that id (`text`, `title`, `placeholder`,
/// `prompt`, `headerTitle`, `footerTitle`), or a `<string key=PROPERTY>` child (a multi-line
/// `text`); a button's `<state key="normal" title=>` is `normalTitle` (`highlightedTitle`,
/// `selectedTitle`, `disabledTitle`), a button configuration's title `configuration.title`,
/// and a segmented control's `<segment title=>` `segmentTitles[N]`. Attributed text is not
/// localized through strings (Xcode does not export it).
struct IBLocalizableStrings {
    /// Attributes that hold text a user reads.
    static let attributes = ["text", "title", "placeholder", "prompt", "headerTitle", "footerTitle"]

    /// Replaces each localizable string of `node` and its descendants with `replacement(key,
    /// base)`, or keeps it when that is nil.
    static func localize(_ node: inout XMLElementNode, _ replacement: (String, String) -> String?) {
        if let id = node["id"] { localizeOwn(&node, id: id, replacement) }
        for i in node.children.indices {
            localize(&node.children[i], replacement)
        }
    }

    private static func localizeOwn(_ node: inout XMLElementNode, id: String, _ replacement: (String, String) -> String?) {
        for name in attributes {
            if let base = node[name], let new = replacement("\(id).\(name)", base) { node.attributes[name] = new }
        }
        for i in node.children.indices {
            localizeChild(&node.children[i], id: id, replacement)
        }
    }

    /// The properties an element keeps in its (id-less) children.
    private static func localizeChild(_ child: inout XMLElementNode, id: String, _ replacement: (String, String) -> String?) {
        switch child.name {
        case "string", "mutableString":
            if let key = child["key"], attributes.contains(key), let new = replacement("\(id).\(key)", child.text) { child.text = new }
        case "state":
            if let state = child["key"], let base = child["title"], let new = replacement("\(id).\(state)Title", base) {
                child.attributes["title"] = new
            }
        case "buttonConfiguration":
            for name in ["title", "subtitle"] {
                if let base = child[name], let new = replacement("\(id).configuration.\(name)", base) { child.attributes[name] = new }
            }
        case "segments":
            var n = 0
            for i in child.children.indices where child.children[i].name == "segment" {
                defer { n += 1 }
                if let base = child.children[i]["title"], let new = replacement("\(id).segmentTitles[\(n)]", base) {
                    child.children[i].attributes["title"] = new
                }
            }
        default:
            break
        }
    }
}
