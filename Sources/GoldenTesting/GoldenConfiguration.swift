import Layout

/// The axes of a golden case beyond its device and orientation: Dynamic Type size, layout
/// direction and appearance, as the suite's matrix or the recipe chose them.
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
    /// The tokens the golden's file name carries after the orientation, in axis order (content
    /// size, direction, appearance): lowercase letters and digits only.
    public var nameTokens: [String]

    public init(contentSize: String? = nil, layoutDirection: LayoutDirection? = nil, appearance: Appearance? = nil,
                nameTokens: [String] = []) {
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.appearance = appearance
        self.nameTokens = nameTokens
    }

    /// The default configuration: no token.
    public static let standard = GoldenConfiguration()

    /// Whether `token` is one a configuration may put in a file name: a Dynamic Type size's
    /// short name (`xs` … `xxxl`, `ax1` … `ax5`), `rtl` or `dark`.
    public static func isNameToken(_ token: Substring) -> Bool {
        nameTokens.contains(String(token))
    }

    /// Every token a golden name may carry.
    public static let nameTokens: Set<String> = ["xs", "s", "m", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
                                                 "rtl", "dark"]
}
