import CLibXML2
import Foundation
import Layout

/// Builds the `XMLElementNode` tree of a storyboard or xib with libxml2's SAX2 parser, made for
/// hostile input: the file is checked against `XMLLimits` and by `XMLPrescan` first, then read
/// in chunks (`ChunkedInput`) with no network, no DTD (a `<!DOCTYPE>` is refused, so no entity
/// is ever declared or expanded) and libxml2's own size protections on (no `XML_PARSE_HUGE`).
/// The tree is built on an explicit stack, so no recursion depends on the input's depth. Every
/// failure is an `IBError` with the file's line:column.
final class XMLTreeBuilder {
    private let path: String
    private let positions: SourcePositions
    private let limits: XMLLimits
    private var context: xmlParserCtxtPtr?
    /// The open elements, the root first.
    private var stack: [XMLElementNode] = []
    private var root: XMLElementNode?
    private var pendingComment: String?
    private var elementCount = 0
    /// The first error: the tree stops growing there (and parsing, for a fatal one).
    private var failure: IBError?
    /// Element and attribute names without a prefix by libxml2's pointer (its dictionary
    /// gives one pointer per name), so that each name's string is made once, not per element.
    private var names: [UnsafePointer<xmlChar>: String] = [:]

    private init(path: String, positions: SourcePositions, limits: XMLLimits) {
        self.path = path
        self.positions = positions
        self.limits = limits
    }

    /// Parses a storyboard or xib held in `bytes`; `path` names it in errors.
    static func parse(_ bytes: [UInt8], path: String, limits: XMLLimits = .standard) throws(IBError) -> XMLElementNode {
        if let error = limits.fileSizeError(bytes.count, path: path) { throw error }
        let positions = SourcePositions(bytes)
        let finding = bytes.withUnsafeBufferPointer {
            XMLPrescan.check($0, maxAttributesPerElement: limits.maxAttributesPerElement)
        }
        if let finding { throw finding.error(path: path, positions: positions, limits: limits) }
        let builder = XMLTreeBuilder(path: path, positions: positions, limits: limits)
        let end = bytes.withUnsafeBufferPointer { builder.run($0) }
        if let failure = builder.failure { throw failure }
        guard let root = builder.root else {
            throw .malformedXML(SourceLocation(file: path, line: end.line, column: end.column),
                                message: "the file holds no XML element")
        }
        return root
    }

    /// libxml2's global state, set up once (xmlInitParser is not safe to race).
    private static let libraryReady: Void = { xmlInitParser() }()

    /// Runs libxml2 over `bytes`; returns where it stopped.
    private func run(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        _ = Self.libraryReady
        guard !bytes.isEmpty else { return (1, 1) }
        var input = ChunkedInput(bytes: bytes)
        var handler = Self.saxHandler()
        return withUnsafeMutablePointer(to: &input) { input in
            // libxml2 copies the handler; with no user data, callbacks get the parser context.
            guard let ctxt = xmlCreateIOParserCtxt(&handler, nil, { context, buffer, length in
                guard let context, let buffer else { return -1 }
                return context.assumingMemoryBound(to: ChunkedInput.self).pointee.read(into: buffer, length)
            }, nil, input, XML_CHAR_ENCODING_NONE) else { return (1, 1) }
            defer { xmlFreeParserCtxt(ctxt) }
            ctxt.pointee._private = Unmanaged.passUnretained(self).toOpaque()
            context = ctxt
            _ = xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
            _ = xmlParseDocument(ctxt)
            context = nil
            if failure == nil, ctxt.pointee.wellFormed == 0 {
                failure = .malformedXML(location(ctxt), message: "the parser stopped without saying why")
            }
            return (Int(ctxt.pointee.input?.pointee.line ?? 1), Int(ctxt.pointee.input?.pointee.col ?? 1))
        }
    }

    private func location(_ ctxt: xmlParserCtxtPtr) -> SourceLocation {
        SourceLocation(file: path, line: Int(ctxt.pointee.input?.pointee.line ?? 1),
                         column: Int(ctxt.pointee.input?.pointee.col ?? 1))
    }

    /// Stops parsing with a refusal at `line`:`column`.
    private func refuse(_ line: Int, _ column: Int, _ reason: String) {
        failure = .refused(SourceLocation(file: path, line: line, column: column), reason: reason)
        if let context { xmlStopParser(context) }
    }

    // MARK: SAX events

    fileprivate func startElement(_ name: String, attributes: XMLAttributes) {
        guard failure == nil, let input = context?.pointee.input?.pointee else { return }
        // libxml2 reports the position after the start tag's attributes; the model wants its `<`.
        let (line, column) = positions.tagStart(line: Int(input.line), column: Int(input.col))
        elementCount += 1
        if stack.count >= limits.maxDepth {
            return refuse(line, column, "elements nested deeper than \(limits.maxDepth) levels (the limit; docs/limits.md)")
        }
        if elementCount > limits.maxElements {
            return refuse(line, column, "more than \(limits.maxElements) elements in one file (the limit; docs/limits.md)")
        }
        stack.append(XMLElementNode(name: name, attributes: attributes, children: [], text: "",
                                    line: line, column: column, precedingComment: pendingComment))
        pendingComment = nil
    }

