import Foundation
import Layout
import Typesetting

/// Turns an Interface Builder scene into Layout's model: a `ViewTree` with every view, its UIKit
/// properties and the document's constraints (docs/interface-builder.md, "Mapping to Layout").
///
/// ```swift
/// let doc = try IBDocument.load(contentsOf: "Main.storyboard")
/// let scene = doc.scene(named: "Profile")!
/// let env = IBLayoutBuilder.canvasEnvironment(for: scene, in: doc)      // or a device
/// let built = try IBLayoutBuilder(images: IBImageFinder(directories: ["Assets"])).build(scene, of: doc, for: env)
/// let result = layout(built.tree, in: built.environment, measurer: measurer)
/// ```
///
/// What the builder decides:
/// - Size classes: the environment's size classes choose the variations
///   (`IBScene.installed(for:)`); on the "Any/Any" canvas (`--device interface-builder` for an
///   Xcode 6/7 size-class storyboard of 600×600) only the `default` variations apply.
/// - Views keep their document order; a stack view's subviews are its arranged subviews.
///   `containerView` is a plain view. Any element the model has no kind for becomes a plain view
///   drawn as a labelled placeholder box (grey border, its class name centred) and is listed in
///   the warnings; its constraints stay, and its stored size stands in for its intrinsic size.
/// - A view with `translatesAutoresizingMaskIntoConstraints` (the archive's default, written NO
///   on views with constraints) keeps its stored frame through autoresizing-mask constraints
///   (as UIKit's `translatesAutoresizingMaskIntoConstraints` does). When its superview is the root view (whose size changes from the
///   canvas to the device) or another such view, its autoresizing mask resizes the frame the way
///   UIKit does: the size change is shared among the flexible parts in proportion to their sizes.
/// - Constraints: absent first item = the owning view (the reader's rule); the top and bottom
///   layout guides, safe-area, content and frame layout guides map to Layout's items; the
///   constant is used as written (also for `symbolic` standard spacing, which Interface Builder
///   writes out). A constraint Layout rejects, or one naming an unsupported guide (keyboard), is
///   dropped with a warning.
/// - Properties the document leaves out keep Layout's (UIKit's) defaults, except where the
///   archive's default differs from a code-created view's: text fields have no border unless
///   `borderStyle` says so; custom buttons draw white titles.
public struct IBLayoutBuilder {
    /// Where image files are looked up.
    public var images: IBImageFinder

    public init(images: IBImageFinder = IBImageFinder(directories: [])) {
        self.images = images
    }

    /// The size of Interface Builder's canvas for a scene: the freeform size, else the root
    /// view's stored size (600×600 on Xcode 6/7 size-class storyboards), else 600×600.
    public static func canvasSize(of scene: IBScene) -> Layout.Size {
        if let s = scene.canvasSize, s.width >= 1, s.height >= 1 {
            return s
        }
        return Layout.Size(width: 600, height: 600)
    }

    /// Interface Builder's canvas for a scene (`Device.interfaceBuilderCanvas`): the canvas size,
    /// a 20-point status bar, root side margins 20 (16 below 414 points of width), other margins
    /// 8. The canvas is laid out as the iOS of the Xcode that saved the document
    /// (`canvasOSVersion`).
    ///
    /// `orientation` turns a canvas that is not square to that orientation (wider than tall for
    /// landscape); nil keeps the document's own. `statusBarHidden` takes the 20-point status bar
    /// away; nil follows the document's simulated metrics ("Status Bar: None" hides it). Tables
    /// lay out all their rows (`laysOutAllTableRows`), as the canvas stores a frame for each.
    public static func canvasEnvironment(for scene: IBScene, in document: IBDocument, scale: Double? = nil,
                                         contentSizeCategory: ContentSizeCategory = .large,
                                         layoutDirection: LayoutDirection = .leftToRight,
                                         orientation: Orientation? = nil, statusBarHidden: Bool? = nil) -> Layout.Environment {
        var size = canvasSize(of: scene)
        var insets = IBCanvasInsets.measured(for: document, canvasSize: size)
        if let orientation, (orientation == .landscape) != (size.width > size.height), size.width != size.height {
            size = Layout.Size(width: size.height, height: size.width)
            insets = nil  // turned away from the document's own orientation: the preset's
        }
        if let i = insets, i.isXcode26Sheet(size: size, in: document) { insets?.safeArea.bottom = 0 }
        let device = Device.interfaceBuilderCanvas(width: size.width, height: size.height,
                                                   statusBarHeight: insets?.statusBarHeight, safeArea: insets?.safeArea)
        var environment = Layout.Environment(device: device, orientation: .portrait,
                                             osVersion: canvasOSVersion(of: document),
                                             layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
                                             statusBarHidden: statusBarHidden ?? simulatesNoStatusBar(scene, document),
                                             scaleOverride: scale)
        // The canvas lays out every cell of a table (Interface Builder stores a frame for each).
        environment.laysOutAllTableRows = true
        return environment
    }

