/// The scanner of `StringsTable.parse`: old-style property-list dictionaries without their
/// braces, as `.strings` files are. Errors name the line.
struct StringsScanner {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1

    init(_ scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    /// Every `key = value;` pair (a bare `"key";` maps the key to itself).
    mutating func entries() throws(LocalizationError) -> [String: String] {
        var out: [String: String] = [:]
        while try skipSpaceAndComments() {
            let key = try token()
            try skipSpaceAndComments()
            if peek == ";" {
                out[key] = key
            } else {
                try expect("=")
                try skipSpaceAndComments()
                out[key] = try token()
                try skipSpaceAndComments()
            }
            try expect(";")
        }
        return out
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() -> Unicode.Scalar? {
        guard let c = peek else { return nil }
        index += 1
        if c == "\n" { line += 1 }
        return c
    }

    private func error(_ what: String) -> LocalizationError {
        LocalizationError("\(path):\(line): error: \(what)", file: path)
    }

    private mutating func expect(_ c: Unicode.Scalar) throws(LocalizationError) {
        guard peek == c else { throw error(peek.map { "expected \"\(c)\", found \"\($0)\"" } ?? "expected \"\(c)\" at the end of the file") }
        _ = advance()
    }

    /// Skips white space and comments; false at the end of the text.
    @discardableResult
    private mutating func skipSpaceAndComments() throws(LocalizationError) -> Bool {
        while let c = peek {
            if c.properties.isWhitespace || c == "\u{FEFF}" {
                _ = advance()
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                try skipBlockComment()
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let d = advance(), d != "\n" {}
            } else {
                return true
            }
        }
        return false
    }

    private mutating func skipBlockComment() throws(LocalizationError) {
        let start = line
        index += 2
        while let c = advance() {
            if c == "*", peek == "/" { _ = advance(); return }
        }
        throw LocalizationError("\(path):\(start): error: a comment is not closed (*/)", file: path)
    }

    /// A quoted string, or a bare word of letters, digits and `_ . - : /` (as property lists allow).
    private mutating func token() throws(LocalizationError) -> String {
        if peek == "\"" { return try quoted() }
        var word = String.UnicodeScalarView()
        while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.-:/$".unicodeScalars.contains(c) {
            word.append(c)
            _ = advance()
        }
        guard !word.isEmpty else { throw error(peek.map { "expected a quoted string, found \"\($0)\"" } ?? "expected a quoted string") }
        return String(word)
    }

    private mutating func quoted() throws(LocalizationError) -> String {
        let start = line
        _ = advance()
        var out = String.UnicodeScalarView()
        while let c = advance() {
            switch c {
            case "\"": return String(out)
            case "\\": out.append(try escape())
            default: out.append(c)
            }
        }
        throw LocalizationError("\(path):\(start): error: a string is not closed (\")", file: path)
    }

    private mutating func escape() throws(LocalizationError) -> Unicode.Scalar {
        guard let c = advance() else { throw error("a backslash at the end of the file") }
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u": return try hexScalar()
        default: return c
        }
    }

    /// `\UXXXX` (four hex digits; a surrogate pair as two escapes).
    private mutating func hexScalar() throws(LocalizationError) -> Unicode.Scalar {
        let unit = try hexUnit()
        if (0xD800..<0xDC00).contains(unit), peek == "\\", index + 1 < scalars.count, "Uu".unicodeScalars.contains(scalars[index + 1]) {
            index += 2
            let low = try hexUnit()
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low &- 0xDC00)
            if (0xDC00..<0xE000).contains(low), let s = Unicode.Scalar(value) { return s }
        }
        guard let s = Unicode.Scalar(unit) else { throw error("\\U\(String(unit, radix: 16)) is not a character") }
        return s
    }

    private mutating func hexUnit() throws(LocalizationError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let digit = UInt32(String(c), radix: 16) else {
                throw error("\\U takes four hexadecimal digits")
            }
            value = value << 4 | digit
            _ = advance()
        }
        return value
    }
}
