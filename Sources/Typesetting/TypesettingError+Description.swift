extension TypesettingError: CustomStringConvertible {
    /// The failure in words: `cannot open the font file /x/y.ttf: locations (loca) table
    /// missing (FreeType error 144)`, not the enum's spelling.
    public var description: String {
        switch self {
        case let .fontNotFound(file, searched):
            return "the font file \(file) is not in any of the font folders (\(searched.joined(separator: ", ")))"
        case let .freeType(operation, code):
            let reason = Self.freeTypeReasons[code].map { "\($0) (FreeType error \(code))" } ?? "FreeType error \(code)"
            if operation.hasPrefix("FT_New_Face ") {
                return "cannot open the font file \(operation.dropFirst("FT_New_Face ".count)): \(reason)"
            }
            if operation == "FT_Init_FreeType" { return "cannot start FreeType: \(reason)" }
            return "\(operation) failed: \(reason)"
        case let .harfBuzz(file):
            return "HarfBuzz cannot read the font file \(file)"
        }
    }

    /// FreeType's own words for the errors a damaged or foreign font file gives (fterrdef.h).
    static let freeTypeReasons: [Int32: String] = [
        1: "cannot open resource",
        2: "unknown file format",
        3: "broken file",
        4: "invalid FreeType version",
        6: "invalid argument",
        7: "unimplemented feature",
        8: "broken table",
        10: "array allocation size too large",
        16: "invalid glyph index",
        64: "out of memory",
        81: "cannot open stream",
        83: "invalid stream skip",
        85: "invalid stream operation",
        142: "SFNT font table missing",
        143: "horizontal header (hhea) table missing",
        144: "locations (loca) table missing",
        145: "name table missing",
        147: "horizontal metrics (hmtx) table missing",
        160: "opcode syntax error",
    ]
}
