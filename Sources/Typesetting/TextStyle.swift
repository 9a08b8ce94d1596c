/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
         caption1, caption2

    /// The weight UIKit gives the style (headline is the only semibold one).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Point size at a content-size category, from Apple's Human Interface Guidelines,
    /// Typography, "iOS, iPadOS Dynamic Type sizes" (the xSmall ... AX5 tables).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        // Columns: largeTitle, title1, title2, title3, headline, body, callout, subheadline,
        //          footnote, caption1, caption2.
        let row: [Double]
        switch category {
        case .extraSmall: row = [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]
        case .small: row = [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]
        case .medium: row = [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]
        case .large: row = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        case .extraLarge: row = [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]
        case .extraExtraLarge: row = [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]
        case .extraExtraExtraLarge: row = [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]
        case .accessibilityMedium: row = [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]
        case .accessibilityLarge: row = [48, 43, 39, 37, 33, 33, 32, 30, 28, 26, 24]
        case .accessibilityExtraLarge: row = [52, 48, 44, 43, 40, 40, 38, 36, 34, 32, 29]
        case .accessibilityExtraExtraLarge: row = [56, 53, 50, 49, 47, 47, 44, 42, 40, 38, 34]
        case .accessibilityExtraExtraExtraLarge: row = [60, 58, 56, 55, 53, 53, 51, 49, 46, 43, 41]
        }
        let column = TextStyle.allCases.firstIndex(of: self) ?? 0
        return row[column]
    }

    /// Parses UIKit spellings: "body", "UIFontTextStyleBody", "UICTFontTextStyleBody", "title1".
    public init?(name: String) {
        var key = name
        for prefix in ["UICTFontTextStyle", "UIFontTextStyle", "."] where key.hasPrefix(prefix) {
            key = String(key.dropFirst(prefix.count))
        }
        let lowered = key.lowercased()
        switch lowered {
        case "title0", "largetitle": self = .largeTitle
        case "title1", "title": self = .title1
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline", "emphasizedbody": self = .headline
        case "body": self = .body
        case "callout": self = .callout
        case "subheadline", "subhead": self = .subheadline
        case "footnote": self = .footnote
        case "caption1", "caption": self = .caption1
        case "caption2": self = .caption2
        default: return nil
        }
    }
}
