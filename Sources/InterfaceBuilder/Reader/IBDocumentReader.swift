import Foundation
import Layout

/// Turns the XML tree of a storyboard or xib into an `IBDocument`.
struct IBDocumentReader {
    let path: String
    var warnings: [IBWarning] = []
    /// The document's `<resources>`, read before its scenes (bar button items take their image
    /// sizes from it).
    var documentResources = IBResources()
    /// The views' properties read so far, one box per value (`IBView.shareProperties`).
    var propertyBoxes = Set<IBBoxed<IBViewProperties>>()

    init(path: String) { self.path = path }

    static func load(path: String, translation: IBTranslation? = nil) throws(IBError) -> IBDocument {
        try XMLLimits.standard.checkFileSize(atPath: path)
        guard let bytes = XMLFileBytes.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
            throw .unreadableFile(path: path, reason: reason)
        }
        return try parse(data: bytes, path: path, translation: translation)
    }

    /// Parses a document; `translation` replaces its localizable strings before it is read.
    static func parse(data: [UInt8], path: String, translation: IBTranslation? = nil) throws(IBError) -> IBDocument {
        var root = try XMLTreeBuilder.parse(data, path: path)
        if let translation { IBLocalizableStrings.localize(&root, translation.replacement) }
        var reader = IBDocumentReader(path: path)
        return try reader.document(root)
    }

    mutating func document(_ root: XMLElementNode) throws(IBError) -> IBDocument {
        guard root.name == "document" else {
            throw .notAnInterfaceBuilderDocument(location(root), found: root.name)
        }
        let type = root["type"] ?? ""
        let kind: IBDocumentKind
        if type.hasSuffix("CocoaTouch.Storyboard.XIB") {
            kind = .storyboard
        } else if type.hasSuffix("CocoaTouch.XIB") {
            kind = .xib
        } else {
            throw .notAnInterfaceBuilderDocument(location(root), found: "document type=\(MessageQuote.quoted(type))")
        }
        var doc = IBDocument(path: path, kind: kind)
        doc.toolsVersion = root["toolsVersion"]
        doc.systemVersion = root["systemVersion"]
        doc.cocoaTouchPluginVersion = root.child(named: "dependencies")?.children(named: "plugIn")
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }?["version"]
        doc.targetRuntime = root["targetRuntime"]
        doc.usesAutoLayout = try bool(root, "useAutolayout", default: false)
        doc.usesTraitCollections = try bool(root, "useTraitCollections", default: false)
        doc.usesSafeAreas = try bool(root, "useSafeAreas", default: false)
        doc.initialViewControllerID = root["initialViewController"]
        if let d = root.child(named: "device") {
            doc.device = IBCanvasDevice(id: try required(d, "id"), orientation: d["orientation"] ?? "portrait",
                                  adaptation: d.child(named: "adaptation")?["id"])
        }
        if let m = root.child(named: "simulatedMetricsContainer") {
            doc.defaultSimulatedMetrics = try simulatedMetrics(m)
        }
        if let r = root.child(named: "resources") {
            doc.resources = try resources(r)
            documentResources = doc.resources
        }
        switch kind {
        case .storyboard:
            for s in root.child(named: "scenes")?.children(named: "scene") ?? [] {
                doc.scenes.append(try scene(s))
            }
        case .xib:
            for object in root.child(named: "objects")?.children ?? [] {
                if let s = try xibTopLevelScene(object) { doc.scenes.append(s) }
            }
        }
        try checkUniqueIDs(doc.scenes, kind: kind)
        if let initial = doc.initialViewControllerID,
           !doc.scenes.contains(where: { $0.viewController?.id == initial }) {
            throw .danglingReference(location(root), element: "document", id: nil,
                                     attribute: "initialViewController", reference: initial)
        }
        doc.warnings = warnings
        return doc
    }

    mutating func resources(_ node: XMLElementNode) throws(IBError) -> IBResources {
        var r = IBResources()
        for child in node.children {
            switch child.name {
            case "image":
                r.images.append(IBImageResource(name: try required(child, "name"), size: try size(child),
                                                catalog: child["catalog"]))
            case "systemColor", "namedColor":
                let name = try required(child, "name")
                guard let c = child.child(named: "color"), let value = try color(c) else { continue }
                let resource = IBColorResource(name: name, color: value)
                if child.name == "systemColor" { r.systemColors.append(resource) } else { r.namedColors.append(resource) }
            default:
                continue
            }
        }
        return r
    }

    /// Reads the `simulated...Metrics` children of a container, controller or view.
    mutating func simulatedMetrics(_ node: XMLElementNode) throws(IBError) -> IBSimulatedMetrics {
        var m = IBSimulatedMetrics()
        for child in node.children {
            switch child.name {
            case "simulatedScreenMetrics":
                m.screenType = child["type"]
            case "freeformSimulatedSizeMetrics":
                m.isFreeform = true
            case "simulatedOrientationMetrics":
                m.orientation = child["orientation"] ?? "portrait"
            case "simulatedStatusBarMetrics":
                m.statusBar = child["statusBarStyle"] ?? "default"
            default:
                if child.name == "size", child["key"] == "freeformSize" {
                    m.freeformSize = try size(child)
                } else if child["key"] == "simulatedTopBarMetrics" || child["key"] == "topBar" {
                    m.topBar = child.name
                    m.isTopBarOpaque = child["translucent"] == "NO"
                } else if child["key"] == "simulatedBottomBarMetrics" || child["key"] == "bottomBar" {
                    m.bottomBar = child.name
                    m.isBottomBarOpaque = child["translucent"] == "NO"
                } else if child["key"] == "simulatedStatusBarMetrics" || child["key"] == "statusBar" {
                    m.statusBar = child.name == "nil" ? "none" : (child["statusBarStyle"] ?? "default")
                }
            }
        }
        return m
    }

    mutating func scene(_ node: XMLElementNode) throws(IBError) -> IBScene {
        let sceneID = try required(node, "sceneID")
        let objects = node.child(named: "objects")?.children ?? []
        let controllerNode = objects.first { $0["sceneMemberID"] == "viewController" }
            ?? objects.first { $0.name != "placeholder" && $0.name != "customObject" && $0.name != "exit" }
        var scene = IBScene(id: sceneID, xcodeLabel: node.precedingComment, source: location(node))
        if let controllerNode {
            var (controller, root) = try viewController(controllerNode)
            controller.bars = try controllerBars(controllerNode, scene: node)
            scene.viewController = controller
            scene.rootView = root
        }
        try checkReferences(scene, otherIDs: Self.allIDs(in: node))
        return scene
    }

    /// Every `id` attribute in the subtree (objects the model does not read count as existing).
    static func allIDs(in node: XMLElementNode) -> Set<String> {
        var ids = Set<String>()
        func walk(_ n: XMLElementNode) {
            if let id = n["id"] { ids.insert(id) }
            for c in n.children { walk(c) }
        }
        walk(node)
        return ids
    }

    mutating func viewController(_ node: XMLElementNode) throws(IBError) -> (IBViewController, IBView?) {
        var controller = IBViewController(
            id: try required(node, "id"), elementName: node.name, customClass: node["customClass"],
            customModule: node["customModule"], storyboardIdentifier: node["storyboardIdentifier"],
            title: node["title"], userLabel: node["userLabel"], source: location(node))
        if node.name == "viewControllerPlaceholder" {
            controller.storyboardReference = IBStoryboardReference(storyboardName: node["storyboardName"],
                                                                   referencedIdentifier: node["referencedIdentifier"])
        }
        var root: IBView?
        if let viewNode = node.children.first(where: { $0["key"] == "view" }) {
            root = try view(viewNode)
        }
        let ownerID = root?.id ?? controller.id
        for guide in node.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            let id = try required(guide, "id")
            switch guide["type"] {
            case "top":
                controller.topLayoutGuide = IBLayoutGuide(id: id, kind: .topLayoutGuide, ownerViewID: ownerID,
                                                          source: location(guide))
            case "bottom":
                controller.bottomLayoutGuide = IBLayoutGuide(id: id, kind: .bottomLayoutGuide, ownerViewID: ownerID,
                                                             source: location(guide))
            default:
                throw .invalidValue(location(guide), element: guide.name, id: id, attribute: "type",
                                    value: guide["type"] ?? "")
            }
        }
        controller.simulatedMetrics = try simulatedMetrics(node)
        return (controller, root)
    }

    /// Tags of top-level xib objects that are never views.
    static let nonViewObjects: Set<String> = [
        "placeholder", "customObject", "navigationItem", "barButtonItem", "tabBarItem",
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "longPressGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "exit",
    ]

    /// A top-level object of a xib as a scene: a view controller with its view, or a view.
    mutating func xibTopLevelScene(_ node: XMLElementNode) throws(IBError) -> IBScene? {
        if Self.nonViewObjects.contains(node.name) || node["id"] == nil { return nil }
        if node.name.hasSuffix("Controller") {
            let (controller, root) = try viewController(node)
            var scene = IBScene(id: controller.id, viewController: controller, rootView: root,
                                xcodeLabel: node.precedingComment, source: location(node))
            scene.viewSimulatedMetrics = controller.simulatedMetrics
            try checkReferences(scene, otherIDs: Self.allIDs(in: node))
            return scene
        }
        let root = try view(node)
        var scene = IBScene(id: root.id, rootView: root, xcodeLabel: node.precedingComment, source: location(node))
        scene.viewSimulatedMetrics = try simulatedMetrics(node)
        try checkReferences(scene, otherIDs: Self.allIDs(in: node))
        return scene
    }

    /// Checks that constraint items and variation masks name objects of the scene. An id that
    /// names an object the model does not read (`otherIDs`: a table's background view, a bar) is a
    /// warning, and `IBScene.installed` drops the constraint; an id found nowhere is an error.
    mutating func checkReferences(_ scene: IBScene, otherIDs: Set<String>) throws(IBError) {
        var seen = Set<String>()
        func claim(_ id: String, _ source: SourceLocation, _ element: String) throws(IBError) {
            guard seen.insert(id).inserted else { throw .duplicateID(source, element: element, id: id) }
        }
        if let c = scene.viewController { try claim(c.id, c.source, c.elementName) }
        var itemIDs = Set<String>()
        for g in scene.allLayoutGuides {
            try claim(g.id, g.source, "layoutGuide")
            itemIDs.insert(g.id)
        }
        try scene.forEachView { (v: IBView) throws(IBError) in
            try claim(v.id, v.source, v.elementName)
            itemIDs.insert(v.id)
        }
        var constraintIDs = Set<String>()
        try scene.forEachView { (v: IBView) throws(IBError) in
            for c in v.constraints {
                try claim(c.id, c.source, "constraint")
                constraintIDs.insert(c.id)
            }
        }
        try scene.forEachView { (v: IBView) throws(IBError) in
            for c in v.constraints { try checkItems(of: c, itemIDs: itemIDs, otherIDs: otherIDs) }
        }
        try scene.forEachView { (v: IBView) throws(IBError) in
            try checkMasks(of: v, itemIDs: itemIDs, constraintIDs: constraintIDs, otherIDs: otherIDs)
        }
    }

    /// A constraint's items name views or guides of the scene (see `checkReferences`).
    private mutating func checkItems(of c: IBConstraint, itemIDs: Set<String>, otherIDs: Set<String>) throws(IBError) {
        for (attribute, reference) in [("firstItem", c.firstItem), ("secondItem", c.secondItem)] {
            guard let reference, !itemIDs.contains(reference) else { continue }
            guard otherIDs.contains(reference) else {
                throw .danglingReference(c.source, element: "constraint", id: c.id, attribute: attribute,
                                         reference: reference)
            }
            warnings.append(IBWarning(location: c.source, message:
                "constraint \(MessageQuote.clipped(c.id)): \(attribute) \(MessageQuote.quoted(reference)) is an object this importer does not read; "
                + "the constraint is dropped when the scene is resolved"))
        }
    }

    /// A view's variation masks name constraints and views of the scene (see `checkReferences`).
    private func checkMasks(of v: IBView, itemIDs: Set<String>, constraintIDs: Set<String>, otherIDs: Set<String>) throws(IBError) {
        for variation in v.variations {
            for r in variation.constraints.included + variation.constraints.excluded
                where !constraintIDs.contains(r) && !otherIDs.contains(r) {
                throw .danglingReference(variation.source, element: "variation", id: v.id,
                                         attribute: "mask key=\"constraints\" reference", reference: r)
            }
            for r in variation.subviews.included + variation.subviews.excluded
                where !itemIDs.contains(r) && !otherIDs.contains(r) {
                throw .danglingReference(variation.source, element: "variation", id: v.id,
                                         attribute: "mask key=\"subviews\" reference", reference: r)
            }
        }
    }

    /// Ids must be unique across a storyboard's scenes too (Interface Builder guarantees it).
    func checkUniqueIDs(_ scenes: [IBScene], kind: IBDocumentKind) throws(IBError) {
        var seen = Set<String>()
        for scene in scenes {
            func claim(_ id: String, _ source: SourceLocation, _ element: String) throws(IBError) {
                guard seen.insert(id).inserted else { throw .duplicateID(source, element: element, id: id) }
            }
            if let c = scene.viewController { try claim(c.id, c.source, c.elementName) }
            try scene.forEachView { (v: IBView) throws(IBError) in try claim(v.id, v.source, v.elementName) }
            try scene.forEachView { (v: IBView) throws(IBError) in
                for c in v.constraints { try claim(c.id, c.source, "constraint") }
            }
        }
    }
}
