/// A position in a recipe's source text: 1-based line and column (columns count Unicode
/// scalars, so a CJK character is one column) and the 0-based UTF-8 byte offset.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based byte offset into the UTF-8 text.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
