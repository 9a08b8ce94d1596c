import Layout
import Raster
import Typesetting

/// What a navigation bar, tab bar or toolbar draws, with its colours and fonts resolved for
/// the environment (docs/render.md, "Bars").
struct BarSpec: Sendable {
    enum Content: Sendable {
        case navigation(NavigationBarProperties)
        case tab(TabBarProperties)
        case toolbar(ToolbarProperties)
    }
    var content: Content
    /// Items, back button, the selected tab: the view's tint (inherited), else systemBlue.
    var tint: PixelColor
    /// Titles: `label`.
    var titleColor: PixelColor
    /// Tab items that are not selected: `systemGray`.
    var unselected: PixelColor
    /// The prompt: `secondaryLabel`.
    var promptColor: PixelColor
    /// Badges: `systemRed` with white text.
    var badge: PixelColor
    /// The flat bar material and its hairline; nil material = transparent (scroll-edge) bar.
    var material: PixelColor?
    var hairline: PixelColor
    /// The bar's own row height (44, 32 in compact height, 50 on iPad) without the large title
    /// and prompt rows.
    var rowHeight: Double
    var showsLargeTitle: Bool
    /// Tab items with the image beside the title (iPad, compact height).
    var inlineTabItems: Bool
    /// The configuration of the items' SF Symbol images (`BarItemSymbols`).
    var symbols: BarItemSymbols
    /// The leading and trailing margin of the bar's content (16, 20 on wide screens) plus the
    /// safe area's side inset.
    var margin: Double
    var rightToLeft: Bool
}

/// Fonts of the bars (not scaled by Dynamic Type).
enum BarFonts {
    static let title = Font.system(size: 17, weight: .semibold)
    static let largeTitle = Font.system(size: 34, weight: .bold)
    static let item = Font.system(size: 17, weight: .regular)
    static let prompt = Font.system(size: 13, weight: .regular)
    static let tabTitle = Font.system(size: 10, weight: .medium)
    static let tabTitleInline = Font.system(size: 13, weight: .medium)
    static let badge = Font.system(size: 13, weight: .regular)
}
