import GoldenTesting
import InterfaceBuilder
import Layout
import Recipe
import Typesetting

/// The axes `snapshot test` renders every subject along, besides devices and orientations:
/// Dynamic Type sizes, layout directions, appearances and locales (the suite file's
/// `contentSizes`, `layoutDirections`, `appearances`, `locales`, or `snapshot test`'s options).
/// Empty lists mean the default alone (Large, left to right, light, as written). A recipe
/// overrides an axis with its own list, or fixes it with its scalar setting (`contentSize`,
/// `layoutDirection`, `appearance`). Locales apply to the subjects that are localized: each
/// its languages, and the pseudolanguages (docs/localization.md).
public struct GoldenMatrix: Hashable, Sendable {
    /// Dynamic Type size names as written (`"L"`, `"AX3"`, `"extraLarge"`).
    public var contentSizes: [String]
    public var layoutDirections: [LayoutDirection]
    public var appearances: [Appearance]
    /// Locales as written (`"de"`, `"pt-BR"`, `"base"`, `"accented"`).
    public var locales: [String] = []

    public init(contentSizes: [String] = [], layoutDirections: [LayoutDirection] = [], appearances: [Appearance] = []) {
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
        self.appearances = appearances
    }

    /// The configurations of one subject: the product of the axes (content size slowest,
    /// appearance fastest). A value that comes from a list (the suite file's, the recipe's or
    /// `snapshot test`'s) names its golden with its token unless it is the default; a recipe's
    /// own fixed value (`contentSize`, `layoutDirection`, `appearance`) names nothing, being
    /// part of what the recipe is. `settings` are the recipe's (nil for a storyboard scene);
    /// `languages` are those the subject has translations for (`localizedLocales`).
    public func configurations(for settings: SnapshotSettings?, languages: [String] = []) -> [GoldenConfiguration] {
        let sizes = axis(settings?.contentSizes, fixed: settings?.contentSize, suite: contentSizes)
        let directions = axis(settings?.layoutDirections, fixed: settings?.layoutDirection, suite: layoutDirections)
        let looks = axis(settings?.appearances, fixed: settings?.appearance, suite: appearances)
        let chosen = localizedLocales(languages)
        let places: [String?] = chosen.isEmpty ? [nil] : chosen
        var out: [GoldenConfiguration] = []
        for size in sizes.values {
            for direction in directions.values {
                for look in looks.values {
                    for locale in places {
                        var tokens: [String] = []
                        if sizes.named, let t = size.flatMap(Self.contentSizeToken) { tokens.append(t) }
                        if directions.named, direction == .rightToLeft { tokens.append("rtl") }
                        if looks.named, look == .dark { tokens.append("dark") }
                        if let t = locale.flatMap(Self.localeToken) { tokens.append(t) }
                        out.append(GoldenConfiguration(contentSize: size, layoutDirection: direction, appearance: look,
                                                       locale: locale, nameTokens: tokens))
                    }
                }
            }
        }
        return out
    }

    /// The suite's locales a subject with translations into `languages` is rendered in: those
    /// it has (a locale whose language it has counts: `de-CH` for `de`), `base`, and the
    /// pseudolanguages when it has any translation. Empty (as written alone) when none applies.
    public func localizedLocales(_ languages: [String]) -> [String] {
        guard !languages.isEmpty else { return [] }
        let have = Set(languages.map(IBStringsSource.normalized))
        return locales.filter { locale in
            locale.lowercased() == IBStringsSource.baseName || Pseudolanguage(rawValue: locale) != nil
                || IBStringsSource.candidates(locale).contains(where: have.contains)
        }
    }

    /// A locale's golden-name token (`de`, `ptbr`, `doublelength`); nil for `base`, the input
    /// as written.
    public static func localeToken(_ locale: String) -> String? {
        locale.lowercased() == IBStringsSource.baseName ? nil : GoldenConfiguration.localeToken(locale)
    }

    /// One axis's values, and whether they name goldens: the recipe's fixed value (unnamed),
    /// else its list, else the suite's (named), else the default (nil).
    private func axis<Value>(_ recipeList: [Value]?, fixed: Value?, suite: [Value]) -> (values: [Value?], named: Bool) {
        if let fixed { return ([fixed], false) }
        if let list = recipeList, !list.isEmpty { return (list, true) }
        return suite.isEmpty ? ([nil], false) : (suite, true)
    }

    /// A Dynamic Type size's token (`xs` … `xxxl`, `ax1` … `ax5`), nil for Large (the default)
    /// or a name that is not a size.
    public static func contentSizeToken(_ name: String) -> String? {
        guard let category = ContentSizeCategory(name: name), category != .large else { return nil }
        let tokens: [ContentSizeCategory: String] = [
            .extraSmall: "xs", .small: "s", .medium: "m", .extraLarge: "xl", .extraExtraLarge: "xxl",
            .extraExtraExtraLarge: "xxxl", .accessibilityMedium: "ax1", .accessibilityLarge: "ax2",
            .accessibilityExtraLarge: "ax3", .accessibilityExtraExtraLarge: "ax4", .accessibilityExtraExtraExtraLarge: "ax5",
        ]
        return tokens[category]
    }
}
