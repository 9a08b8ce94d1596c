import ArgumentParser
import Foundation

/// A value a command reads from its command line and refuses in its own words:
/// `init(commandArgument:)` parses the text, or throws the message and status `snapshot`
/// reports (`error: --shard "4/3": expected I/N ...`, exit 1).
protocol CommandArgument: Sendable {
    init(commandArgument text: String) throws(SnapshotFailure)
}

/// An option's value, parsed by ArgumentParser as the command line is read. A text that does
/// not parse is kept as its failure and thrown by `get()` when the command runs, so the
/// message is the command's own (not ArgumentParser's usage error) and options are refused in
/// the order the command checks them.
struct Parsed<Value: CommandArgument>: ExpressibleByArgument, Sendable {
    let result: Result<Value, SnapshotFailure>

    init(argument: String) {
        result = Result { () throws(SnapshotFailure) -> Value in try Value(commandArgument: argument) }
    }

    /// The value, or the command's error for the text.
    func get() throws(SnapshotFailure) -> Value {
        try result.get()
    }
}

/// The items of a comma-separated option value (`iphone-8, iphone-x`), trimmed, empty ones dropped.
func listItems(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// `--devices a,b` / `--devices a --devices b`: the comma-separated lists flattened; nil when
/// they name nothing.
func splitList(_ values: [String]) -> [String]? {
    let items = values.flatMap(listItems)
    return items.isEmpty ? nil : items
}
