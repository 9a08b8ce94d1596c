/// A font family that ships with iOS, and the open font in `Fonts/Families` that draws it when
/// the font folders do not hold the family itself (docs/text.md, "iOS font families").
///
/// A metric-compatible stand-in has the iOS font's advance widths, so text wraps and truncates
/// where iOS's does; the others are the nearest open style, and a render that uses one says so.
public struct IOSFontFamily: Sendable, Hashable {
    /// The family name iOS gives (`UIFont.familyName`: "Helvetica Neue").
    public let name: String
    /// What the family's PostScript names start with, before the style ("HelveticaNeue" of
    /// "HelveticaNeue-Bold"; "ArialMT" and "Arial" of "ArialMT" and "Arial-BoldMT").
    let postScriptBases: [String]
    /// The family name of the open font that stands in for it.
    public let standIn: String
    /// The stand-in has the iOS font's advance widths.
    public let isMetricCompatible: Bool
    /// The iOS font's ascender, descender and line gap in ems where the stand-in's differ (the
    /// line box `UIFont.lineHeight` reports); nil keeps the stand-in's own.
    let lineBox: LineBox?

    /// The family a font name means: a PostScript name ("HelveticaNeue-Light", "ArialMT") or a
    /// family name ("Helvetica Neue"), in any case; `family` is Interface Builder's second name.
    public static func named(_ name: String, family: String? = nil) -> IOSFontFamily? {
        let base = postScriptBase(of: name)
        if let hit = all.first(where: { f in f.postScriptBases.contains { $0.lowercased() == base } }) { return hit }
        let wanted = [name, family].compactMap { $0?.lowercased() }
        return all.first { wanted.contains($0.name.lowercased()) }
    }

    /// The weight and slant a PostScript name's style part says ("-LightItalic": light,
    /// italic), nil when the name has no style part (a family name, "ArialMT", "Georgia").
    public static func style(ofPostScriptName name: String) -> (weight: FontWeight, italic: Bool)? {
        guard let dash = name.firstIndex(of: "-") else { return nil }
        let style = name[name.index(after: dash)...].lowercased()
        guard !style.isEmpty else { return nil }
        let italic = style.contains("italic") || style.contains("oblique")
        let weight = styleWords.first { style.contains($0.word) }?.weight ?? .regular
        return (weight, italic)
    }

    /// Style words in the order they are tried (the longer word before the shorter one it holds).
    private static let styleWords: [(word: String, weight: FontWeight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
        ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
        ("heavy", .heavy), ("extrablack", .black), ("black", .black), ("bold", .bold), ("wide", .bold),
        ("medium", .medium),
    ]

    private static func postScriptBase(of name: String) -> String {
        String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name)).lowercased()
    }
}

/// A line box in ems: `UIFont.ascender`, `-descender` and `leading` over the point size.
struct LineBox: Sendable, Hashable {
    var ascender: Double
    var descender: Double
    var lineGap: Double
}

extension IOSFontFamily {
    private init(_ name: String, _ bases: [String], _ standIn: String, compatible: Bool, lines: LineBox? = nil) {
        self.name = name
        postScriptBases = bases
        self.standIn = standIn
        isMetricCompatible = compatible
        lineBox = lines
    }

    private static let heros = "TeX Gyre Heros", schola = "TeX Gyre Schola", adventor = "TeX Gyre Adventor"
    private static let comic = "Comic Neue", chorus = "TeX Gyre Chorus", didot = "GFS Didot"

    /// Every iOS family with a stand-in. Line boxes: Helvetica's and Helvetica Neue's measured
    /// from the label heights Interface Builder stored in the ib-corpus (Helvetica 36 pt: 41.5;
    /// Helvetica Neue 14, 16, 24 pt: 17, 19.33, 28.67), Arial's and Courier New's those of their
    /// metric-compatible Liberation fonts (1854/434/67 and 1705/615/0 per 2048).
    public static let all: [IOSFontFamily] = [
        IOSFontFamily("Helvetica", ["Helvetica"], heros, compatible: true,
                      lines: LineBox(ascender: 0.77, descender: 0.23, lineGap: 0.15)),
        IOSFontFamily("Helvetica Neue", ["HelveticaNeue"], heros, compatible: false,
                      lines: LineBox(ascender: 0.952, descender: 0.213, lineGap: 0.028)),
        IOSFontFamily("Arial", ["ArialMT", "Arial"], heros, compatible: true,
                      lines: LineBox(ascender: 1854.0 / 2048, descender: 434.0 / 2048, lineGap: 67.0 / 2048)),
        IOSFontFamily("Times New Roman", ["TimesNewRomanPSMT", "TimesNewRomanPS"], "Liberation Serif", compatible: true),
        IOSFontFamily("Courier", ["Courier"], "TeX Gyre Cursor", compatible: true),
        IOSFontFamily("Courier New", ["CourierNewPSMT", "CourierNewPS"], "TeX Gyre Cursor", compatible: true,
                      lines: LineBox(ascender: 1705.0 / 2048, descender: 615.0 / 2048, lineGap: 0)),
        IOSFontFamily("Menlo", ["Menlo"], "DejaVu Sans Mono", compatible: true),
        IOSFontFamily("Palatino", ["Palatino"], "TeX Gyre Pagella", compatible: true),
        IOSFontFamily("Georgia", ["Georgia"], schola, compatible: false),
        IOSFontFamily("Baskerville", ["Baskerville"], schola, compatible: false),
        IOSFontFamily("Hoefler Text", ["HoeflerText"], schola, compatible: false),
        IOSFontFamily("Cochin", ["Cochin"], schola, compatible: false),
        IOSFontFamily("Charter", ["Charter"], schola, compatible: false),
        IOSFontFamily("Avenir", ["Avenir"], adventor, compatible: false),
        IOSFontFamily("Avenir Next", ["AvenirNext"], adventor, compatible: false),
        IOSFontFamily("Avenir Next Condensed", ["AvenirNextCondensed"], adventor, compatible: false),
        IOSFontFamily("Futura", ["Futura"], adventor, compatible: false),
        IOSFontFamily("Gill Sans", ["GillSans"], "Cabin", compatible: false),
        IOSFontFamily("Optima", ["Optima"], "Linux Biolinum O", compatible: false),
        IOSFontFamily("Verdana", ["Verdana"], "DejaVu Sans", compatible: false),
        IOSFontFamily("Trebuchet MS", ["TrebuchetMS", "Trebuchet"], "DejaVu Sans", compatible: false),
        IOSFontFamily("Didot", ["Didot"], didot, compatible: false),
        IOSFontFamily("Bodoni 72", ["BodoniSvtyTwoITCTT", "BodoniSvtyTwoOSITCTT"], didot, compatible: false),
        IOSFontFamily("Noteworthy", ["Noteworthy"], comic, compatible: false),
        IOSFontFamily("Chalkboard SE", ["ChalkboardSE"], comic, compatible: false),
        IOSFontFamily("Marker Felt", ["MarkerFelt"], comic, compatible: false),
        IOSFontFamily("Snell Roundhand", ["SnellRoundhand"], chorus, compatible: false),
        IOSFontFamily("Zapfino", ["Zapfino"], chorus, compatible: false),
        IOSFontFamily("Savoye LET", ["SavoyeLetPlain"], chorus, compatible: false),
        IOSFontFamily("Bradley Hand", ["BradleyHandITCTT"], chorus, compatible: false),
    ]
}
