/// Horizontal alignment of lines in the text box (`NSTextAlignment`).
public enum TextAlignment: String, CaseIterable, Sendable, Hashable {
    /// `natural` follows the app's layout direction, which the caller states through
    /// `WritingDirection`: right for `.rightToLeft`, left otherwise.
    case left, center, right, natural, justified
}

/// What happens when text does not fit (`NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
         byTruncatingMiddle
}

/// Base writing direction of paragraphs. `natural` takes it from the first strong character
/// (Unicode bidi rules P2-P3), left-to-right when there is none.
public enum WritingDirection: String, CaseIterable, Sendable, Hashable {
    case natural, leftToRight, rightToLeft
}

/// How tall each line is when some of its text falls back to another face (UIKit's
/// `UILetterformAwareSizingRule`).
public enum LineMetrics: String, CaseIterable, Sendable, Hashable {
    /// Every line gets the requested font's ascender, descender and line gap, whatever faces
    /// its glyphs come from; taller glyphs of a fallback face reach beyond the line. UIKit
    /// sizes labels, fields and text views with a fixed-size font this way (`.typographic`).
    case font
    /// A line grows to the tallest face it uses, as CoreText lines do with cascade fonts; UIKit
    /// grows text-style (`preferredFont(forTextStyle:)`) fonts for tall scripts this way.
    case tallestFace
}
