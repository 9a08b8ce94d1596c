/// Errors raised while loading the fonts a `Typesetter` works with.
public enum TypesettingError: Error, Sendable, Equatable {
    /// A required font file was not found in any of the searched directories.
    case fontNotFound(file: String, searched: [String])
    /// FreeType refused to start or to open a font file (FreeType error code).
    case freeType(operation: String, code: Int32)
    /// HarfBuzz could not read a font file.
    case harfBuzz(file: String)
}
