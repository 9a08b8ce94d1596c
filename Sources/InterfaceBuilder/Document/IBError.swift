import Layout

/// Everything that stops an Interface Builder document from loading. Each case names the file
/// and, where there is one, the line:column and the element / id involved.
public enum IBError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadableFile(path: String, reason: String)
    /// The XML itself is malformed: what is wrong, in words (invalid UTF-8 in an element name,
    /// a closing tag that does not match, ...), where the parser stopped.
    case malformedXML(SourceLocation, message: String)
    /// The file is refused before it is read whole: it is larger, deeper or wider than the
    /// importer's limits (docs/limits.md), or it declares a DTD (entities are never expanded).
    case refused(SourceLocation, reason: String)
    /// The root element is not an Interface Builder `<document>` of a known type.
    case notAnInterfaceBuilderDocument(SourceLocation, found: String)
    /// A required attribute is missing.
    case missingAttribute(SourceLocation, element: String, id: String?, attribute: String)
    /// An attribute value cannot be read (not a number, not YES/NO, a zero ratio...).
    case invalidValue(SourceLocation, element: String, id: String?, attribute: String, value: String)
    /// A reference (constraint item, variation mask, ...) names an id that does not exist
    /// where it must.
    case danglingReference(SourceLocation, element: String, id: String?, attribute: String, reference: String)
    /// Two objects of one scope carry the same id.
    case duplicateID(SourceLocation, element: String, id: String)

    /// Where the problem is, when the error knows it.
    public var location: SourceLocation? {
        switch self {
        case .unreadableFile: return nil
        case .malformedXML(let l, _), .refused(let l, _), .notAnInterfaceBuilderDocument(let l, _),
             .missingAttribute(let l, _, _, _), .invalidValue(let l, _, _, _, _),
             .danglingReference(let l, _, _, _, _), .duplicateID(let l, _, _):
            return l
        }
    }

    public var description: String {
        func subject(_ element: String, _ id: String?) -> String {
            id.map { "<\(MessageQuote.clipped(element)) id=\(MessageQuote.quoted($0))>" } ?? "<\(MessageQuote.clipped(element))>"
        }
        switch self {
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read the file: \(reason)"
        case .malformedXML(let l, let message):
            return "\(l): malformed XML: \(message)"
        case .refused(let l, let reason):
            return "\(l): refused: \(reason)"
        case .notAnInterfaceBuilderDocument(let l, let found):
            return "\(l): not an Interface Builder storyboard or xib (root element <\(MessageQuote.clipped(found))>)"
        case .missingAttribute(let l, let element, let id, let attribute):
            return "\(l): \(subject(element, id)) lacks the attribute \(MessageQuote.clipped(attribute))"
        case .invalidValue(let l, let element, let id, let attribute, let value):
            return "\(l): \(subject(element, id)): \(MessageQuote.clipped(attribute))=\(MessageQuote.quoted(value)) is not a valid value"
        case .danglingReference(let l, let element, let id, let attribute, let reference):
            return "\(l): \(subject(element, id)): \(MessageQuote.clipped(attribute)) refers to \(MessageQuote.quoted(reference)), which does not exist here"
        case .duplicateID(let l, let element, let id):
            return "\(l): <\(MessageQuote.clipped(element))> repeats the id \(MessageQuote.quoted(id))"
        }
    }
}

/// Something the importer read but did not understand and replaced by a default (an unknown
/// enumeration value, an unknown size-class trait). Loading goes on.
public struct IBWarning: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): warning: \(message)" }
}
