import InterfaceBuilder
import Layout
import Recipe
import Typesetting

/// The screen a snapshot is laid out on, as a user chose it (the `snapshot` command's
/// `--device`, `--orientation`, ... options, a golden case's screen (`GoldenCase.screen`), a
/// strategy's device and orientation), as typed values. Unset values fall back to the recipe's
/// own `snapshot` settings, then to the defaults. `environment(recipeSettings:)` is the one
/// place a `Layout.Environment` is made from a choice.
public struct ScreenChoice: Sendable {
    /// A preset name (`iphone-8`), a custom screen `WxH@S`, or (Interface Builder files)
    /// `interface-builder`: the document's canvas.
    public var device: String
    public var orientation: Layout.Orientation
    /// Pixels per point (1...4); nil: the device's.
    public var scale: Double?
    /// The iOS version whose behaviour to imitate (`17`, `10.3`).
    public var iosVersion: String
    /// A Dynamic Type size name; nil: the recipe's `snapshot.contentSize`, else L.
    public var contentSize: String?
    /// nil: the recipe's `snapshot.layoutDirection`, else left to right.
    public var layoutDirection: LayoutDirection?
    /// nil: the device's own.
    public var statusBar: Bool?
    /// Light or dark; nil: the recipe's `snapshot.appearance`, else light.
    public var appearance: Layout.Appearance?
    /// The language the input is shown in (`--locale`: `de`, `ar`, `pt-BR`, `base`, or a
    /// pseudolanguage such as `double-length`); nil: as written. It decides the layout
    /// direction unless `layoutDirection` is set (docs/localization.md).
    public var locale: String?
    /// `--strings`: where the translations are when not beside the document (a folder of
    /// `LANG.lproj` folders, a `.strings` file or a `.xcstrings` catalog).
    public var stringsPath: String?
    /// The most pixels the screen may have (`--limit image-pixels`): a larger one is refused
    /// when the environment is made, before anything is laid out or drawn.
    public var pixelLimit: Int = RecipeLimits.standard.imagePixels
    /// Tables lay out every row, not only the visible ones (`render --full-content`).
    public var allTableRows = false
    /// `render --full-content`: every item of a collection view is laid out, not only those in view.
    public var fullContent = false

    public init(device: String = "iphone-8", orientation: Layout.Orientation = .portrait, scale: Double? = nil,
                iosVersion: String = "17", contentSize: String? = nil, layoutDirection: LayoutDirection? = nil,
                statusBar: Bool? = nil) {
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.iosVersion = iosVersion
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.statusBar = statusBar
    }

    /// The Layout environment of this choice. A recipe's own `snapshot` settings (layout
    /// direction, Dynamic Type size) fill in what the choice leaves out.
    public func environment(recipeSettings settings: SnapshotSettings? = nil) throws(SnapshotError) -> Layout.Environment {
        let device: Device
        switch DeviceChoice.parse(self.device) {
        case .success(let d): device = d
        case .failure(let e): throw e
        }
        guard let os = Self.parseVersion(iosVersion) else {
            throw SnapshotError(.invalidInput, "--ios \"\(iosVersion)\": expected a version such as 17 or 10.3 (7...30)")
        }
        let sizeName = contentSize ?? settings?.contentSize ?? "L"
        guard let category = ContentSizeCategory(name: sizeName) else {
            let source = contentSize == nil ? "the recipe's snapshot.contentSize" : "--content-size"
            throw SnapshotError(.invalidInput, "\(source) \"\(sizeName)\": expected XS, S, M, L, XL, XXL, XXXL, AX1 ... AX5")
        }
        if let scale, !(scale.isFinite && scale >= 1 && scale <= 4) {
            throw SnapshotError(.invalidInput, "--scale \(scale): expected a number from 1 to 4")
        }
        var environment = Layout.Environment(device: device.asOf(os), orientation: orientation, osVersion: os,
                                             layoutDirection: layoutDirection ?? localeDirection ?? settings?.layoutDirection ?? .leftToRight,
                                             contentSizeCategory: category, statusBarHidden: statusBar.map { !$0 },
                                             scaleOverride: scale)
        environment.appearance = appearance ?? settings?.appearance ?? .light
        environment.laysOutAllTableRows = allTableRows
        environment.laysOutEveryCollectionItem = fullContent
        try checkPixels(environment)
        return environment
    }

