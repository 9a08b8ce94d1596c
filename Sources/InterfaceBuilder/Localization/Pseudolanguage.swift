import Layout

/// Xcode's pseudolanguages (the scheme editor's App Language menu), by the names `--locale`
/// takes: they show how a screen takes longer text, accents, clipping and mirroring before any
/// translation exists. Every localizable string of the document is transformed, translated or
/// not, as iOS transforms every string it looks up.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    /// Every string twice, separated by a space (`Sign in Sign in`).
    case doubleLength = "double-length"
    /// Diacritics on every Latin letter, vowels doubled: about a third longer (`Šîîĝñ îîñ`).
    case accented
    /// Every string between visible markers, so a clipped end shows (`[# Sign in #]`).
    case bounded
    /// The layout mirrored (right to left); strings unchanged.
    case rightToLeft = "right-to-left"
    /// The layout mirrored and every string reversed.
    case rightToLeftStrings = "right-to-left-strings"

    /// The layout direction the pseudolanguage imposes, nil for the language's (left to right).
    public var layoutDirection: LayoutDirection? {
        switch self {
        case .rightToLeft, .rightToLeftStrings: return .rightToLeft
        case .doubleLength, .accented, .bounded: return nil
        }
    }

    /// `text` as iOS shows it in this pseudolanguage.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .doubleLength: return text + " " + text
        case .accented: return Self.accented(text)
        case .bounded: return "[# " + text + " #]"
        case .rightToLeft: return text
        case .rightToLeftStrings: return String(text.reversed())
        }
    }

    /// Each Latin letter with a diacritic; each vowel written twice.
    static func accented(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard let accented = accents[scalar] else { out.append(scalar); continue }
            out.append(accented)
            if "aeiouAEIOU".unicodeScalars.contains(scalar) { out.append(accented) }
        }
        return String(out)
    }

    /// One accented form per ASCII letter.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}