    fileprivate func endElement() {
        guard failure == nil, let node = stack.popLast() else { return }
        pendingComment = nil
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    fileprivate func characters(_ text: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += text
    }

    fileprivate func comment(_ text: String) {
        pendingComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    fileprivate func documentTypeDeclaration() {
        guard failure == nil, let input = context?.pointee.input?.pointee else { return }
        refuse(Int(input.line), Int(input.col), XMLPrescan.Finding.doctypeReason)
    }

    fileprivate func libraryError(_ error: xmlError) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        failure = .malformedXML(SourceLocation(file: path, line: Int(error.line), column: Int(error.int2)),
                                message: XMLTreeBuilder.describe(error))
    }
}

// MARK: libxml2's callbacks

extension XMLTreeBuilder {
    /// The builder a callback belongs to: libxml2 passes its parser context as user data.
    fileprivate static func builder(_ ctx: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
        guard let p = ctx?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
        return Unmanaged<XMLTreeBuilder>.fromOpaque(p).takeUnretainedValue()
    }

    /// Text from libxml2: a byte range, decoded as UTF-8 (never trapping on a bad byte).
    fileprivate static func string(_ p: UnsafePointer<xmlChar>?, count: Int) -> String {
        guard let p, count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
    }

    fileprivate static func string(_ p: UnsafePointer<xmlChar>?) -> String {
        guard let p else { return "" }
        return string(p, count: strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self)))
    }

    /// A qualified name: `prefix:local`, or `local`.
    fileprivate static func name(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
        prefix == nil ? string(local) : string(prefix) + ":" + string(local)
    }

    private static func saxHandler() -> xmlSAXHandler {
        var h = xmlSAXHandler()
        h.initialized = UInt32(XML_SAX2_MAGIC)
        h.startElementNs = { ctx, local, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let builder = XMLTreeBuilder.builder(ctx) else { return }
            let list = builder.attributes(namespaces, Int(namespaceCount), attributes, Int(attributeCount))
            builder.startElement(builder.name(local, prefix: prefix), attributes: list)
        }
        h.endElementNs = { ctx, _, _, _ in XMLTreeBuilder.builder(ctx)?.endElement() }
        h.characters = { ctx, p, count in XMLTreeBuilder.builder(ctx)?.characters(XMLTreeBuilder.string(p, count: Int(count))) }
        h.ignorableWhitespace = h.characters
        h.cdataBlock = h.characters
        h.comment = { ctx, p in XMLTreeBuilder.builder(ctx)?.comment(XMLTreeBuilder.string(p)) }
        h.internalSubset = { ctx, _, _, _ in XMLTreeBuilder.builder(ctx)?.documentTypeDeclaration() }
        h.serror = { ctx, error in
            guard let error else { return }
            XMLTreeBuilder.builder(ctx)?.libraryError(error.pointee)
        }
        return h
    }

    /// A qualified name, its string made once per name when it has no prefix (`names`).
    fileprivate func name(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
        guard prefix == nil, let local else { return Self.name(local, prefix: prefix) }
        if let known = names[local] { return known }
        let made = Self.string(local)
        names[local] = made
        return made
    }

    /// An element's attributes by qualified name, with its namespace declarations as `xmlns` /
    /// `xmlns:prefix` attributes (as FoundationXML's XMLParser gave them). libxml2 refuses a
    /// repeated attribute or prefix, so each name comes once.
    fileprivate func attributes(_ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ namespaceCount: Int,
                                _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int) -> XMLAttributes {
        var out: [(String, String)] = []
        out.reserveCapacity(namespaceCount + attributeCount)
        if let namespaces {
            for i in 0..<namespaceCount {
                let prefix = namespaces[2 * i]
                out.append((prefix == nil ? "xmlns" : "xmlns:" + Self.string(prefix), Self.string(namespaces[2 * i + 1])))
            }
        }
        if let attributes {
            // Five pointers each: local name, prefix, namespace URI, value start, value end.
            for i in 0..<attributeCount {
                let a = attributes + 5 * i
                guard a[0] != nil else { continue }
                let count = a[3].flatMap { start in a[4].map { $0 - start } } ?? 0
                out.append((name(a[0], prefix: a[1]), Self.string(a[3], count: count)))
            }
        }
        return XMLAttributes(unique: out)
    }
}

/// The file handed to libxml2 in the chunks it asks for, as a file is read. From one
/// in-memory buffer, libxml2 2.9 never discards what it has parsed and stops a document over
/// 10 MB with "Huge input lookup" when it looks ahead near the end; read in chunks, only a
/// single token over its limits fails.
private struct ChunkedInput {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    /// Copies up to `length` bytes into `buffer`; 0 at the end.
    mutating func read(into buffer: UnsafeMutablePointer<CChar>, _ length: Int32) -> Int32 {
        let count = min(Int(max(length, 0)), bytes.count - offset)
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
        offset += count
        return Int32(count)
    }
}
