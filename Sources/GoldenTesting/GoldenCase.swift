/// One golden test: a recipe rendered on one device in one orientation, compared with one PNG.
///
/// GoldenTesting knows nothing of recipes or layout: a case is a few strings the caller (the
/// `snapshot test` command) fills in and hands back to its renderer.
public struct GoldenCase: Hashable, Sendable {
    /// The recipe's id: its path relative to the recipes folder without `.json`
    /// (`nested-stack-views`, or `forms/login` for `recipes/forms/login.json`).
    public var recipe: String
    /// The recipe file, as the renderer should open it.
    public var recipePath: String
    /// The recipe's title, for reports (`"Nested Stack Views"`).
    public var title: String
    /// Device preset name (`iphone-8`).
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// Pixels per point of the rendering (part of the golden's file name).
    public var scale: Double
    /// How different the rendering may be from the golden.
    public var tolerance: Tolerance

    public init(recipe: String, recipePath: String, title: String, device: String, orientation: String,
                scale: Double, tolerance: Tolerance = .exact) {
        self.recipe = recipe
        self.recipePath = recipePath
        self.title = title
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.tolerance = tolerance
    }

    /// `2x`, `3x`, or `2.5x` for a fractional scale.
    public var scaleSuffix: String { format(scale, digits: 3) + "x" }

    /// The golden's path relative to the goldens folder:
    /// `<recipe>/<device>-<orientation>@<scale>x.png`.
    public var goldenRelativePath: String { "\(name).png" }

    /// `<recipe>/<device>-<orientation>@<scale>x`: how the case is named in output and reports.
    public var name: String { "\(recipe)/\(device)-\(orientation)@\(scaleSuffix)" }
}
