import Layout

/// A strict RFC 8259 JSON reader that keeps source positions and the order of object members.
///
/// Foundation's `JSONSerialization` returns dictionaries (losing key order and duplicate keys)
/// and no positions, so recipe errors could not say `line:col`; this reader is small and
/// exists for that. It never traps: every problem becomes a `RecipeError` of kind `.syntax`.
struct JSONReader {
    /// Deepest nesting accepted by default (`RecipeLimits.depth`); deeper input is an error,
    /// not a stack overflow.
    static let maximumDepth = RecipeLimits.standard.depth

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Whether the string `parseString` last returned is all ASCII (false when not known).
    private var lastStringIsASCII = false
    private let file: String?
    /// Deepest nesting and longest string (UTF-8 bytes) accepted.
    private let depthLimit: Int
    private let stringLimit: Int

    init(text: String, file: String?, limits: RecipeLimits = .standard) {
        self.bytes = Array(text.utf8)
        self.file = file
        self.depthLimit = limits.depth
        self.stringLimit = limits.textLength
    }

    /// Reads one JSON value filling the whole text (whitespace around it is allowed).
    static func parse(_ text: String, file: String?, limits: RecipeLimits = .standard) throws(RecipeError) -> JSONNode {
        var reader = JSONReader(text: text, file: file, limits: limits)
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < reader.bytes.count {
            throw reader.error("unexpected text after the end of the JSON value; expected the end of the file")
        }
        return value
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column, offset: index) }

    private func error(_ message: String, at location: SourceLocation? = nil) -> RecipeError {
        RecipeError(.syntax, message, file: file, location: location ?? here)
    }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Count a column per Unicode scalar: continuation bytes do not move the column,
            // but the lead byte already did.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        if byte < 0x20 { return "a control character (0x\(String(byte, radix: 16)))" }
        return "a non-ASCII character"
    }

    private mutating func parseValue(depth: Int) throws(RecipeError) -> JSONNode {
        guard depth < depthLimit else {
            let hint = depthLimit < RecipeLimits.maximumDepth ? RecipeLimits.hint("depth") : "(the most allowed: deeper nesting could overflow the stack)"
            throw error("JSON nested deeper than \(depthLimit) levels, the depth limit \(hint)")
        }
        guard index < bytes.count else {
            throw error("unexpected end of file; expected a value (object, array, string, number, true, false or null)")
        }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let (s, verbatim) = try parseString()
            return JSONNode(value: .string(s), location: start, verbatim: verbatim)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "'"):
            throw error("JSON strings use double quotes (\"), not single quotes")
        default:
            throw error("unexpected \(describe(bytes[index])); expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func expectWord(_ word: String) throws(RecipeError) {
        let start = here
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw error("invalid literal; expected \"\(word)\"", at: start)
            }
            advance()
        }
        if index < bytes.count, isIdentifierByte(bytes[index]) {
            throw error("invalid literal; expected \"\(word)\"", at: start)
        }
    }

    private func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    private mutating func parseObject(depth: Int) throws(RecipeError) -> JSONNode {
        let start = here
        advance() // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return JSONNode(value: .object(members), location: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file inside the object that starts at \(start); expected a key in double quotes or \"}\"")
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") {
                    throw error("trailing comma before \"}\"; JSON does not allow it")
                }
                throw error("unexpected \(describe(bytes[index])); expected a key in double quotes")
            }
            let keyLocation = here
            let (key, _) = try parseString()
            let keyIsASCII = lastStringIsASCII
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected \":\" after the key \(quoted(key))")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value, keyIsASCII: keyIsASCII))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file inside the object that starts at \(start); expected \",\" or \"}\"")
            }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "}") { advance(); break }
            throw error("unexpected \(describe(bytes[index])) after the value of \(quoted(key)); expected \",\" or \"}\"")
        }
        return JSONNode(value: .object(members), location: start)
    }

    private mutating func parseArray(depth: Int) throws(RecipeError) -> JSONNode {
        let start = here
        advance() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return JSONNode(value: .array(elements), location: start)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw error("trailing comma before \"]\"; JSON does not allow it")
            }
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file inside the array that starts at \(start); expected \",\" or \"]\"")
            }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "]") { advance(); break }
            throw error("unexpected \(describe(bytes[index])) in an array; expected \",\" or \"]\"")
        }
        return JSONNode(value: .array(elements), location: start)
    }

    private mutating func parseString() throws(RecipeError) -> (String, Bool) {
        let start = here
        advance() // "
        if let plain = try parsePlainString(start: start) { return (plain, true) }
        // Slow path: escapes (or an error); collect UTF-8 bytes, decode once at the end.
        lastStringIsASCII = false
        var utf8: [UInt8] = []
        var verbatim = true
        while true {
            guard index < bytes.count else {
                throw error("unterminated string that starts at \(start); expected a closing \"", at: start)
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                advance()
                break
            }
            if b < 0x20 {
                if b == 0x0A {
                    throw error("line break inside a string (unterminated string that starts at \(start)?); write \\n for a line break")
                }
                throw error("control character in a string; escape it as \\u00\(b < 16 ? "0" : "")\(String(b, radix: 16))")
            }
            if b == UInt8(ascii: "\\") {
                verbatim = false
                advance()
                try parseEscape(into: &utf8)
                continue
            }
            utf8.append(b)
            advance()
            if utf8.count > stringLimit { throw tooLong(start) }
        }
        if utf8.count > stringLimit { throw tooLong(start) }
        return (String(decoding: utf8, as: UTF8.self), verbatim)
    }

    /// Fast path: a string without escapes is one slice of the UTF-8 text. The bytes between
    /// the quotes are whole scalars (the text is valid UTF-8 and quotes, backslashes and
    /// control bytes are ASCII), so decoding the slice gives the same string as decoding
    /// scalar by scalar. No line breaks can occur inside, so only the column moves.
    /// nil (having consumed nothing) when the run ends at an escape, a control byte or the end.
    private mutating func parsePlainString(start: SourceLocation) throws(RecipeError) -> String? {
        let runStart = index
        var scanned = index
        var scalarCount = 0
        while scanned < bytes.count {
            let b = bytes[scanned]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b & 0xC0 != 0x80 { scalarCount += 1 }
            scanned += 1
        }
        if scanned - runStart > stringLimit { throw tooLong(start) }
        guard scanned < bytes.count, bytes[scanned] == UInt8(ascii: "\"") else { return nil }
        let s = String(decoding: bytes[runStart..<scanned], as: UTF8.self)
        index = scanned + 1
        column += scalarCount + 1
        lastStringIsASCII = scalarCount == scanned - runStart
        return s
    }

    /// One escape after its backslash: `\"`, `\n`, `\uXXXX` (with a surrogate pair), appended as UTF-8.
    private mutating func parseEscape(into utf8: inout [UInt8]) throws(RecipeError) {
        guard index < bytes.count else { throw error("unterminated escape sequence") }
        let e = bytes[index]
        switch e {
        case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\"")); advance()
        case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\")); advance()
        case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/")); advance()
        case UInt8(ascii: "b"): utf8.append(0x08); advance()
        case UInt8(ascii: "f"): utf8.append(0x0C); advance()
        case UInt8(ascii: "n"): utf8.append(0x0A); advance()
        case UInt8(ascii: "r"): utf8.append(0x0D); advance()
        case UInt8(ascii: "t"): utf8.append(0x09); advance()
        case UInt8(ascii: "u"):
            advance()
            try parseUnicodeEscape(into: &utf8)
        default:
            throw error("invalid escape \\\(describe(e)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    /// The hex digits of `\uXXXX` (and of a following low surrogate's `\uXXXX`), appended as UTF-8.
    private mutating func parseUnicodeEscape(into utf8: inout [UInt8]) throws(RecipeError) {
        let high = try parseHex4()
        let scalar: Unicode.Scalar
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("lone UTF-16 high surrogate \\u\(String(high, radix: 16)); expected a \\uDC00...\\uDFFF low surrogate to follow")
            }
            advance(); advance()
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("invalid UTF-16 low surrogate \\u\(String(low, radix: 16))")
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let pair = Unicode.Scalar(value) else { throw error("invalid Unicode escape") }
            scalar = pair
        } else if (0xDC00...0xDFFF).contains(high) {
            throw error("lone UTF-16 low surrogate \\u\(String(high, radix: 16))")
        } else {
            guard let single = Unicode.Scalar(high) else { throw error("invalid Unicode escape") }
            scalar = single
        }
        UTF8.encode(scalar) { utf8.append($0) }
    }

    private func tooLong(_ start: SourceLocation) -> RecipeError {
        error("a string longer than \(stringLimit) bytes, the text-length limit \(RecipeLimits.hint("text-length"))", at: start)
    }

    private mutating func parseHex4() throws(RecipeError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated \\u escape; expected 4 hex digits") }
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape; expected 4 hex digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(RecipeError) -> JSONNode {
        let start = here
        let startIndex = index
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("invalid number; expected a digit after \"-\"", at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("invalid number: JSON numbers have no leading zeros", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number; expected a digit after \".\"", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number; expected a digit in the exponent", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw error("invalid number", at: start)
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return JSONNode(value: .number(value, text), location: start)
    }
}
