/// Which grapheme clusters are emoji, to be drawn with the colour emoji font before the text
/// fonts are tried (as Apple Color Emoji comes first for them on iOS).
enum EmojiClusters {
    /// True for a cluster shown as an emoji: its first scalar has the Emoji_Presentation
    /// property (👍, 🎉), or it asks for emoji presentation (U+FE0F: ❤️), or it is a flag (a
    /// pair of regional indicators), a keycap, a skin-tone or ZWJ sequence of pictographs.
    /// A text-default symbol alone (❤, ☀, #) stays with the text fonts.
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        var sawPictographic = isPictograph(first)
        for s in scalars.dropFirst() {
            switch s.value {
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF: return true
            case 0x1F1E6...0x1F1FF where first.value >= 0x1F1E6 && first.value <= 0x1F1FF: return true
            case 0x200D where sawPictographic: return true
            default: sawPictographic = sawPictographic || isPictograph(s)
            }
        }
        return false
    }

    /// An emoji that is not an ASCII keycap base (the Emoji property is true for # * 0-9).
    private static func isPictograph(_ s: Unicode.Scalar) -> Bool { s.value > 0x7F && s.properties.isEmoji }
}
