import GoldenTesting
import Recipe
import Typesetting

/// The axes `snapshot test` renders every subject along, besides devices and orientations:
/// Dynamic Type sizes, layout directions and appearances (the suite file's `contentSizes`,
/// `layoutDirections`, `appearances`). Empty lists mean the default alone (Large, left to
/// right, light). A recipe overrides an axis with its own list, or fixes it with its scalar
/// setting (`contentSize`, `layoutDirection`, `appearance`).
public struct GoldenMatrix: Hashable, Sendable {
    public var contentSizes: [String]
    public var layoutDirections: [String]
    public var appearances: [String]

    public init(contentSizes: [String] = [], layoutDirections: [String] = [], appearances: [String] = []) {
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
        self.appearances = appearances
    }

    /// The spellings each axis accepts.
    public static let layoutDirectionNames = ["leftToRight", "rightToLeft"]
    public static let appearanceNames = ["light", "dark"]

    /// The configurations of one subject: the product of the axes (content size slowest,
    /// appearance fastest), each named by the tokens of the axes that have more than one
    /// value. `settings` are the recipe's (nil for a storyboard scene).
    public func configurations(for settings: SnapshotSettings?) -> [GoldenConfiguration] {
        let sizes = axis(settings?.contentSizes, fixed: settings?.contentSize, suite: contentSizes)
        let directions = axis(settings?.layoutDirections?.map(\.rawValue), fixed: settings?.layoutDirection?.rawValue,
                              suite: layoutDirections)
        let looks = axis(settings?.appearances, fixed: settings?.appearance, suite: appearances)
        var out: [GoldenConfiguration] = []
        for size in sizes {
            for direction in directions {
                for look in looks {
                    var tokens: [String] = []
                    if sizes.count > 1, let t = size.flatMap(Self.contentSizeToken) { tokens.append(t) }
                    if directions.count > 1, direction == "rightToLeft" { tokens.append("rtl") }
                    if looks.count > 1, look == "dark" { tokens.append("dark") }
                    out.append(GoldenConfiguration(contentSize: size, layoutDirection: direction, appearance: look,
                                                   nameTokens: tokens))
                }
            }
        }
        return out
    }

    /// One axis's values: the recipe's fixed value, else its list, else the suite's, else the
    /// default (nil).
    private func axis(_ recipeList: [String]?, fixed: String?, suite: [String]) -> [String?] {
        if let fixed { return [fixed] }
        if let list = recipeList, !list.isEmpty { return list }
        return suite.isEmpty ? [nil] : suite
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
