/// Where in an input file something was written, for messages: the file when the location
/// travels without it (a storyboard's element; a recipe's errors carry their file beside the
/// location), the 1-based line and column, and the 0-based UTF-8 byte offset when the reader
/// keeps it. Columns count as the input format's reader counts them: Unicode scalars in a
/// recipe (a CJK character is one column), bytes in a storyboard or xib.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, as given to the reader (nil when the location is within a file said elsewhere).
    public var file: String?
    /// 1-based line number.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// 0-based byte offset into the UTF-8 text (nil when the reader does not keep it).
    public var offset: Int?

    public init(file: String? = nil, line: Int, column: Int, offset: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `file:line:column`, or `line:column` without a file.
    public var description: String {
        guard let file else { return "\(line):\(column)" }
        return "\(file):\(line):\(column)"
    }
}