    /// The direction of the chosen locale's language (nil for none or `base`).
    var localeDirection: LayoutDirection? {
        guard let locale, locale.lowercased() != IBStringsSource.baseName else { return nil }
        return LocaleDirection.of(locale)
    }

    /// Refuses a screen of more than `pixelLimit` pixels (exit 1, not a late drawing failure).
    func checkPixels(_ environment: Layout.Environment, isLeast: Bool = false) throws(SnapshotError) {
        let size = environment.rootSize
        let width = (size.width * environment.scale).rounded(.up), height = (size.height * environment.scale).rounded(.up)
        let pixels = width * height
        guard pixels > Double(pixelLimit) else { return }
        let what = isLeast ? "the screen grown to its tables' rows would be at least" : "the screen is"
        throw SnapshotError(.invalidInput, "error: \(what) \(Int(width))x\(Int(height)) pixels (\(formatCount(pixels)) pixels), more than the limit of \(pixelLimit) \(RecipeLimits.hint("image-pixels"))")
    }

    /// `--full-content`: refuses, before any row is laid out, a screen that would grow past the
    /// pixel limit to show the rows its tables are known to hold (the sum of their fixed row
    /// heights, `ViewTree.leastTableContentHeight`), so 100,000 rows cost no layout of each.
    func checkFullContentPixels(_ tree: ViewTree, _ environment: Layout.Environment) throws(SnapshotError) {
        guard fullContent else { return }
        let least = tree.leastTableContentHeight
        guard least > environment.rootSize.height else { return }
        var grown = environment
        grown.extraRootHeight += least - environment.rootSize.height
        try checkPixels(grown, isLeast: true)
    }

    private func formatCount(_ value: Double) -> String {
        value < 1e18 ? String(Int(value)) : String(value)
    }

    /// The environment of an Interface Builder scene: the document's canvas for
    /// `interface-builder`, else `environment()`.
    public func environment(for scene: IBScene, in document: IBDocument) throws(SnapshotError) -> Layout.Environment {
        guard device == Device.interfaceBuilderName else {
            // A xib's top-level collection view cell renders as that cell, at its stored size.
            if let size = IBLayoutBuilder.cellCanvasSize(of: scene) { return CellLayout.environment(size: size, screen: try environment()) }
            var screen = try environment()
            // A xib's top-level table view cell is a cell, not a screen: no status bar over it.
            if statusBar == nil, case .tableViewCell? = scene.rootView?.kind { screen.statusBarHidden = true }
            return screen
        }
        // Validate the other values through the usual path on a stand-in device.
        var other = self
        other.device = "iphone-8"
        let env = try other.environment()
        // `landscape` turns a portrait canvas; the default (portrait) keeps the document's own
        // canvas, which may be a landscape one.
        var canvas = IBLayoutBuilder.canvasEnvironment(for: scene, in: document, scale: scale,
                                                       contentSizeCategory: env.contentSizeCategory,
                                                       layoutDirection: env.layoutDirection,
                                                       orientation: env.orientation == .landscape ? .landscape : nil,
                                                       statusBarHidden: env.statusBarHidden)
        canvas.appearance = env.appearance
        // The canvas lays out every row already (Interface Builder stores a frame for each).
        canvas.laysOutAllTableRows = canvas.laysOutAllTableRows || allTableRows
        canvas.laysOutEveryCollectionItem = fullContent
        try checkPixels(canvas)
        return canvas
    }

    /// `17`, `10.3`, `9.3.5` (major 7...30).
    public static func parseVersion(_ text: String) -> OSVersion? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), (7...30).contains(major) else { return nil }
        var minor = 0
        if parts.count >= 2 {
            guard let m = Int(parts[1]), m >= 0, m < 100 else { return nil }
            minor = m
        }
        if parts.count == 3 { guard let p = Int(parts[2]), p >= 0 else { return nil } }
        return OSVersion(major, minor)
    }
}

extension ScreenChoice {
    /// This choice with `appearance` set (nil keeps the recipe's, else light).
    public func with(appearance: Layout.Appearance?) -> ScreenChoice {
        var c = self
        c.appearance = appearance
        return c
    }
}
