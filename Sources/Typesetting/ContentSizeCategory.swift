/// The user's preferred text size (UIKit's `UIContentSizeCategory`), smallest to largest.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five larger accessibility sizes (AX1 ... AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// Parses UIKit names ("UICTContentSizeCategoryXL", "extraLarge",
    /// "accessibilityExtraLarge") and short forms ("xSmall", "S", "M", "L", "XL", "XXL",
    /// "XXXL", "AX1" ... "AX5", "accessibilityXXXL"), case-insensitively.
    public init?(name: String) {
        var key = name.trimmingWhitespace.lowercased()
        for prefix in ["uictcontentsizecategory", "uicontentsizecategory", "."] where key.hasPrefix(prefix) {
            key = String(key.dropFirst(prefix.count))
        }
        if let exact = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = exact
            return
        }
        switch key {
        case "xs", "xsmall": self = .extraSmall
        case "s": self = .small
        case "m": self = .medium
        case "l", "default": self = .large
        case "xl", "xlarge": self = .extraLarge
        case "xxl", "xxlarge": self = .extraExtraLarge
        case "xxxl", "xxxlarge": self = .extraExtraExtraLarge
        case "ax1", "accessibilitym": self = .accessibilityMedium
        case "ax2", "accessibilityl": self = .accessibilityLarge
        case "ax3", "accessibilityxl": self = .accessibilityExtraLarge
        case "ax4", "accessibilityxxl": self = .accessibilityExtraExtraLarge
        case "ax5", "accessibilityxxxl": self = .accessibilityExtraExtraExtraLarge
        default: return nil
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
}
