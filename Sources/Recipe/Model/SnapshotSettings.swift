import Layout

/// A recipe's optional `"snapshot"` object: how the golden-image suite renders and compares it.
///
/// Everything is optional; `nil` means "the suite's default" (the devices and orientations of
/// `snapshot test`, left-to-right, the Large text size, exact comparison).
public struct SnapshotSettings: Sendable, Hashable {
    /// Device preset names (`"iphone-8"`) to render this recipe on, replacing the suite's list.
    public var devices: [String]?
    /// Orientations to render (`"portrait"`, `"landscape"`), replacing the suite's list.
    public var orientations: [Layout.Orientation]?
    /// The layout direction of the whole screen (as if the app ran in an RTL language).
    public var layoutDirection: LayoutDirection?
    /// The Dynamic Type size (`"L"`, `"XXL"`, `"AX3"`, or a UIKit name), as written.
    public var contentSize: String?
    /// Dynamic Type sizes to render, replacing the suite's `contentSizes` (one golden each).
    public var contentSizes: [String]?
    /// Layout directions to render, replacing the suite's `layoutDirections`.
    public var layoutDirections: [LayoutDirection]?
    /// Appearances to render (`"light"`, `"dark"`), replacing the suite's `appearances`.
    public var appearances: [Appearance]?
    /// How different a rendering may be from its golden and still pass.
    public var tolerance: SnapshotTolerance?
    /// Light or dark (`"appearance": "dark"`), fixed for this recipe, replacing the suite's
    /// appearances; nil: the suite's (else light). A fixed value does not name the goldens
    /// (`appearances: ["dark"]` does: `iphone-8-portrait-dark@2x.png`).
    public var appearance: Appearance?

    public init(devices: [String]? = nil, orientations: [Layout.Orientation]? = nil,
                layoutDirection: LayoutDirection? = nil, contentSize: String? = nil,
                tolerance: SnapshotTolerance? = nil) {
        self.devices = devices
        self.orientations = orientations
        self.layoutDirection = layoutDirection
        self.contentSize = contentSize
        self.tolerance = tolerance
    }
}

/// `snapshot.tolerance`: an opt-in allowance for the golden comparison (GoldenTesting's
/// `Tolerance`; the default, with every field at zero/false, is an exact comparison).
public struct SnapshotTolerance: Sendable, Hashable {
    /// Per-pixel YIQ colour distance allowed, 0...1 (pixelmatch's `threshold`).
    public var colorThreshold: Double
    /// Ignore differing pixels that look like anti-aliasing.
    public var ignoreAntialiasing: Bool
    /// Differing pixels allowed, as a count.
    public var maxDifferingPixels: Int
    /// Differing pixels allowed, as a fraction 0...1 of all pixels.
    public var maxDifferingRatio: Double

    public init(colorThreshold: Double = 0, ignoreAntialiasing: Bool = false, maxDifferingPixels: Int = 0,
                maxDifferingRatio: Double = 0) {
        self.colorThreshold = colorThreshold
        self.ignoreAntialiasing = ignoreAntialiasing
        self.maxDifferingPixels = maxDifferingPixels
        self.maxDifferingRatio = maxDifferingRatio
    }
}

extension RecipeDocument {
    /// The keys of the `snapshot` object.
    static let snapshotKeys = ["devices", "orientations", "layoutDirection", "contentSize", "appearance",
                               "contentSizes", "layoutDirections", "appearances", "tolerance", "comment"]
    /// The appearances `snapshot.appearance` / `snapshot.appearances` accept.
    public static let appearanceNames = ["light", "dark"]
    /// The keys of `snapshot.tolerance`.
    static let toleranceKeys = ["colorThreshold", "ignoreAntialiasing", "maxDifferingPixels", "maxDifferingRatio", "comment"]
    /// Dynamic Type sizes accepted in `snapshot.contentSize` (short forms and UIKit's names).
    static let contentSizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
                               "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                               "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                               "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                               "accessibilityExtraExtraExtraLarge"]
}
