import Typesetting

/// A font the two plain cases of `FontDescriptor` cannot say: a font by name from the font
/// folders (`UIFont(name:size:)`), a system font or text style with traits (italic, another
/// weight), and a custom font that follows Dynamic Type (`UIFontMetrics.scaledFont(for:)`).
public struct CustomFont: Hashable, Sendable {
    /// A PostScript or family name (nil: the system font).
    public var name: String?
    /// A second name to try when `name` is not found (Interface Builder writes `family=`).
    public var family: String?
    /// The point size at the default content-size category (Large).
    public var size: Double
    /// The weight: the system font's, a family member's when `name` is a family, and the
    /// system font's that draws a missing font.
    public var weight: FontWeight
    /// Italic: the family's italic face when the folders have one, else a synthetic oblique.
    public var isItalic: Bool
    /// The text style whose Dynamic Type scaling the font follows: the size at a category is
    /// `size` × the style's size there / its size at Large (`UIFontMetrics(forTextStyle:)`).
    /// nil: a fixed size.
    public var textStyle: TextStyle?

    public init(name: String? = nil, family: String? = nil, size: Double, weight: FontWeight = .regular,
                isItalic: Bool = false, textStyle: TextStyle? = nil) {
        self.name = name
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// A text style with traits (`UIFontDescriptor.withSymbolicTraits`): the style's size and
    /// scaling, with another weight and/or italic.
    public static func textStyle(_ style: TextStyle, weight: FontWeight? = nil, italic: Bool = false) -> CustomFont {
        CustomFont(size: style.pointSize(at: .large), weight: weight ?? style.weight, isItalic: italic, textStyle: style)
    }

    /// The point size at a content-size category.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        guard let style = textStyle else { return size }
        return size * style.pointSize(at: category) / style.pointSize(at: .large)
    }

    /// The Typesetting font at a content-size category.
    public func font(category: ContentSizeCategory) -> Font {
        Font(size: pointSize(at: category), weight: weight, name: name, family: family, isItalic: isItalic)
    }

    /// A system font that follows a text style (a style with traits) sizes its lines as the
    /// style does; a named font keeps its own line box (docs/layout.md).
    var isTextStyleFont: Bool { name == nil && textStyle != nil }
}
