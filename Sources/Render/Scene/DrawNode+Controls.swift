import Layout
import Raster
import Typesetting

/// A button's image for drawing: a bitmap, an SF Symbol, or a missing image's placeholder.
struct ButtonImageSpec: Sendable {
    var bitmap: Bitmap?
    /// Set when the image is a vector image: drawn anew at the size it is shown at.
    var vector: VectorArt? = nil
    var size: (width: Double, height: Double)
    /// Set for an SF Symbol (drawn as its glyph in `tint`; a rounded placeholder outside the table).
    var symbolName: String?
    var symbolWeight: FontWeight = .regular
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
