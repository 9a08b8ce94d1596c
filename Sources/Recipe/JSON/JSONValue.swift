import Layout

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
    /// Position of the value's first character (the opening quote of a string), kept as three
    /// integers: a node is copied often, and `SourceLocation` also has room for a file.
    private var position: JSONPosition
    /// For strings: true when the source spelling had no escape sequences, so character
    /// `i` of the string sits at column `location.column + 1 + i`.
    var verbatim: Bool = true

    init(value: Value, location: SourceLocation, verbatim: Bool = true) {
        self.value = value
        self.position = JSONPosition(location)
        self.verbatim = verbatim
    }

    /// Position of the value's first character (the opening quote of a string).
    var location: SourceLocation { position.location }

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
    private var keyPosition: JSONPosition
    var value: JSONNode
    /// True when the reader saw that `key` is all ASCII (false when unknown). Only a speed-up
    /// for key matching: an ASCII key equals an ASCII name only if the bytes are the same.
    var keyIsASCII: Bool = false

    init(key: String, keyLocation: SourceLocation, value: JSONNode, keyIsASCII: Bool = false) {
        self.key = key
        self.keyPosition = JSONPosition(keyLocation)
        self.value = value
        self.keyIsASCII = keyIsASCII
    }

    /// Position of the key's opening quote.
    var keyLocation: SourceLocation { keyPosition.location }

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

/// A position in the recipe text (the reader always knows the byte offset; a recipe's
/// locations carry no file).
private struct JSONPosition: Sendable {
    var line: Int
    var column: Int
    var offset: Int

    init(_ location: SourceLocation) {
        line = location.line
        column = location.column
        offset = location.offset ?? 0
    }

    var location: SourceLocation { SourceLocation(line: line, column: column, offset: offset) }
}
