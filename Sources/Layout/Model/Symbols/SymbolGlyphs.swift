import Foundation
import Typesetting

/// The SF Symbol names snapshot draws, each mapped to a glyph of Debian's bootstrap-icons. The
/// table (`Symbols/names.txt`) and the outlines (`Symbols/glyphs.txt`) are files shipped with the
/// fonts, beside the icons' licence, written by `scripts/make-symbols` from `Symbols/symbols.tsv`
/// (docs/render.md, "SF Symbols"). Apple's symbols cannot be shipped; a name outside the table is
/// drawn as a placeholder and warned about.
public enum SymbolGlyphs {
    /// The glyph drawn for an SF Symbol name, nil for a name outside the table. Its outline is
    /// read from its line of the outlines file on each call (a few hundred bytes), so a run
    /// parses only the glyphs it draws.
    public static func glyph(for name: String) -> SymbolGlyph? {
        table[name].flatMap { glyphLines[$0] }.flatMap(SymbolGlyph.init(line:))
    }

    /// Whether an SF Symbol name is in the table (drawn, not a placeholder).
    public static func contains(_ name: String) -> Bool { table[name].map { glyphLines[$0] != nil } ?? false }

    /// The names in the table, sorted.
    public static var names: [String] { table.keys.sorted() }

    /// The folder of the symbol files inside a font folder.
    static let folderName = "Symbols"

    private static let table: [String: String] = {
        var t: [String: String] = [:]
        for line in dataLines(of: shippedText("names.txt")) {
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            if f.count == 2 { t[String(f[0])] = String(f[1]) }
        }
        return t
    }()

    /// Each glyph's line of the outlines file, by glyph name.
    private static let glyphLines: [String: Substring] = {
        var g: [String: Substring] = [:]
        for line in dataLines(of: shippedText("glyphs.txt")) {
            if let space = line.firstIndex(of: " ") { g[String(line[..<space])] = line }
        }
        return g
    }()

    /// A symbol file's lines, `#` comments left out.
    private static func dataLines(of text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }

    /// A symbol file's text from the first of `Typesetter.defaultFontDirectories()` that holds
    /// it (the shipped fonts: the SwiftPM resource bundle or `PREFIX/share/snapshot/Fonts`);
    /// empty when none does, so that every symbol is drawn as a placeholder and warned about.
    private static func shippedText(_ file: String) -> String {
        for directory in Typesetter.defaultFontDirectories() {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(folderName).appendingPathComponent(file).path
            if let data = FileManager.default.contents(atPath: path) { return String(decoding: data, as: UTF8.self) }
        }
        return ""
    }
}
