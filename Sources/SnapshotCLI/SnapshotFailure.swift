import SnapshotKit

/// A failure the command reports on stderr and turns into its exit status: the command's own
/// (warnings with `--fail-on-warnings`, failed goldens, bad option values), or a SnapshotKit
/// error mapped by `init(_:)`.
///
/// Exit statuses (also in `snapshot --help` and README.md):
/// - 0: success (warnings such as broken or ambiguous constraints still exit 0, unless
///   `--fail-on-warnings` is given);
/// - 1: usage or input error: a bad option, an unknown device, a recipe that does not decode;
/// - 2: I/O error: a file that cannot be read (recipe, image, fonts) or written (output);
/// - 3: the layout had warnings and `--fail-on-warnings` was given, or `snapshot check` found
///   findings not in its baseline;
/// - 4: internal error (drawing or encoding failed);
/// - 5: `snapshot test` found a difference or a missing golden.
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
    /// The failure's exit status (the raw value).
    public enum ExitStatus: Int32, Sendable {
        case input = 1
        case io = 2
        case warnings = 3
        case `internal` = 4
        /// `snapshot test`: a rendering differs from its golden, or a golden is missing.
        case goldenMismatch = 5
    }

    public var kind: ExitStatus
    /// The message, already formatted (may span lines, e.g. a caret excerpt).
    public var message: String

    public init(_ kind: ExitStatus, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A SnapshotKit error as the command reports it: invalid input exits with 1, I/O errors
    /// with 2, internal errors with 4; the message is unchanged.
    public init(_ error: SnapshotError) {
        switch error.kind {
        case .invalidInput: self.init(.input, error.message)
        case .io: self.init(.io, error.message)
        case .internal: self.init(.internal, error.message)
        }
    }

    public var exitCode: Int32 { kind.rawValue }

    /// `message` as the command prints it: starting with `error: ` exactly once, unless it
    /// names a place in a file the way compilers do (`FILE:LINE:COLUMN: error: …`, which
    /// editors link to); ArgumentParser's `Error: ` becomes `error: `.
    public static func printed(_ message: String) -> String {
        if message.hasPrefix("error: ") { return message }
        if message.hasPrefix("Error: ") { return "error: " + message.dropFirst("Error: ".count) }
        let firstLine = message.prefix { $0 != "\n" }
        if firstLine.contains(": error: ") { return message }
        return "error: " + message
    }
    public var description: String { message }
}

/// The exit-status table, for help texts.
enum ExitStatusHelp {
    static let text = """
        Exit status:
          0  success (layout warnings are printed but do not fail)
          1  usage or input error (bad option, unknown device, invalid recipe)
          2  I/O error (cannot read the recipe, an image or the fonts,
             or cannot write the output)
          3  layout warnings (broken or ambiguous constraints) and --fail-on-warnings;
             snapshot check: findings not in its --baseline
          4  internal error (drawing or PNG encoding failed)
          5  snapshot test: a rendering differs from its golden, or a golden is missing
        """
}
