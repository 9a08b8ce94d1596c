/// `UIFont.Weight`, from `weight=` of a system font.
public enum IBFontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// `UIFont.TextStyle`, from `style="UICTFontTextStyle..."`.
public enum IBTextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle = "UICTFontTextStyleTitle0"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case subheadline = "UICTFontTextStyleSubhead"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"
}

/// A `<fontDescription key="fontDescription" .../>`.
public enum IBFont: Hashable, Sendable {
    /// `type="system" pointSize= [weight=]` (weight absent = regular).
    case system(pointSize: Double, weight: IBFontWeight)
    /// `type="boldSystem" pointSize=`.
    case boldSystem(pointSize: Double)
    /// `type="italicSystem" pointSize=`.
    case italicSystem(pointSize: Double)
    /// `style="UICTFontTextStyleBody"` (Dynamic Type text style).
    case textStyle(IBTextStyle)
    /// `name="Helvetica-Bold" family="Helvetica" pointSize=` (a custom font).
    case custom(name: String, family: String?, pointSize: Double)

    /// The point size written in the document (nil for text styles, sized by Dynamic Type).
    public var pointSize: Double? {
        switch self {
        case .system(let s, _), .boldSystem(let s), .italicSystem(let s), .custom(_, _, let s): return s
        case .textStyle: return nil
        }
    }
}
