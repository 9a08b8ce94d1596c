import Foundation

/// A `.strings` file as Xcode writes it: `"KEY" = "VALUE";` pairs, with `/* */` and `//`
/// comments, the escapes `\" \\ \n \t \r \0 \UXXXX \uXXXX`, in UTF-16 (with its byte-order
/// mark, as Xcode's exports are) or UTF-8. A key written twice keeps its last value, as
/// Foundation does.
public struct StringsTable: Hashable, Sendable {
    /// Translations by key (`"BYZ-38-t0r.text"`).
    public var entries: [String: String]

    public init(entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// The value of `key`, nil when the table has none.
    public subscript(_ key: String) -> String? { entries[key] }

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws(LocalizationError) -> StringsTable {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocalizationError("\(path): error: cannot read the strings file", file: path)
        }
        return try parse([UInt8](data), path: path)
    }

    /// Parses the bytes of a `.strings` file; `path` names it in errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(LocalizationError) -> StringsTable {
        guard let text = decode(bytes) else {
            throw LocalizationError("\(path): error: not UTF-8 or UTF-16 text", file: path)
        }
        var scanner = StringsScanner(Array(text.unicodeScalars), path: path)
        return StringsTable(entries: try scanner.entries())
    }

    /// UTF-16 by its byte-order mark (or by a zero byte in the first two), else UTF-8.
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 { return utf16(bytes[...], bigEndian: bytes[0] == 0) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        return String(validating: units, as: UTF16.self)
    }
}
