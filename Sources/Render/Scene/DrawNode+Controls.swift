import Layout
import Raster
import Typesetting

/// A UISearchBar resolved for drawing (colours final).
struct SearchBarSpec: Sendable {
    /// The bar's background (nil for the minimal style).
    var barFill: PixelColor?
    var fieldFill: PixelColor
    /// The text, or the placeholder in its colour.
    var text: TextSpec
    var prompt: TextSpec?
    /// The magnifying glass's colour.
    var glyph: PixelColor
    var rightToLeft: Bool
}

/// A UIDatePicker resolved for drawing.
struct DatePickerSpec: Sendable {
    var style: DatePickerStyle
    /// The capsules' texts (compact) or the one line shown in the wheels' selection band.
    var texts: [TextSpec]
    var fill: PixelColor
    /// The wheels' and inline placeholder's frame and band colours.
    var frameColor: PixelColor
    var bandFill: PixelColor
    var rightToLeft: Bool
}

/// A button's image for drawing: a bitmap, an SF Symbol's placeholder, or a missing image's.
struct ButtonImageSpec: Sendable {
    var bitmap: Bitmap?
    var size: (width: Double, height: Double)
    /// Set for an SF Symbol (drawn as a rounded placeholder in `tint`).
    var symbolName: String?
    /// Set for a named image that was not found (drawn as the crossed placeholder).
    var missingName: String?
    /// The symbol placeholder's colour, and a template image's (system buttons tint theirs).
    var tint: PixelColor
    var isTemplate = false
    /// Below 1 for a disabled button's image (`adjustsImageWhenDisabled`).
    var opacity: Double = 1
}

/// A button drawn with its image, configuration or state (classic title-only buttons use
/// `DrawKind.button`).
struct ButtonSpec: Sendable {
    var title: TextSpec
    var image: ButtonImageSpec?
    /// The content rect's insets (contentEdgeInsets, or the configuration's contentInsets on
    /// the physical sides).
    var contentInsets: PointInsets
    /// Classic `imageEdgeInsets` / `titleEdgeInsets` (zero for configurations).
    var imageInsets: PointInsets = .zero
    var titleInsets: PointInsets = .zero
    /// Where the content sits horizontally, resolved to physical sides: left, center, right or fill.
    var horizontal: ControlContentHorizontalAlignment = .center
    var vertical: ControlContentVerticalAlignment = .center
    /// Where the image sits relative to the title (physical for leading / trailing).
    var imageOnRight = false
    var imageStacked: ButtonImagePlacement?
    var imagePadding = 0.0
    /// Background shape (configuration styles, a selected system button).
    var background: PixelColor?
    var cornerRadius = 0.0
}
