/// The SF Symbol names snapshot draws, each mapped to a glyph of Debian's bootstrap-icons
/// (`Symbols/symbols.tsv`, written with the outlines by `scripts/make-symbols`; docs/render.md,
/// "SF Symbols"). Apple's symbols cannot be shipped; a name outside the table is drawn as a
/// placeholder and warned about.
public enum SymbolGlyphs {
    /// The glyph drawn for an SF Symbol name, nil for a name outside the table. Its outline is
    /// read from the table's text on each call (a few hundred bytes), so a run reads only the
    /// glyphs it draws.
    public static func glyph(for name: String) -> SymbolGlyph? {
        table[name].flatMap { glyphLines[$0] }.flatMap(SymbolGlyph.init(line:))
    }

    /// Whether an SF Symbol name is in the table (drawn, not a placeholder).
    public static func contains(_ name: String) -> Bool { table[name].map { glyphLines[$0] != nil } ?? false }

    /// The names in the table, sorted.
    public static var names: [String] { table.keys.sorted() }

    private static let table: [String: String] = {
        var t: [String: String] = [:]
        for line in tableText.split(separator: "\n") {
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            if f.count == 2 { t[String(f[0])] = String(f[1]) }
        }
        return t
    }()

    /// Each glyph's line of `glyphText`, by glyph name.
    private static let glyphLines: [String: Substring] = {
        var g: [String: Substring] = [:]
        for line in glyphText.split(separator: "\n") {
            if let space = line.firstIndex(of: " ") { g[String(line[..<space])] = line }
        }
        return g
    }()
}
