/// One element of the raw XML tree (built by `XMLTreeBuilder`), with the line:column of its
/// start tag's `<`.
/// Internal: the public model is built from this tree by `IBDocumentReader`.
struct XMLElementNode: Hashable, Sendable {
    var name: String
    var attributes: XMLAttributes
    var children: [XMLElementNode]
    var text: String
    var line: Int
    var column: Int
    /// The XML comment written just before this element (Xcode labels scenes this way).
    var precedingComment: String?

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Child elements with the given tag name, in document order.
    func children(named name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }

    /// The first child with the given tag and `key` attribute.
    func child(named name: String, key: String) -> XMLElementNode? {
        children.first { $0.name == name && $0["key"] == key }
    }

    /// The first child with the given tag.
    func child(named name: String) -> XMLElementNode? {
        children.first { $0.name == name }
    }
}
