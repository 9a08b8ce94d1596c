/// A JSON value as read from a recipe, with the source position of every value and key and
/// the members of objects in file order (Foundation's JSONSerialization keeps neither).
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number and its literal spelling.
        case number(Double, String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    var value: Value
    /// Position of the value's first character (the opening quote of a string).
    var location: SourceLocation
    /// For strings: true when the source spelling had no escape sequences, so character
    /// `i` of the string sits at column `location.column + 1 + i`.
    var verbatim: Bool = true

    /// A short noun for error messages: "a string", "an object", ...
    var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return "the number \(text)"
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    var numberValue: Double? {
        if case .number(let d, _) = value { return d }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    var arrayValue: [JSONNode]? {
        if case .array(let a) = value { return a }
        return nil
    }

    var objectValue: [JSONMember]? {
        if case .object(let o) = value { return o }
        return nil
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONNode
    /// True when the reader saw that `key` is all ASCII (false when unknown). Only a speed-up
    /// for key matching: an ASCII key equals an ASCII name only if the bytes are the same.
    var keyIsASCII: Bool = false

    /// `key == name` for an ASCII `name` (every key the format knows is ASCII). String `==` is
    /// canonical equivalence, so the length test applies only when both sides are ASCII.
    @inline(__always)
    func hasKey(_ name: String) -> Bool {
        if keyIsASCII, key.utf8.count != name.utf8.count { return false }
        return key == name
    }

    /// `key == other.key`.
    @inline(__always)
    func hasSameKey(as other: JSONMember) -> Bool {
        if keyIsASCII, other.keyIsASCII, key.utf8.count != other.key.utf8.count { return false }
        return key == other.key
    }
}
