/// A font request: the shipped system font at a size and weight.
public struct Font: Hashable, Sendable {
    /// Point size (fractional sizes are kept exactly).
    public var size: Double
    /// Weight of the system font.
    public var weight: FontWeight

    /// Creates a system font request.
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

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
