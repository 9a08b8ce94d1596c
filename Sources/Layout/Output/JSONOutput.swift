/// A streaming JSON writer that appends UTF-8 bytes to one buffer, in exactly the form Foundation's
/// `JSONEncoder` prints with `[.prettyPrinted, .sortedKeys]` (plus `.withoutEscapingSlashes`
/// unless `escapesSlashes`): two-space indents, `"key" : value`, an empty container as its
/// brackets on two lines with an empty line between, numbers as `Double.description` without a
/// trailing `.0` (`JSONOutput+Scalars.swift`). The caller writes object keys in sorted order
/// (UTF-8 byte order, as `JSONEncoder` sorts on Linux); the writer only formats.
///
/// Reports use it instead of `JSONEncoder` so a large layout is written without a tree of
/// encoded values, dictionaries or a string per value (issue 17).
///
/// With a sink (`init(streamingTo:)`), `drain()` hands the bytes written so far to it once they
/// fill a chunk, so a large report is never held whole.
public struct JSONOutput {
    /// The JSON written so far (since the last chunk went to the sink, when streaming).
    public internal(set) var bytes: [UInt8]
    /// Where full chunks go, or nil to keep every byte in `bytes`.
    private let sink: (([UInt8]) -> Void)?
    /// The size from which `drain()` hands the bytes to the sink.
    private let chunkSize: Int
    /// Whether `/` is written as `\/` (JSONEncoder's default; the reports keep slashes).
    public let escapesSlashes: Bool
    /// The open containers, innermost last: true for an array.
    private var containers: [Bool] = []
    /// Whether the innermost open container has no element yet.
    private var isEmpty = true
    /// The first number JSON cannot hold (NaN or infinite), written as `null`.
    public internal(set) var invalidNumber: Double?

    public init(reservingCapacity capacity: Int = 0, escapesSlashes: Bool = false) {
        bytes = []
        bytes.reserveCapacity(capacity)
        self.escapesSlashes = escapesSlashes
        sink = nil
        chunkSize = 0
    }

    /// A writer that hands its bytes to `sink` in chunks of about `chunkSize` (at `drain()`);
    /// `finished(newline:)` returns the last, partial chunk.
    public init(streamingTo sink: @escaping ([UInt8]) -> Void, chunkSize: Int = 1 << 20, escapesSlashes: Bool = false) {
        bytes = []
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
        self.escapesSlashes = escapesSlashes
        self.sink = sink
        self.chunkSize = chunkSize
    }

    /// Where this writer stands (its open containers and escaping), for `init(partAt:)`.
    public struct Position: Sendable {
        fileprivate let containers: [Bool]
        fileprivate let escapesSlashes: Bool
    }

    /// This writer's position, to start parts at.
    public var position: Position { Position(containers: containers, escapesSlashes: escapesSlashes) }

    /// A writer for a stretch of members of the innermost open container at `position`,
    /// written apart (on another thread) and then `append`ed to the writer it came from: same
    /// depth and escaping, no members yet, no bytes, no sink.
    public init(partAt position: Position) {
        self.init(escapesSlashes: position.escapesSlashes)
        containers = position.containers
    }

    /// Appends a part started at this writer's `position`: its members follow
    /// the ones written here, with the separator between them that writing them here would
    /// have put. The first number JSON cannot hold stays the first.
    public mutating func append(_ part: consuming JSONOutput) {
        guard !part.isEmpty else { return }
        if !isEmpty {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes.append(contentsOf: part.bytes)
        isEmpty = false
        if invalidNumber == nil { invalidNumber = part.invalidNumber }
    }

    /// Hands the bytes written so far to the sink once they fill a chunk; without a sink it
    /// does nothing. Writers call it between entries of a long list.
    public mutating func drain() {
        guard let sink, bytes.count >= chunkSize else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The bytes (when streaming, those not yet handed to the sink), with a final newline when
    /// `newline`, or the first number that could not be written. Consuming, so the buffer is
    /// handed over without a copy.
    public consuming func finished(newline: Bool = false) throws(InvalidNumber) -> [UInt8] {
        if let invalidNumber { throw InvalidNumber(value: invalidNumber) }
        if newline { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// A NaN or infinite number, which JSON cannot hold (`JSONEncoder` throws on it too).
    public struct InvalidNumber: Error, CustomStringConvertible {
        public var value: Double
        public var description: String { "\(value) cannot be written as a JSON number" }
    }

    /// Opens an object (as a value: after `key`, in an array or at the top level).
    public mutating func beginObject() { open(UInt8(ascii: "{"), isArray: false) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "["), isArray: true) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The next member's key, which must sort after the previous one's.
    public mutating func key(_ key: StaticString) {
        beginMember()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        appendKeySeparator()
    }

    /// A key from data (view names, object ids), escaped like any string.
    public mutating func key(_ key: String) {
        beginMember()
        appendQuoted(key)
        appendKeySeparator()
    }

    /// Where a value starts: in an array, the separator and indent before the element.
    mutating func beginValue() {
        guard containers.last == true else { return }
        beginMember()
    }

    private mutating func beginMember() {
        if isEmpty {
            isEmpty = false
        } else {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        appendIndent(containers.count)
    }

    private mutating func appendKeySeparator() {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    private mutating func open(_ bracket: UInt8, isArray: Bool) {
        beginValue()
        bytes.append(bracket)
        bytes.append(UInt8(ascii: "\n"))
        containers.append(isArray)
        isEmpty = true
    }

    /// JSONEncoder closes every container on a line of its own, even an empty one, so `[]`
    /// prints as `[`, an empty line, and the indented `]`.
    private mutating func close(_ bracket: UInt8) {
        containers.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        appendIndent(containers.count)
        bytes.append(bracket)
        isEmpty = false
    }

    private mutating func appendIndent(_ depth: Int) {
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }
}
