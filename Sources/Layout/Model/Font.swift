import Typesetting

/// A font as the model names it: a system font of a size and weight, a Dynamic Type text
/// style that is resolved against the environment's content-size category at measuring time,
/// or anything else (a font by name, traits, Dynamic Type scaling of a custom font:
/// `CustomFont`). (Weights other than the four shipped ones map to the nearest, see
/// `FontWeight(name:)`.)
public enum FontDescriptor: Hashable, Sendable {
    case system(size: Double, weight: FontWeight)
    case preferred(TextStyle)
    case custom(CustomFont)

    /// How a label with this font sizes lines that fall back to a taller face (UIKit's default
    /// `UILetterformAwareSizingRule.typographic`): a fixed-size font keeps its own line box,
    /// while a text-style font grows for tall scripts.
    public var labelLineMetrics: LineMetrics {
        switch self {
        case .preferred: return .tallestFace
        case .custom(let c): return c.isTextStyleFont ? .tallestFace : .font
        case .system: return .font
        }
    }

    /// The regular system font of a size.
    public static func system(_ size: Double) -> FontDescriptor { .system(size: size, weight: .regular) }

    /// The Typesetting font for a content-size category.
    public func font(category: ContentSizeCategory) -> Font {
        switch self {
        case .system(let size, let weight): return Font.system(size: size, weight: weight)
        case .preferred(let style): return Font.preferred(style, category: category)
        case .custom(let c): return c.font(category: category)
        }
    }

    /// Point size at the default category (Large).
    public var nominalSize: Double { font(category: .large).size }
}
