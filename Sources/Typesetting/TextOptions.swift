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
