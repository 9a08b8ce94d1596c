import Layout

/// Storyboard or xib.
public enum IBDocumentKind: String, Hashable, Sendable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    case storyboard
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    case xib
}

/// `<device id="retina4_7" orientation="portrait">`: the device Interface Builder's canvas
/// shows the document as (Xcode 8+ "View as"), by Xcode's id; not one of Layout's `Device`
/// presets (the canvas insets and cell widths of `IBCanvasInsets` and the table builder read it).
public struct IBCanvasDevice: Hashable, Sendable {
    public var id: String
    /// `portrait` (absent) or `landscape`.
    public var orientation: String
    /// `<adaptation id=>` (e.g. `fullscreen`).
    public var adaptation: String?
    public init(id: String, orientation: String = "portrait", adaptation: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.adaptation = adaptation
    }
}

/// Simulated metrics (canvas hints): `simulatedMetricsContainer` at document level or the
/// `simulated...Metrics` elements of a view controller or top-level view.
public struct IBSimulatedMetrics: Hashable, Sendable {
    /// `<simulatedScreenMetrics type=>` (`retina4`, `retina47`, `retina55`; nil when the element
    /// is absent or has no type).
    public var screenType: String?
    /// True when a `freeformSimulatedSizeMetrics` was chosen.
    public var isFreeform: Bool = false
    /// `<size key="freeformSize">` of a view controller.
    public var freeformSize: Size?
    /// `<simulatedOrientationMetrics orientation=>`.
    public var orientation: String?
    /// `<simulatedStatusBarMetrics statusBarStyle=>`; "none" when the status bar is hidden.
    public var statusBar: String?
    /// `simulatedTopBarMetrics` element (e.g. `simulatedNavigationBarMetrics`), by tag.
    public var topBar: String?
    /// `simulatedBottomBarMetrics` element (e.g. `simulatedTabBarMetrics`), by tag.
    public var bottomBar: String?
    /// The simulated top bar is opaque (`translucent="NO"`).
    public var isTopBarOpaque: Bool = false
    /// The simulated bottom bar is opaque (`translucent="NO"`).
    public var isBottomBarOpaque: Bool = false
    public init() {}

    /// True when nothing was written.
    public var isEmpty: Bool { self == IBSimulatedMetrics() }
}

/// An image of `<resources>`: `<image name= width= height=>` (its size in points).
public struct IBImageResource: Hashable, Sendable {
    public var name: String
    public var size: Size
    /// `catalog="system"` for SF Symbols.
    public var catalog: String?
    public init(name: String, size: Size, catalog: String? = nil) {
        self.name = name
        self.size = size
        self.catalog = catalog
    }
}

/// A colour value declared in `<resources>` (`<systemColor name=>` or `<namedColor name=>`).
public struct IBColorResource: Hashable, Sendable {
    public var name: String
    public var color: IBColor
    public init(name: String, color: IBColor) { self.name = name; self.color = color }
}

/// The document's `<resources>`, in document order.
public struct IBResources: Hashable, Sendable {
    public var images: [IBImageResource] = []
    public var systemColors: [IBColorResource] = []
    public var namedColors: [IBColorResource] = []
    public init() {}

    /// Image sizes by name (the first declaration wins when a name repeats).
    public var imageSizes: [String: Size] {
        var sizes: [String: Size] = [:]
        for image in images where sizes[image.name] == nil { sizes[image.name] = image.size }
        return sizes
    }

    /// The size of an image resource, if the document declares it.
    public func imageSize(named name: String) -> Size? {
        images.first { $0.name == name }?.size
    }
}

