/// Replaces placeholders such as `{index}` in a template's strings: literal, non-overlapping
/// matches left to right, on the UTF-8 bytes. (A long table's rows were mostly Foundation's
/// `replacingOccurrences` before, which compares by canonical equivalence; placeholders are
/// ASCII, so only a placeholder followed by a combining mark could match differently.)
enum PlaceholderFilling {
    /// `text` with every occurrence of `needle` replaced by `value`.
    static func replacing(_ needle: String, with value: String, in text: String) -> String {
        var count = 0
        return replacing(needle, with: value, in: text, counting: &count)
    }

    private static func replacing(_ needle: String, with value: String, in text: String, counting count: inout Int) -> String {
        var text = text
        text.makeContiguousUTF8()
        let n = Array(needle.utf8)
        guard !n.isEmpty else { return text }
        var found = 0
        let out: [UInt8]? = text.utf8.withContiguousStorageIfAvailable { t in
            var out: [UInt8] = []
            var i = 0, copiedTo = 0
            while i + n.count <= t.count {
                guard t[i] == n[0], matches(t, at: i, n) else { i += 1; continue }
                out.append(contentsOf: t[copiedTo..<i])
                out.append(contentsOf: value.utf8)
                i += n.count
                copiedTo = i
                found += 1
            }
            guard copiedTo > 0 else { return nil }
            out.append(contentsOf: t[copiedTo...])
            return out
        } ?? nil
        count = found
        return out.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Non-overlapping occurrences of `needle` in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        var count = 0
        _ = replacing(needle, with: "", in: text, counting: &count)
        return count
    }

    /// Whether `text` holds `byte` (an ASCII character).
    static func contains(_ byte: Unicode.Scalar, in text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: byte))
    }

    private static func matches(_ t: UnsafeBufferPointer<UInt8>, at i: Int, _ n: [UInt8]) -> Bool {
        for k in 1..<n.count where t[i + k] != n[k] { return false }
        return true
    }
}
