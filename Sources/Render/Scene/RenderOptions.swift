import Layout
import Raster

/// How a laid-out tree is painted.
public struct RenderOptions: Sendable, Hashable {
    /// Pixels per point (1, 2 or 3; any positive value works). Nil: the scale the layout was
    /// computed at (`LayoutResult.environment.scale`), which keeps frames on the pixel grid.
    public var scale: Double?
    /// Draws the debug overlay on top: frame outlines, baselines, layout margins, view names
    /// (legend in docs/render.md).
    public var debugOverlay: Bool
    /// Shows whole scroll views: each outermost scroll view grows to its content height (its
    /// content offset is ignored), what lies below it moves down, and the bitmap grows.
    public var fullScrollContent: Bool
    /// Whether the status bar is drawn.
    public var statusBar: StatusBarVisibility
    /// Dark glyphs or light glyphs; nil (the default): as the appearance wants, dark glyphs
    /// on a light screen and light glyphs on a dark one (`UIStatusBarStyle.default`).
    public var statusBarStyle: StatusBarStyle?
    /// What an image view shows for a named image the image source cannot find.
    public var missingImages: MissingImageStyle
    /// The window's colour behind the root view (UIWindow backgrounds are black on device;
    /// `systemBackground` is what a snapshot usually wants: nil, the default, is that colour in
    /// the layout's appearance, white or black). Transparent gives a transparent PNG.
    public var windowBackground: PixelColor?
    /// Draws the notch (iPhone X-class) or the Dynamic Island (status bar of 54 pt) in black
    /// over the top of a portrait screen, like a device frame would show it. Off by default
    /// (Xcode screenshots do not show it).
    public var drawsSensorHousing: Bool
    /// How many threads paint bands of rows in parallel. Nil (the default) uses one per
    /// active processor when the scene resamples large images (256k image pixels or more),
    /// where the painting is heavy enough to gain, and one thread otherwise. The pixels are
    /// the same for every value.
    public var threads: Int?
    /// Frames (root coordinates, points) the debug overlay marks as findings of `snapshot
    /// check` (`render --debug` passes them): a 3-pixel magenta outline. Drawn only with
    /// `debugOverlay`.
    public var findingFrames: [Layout.Rect] = []

    public init(scale: Double? = nil, debugOverlay: Bool = false, fullScrollContent: Bool = false,
                statusBar: StatusBarVisibility = .automatic, statusBarStyle: StatusBarStyle? = nil,
                missingImages: MissingImageStyle = .placeholder, windowBackground: PixelColor? = nil,
                drawsSensorHousing: Bool = false, threads: Int? = nil) {
        self.scale = scale
        self.debugOverlay = debugOverlay
        self.fullScrollContent = fullScrollContent
        self.statusBar = statusBar
        self.statusBarStyle = statusBarStyle
        self.missingImages = missingImages
        self.windowBackground = windowBackground
        self.drawsSensorHousing = drawsSensorHousing
        self.threads = threads
    }
}

/// Whether to draw the status bar.
public enum StatusBarVisibility: String, Sendable, Hashable, CaseIterable {
    /// As the environment says: shown on devices that have one, except iPhones in landscape
    /// (`Environment.isStatusBarVisible`).
    case automatic
    /// Always (on devices whose status bar height is 0, nothing is drawn).
    case visible
    case hidden
}

/// Status bar glyph colour (`UIStatusBarStyle`).
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
    /// Black glyphs (`.darkContent`, the default on a light screen).
    case darkContent
    /// White glyphs.
    case lightContent
}

/// Why a render failed.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bitmap would be empty or larger than Raster allows.
    case invalidSize(width: Double, height: Double, scale: Double)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h, let s):
            return "cannot render a \(w)×\(h)-point root view at scale \(s): the bitmap would be empty or too large"
        }
    }
}
