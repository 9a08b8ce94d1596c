import Layout

/// The axes of a golden case beyond its device and orientation: Dynamic Type size, layout
/// direction, appearance and locale, as the suite's matrix or the recipe chose them.
///
/// GoldenTesting does not act on the values (SnapshotKit makes the environment from them);
/// it only names the golden: each value the matrix chose from a list adds a token after the
/// orientation unless it is the axis's default (`iphone-8-portrait-rtl-dark@2x.png`), so
/// adding `"dark"` to a suite never renames the light goldens. A recipe's own fixed value (its
/// `contentSize`) adds none (see SnapshotKit's `GoldenMatrix`).
public struct GoldenConfiguration: Hashable, Sendable {
    /// The Dynamic Type size as written (`"AX3"`, `"extraLarge"`); nil = the default, Large.
    public var contentSize: String?
    /// nil = left to right.
    public var layoutDirection: LayoutDirection?
    /// nil = light.
    public var appearance: Appearance?
    /// The locale as written (`"de"`, `"pt-BR"`, `"double-length"`); nil = the input as written.
    public var locale: String?
    /// The tokens the golden's file name carries after the orientation, in axis order (content
    /// size, direction, appearance, locale): lowercase letters and digits, a locale's parts
    /// joined by `-` (`pt-br`).
    public var nameTokens: [String]

    public init(contentSize: String? = nil, layoutDirection: LayoutDirection? = nil, appearance: Appearance? = nil,
                locale: String? = nil, nameTokens: [String] = []) {
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.appearance = appearance
        self.locale = locale
        self.nameTokens = nameTokens
    }

    /// The default configuration: no token.
    public static let standard = GoldenConfiguration()

    /// Whether `token` is one a configuration may put in a file name: a Dynamic Type size's
    /// short name (`xs` … `xxxl`, `ax1` … `ax5`), `rtl`, `dark`, or a locale's
    /// (`isLocaleToken`).
    public static func isNameToken(_ token: Substring) -> Bool {
        nameTokens.contains(String(token)) || isLocaleToken(token)
    }

    /// The token of a locale: a pseudolanguage's name without its dashes (`doublelength`), else
    /// the locale lowercased with `-` between its parts (`de`, `pt-br`, `zh-hans`, `es-419`).
    public static func localeToken(_ locale: String) -> String {
        let lower = locale.lowercased()
        if pseudolanguageTokens.contains(lower.replacingOccurrences(of: "-", with: "")) { return lower.replacingOccurrences(of: "-", with: "") }
        return lower.replacingOccurrences(of: "_", with: "-")
    }

    /// A part of a locale's token: a pseudolanguage's token, 2 to 4 lowercase letters (a
    /// language, script or region) or 3 digits (a region: `419`).
    public static func isLocaleToken(_ token: Substring) -> Bool {
        if pseudolanguageTokens.contains(String(token)) { return true }
        let letters = token.allSatisfy { ("a"..."z").contains($0) }
        return (letters && (2...4).contains(token.count)) || (token.count == 3 && token.allSatisfy { ("0"..."9").contains($0) })
    }

    /// The tokens of Xcode's pseudolanguages.
    public static let pseudolanguageTokens: Set<String> = ["doublelength", "accented", "bounded", "righttoleft", "righttoleftstrings"]

    /// Every token a golden name may carry besides locales'.
    public static let nameTokens: Set<String> = ["xs", "s", "m", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
                                                 "rtl", "dark"]
}
