import ArgumentParser
import Foundation
import InterfaceBuilder
import Layout
import Raster
import Render

/// The options `render` and `layout` take for `.storyboard` / `.xib` input.
public struct InterfaceBuilderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Storyboard / xib: the scene (scene or view-controller id, storyboard identifier, title, label, class; default: the initial one).",
                                            valueName: "name-or-id"))
    public var scene: String?

    @Option(name: .long, help: ArgumentHelp("Storyboard / xib: a folder of images (Name.png, Name@2x.png, or *.xcassets catalogs); repeatable. The document's folder and its parent are searched after.",
                                            valueName: "dir"))
    public var images: [String] = []

    @Flag(name: .customLong("list-scenes"), help: "Storyboard / xib: list the scenes (id, title, root view size) and exit.")
    public var listScenes = false

    public init() {}
}

/// `.storyboard` / `.xib` input for `render` and `layout`: load the document, pick the scene,
/// build it for the environment (`--device interface-builder` = Interface Builder's canvas),
/// lay it out, paint it.
public enum InterfaceBuilderInput {
    /// True for the file types this path handles.
    public static func handles(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// Loads a document.
    public static func load(_ path: String) throws(SnapshotFailure) -> IBDocument {
        do throws(IBError) {
            return try IBDocument.load(contentsOf: path)
        } catch {
            if case .unreadableFile = error { throw SnapshotFailure(.io, "error: \(error)") }
            throw SnapshotFailure(.input, "error: \(error)")
        }
    }

    /// The scene `--scene` names, else the initial one.
    public static func scene(_ name: String?, in document: IBDocument) throws(SnapshotFailure) -> IBScene {
        if let name {
            if let s = document.scene(named: name) { return s }
            throw SnapshotFailure(.input, "error: \(document.path): no scene \"\(name)\"; the scenes are:\n" + sceneList(document))
        }
        // The initial scene, else (a navigation or tab bar controller has no view of its own to
        // draw) the first scene that has one.
        if let s = document.initialScene, s.rootView != nil { return s }
        if let s = document.scenes.first(where: { $0.rootView != nil }) {
            if let initial = document.initialScene {
                Output.error("warning: \(document.path): the initial scene \"\(initial.title)\" has no view of its own; drawing \"\(s.title)\" (\(s.id)); choose with --scene (see --list-scenes)")
            }
            return s
        }
        throw SnapshotFailure(.input, "error: \(document.path): the document has no scene with a view to lay out")
    }

    /// One line per scene: id, title, root view size (tab-separated columns).
    public static func sceneList(_ document: IBDocument) -> String {
        var lines: [String] = []
        for s in document.scenes {
            let size = s.canvasSize.map { "\(LayoutReport.number($0.width))x\(LayoutReport.number($0.height))" } ?? "-"
            let initial = s.viewController?.id != nil && s.viewController?.id == document.initialViewControllerID ? "  (initial)" : ""
            let vc = s.viewController.map { " [\($0.elementName) \($0.id)]" } ?? ""
            lines.append("\(s.id)\t\(s.title)\(vc)\t\(size)\(initial)")
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The environment: Interface Builder's canvas for `--device interface-builder`, else the
    /// options' device.
    public static func environment(_ options: EnvironmentOptions, scene: IBScene, document: IBDocument) throws(SnapshotFailure) -> Layout.Environment {
        guard options.device == Device.interfaceBuilderName else { return try options.environment() }
        // Validate the other options through the usual path on a stand-in device.
        var other = options
        other.device = "iphone-8"
        let env = try other.environment()
        // `--orientation landscape` turns a portrait canvas; the default (portrait) keeps the
        // document's own canvas, which may be a landscape one.
        return IBLayoutBuilder.canvasEnvironment(for: scene, in: document, scale: options.scale,
                                                 contentSizeCategory: env.contentSizeCategory,
                                                 layoutDirection: env.layoutDirection,
                                                 orientation: env.orientation == .landscape ? .landscape : nil,
                                                 statusBarHidden: env.statusBarHidden)
    }

    /// Where images are looked up: `--images` folders, then the document's folder and its parent.
    public static func imageFinder(_ options: InterfaceBuilderOptions, document: IBDocument) -> IBImageFinder {
        let dir = (document.path as NSString).deletingLastPathComponent
        let docDir = dir.isEmpty ? "." : dir
        return IBImageFinder(directories: options.images + [docDir, (docDir as NSString).appendingPathComponent("..")])
    }

    /// Load, pick, build and lay out.
    public static func layout(path: String, options: InterfaceBuilderOptions, environment environmentOptions: EnvironmentOptions,
                              pipeline: SnapshotPipeline) throws(SnapshotFailure) -> (IBBuiltScene, LayoutResult) {
        let document = try load(path)
        let scene = try scene(options.scene, in: document)
        let env = try environment(environmentOptions, scene: scene, document: document)
        let built: IBBuiltScene
        do throws(IBLayoutError) {
            built = try IBLayoutBuilder(images: imageFinder(options, document: document)).build(scene, of: document, for: env)
        } catch {
            throw SnapshotFailure(.input, "error: \(path): \(error)")
        }
        return (built, Layout.layout(built.tree, in: built.environment, measurer: pipeline.measurer))
    }

    /// The warnings, as printed on stderr: the document's, the mapping's, then Layout's.
    public static func warnings(_ built: IBBuiltScene, _ result: LayoutResult, document: IBDocument? = nil) -> [String] {
        var out = built.warnings.map { "warning: \($0)" }
        for conflict in result.conflicts {
            out.append(conflict.message.hasSuffix("\n") ? String(conflict.message.dropLast()) : conflict.message)
        }
        let helpers = Set(built.tree.attachedViews.filter { built.objectID(of: $0) == nil }.map { built.tree[$0].name })
        for a in result.ambiguities where !helpers.contains(a.view) {
            let className = result[a.view]?.node.kind.className ?? "UIView"
            out.append("[LayoutConstraints] AMBIGUOUS LAYOUT for \(className) '\(a.view)': "
                + "\(a.attributes.joined(separator: ", ")) not determined by the constraints "
                + "(\(a.axes.map(\.rawValue).joined(separator: " and ")))")
        }
        return out
    }

    /// Paints a laid-out scene; images found on disk are decoded, the others are drawn as
    /// placeholders.
    public static func render(_ built: IBBuiltScene, _ result: LayoutResult, options: RenderOptions,
                              pipeline: SnapshotPipeline) throws(SnapshotFailure) -> Bitmap {
        var table: [String: Bitmap] = [:]
        for reference in built.images {
            guard let path = reference.path else { continue }
            if let b = try? pipeline.images.bitmap(atPath: path) { table[reference.key] = b }
        }
        let renderer = Renderer(typesetter: pipeline.typesetter, images: Render.ImageSource(images: table))
        do throws(RenderError) {
            return try renderer.render(result, options: options)
        } catch {
            throw SnapshotFailure(.internal, "error: cannot draw the scene: \(error)")
        }
    }

    /// `--list-scenes`.
    public static func listScenes(path: String) throws(SnapshotFailure) {
        Output.out(sceneList(try load(path)))
    }
}

/// What `snapshot layout FILE.storyboard --format json` prints: frames in points, absolute in the
/// scene's root view, keyed by Interface Builder object id, with the view's userLabel when it
/// has one. Keys are sorted, so equal input gives equal bytes.
public struct IBLayoutReport: Codable, Sendable {
    public struct ViewEntry: Codable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var userLabel: String?
        /// The element (`view`, `label`, `stackView`, ... or an unsupported one drawn as a box).
        public var element: String
        public var hidden: Bool
    }

    public var file: String
    public var scene: String
    public var title: String
    public var device: String
    public var rootSize: [Double]
    public var anySizeClass: Bool
    public var views: [String: ViewEntry]
    public var diagnostics: LayoutDump.Diagnostics
    public var warnings: [String]

    public init(file: String, built: IBBuiltScene, result: LayoutResult) {
        self.file = file
        scene = built.scene.id
        title = built.scene.title
        device = result.environment.device.name
        let size = result.environment.rootSize
        rootSize = [size.width, size.height]
        anySizeClass = built.usesAnySizeClass
        var views: [String: ViewEntry] = [:]
        for ib in built.scene.allViews {
            guard let id = built.viewIDs[ib.id], let v = result[id] else { continue }
            views[ib.id] = ViewEntry(x: v.frame.minX, y: v.frame.minY, width: v.frame.width, height: v.frame.height,
                                     userLabel: ib.userLabel, element: ib.elementName, hidden: v.node.isHidden)
        }
        self.views = views
        diagnostics = result.dump.diagnostics
        warnings = built.warnings
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    public func jsonBytes() throws(SnapshotFailure) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
        } catch {
            throw SnapshotFailure(.internal, "error: cannot encode the layout as JSON: \(error)")
        }
    }
}
