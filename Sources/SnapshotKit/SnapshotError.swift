/// Why SnapshotKit could not load, lay out, draw or write something.
///
/// The message is the text a user sees (it may span lines, e.g. a caret excerpt of a recipe);
/// `file` names the file it is about when there is one. Callers decide what an error means to
/// them: the `snapshot` command maps `kind` to its exit status (README.md, "Exit status").
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The input is wrong: a recipe or document that does not decode or validate, an
        /// unknown device or scene, an option value out of range.
        case invalidInput
        /// A file cannot be read (recipe, image, fonts) or written (an output).
        case io
        /// Drawing or encoding failed on valid input.
        case `internal`
    }

    public var kind: Kind
    /// The file the error is about (recipe, document, output), when known.
    public var file: String?
    /// The full message, as printed.
    public var message: String

    public init(_ kind: Kind, _ message: String, file: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
    }

    public var description: String { message }
}
