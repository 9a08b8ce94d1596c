import Layout
import Raster

/// The colours the renderer draws where a view leaves them to UIKit's defaults, in one
/// appearance: UIKit's dynamic defaults (`systemBackground` behind everything, the placeholder
/// grey, the text field's fill and line, the switch's off track, ...). Light values are the
/// historical constants of `ControlStyle` and `PlaceholderStyle`; dark values come from
/// Layout's `SystemColor` (docs/render.md, "Dark appearance").
struct DefaultColors: Sendable {
    let appearance: Appearance

    init(_ appearance: Appearance) { self.appearance = appearance }

    private func system(_ c: SystemColor) -> PixelColor { DefaultColors.pixel(c.color(appearance)) }

    private var isLight: Bool { appearance == .light }

    /// The window behind the root view and a text view's own background: `systemBackground`.
    var background: PixelColor { isLight ? .white : system(.systemBackground) }
    /// A rounded-rect text field's fill: white in light, `tertiarySystemBackground` in dark.
    var fieldFill: PixelColor { isLight ? ControlStyle.fieldFill : system(.tertiarySystemBackground) }
    /// A rounded-rect text field's hairline: #CCCCCC in light, `separator` in dark.
    var fieldBorder: PixelColor { isLight ? ControlStyle.fieldBorder : system(.separator) }
    /// `.line` text fields: black in light, `label` (white) in dark.
    var lineBorder: PixelColor { isLight ? ControlStyle.lineBorder : system(.label) }
    /// iOS 13+ placeholder text: `placeholderText`.
    var placeholder: PixelColor { isLight ? ControlStyle.placeholderModern : system(.placeholderText) }
    /// iOS 13+ switch off track: `secondarySystemFill` (0.16 light, 0.32 dark).
    var switchOffTrack: PixelColor { isLight ? ControlStyle.switchOffTrackModern : system(.secondarySystemFill) }
    /// A missing image's placeholder: `systemGray5` fill and a `systemGray2` cross.
    var imagePlaceholderFill: PixelColor { isLight ? PlaceholderStyle.fill : system(.systemGray5) }
    var imagePlaceholderCross: PixelColor { isLight ? PlaceholderStyle.cross : system(.systemGray2) }
    /// The status bar's glyphs: dark content on a light screen, light content on a dark one.
    var statusBarStyle: StatusBarStyle { isLight ? .darkContent : .lightContent }

    static func pixel(_ c: Layout.Color) -> PixelColor {
        PixelColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