    /// The iOS whose UIKit draws the canvas: the SDK of the Xcode that saved the document
    /// (toolsVersion 13xxx = Xcode 9 = iOS 11, 14000-14799 = 12, 14800-16xxx = 13 (148xx: the
    /// Xcode 11 betas, whose files write `appearance=` and system colours and store iOS 13's
    /// control sizes: docs/interface-builder.md), 17-18xxx = 14,
    /// 19-20xxx = 15, 21xxx = 16, 22xxx = 17, 23xxx = 18, 24xxx = Xcode 26 = iOS 26), at least
    /// 11 for documents with safe areas; without a known build, 11 with safe areas and 9 without
    /// (the top layout guide era).
    static func canvasOSVersion(of document: IBDocument) -> OSVersion {
        let fallback = document.usesSafeAreas ? OSVersion(11) : OSVersion(9)
        guard let build = IBCanvasInsets.toolsBuild(of: document), build >= 13000 else { return fallback }
        let sdks: [(from: Int, major: Int)] = [(24000, 26), (23000, 18), (22000, 17), (21000, 16), (19000, 15),
                                                (17000, 14), (14800, 13), (14000, 12), (13000, 11)]
        let major = sdks.first { build >= $0.from }?.major ?? 11
        return max(fallback, OSVersion(major))
    }

    /// True when the canvas shows no status bar: the scene's (else the document's) simulated
    /// metrics say "None", or the scene is a xib's top-level view (a cell, a card) without a
    /// simulated status bar of its own. From Xcode 15 a view controller's "Status Bar: None"
    /// keeps the status bar's safe area (duckduckgo's Tab scene, ipad9_7, plug-in 22685: its
    /// stack pinned to the safe area's top is stored at 20).
    static func simulatesNoStatusBar(_ scene: IBScene, _ document: IBDocument) -> Bool {
        guard let controller = scene.viewController else {
            return (scene.viewSimulatedMetrics.statusBar ?? "none") == "none"
        }
        if (IBCanvasInsets.toolsBuild(of: document) ?? 0) >= 22000 { return false }
        return (controller.simulatedMetrics.statusBar ?? document.defaultSimulatedMetrics.statusBar) == "none"
    }

    /// True when the scene shows on the "Any/Any" canvas: the environment is Interface Builder's
    /// canvas, the document uses size classes and names no device (Xcode 6/7), and the canvas is
    /// the 600×600 square.
    public static func usesAnySizeClass(_ scene: IBScene, in document: IBDocument, environment: Layout.Environment) -> Bool {
        guard environment.device.name == Device.interfaceBuilderName, document.usesTraitCollections,
              document.device == nil else { return false }
        let size = canvasSize(of: scene)
        return size.width == 600 && size.height == 600
    }

    /// Resolves the scene for the environment and builds its view tree.
    public func build(_ scene: IBScene, of document: IBDocument, for environment: Layout.Environment) throws(IBLayoutError) -> IBBuiltScene {
        let any = Self.usesAnySizeClass(scene, in: document, environment: environment)
        let resolved = any ? scene.installedForAnySizeClass() : scene.installed(for: Traits(environment))
        guard let root = resolved.rootView else {
            let controller = scene.viewController.map { " (a \($0.elementName))" } ?? ""
            throw IBLayoutError("scene \"\(scene.title)\" (\(scene.id))\(controller) has no view of its own to lay out")
        }
        var state = IBBuildState(document: document, scene: resolved, environment: environment, images: images)
        // What the reader replaced by defaults (unknown enumeration values, size-class traits).
        for w in document.warnings { state.warn("\(w.location): \(w.message)") }
        state.addRoot(root)
        state.addConstraints(root)
        let barred: Layout.Environment
        do throws(TreeError) {
            var base = state.canvasRootEdges(environment)
            let bars = state.screenBars()
            state.repeatCanvasSafeArea(under: bars, in: &base)
            barred = try bars.install(in: &state.tree, environment: base)
            state.adjustScrollViews(below: barred)
            for w in state.tree.barImageWarnings() { state.warn(w) }
        } catch {
            throw IBLayoutError("scene \"\(scene.title)\" (\(scene.id)): its bars cannot be added to the view tree (\(error))")
        }
        var built = IBBuiltScene(scene: resolved, tree: state.tree, environment: barred, usesAnySizeClass: any,
                                 viewIDs: state.ids, objectIDs: state.objectIDs, images: state.imageList,
                                 warnings: state.warnings)
        built.collectionItemViewNames = state.collectionItemViewNames
        built.tableRowViewNames = state.tableRowViewNames
        return built
    }
}

