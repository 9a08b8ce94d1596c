/// A syntax error inside a constraint string: a message and the character range to underline.
struct NotationError: Error {
    var message: String
    var range: Range<Int>
}

/// Cursor over a constraint string's characters, shared by the Cookbook-notation and VFL parsers.
struct NotationScanner {
    let chars: [Character]
    /// `codes[i]` is the byte of `chars[i]` when that character is a single ASCII scalar, else 0:
    /// lets the common ASCII text be classified and sliced without Character operations.
    let codes: [UInt8]
    var pos = 0

    init(_ text: String) {
        chars = Array(text)
        if text.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without "\r\n" (the one two-scalar ASCII Character): one byte per Character.
            codes = Array(text.utf8)
        } else {
            codes = chars.map { c in c.utf8.count == 1 ? (c.utf8.first.map { $0 < 0x80 ? $0 : 0 } ?? 0) : 0 }
        }
    }

    /// `chars[i].isLetter`, without Unicode property lookups for ASCII.
    func isLetter(at i: Int) -> Bool {
        let a = codes[i]
        if a != 0 { return (a >= 0x41 && a <= 0x5A) || (a >= 0x61 && a <= 0x7A) }
        return chars[i].isLetter
    }

    /// `chars[i] == " " || chars[i] == "\t"`.
    func isSpaceOrTab(at i: Int) -> Bool {
        codes[i] == 0x20 || codes[i] == 0x09
    }

    var atEnd: Bool { pos >= chars.count }
    var current: Character? { pos < chars.count ? chars[pos] : nil }

    func peek(_ offset: Int = 0) -> Character? {
        let i = pos + offset
        return i >= 0 && i < chars.count ? chars[i] : nil
    }

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" || c == "\u{00A0}" { pos += 1 }
    }

    /// Consumes `literal` if the text continues with it.
    mutating func consume(_ literal: String) -> Bool {
        var i = pos
        for c in literal {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        pos = i
        return true
    }

    /// Consumes `literal` (already split into characters) if the text continues with it.
    mutating func consume(_ literal: [Character]) -> Bool {
        guard pos + literal.count <= chars.count else { return false }
        for i in literal.indices where chars[pos + i] != literal[i] { return false }
        pos += literal.count
        return true
    }

    func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, chars.count))
        let hi = max(lo, min(range.upperBound, chars.count))
        if !codes[lo..<hi].contains(0) { return String(decoding: codes[lo..<hi], as: UTF8.self) }
        var result = ""
        for i in lo..<hi { result.append(chars[i]) }
        return result
    }

    /// The range of the token at the cursor, for a caret: a run of letters/digits, or one character,
    /// or (at the end) the position just after the text.
    func tokenRange() -> Range<Int> {
        guard let c = current else { return chars.count..<(chars.count + 1) }
        if c.isLetter || c.isNumber {
            var end = pos
            while end < chars.count, chars[end].isLetter || chars[end].isNumber { end += 1 }
            return pos..<end
        }
        return pos..<(pos + 1)
    }

    /// A description of the token at the cursor for messages: `"Lead"` or `the end of the text`.
    func tokenDescription() -> String {
        if atEnd { return "the end of the text" }
        return "\"\(text(tokenRange()))\""
    }

    /// Reads an unsigned decimal number (`12`, `0.5`, `.5`, `20.0`); nil (cursor unchanged) if none.
    mutating func readNumber() -> (Double, Range<Int>)? {
        let start = pos
        var sawDigit = false
        while let c = current, c.isASCII, c.isNumber { pos += 1; sawDigit = true }
        if current == ".", let n = peek(1), n.isASCII, n.isNumber {
            pos += 1
            while let c = current, c.isASCII, c.isNumber { pos += 1; sawDigit = true }
        }
        guard sawDigit, let value = Double(text(start..<pos)), value.isFinite else {
            pos = start
            return nil
        }
        return (value, start..<pos)
    }

    /// Reads a signed number: optional `+`/`-` (spaces allowed after it) then an unsigned number.
    mutating func readSignedNumber() -> (Double, Range<Int>)? {
        let start = pos
        var sign = 1.0
        if current == "-" || current == "+" || current == "−" {
            sign = current == "+" ? 1 : -1
            pos += 1
            skipSpaces()
        }
        guard let (v, r) = readNumber() else {
            pos = start
            return nil
        }
        return (sign * v, start..<r.upperBound)
    }
}

/// Priority text: a number 1...1000 or a `UILayoutPriority` name.
func parsePriorityWord(_ scanner: inout NotationScanner) throws(NotationError) -> Double {
    scanner.skipSpaces()
    let start = scanner.pos
    if let (value, range) = scanner.readNumber() {
        guard value >= 1 && value <= 1000 else {
            throw NotationError(message: "priority \(formatNumber(value)) is out of range; expected 1...1000", range: range)
        }
        return value
    }
    var end = start
    while end < scanner.chars.count, scanner.chars[end].isLetter { end += 1 }
    let word = scanner.text(start..<end)
    if let value = PriorityName.value(of: word) {
        scanner.pos = end
        return value
    }
    let names = PriorityName.all.map(\.0)
    throw NotationError(
        message: "expected a priority after \"@\": a number 1...1000 or one of \(names.joined(separator: ", "))"
            + Suggestions.hint(word.isEmpty ? nil : Suggestions.closest(to: word, in: names)),
        range: word.isEmpty ? scanner.tokenRange() : start..<end)
}
