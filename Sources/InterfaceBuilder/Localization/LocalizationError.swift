/// Why a translation could not be used: a strings file or catalog that does not parse, or a
/// locale the document has no translation for. The message names the file and, for an
/// unknown locale, what there is.
public struct LocalizationError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The file at fault, when one is.
    public var file: String?

    public init(_ message: String, file: String? = nil) {
        self.message = message
        self.file = file
    }

    public var description: String { message }
}