/// Why a scene cannot be built.
public struct IBLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The mutable state of one build.
struct IBBuildState {
    let document: IBDocument
    let scene: IBScene
    let environment: Layout.Environment
    let images: IBImageFinder
    var tree: ViewTree
    var ids: [String: ViewID] = [:]
    var objectIDs: [ViewID: String] = [:]
    var imageList: [ImageReference] = []
    private(set) var warnings: [String] = []
    /// The warnings given, for dropping a repeated one in constant time.
    private var warned: Set<String> = []
    /// The scene's layout guides by id, shared with the states built for its cells.
    let guideIndex: IBGuideIndex
    /// The size each view is known to end up with before layout (the root, and views whose
    /// frames the autoresizing mask fixes), for resizing their autoresizing subviews.
    var knownSize: [String: Layout.Size] = [:]
    /// The node names of the views inside collection view items, by object id.
    var collectionItemViewNames: [String: String] = [:]
    /// The node names of the views of the static cells a table builds when it places them.
    var tableRowViewNames: [String: String] = [:]

    init(document: IBDocument, scene: IBScene, environment: Layout.Environment, images: IBImageFinder,
         guideIndex: IBGuideIndex? = nil) {
        self.document = document
        self.scene = scene
        self.environment = environment
        self.images = images
        self.guideIndex = guideIndex ?? IBGuideIndex(scene: scene)
        tree = ViewTree(rootName: "placeholder")
    }

    mutating func warn(_ message: String) {
        if warned.insert(message).inserted { warnings.append(message) }
    }

    static func nodeName(_ v: IBView) -> String {
        "\(v.userLabel ?? v.customClass ?? v.elementName) (\(v.id))"
    }

    // MARK: views

    mutating func addRoot(_ root: IBView) {
        if case .tableViewCell(let cell) = root.kind {
            addRootCell(root, cell)
            return
        }
        tree = ViewTree(rootName: Self.nodeName(root))
        let id = tree.root
        ids[root.id] = id
        objectIDs[id] = root.id
        knownSize[root.id] = environment.rootSize
        var node = tree[id]
        node.kind = kind(of: root)
        apply(root, to: &node, isRoot: true)
        tree[id] = node
        if let element = Self.placeholderElement(of: root) {
            addPlaceholderLabel(for: root, element: element, id: id)
        }
        addChildren(of: root, id: id)
    }

    mutating func addChildren(of view: IBView, id: ViewID) {
        if case .tableView(let table) = view.kind {
            addTableContents(of: view, table: table, id: id)
            return
        }
        let arranged: Bool
        if case .stackView = view.kind { arranged = true } else { arranged = false }
        for child in view.subviews {
            addView(child, parent: view, to: id, arranged: arranged)
        }
    }

    mutating func addView(_ view: IBView, parent: IBView, to parentID: ViewID, arranged: Bool) {
        let name = Self.nodeName(view)
        let id: ViewID
        do throws(TreeError) {
            id = arranged ? try tree.addArrangedView(kind(of: view), name: name, to: parentID)
                : try tree.addView(kind(of: view), name: name, to: parentID)
        } catch {
            warn("\(view.source): <\(view.elementName) id=\"\(view.id)\"> cannot be added to the view tree (\(error)); left out")
            return
        }
        ids[view.id] = id
        objectIDs[id] = view.id
        var node = tree[id]
        apply(view, to: &node, isRoot: false)
        // On the canvas, what the constraints leave free keeps its stored value (Interface
        // Builder's engine starts from the stored frames; issue #12 rule 8).
        if isCanvas, let frame = view.frame {
            node.designFrame = frame
        }
        if Self.isEffectContentView(view, of: parent) {
            tree[id] = node
            pinContentView(id, to: parentID)
            node = tree[id]
        } else if !arranged, Self.keepsStoredFrame(view), let frame = view.frame {
            let f = autoresizedFrame(frame, mask: view.properties.autoresizingMask, parent: parent)
            node.autoresizingFrame = f
            knownSize[view.id] = f.size
        }
        tree[id] = node
        if let element = Self.placeholderElement(of: view) {
            addPlaceholderLabel(for: view, element: element, id: id)
        }
        // Interface Builder's design-time intrinsic size ("Intrinsic Size: Placeholder") sizes
        // custom views on the canvas only; UIKit ignores it at run time. On the canvas it is the
        // view's intrinsic content size, hugging, resistance and fillProportionally shares alike.
        if environment.device.name == Device.interfaceBuilderName,
           view.properties.placeholderIntrinsicWidth != nil || view.properties.placeholderIntrinsicHeight != nil {
            let size = IntrinsicSizeOverride(width: view.properties.placeholderIntrinsicWidth,
                                             height: view.properties.placeholderIntrinsicHeight)
            if case .view = tree[id].kind {
                tree[id].intrinsicSizeOverride = size
            } else {
                addIntrinsicSizeStandIn(id, width: size.width, height: size.height, identifier: "IB-placeholder-intrinsic-size")
            }
        }
        keepDesignedSize(of: view, id: id, arranged: arranged)
        addChildren(of: view, id: id)
    }

