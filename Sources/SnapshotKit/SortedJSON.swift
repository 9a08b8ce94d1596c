import Foundation

/// The JSON form of every report snapshot prints: pretty-printed, keys sorted, slashes kept as
/// written, one final newline. Equal values give equal bytes.
enum SortedJSON {
    static func bytes<T: Encodable>(of value: T) throws(SnapshotError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return [UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")]
        } catch {
            throw SnapshotError(.internal, "error: cannot encode the layout as JSON: \(error)")
        }
    }
}
