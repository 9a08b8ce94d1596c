import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of the raw XML tree, with the position XMLParser reported for its start tag.
/// Internal: the public model is built from this tree by `IBDocumentReader`.
struct XMLElementNode: Hashable, Sendable {
    var name: String
    var attributes: [String: String]
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

/// Builds an `XMLElementNode` tree with FoundationXML's event parser.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    private var pendingComment: String?
    private(set) var failure: (line: Int, column: Int, message: String)?

    /// Parses `data`; on failure returns the position and message XMLParser reported.
    static func parse(_ data: Data) -> Result<XMLElementNode, XMLSyntaxFailure> {
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let ok = parser.parse()
        if let failure = builder.failure {
            return .failure(XMLSyntaxFailure(line: failure.line, column: failure.column, message: failure.message))
        }
        if !ok {
            let message = parser.parserError.map { String(describing: $0) } ?? "XML parser failed"
            return .failure(XMLSyntaxFailure(line: parser.lineNumber, column: parser.columnNumber, message: message))
        }
        guard var root = builder.root else {
            return .failure(XMLSyntaxFailure(line: parser.lineNumber, column: parser.columnNumber, message: "the file holds no XML element"))
        }
        let positions = SourcePositions(data)
        positions.moveToTagStart(&root)
        return .success(root)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = XMLElementNode(name: elementName, attributes: attributeDict, children: [], text: "",
                                  line: parser.lineNumber, column: parser.columnNumber,
                                  precedingComment: pendingComment)
        pendingComment = nil
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard let node = stack.popLast() else { return }
        pendingComment = nil
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil {
            let nsError = parseError as NSError
            var message = nsError.localizedDescription
            if message.isEmpty || message.hasPrefix("The operation couldn") {
                message = "malformed XML (XMLParser error \(nsError.code))"
            }
            failure = (parser.lineNumber, parser.columnNumber, message)
        }
    }
}

/// Where and why XMLParser gave up.
struct XMLSyntaxFailure: Error {
    var line: Int
    var column: Int
    var message: String
}

/// XMLParser reports where it is after reading a start tag (its end). This moves each element's
/// line:column back to its `<`, using the file's bytes (columns count bytes, 1-based).
struct SourcePositions {
    let bytes: [UInt8]
    /// Byte offset of the start of each line.
    let lineStarts: [Int]

    init(_ data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    func moveToTagStart(_ node: inout XMLElementNode) {
        if node.line >= 1, node.line <= lineStarts.count {
            var offset = min(lineStarts[node.line - 1] + max(node.column - 1, 0), bytes.count - 1)
            while offset >= 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
            if offset >= 0 {
                // The last line start not after the offset.
                var lo = 0, hi = lineStarts.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
                }
                node.line = lo + 1
                node.column = offset - lineStarts[lo] + 1
            }
        }
        for i in node.children.indices { moveToTagStart(&node.children[i]) }
    }
}
