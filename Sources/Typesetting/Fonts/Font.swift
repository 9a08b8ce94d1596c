/// A font request: the shipped system font at a size and weight, or a font by name from the
/// font folders, upright or italic.
public struct Font: Hashable, Sendable {
    /// Point size (fractional sizes are kept exactly).
    public var size: Double
    /// Weight of the system font; for a family name, the member nearest it; for a missing
    /// named font, the weight of the system font that draws it.
    public var weight: FontWeight
    /// A PostScript name ("Futura-Medium") or family name ("Futura") of a font in the font
    /// folders; nil, or a name starting with "." (".AppleSystemUIFont"), is the system font.
    public var name: String?
    /// A family name tried when `name` is not found (Interface Builder writes both).
    public var family: String?
    /// Italic: the family's italic face when there is one, else the upright face slanted by
    /// `Font.obliqueSlant` (a synthetic oblique; the shipped system font has no italic).
    public var isItalic: Bool

    /// Creates a font request (the system font unless `name` is given).
    public init(size: Double, weight: FontWeight = .regular, name: String? = nil, family: String? = nil,
                isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.name = name
        self.family = family
        self.isItalic = isItalic
    }

    /// A font by name (`UIFont(name:size:)`).
    public static func named(_ name: String, size: Double) -> Font { Font(size: size, name: name) }

    /// Names that mean the system font: Apple's private names start with a dot
    /// (".AppleSystemUIFont", ".SFUI-Regular").
    public static func isSystemFontName(_ name: String) -> Bool { name.hasPrefix(".") }

    /// The horizontal shear of a synthetic oblique: tan 14°, the angle WebKit's Cocoa port gives
    /// Core Text for fonts without an italic face.
    public static let obliqueSlant = 0.2493

    /// The system font (`UIFont.systemFont(ofSize:weight:)`).
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The font of a text style at a content-size category
    /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        Font(size: style.pointSize(at: category), weight: style.weight)
    }
}

/// Vertical metrics of a font at a size, in points, from the font's hhea table (ascender,
/// descender, line gap) and OS/2 table (cap height, x-height), the way CoreText reads them.
public struct FontMetrics: Sendable, Hashable {
    /// Distance from the baseline up to the top of the line box.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descender: Double
    /// Extra leading the font asks for between lines.
    public var lineGap: Double
    /// ascender + descender + lineGap (`UIFont.lineHeight`).
    public var lineHeight: Double
    /// Height of capital letters above the baseline.
    public var capHeight: Double
    /// Height of lowercase x above the baseline.
    public var xHeight: Double
}
