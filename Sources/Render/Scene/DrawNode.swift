import Layout
import Raster
import Typesetting

/// A rectangle in points (y down), Render's own copy so the painting code needs no geometry
/// from the layout model (it shares only Layout's vocabulary enums: `ContentMode`,
/// `TextBorderStyle`).
struct PointRect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func insetBy(top: Double, left: Double, bottom: Double, right: Double) -> PointRect {
        PointRect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    func offsetBy(dx: Double, dy: Double) -> PointRect { PointRect(x: x + dx, y: y + dy, width: width, height: height) }
}

/// Insets in points on the physical sides.
struct PointInsets: Hashable, Sendable {
    var top: Double = 0
    var left: Double = 0
    var bottom: Double = 0
    var right: Double = 0
    static let zero = PointInsets()
}

/// What one view draws, resolved from the layout model: frames are absolute (root
/// coordinates, points), colours are final (defaults and tint inheritance applied), text
/// parameters are the ones the layout pass measured with.
struct DrawNode: Sendable {
    /// The view's name (debug overlay).
    var name: String
    /// Absolute frame in points (scroll offsets of enclosing scroll views applied).
    var frame: PointRect
    var isHidden = false
    var alpha = 1.0
    var backgroundColor: PixelColor?
    var cornerRadius = 0.0
    var borderWidth = 0.0
    var borderColor: PixelColor = .black
    var clipsToBounds = false
    /// The layer's shadow (nil: none).
    var shadow: ShadowSpec?
    var kind: DrawKind = .plain
    /// The lines a label, classic button, text field or text view draws, as Layout laid them
    /// out for its frame (`LaidOutView.textLayout`).
    var textLayout: TextLayout?
    var subviews: [DrawNode] = []
    /// Debug overlay data: layout margins (physical sides) and baselines (absolute y, points).
    var layoutMargins: PointInsets = .zero
    var baselines: (first: Double, last: Double)?
    /// Whether the constraints leave the frame ambiguous (outlined differently).
    var isAmbiguous = false
}

/// Text to lay out and draw, with the parameters of the layout pass.
struct TextSpec: Sendable {
    var text: String
    var font: Font
    var color: PixelColor
    var numberOfLines: Int = 1
    var lineBreakMode: LineBreakMode = .byTruncatingTail
    var alignment: TextAlignment = .natural
    var direction: WritingDirection = .leftToRight
    /// Line boxes when text falls back to a taller face (as the layout pass measured it).
    var lineMetrics: LineMetrics = .tallestFace
}

struct TextFieldSpec: Sendable {
    var border: TextBorderStyle
    /// The text, or the placeholder (then `isPlaceholder`), with its colour.
    var text: TextSpec
    var isPlaceholder: Bool
    /// The field's background colour for the rounded-rect style (white when nil); for the
    /// other styles the background is the view's plain background.
    var fill: PixelColor?
}

struct ImageSpec: Sendable {
    /// The image, nil when none is set (or it could not be found: see `missingName`).
    var image: Bitmap?
    /// Set when the image is a vector image: drawn anew at the size it is shown at.
    var vector: VectorArt? = nil
    /// Size of the image in points (`UIImage.size`).
    var size: (width: Double, height: Double)?
    var contentMode: ContentMode
    /// The name of an image that could not be loaded (drawn as a placeholder when asked).
    var missingName: String?
    /// For an SF Symbol: its colour (the tint) and its name (drawn as its glyph, else a placeholder).
    var symbolTint: PixelColor? = nil
    var symbolName: String? = nil
    var symbolWeight: FontWeight = .regular
    /// For a template image: the colour its alpha is drawn in (the view's tint).
    var tint: PixelColor? = nil
}

struct SwitchSpec: Sendable {
    var isOn: Bool
    var onTint: PixelColor
    /// iOS 13+ look (filled grey off track) versus iOS 7–12 (white track, grey outline).
    var modern: Bool
    /// Right-to-left layouts mirror the switch (the knob sits left when on).
    var mirrored = false
    /// The track's size: 51×31, 63×28 from iOS 26 (`SwitchProperties.frameSize(os:)`).
    var size = Size(width: 51, height: 31)
}
