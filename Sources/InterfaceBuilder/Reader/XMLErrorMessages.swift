import CLibXML2
import Foundation
import Layout

// How the XML layer words its errors: what is wrong, in words, and where.

extension XMLPrescan.Finding {
    static let doctypeReason = "a <!DOCTYPE> declaration: DTDs are never read, so no entity is declared, loaded or expanded (Xcode writes none)"

    /// The located `IBError` for this finding in the file at `path`.
    func error(path: String, positions: SourcePositions, limits: XMLLimits) -> IBError {
        func at(_ offset: Int) -> SourceLocation {
            let p = positions.position(ofOffset: offset)
            return SourceLocation(file: path, line: p.line, column: p.column)
        }
        switch self {
        case .invalidUTF8(let offset, let byte, let within):
            let hex = String(byte, radix: 16, uppercase: true)
            return .malformedXML(at(offset), message: "invalid UTF-8 (byte 0x\(hex)) in \(within)")
        case .nulByte(let offset, let within):
            return .malformedXML(at(offset), message: "a NUL byte in \(within) (XML allows none; UTF-16 and UTF-32 files are not read)")
        case .utf16ByteOrderMark:
            return .malformedXML(at(0), message: "the file is UTF-16 (it starts with a byte order mark); storyboards and xibs are read as UTF-8")
        case .doctype(let offset):
            return .refused(at(offset), reason: Self.doctypeReason)
        case .tooManyAttributes(let offset):
            return .refused(at(offset), reason: "an element with more than \(limits.maxAttributesPerElement) attributes (the limit; docs/limits.md)")
        }
    }
}

extension XMLTreeBuilder {
    /// libxml2's error in words: its own message, reworded for the errors a hand-edited or
    /// truncated storyboard meets most.
    static func describe(_ error: xmlError) -> String {
        func text(_ p: UnsafeMutablePointer<CChar>?) -> String {
            p.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? ""
        }
        switch xmlParserErrors(rawValue: UInt32(bitPattern: error.code)) {
        case XML_ERR_TAG_NAME_MISMATCH:
            return "</\(text(error.str2))> closes <\(text(error.str1))>, which is open since line \(error.int1)"
        case XML_ERR_TAG_NOT_FINISHED:
            return "the file ends inside <\(text(error.str1))>, which is open since line \(error.int1)"
        case XML_ERR_DOCUMENT_EMPTY:
            return "the file holds no XML element"
        case XML_ERR_DOCUMENT_END:
            return "there is more after the root element's end tag"
        case XML_ERR_ATTRIBUTE_REDEFINED:
            // str1 is the name, or the prefix when str2 holds the name.
            let name = error.str2 == nil ? text(error.str1) : text(error.str1) + ":" + text(error.str2)
            return "the attribute \(name) appears twice in one element"
        case XML_ERR_ATTRIBUTE_NOT_STARTED:
            return "an attribute value that does not start with \" or '"
        case XML_ERR_UNDECLARED_ENTITY:
            return "&\(text(error.str1)); is not an entity XML defines (only &amp; &lt; &gt; &quot; &apos; and character references are read)"
        default:
            let words = text(error.message).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
            return words.isEmpty ? "libxml2 error \(error.code)" : words
        }
    }
}
