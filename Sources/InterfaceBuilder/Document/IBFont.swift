import Typesetting

/// `UIFont.Weight`, from `weight=` of a system font.
public enum IBFontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A `<fontDescription key="fontDescription" .../>`.
public enum IBFont: Hashable, Sendable {
    /// `type="system" pointSize= [weight=]` (weight absent = regular).
    case system(pointSize: Double, weight: IBFontWeight)
    /// `type="boldSystem" pointSize=`.
    case boldSystem(pointSize: Double)
    /// `type="italicSystem" pointSize=`.
    case italicSystem(pointSize: Double)
    /// `style="UICTFontTextStyleBody"` (Dynamic Type text style; spellings in
    /// `IBEnum+Spellings.swift`).
    case textStyle(TextStyle)
    /// A text style with a `weight=` and/or `traits=` ("bold", "italic", space-separated) on the
    /// same element (`UIFontDescriptor.withSymbolicTraits`; read when present, not seen in the
    /// corpus).
    case textStyleWithTraits(TextStyle, weight: IBFontWeight?, italic: Bool)
    /// `name="Helvetica-Bold" family="Helvetica" pointSize=` (a custom font).
    case custom(name: String, family: String?, pointSize: Double)

    /// The point size written in the document (nil for text styles, sized by Dynamic Type).
    public var pointSize: Double? {
        switch self {
        case .system(let s, _), .boldSystem(let s), .italicSystem(let s), .custom(_, _, let s): return s
        case .textStyle, .textStyleWithTraits: return nil
        }
    }
}
