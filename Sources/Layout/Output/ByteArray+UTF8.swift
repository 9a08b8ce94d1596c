/// Appending text to a byte buffer without the generic `append(contentsOf: text.utf8)`, which
/// bridges the string and copies it byte by byte (~180 instructions for a short literal: a
/// third of the time the layout report spent describing constraints).
extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of a literal.
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of a string, from its contiguous storage.
    mutating func append(utf8Of text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