/// A parsed `.storyboard` or `.xib`.
public struct IBDocument: Hashable, Sendable {
    /// The path the document was loaded from (used in error messages).
    public var path: String
    public var kind: IBDocumentKind
    /// `toolsVersion=` (Xcode's build number of the Interface Builder tools, e.g. `8191`).
    public var toolsVersion: String?
    /// `systemVersion=` (the macOS build that saved it).
    public var systemVersion: String?
    /// `<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version=>`: the
    /// version of the iOS plug-in that saved the document (Xcode's own when `toolsVersion` is a
    /// development placeholder such as `32700.99.1234`).
    public var cocoaTouchPluginVersion: String?
    /// `targetRuntime=` (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, ...).
    public var targetRuntime: String?
    /// `useAutolayout="YES"`.
    public var usesAutoLayout: Bool
    /// `useTraitCollections="YES"` (size classes enabled).
    public var usesTraitCollections: Bool
    /// `useSafeAreas="YES"` (Xcode 9+ safe-area layout guides instead of top/bottom guides).
    public var usesSafeAreas: Bool
    /// `initialViewController=`.
    public var initialViewControllerID: String?
    /// `<device>` (Xcode 8+).
    public var device: IBCanvasDevice?
    /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">` (Xcode 5-7).
    public var defaultSimulatedMetrics: IBSimulatedMetrics
    /// Storyboard scenes; for a xib, one scene per top-level view or view controller.
    public var scenes: [IBScene]
    public var resources: IBResources
    /// Values read but not understood (replaced by defaults).
    public var warnings: [IBWarning]

    public init(path: String, kind: IBDocumentKind, toolsVersion: String? = nil, systemVersion: String? = nil,
                targetRuntime: String? = nil, usesAutoLayout: Bool = true, usesTraitCollections: Bool = false,
                usesSafeAreas: Bool = false, initialViewControllerID: String? = nil, device: IBCanvasDevice? = nil,
                defaultSimulatedMetrics: IBSimulatedMetrics = IBSimulatedMetrics(), scenes: [IBScene] = [],
                resources: IBResources = IBResources(), warnings: [IBWarning] = []) {
        self.path = path
        self.kind = kind
        self.toolsVersion = toolsVersion
        self.systemVersion = systemVersion
        self.targetRuntime = targetRuntime
        self.usesAutoLayout = usesAutoLayout
        self.usesTraitCollections = usesTraitCollections
        self.usesSafeAreas = usesSafeAreas
        self.initialViewControllerID = initialViewControllerID
        self.device = device
        self.defaultSimulatedMetrics = defaultSimulatedMetrics
        self.scenes = scenes
        self.resources = resources
        self.warnings = warnings
    }

    /// Loads and parses a `.storyboard` or `.xib` file.
    public static func load(contentsOf path: String) throws(IBError) -> IBDocument {
        try IBDocumentReader.load(path: path)
    }

    /// Loads a document with its localizable strings translated (docs/localization.md).
    public static func load(contentsOf path: String, translation: IBTranslation?) throws(IBError) -> IBDocument {
        try IBDocumentReader.load(path: path, translation: translation)
    }

    /// Parses document data; `path` only names the file in errors.
    public static func parse(_ data: [UInt8], path: String, translation: IBTranslation? = nil) throws(IBError) -> IBDocument {
        try IBDocumentReader.parse(data: data, path: path, translation: translation)
    }

    /// The first scene matching `nameOrID`, trying in turn: scene id, view-controller id,
    /// `storyboardIdentifier`, `title`, `userLabel`, Xcode's scene label comment, `customClass`,
    /// then the root view's userLabel / id (for xibs). nil when none matches.
    public func scene(named nameOrID: String) -> IBScene? {
        let probes: [(IBScene) -> String?] = [
            { $0.id },
            { $0.viewController?.id },
            { $0.viewController?.storyboardIdentifier },
            { $0.viewController?.title },
            { $0.viewController?.userLabel },
            { $0.xcodeLabel },
            { $0.viewController?.customClass },
            { $0.rootView?.userLabel },
            { $0.rootView?.id },
        ]
        for probe in probes {
            if let match = scenes.first(where: { probe($0) == nameOrID }) { return match }
        }
        return nil
    }

    /// The scene of `initialViewController`, else the first scene.
    public var initialScene: IBScene? {
        if let id = initialViewControllerID, let s = scenes.first(where: { $0.viewController?.id == id }) {
            return s
        }
        return scenes.first
    }

    /// A concrete colour for a system or named colour when `<resources>` declares it; the colour
    /// itself otherwise (also for literal colours).
    public func resolvedColor(_ color: IBColor) -> IBColor {
        switch color {
        case .system(let name, _):
            return resources.systemColors.first { $0.name == name }?.color ?? color
        case .named(let name):
            return resources.namedColors.first { $0.name == name }?.color ?? color
        default:
            return color
        }
    }
}
