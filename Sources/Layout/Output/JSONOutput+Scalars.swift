extension JSONOutput {
    /// A string value.
    public mutating func string(_ value: String) {
        beginValue()
        appendQuoted(value)
    }

    /// A string value whose inside `write` appends to the bytes, escaped already (a constraint
    /// description, `ConstraintDescriber(tree:jsonStringOf:)`).
    mutating func string(writingInside write: (inout [UInt8]) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An array of strings.
    public mutating func strings(_ values: [String]) {
        beginArray()
        for v in values { string(v) }
        endArray()
    }

    /// An array of numbers (a point, a size, a frame).
    public mutating func numbers(_ values: Double...) {
        beginArray()
        for v in values { number(v) }
        endArray()
    }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) {
        beginValue()
        bytes.append(literal: value ? "true" : "false")
    }

    /// A number as JSONEncoder prints a `Double`: its `description` without a trailing `.0`
    /// (`2`, `-0`, `150.28125`, `1e+16`, `1e-05`). NaN and infinities are written as `null` and
    /// remembered in `invalidNumber`, so `finished()` fails.
    public mutating func number(_ value: Double) {
        beginValue()
        guard value.isFinite else {
            if invalidNumber == nil { invalidNumber = value }
            bytes.append(literal: "null")
            return
        }
        JSONOutput.appendNumber(value, to: &bytes)
    }

    /// `Double.description` without a trailing `.0`. Whole numbers under 1e15 (every frame on a
    /// pixel grid) take a path without a string; `description` prints them in full up to 2^53.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value.rounded(.towardZero) == value, value.magnitude < 1e15 {
            if value == 0, value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            appendInteger(Int(value), to: &bytes)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(utf8Of: text)
    }

    /// Decimal digits of an integer, with a minus sign when negative.
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: a sign and 20 digits fit
        withUnsafeMutableBytes(of: &buffer) { raw in
            var start = raw.count, magnitude = value.magnitude
            repeat {
                start -= 1
                raw[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                raw[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: raw[start...].assumingMemoryBound(to: UInt8.self))
        }
    }

    /// `"value"` with JSONEncoder's escapes: `\"`, `\\`, `\/` when `escapesSlashes`, `\b`, `\f`,
    /// `\n`, `\r`, `\t`, other control characters below U+0020 as `\u00xx` (lowercase hex);
    /// everything else (DEL, non-ASCII, U+2028) as its UTF-8 bytes.
    mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        Self.appendEscaped(value, escapesSlashes: escapesSlashes, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The inside of a JSON string: `text` with the escapes above.
    static func appendEscaped(_ text: String, escapesSlashes: Bool, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (byte == UInt8(ascii: "/") && escapesSlashes) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                appendEscape(byte, to: &bytes)
                runStart = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        case 0x08: UInt8(ascii: "b")
        case 0x0c: UInt8(ascii: "f")
        case 0x0a: UInt8(ascii: "n")
        case 0x0d: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        default: nil
        }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
            return
        }
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xf)]])
    }
}