    /// True when the view's stored frame stands through autoresizing-mask constraints:
    /// `translatesAutoresizingMaskIntoConstraints` (the archive's default), or `fixedFrame="YES"`,
    /// which Interface Builder keeps as stored even beside `translatesAutoresizingMaskIntoConstraints="NO"`.
    static func keepsStoredFrame(_ view: IBView) -> Bool {
        view.properties.translatesAutoresizingMaskIntoConstraints || view.properties.hasFixedFrame
    }

    /// The stored frame, resized by the autoresizing mask when the superview's size changes
    /// between the canvas and the environment (known for the root and autoresizing views).
    func autoresizedFrame(_ frame: Rect, mask: IBAutoresizingMask?, parent: IBView) -> Layout.Rect {
        var rect = frame
        guard let mask, let old = parent.frame?.size, let new = knownSize[parent.id] else { return rect }
        func resize(_ origin: Double, _ length: Double, oldSuper: Double, newSuper: Double,
                    flexibleMin: Bool, flexibleLength: Bool, flexibleMax: Bool) -> (Double, Double) {
            let delta = newSuper - oldSuper
            guard delta != 0, flexibleMin || flexibleLength || flexibleMax else { return (origin, length) }
            let parts = [(flexibleMin, max(origin, 0)), (flexibleLength, max(length, 0)),
                         (flexibleMax, max(oldSuper - origin - length, 0))]
            let flexible = parts.filter(\.0)
            let total = flexible.reduce(0) { $0 + $1.1 }
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                return total > 0 ? delta * part.1 / total : delta / Double(flexible.count)
            }
            return (origin + share(parts[0]), length + share(parts[1]))
        }
        let h = resize(rect.minX, rect.width, oldSuper: old.width, newSuper: new.width,
                       flexibleMin: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                       flexibleMax: mask.contains(.flexibleRightMargin))
        let v = resize(rect.minY, rect.height, oldSuper: old.height, newSuper: new.height,
                       flexibleMin: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                       flexibleMax: mask.contains(.flexibleBottomMargin))
        rect = Layout.Rect(x: h.0, y: v.0, width: max(h.1, 0), height: max(v.1, 0))
        return rect
    }

    /// An unknown element's box: a grey border and a centred label with its class name.
    mutating func addPlaceholderLabel(for view: IBView, element: String, id: ViewID) {
        let className = view.customClass ?? Self.uiKitClassName(element)
        warn("\(view.source): <\(element) id=\"\(view.id)\"> (\(className)) is not supported; drawn as a placeholder box")
        var label = LabelProperties(text: className, font: .system(12), textColor: Layout.Color(red: 0.4, green: 0.4, blue: 0.4))
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        let labelID: ViewID
        do throws(TreeError) {
            labelID = try tree.addView(.label(label), name: "\(className) placeholder label (\(view.id))", to: id)
        } catch {
            return
        }
        // The name gives way to the box (it truncates), and never makes the box grow.
        var node = tree[labelID]
        node.compressionResistance = AxisPriorities(100, 100)
        node.contentHugging = AxisPriorities(100, 100)
        tree[labelID] = node
        let constraints = [
            LayoutConstraint(.view(labelID), .centerX, .equal, .view(id), .centerX),
            LayoutConstraint(.view(labelID), .centerY, .equal, .view(id), .centerY),
            LayoutConstraint(.view(labelID), .width, .lessThanOrEqual, .view(id), .width, constant: -4),
        ]
        for c in constraints { try? tree.addConstraint(c) }
        // The box keeps the stored size where its constraints leave it free, as the
        // intrinsic size of the element would (compression resistance and hugging).
        if let frame = view.frame, !Self.keepsStoredFrame(view) {
            addIntrinsicSizeStandIn(id, width: frame.width, height: frame.height, identifier: "IB-placeholder-size")
        }
    }

    /// An intrinsic size for a view that has none of its own in the model: per axis, the two
    /// constraints UIKit derives from an intrinsic size, `size >= value` at the view's
    /// compression resistance and `size <= value` at its hugging priority.
    mutating func addIntrinsicSizeStandIn(_ id: ViewID, width: Double?, height: Double?, identifier: String) {
        let node = tree[id]
        for (attribute, axis, value) in [(Layout.LayoutAttribute.width, Layout.Axis.horizontal, width),
                                         (.height, .vertical, height)] {
            guard let value, value.isFinite, value >= 0 else { continue }
            try? tree.addConstraint(LayoutConstraint(.view(id), attribute, .greaterThanOrEqual, constant: value,
                                                     priority: node.compressionResistance[axis], identifier: identifier))
            try? tree.addConstraint(LayoutConstraint(.view(id), attribute, .lessThanOrEqual, constant: value,
                                                     priority: node.contentHugging[axis], identifier: identifier))
        }
    }

    /// `activityIndicatorView` → `UIActivityIndicatorView`; the views of other frameworks by name.
    static func uiKitClassName(_ element: String) -> String {
        let others = ["mapView": "MKMapView", "wkWebView": "WKWebView", "sceneKitView": "SCNView",
                      "arscnView": "ARSCNView", "arskView": "ARSKView", "skView": "SKView", "glkView": "GLKView",
                      "mtkView": "MTKView", "avPlayerView": "AVPlayerView"]
        if let name = others[element] { return name }
        guard let first = element.first else { return "UIView" }
        return "UI" + first.uppercased() + element.dropFirst()
    }

    /// The common `UIView` properties.
    mutating func apply(_ view: IBView, to node: inout ViewNode, isRoot: Bool) {
        let p = view.properties
        if let c = p.backgroundColor { node.backgroundColor = color(c, at: view) }
        if let t = p.tintColor { node.tintColor = color(t, at: view) }
        node.isHidden = p.isHidden
        node.alpha = p.alpha
        node.clipsToBounds = p.clipsToBounds
        node.accessibility = p.accessibility
        applyLayerStyle(view, to: &node)
        node.semanticContentAttribute = p.semanticContentAttribute
        if let m = p.layoutMargins {
            node.layoutMargins = margins(m, semantic: node.semanticContentAttribute)
        }
        if p.layoutMarginsFollowReadableWidth {
            warn("\(view.source): <\(view.elementName) id=\"\(view.id)\">: layoutMarginsFollowReadableWidth is not modelled; its own margins are used")
        }
        node.preservesSuperviewLayoutMargins = p.preservesSuperviewLayoutMargins
        node.insetsLayoutMarginsFromSafeArea = p.insetsLayoutMarginsFromSafeArea
        let cp = p.contentPriorities
        if let v = cp.horizontalHugging { node.contentHugging.horizontal = LayoutPriority(Float(v)) }
        if let v = cp.verticalHugging { node.contentHugging.vertical = LayoutPriority(Float(v)) }
        if let v = cp.horizontalCompressionResistance { node.compressionResistance.horizontal = LayoutPriority(Float(v)) }
        if let v = cp.verticalCompressionResistance { node.compressionResistance.vertical = LayoutPriority(Float(v)) }
        if Self.placeholderElement(of: view) != nil {
            node.border = Border(width: 1, color: Layout.Color(red: 0.6, green: 0.6, blue: 0.6))
            if node.backgroundColor == nil {
                node.backgroundColor = Layout.Color(red: 0.94, green: 0.94, blue: 0.94)
            }
        }
    }

    /// Layout stores directional margins: fixed (left/right) margins become leading/trailing
    /// for the view's layout direction.
    func margins(_ m: IBLayoutMargins, semantic: Layout.SemanticContentAttribute) -> DirectionalEdgeInsets {
        switch m {
        case .directional(let e):
            return DirectionalEdgeInsets(top: e.top, leading: e.leading, bottom: e.bottom, trailing: e.trailing)
        case .fixed(let e):
            let rtl = (semantic.forcedDirection ?? environment.layoutDirection) == .rightToLeft
            return DirectionalEdgeInsets(top: e.top, leading: rtl ? e.right : e.left, bottom: e.bottom,
                                         trailing: rtl ? e.left : e.right)
        }
    }
}
