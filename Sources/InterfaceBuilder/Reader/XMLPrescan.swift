/// One linear pass over a file's bytes before libxml2 reads it. It finds, with the place and the
/// kind of markup around it, what the importer never hands to the parser: bytes that are not
/// UTF-8 (storyboards and xibs are read as UTF-8 whatever they declare), a NUL byte, a
/// `<!DOCTYPE>` (no DTD, so no entity is ever declared, loaded or expanded) and an element with
/// more attributes than the limit (libxml2 2.9 compares attributes pairwise).
///
/// It is a lexer, not a parser: it knows start and end tags, quoted attribute values, comments,
/// CDATA sections and processing instructions, and nothing of well-formedness, which is
/// libxml2's job.
struct XMLPrescan {
    /// What the pass found; `offset` is a byte offset in the file.
    enum Finding: Equatable {
        case invalidUTF8(offset: Int, byte: UInt8, within: String)
        case nulByte(offset: Int, within: String)
        case utf16ByteOrderMark
        case doctype(offset: Int)
        case tooManyAttributes(tagOffset: Int)
    }

    /// The kind of markup a byte is in.
    private enum Markup {
        case text, elementName, insideTag, attributeValue(quote: UInt8), endTag
        case comment, cdata, processingInstruction, declaration

        /// Where a bad byte is, in words.
        var words: String {
            switch self {
            case .text: return "text"
            case .elementName: return "an element name"
            case .insideTag: return "an attribute name"
            case .attributeValue: return "an attribute value"
            case .endTag: return "a closing tag's element name"
            case .comment: return "a comment"
            case .cdata: return "a CDATA section"
            case .processingInstruction: return "a processing instruction"
            case .declaration: return "a declaration"
            }
        }
    }

    /// The first problem in `bytes`, or nil.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, maxAttributesPerElement: Int) -> Finding? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return .utf16ByteOrderMark
        }
        var markup = Markup.text
        var tagStart = 0, attributes = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b >= 0x80 {
                let n = utf8SequenceLength(bytes, at: i)
                if n == 0 { return .invalidUTF8(offset: i, byte: b, within: markup.words) }
                i += n
                continue
            }
            if b == 0 { return .nulByte(offset: i, within: markup.words) }
            switch markup {
            case .text:
                if b == UInt8(ascii: "<") {
                    tagStart = i
                    attributes = 0
                    let (next, skip) = markupAfterLessThan(bytes, at: i)
                    guard let next else { return .doctype(offset: i) }
                    markup = next
                    i += skip
                    continue
                }
            case .elementName, .insideTag:
                if b == UInt8(ascii: ">") {
                    markup = .text
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    attributes += 1
                    if attributes > maxAttributesPerElement { return .tooManyAttributes(tagOffset: tagStart) }
                    markup = .attributeValue(quote: b)
                } else if isSpace(b) || b == UInt8(ascii: "/") {
                    markup = .insideTag
                }
            case .attributeValue(let quote):
                if b == quote { markup = .insideTag }
            case .endTag, .declaration:
                if b == UInt8(ascii: ">") { markup = .text }
            case .comment:
                if b == UInt8(ascii: "-"), matches(bytes, at: i, "-->") { markup = .text; i += 3; continue }
            case .cdata:
                if b == UInt8(ascii: "]"), matches(bytes, at: i, "]]>") { markup = .text; i += 3; continue }
            case .processingInstruction:
                if b == UInt8(ascii: "?"), matches(bytes, at: i, "?>") { markup = .text; i += 2; continue }
            }
            i += 1
        }
        return nil
    }

    /// The markup a `<` at `i` opens and how many bytes its opening takes; nil for a DOCTYPE.
    private static func markupAfterLessThan(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Markup?, Int) {
        if matches(bytes, at: i, "<!--") { return (.comment, 4) }
        if matches(bytes, at: i, "<![CDATA[") { return (.cdata, 9) }
        if matches(bytes, at: i, "<!DOCTYPE") { return (nil, 0) }
        if matches(bytes, at: i, "<!") { return (.declaration, 2) }
        if matches(bytes, at: i, "<?") { return (.processingInstruction, 2) }
        if matches(bytes, at: i, "</") { return (.endTag, 2) }
        return (.elementName, 1)
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, _ ascii: StaticString) -> Bool {
        let n = ascii.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        let p = ascii.utf8Start
        for k in 0..<n where bytes[i + k] != p[k] { return false }
        return true
    }

    private static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }

    /// The length of the well-formed UTF-8 sequence that starts at `i` (a byte >= 0x80), or 0
    /// (no overlong forms, no surrogates, nothing past U+10FFFF: Unicode's table 3-7).
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let n: Int, second: ClosedRange<UInt8>
        switch bytes[i] {
        case 0xC2...0xDF: (n, second) = (2, 0x80...0xBF)
        case 0xE0: (n, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (n, second) = (3, 0x80...0xBF)
        case 0xED: (n, second) = (3, 0x80...0x9F)
        case 0xF0: (n, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (n, second) = (4, 0x80...0xBF)
        case 0xF4: (n, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard i + n <= bytes.count, second.contains(bytes[i + 1]) else { return 0 }
        for k in 2..<n where !(0x80...0xBF).contains(bytes[i + k]) { return 0 }
        return n
    }
}
