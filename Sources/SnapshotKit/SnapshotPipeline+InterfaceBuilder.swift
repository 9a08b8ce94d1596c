import Foundation
import InterfaceBuilder
import Layout
import Raster
import Render

/// `.storyboard` / `.xib` input: load the document, pick the scene, build it for the
/// environment (`interface-builder` = Interface Builder's canvas), lay it out, paint it.
extension SnapshotPipeline {
    /// Loads a document.
    public static func loadInterfaceBuilderDocument(at path: String) throws(SnapshotError) -> IBDocument {
        try loadInterfaceBuilderDocument(at: path, translation: nil)
    }

    /// Loads a document in `locale` (nil: as written), its translations found beside it or in
    /// `strings` (`--strings`); a locale it has no translation for is an error that lists those
    /// it has.
    public static func loadInterfaceBuilderDocument(at path: String, locale: String?, strings: String? = nil) throws(SnapshotError) -> IBDocument {
        guard let locale else { return try loadInterfaceBuilderDocument(at: path) }
        let translation: IBTranslation?
        do throws(LocalizationError) {
            translation = try IBStringsSource(documentPath: path, stringsPath: strings).translation(for: locale)
        } catch {
            throw SnapshotError(error, file: path)
        }
        return try loadInterfaceBuilderDocument(at: path, translation: translation)
    }

    private static func loadInterfaceBuilderDocument(at path: String, translation: IBTranslation?) throws(SnapshotError) -> IBDocument {
        do throws(IBError) {
            return try IBDocument.load(contentsOf: path, translation: translation)
        } catch {
            if case .unreadableFile(let file, let reason) = error {
                throw SnapshotError(.io, "\(file): error: cannot read the file: \(reason)", file: path)
            }
            throw SnapshotError(.invalidInput, message(error), file: path)
        }
    }

    /// An Interface Builder error in the form recipe errors (and compilers) use:
    /// `FILE:LINE:COLUMN: error: message`.
    static func message(_ error: IBError) -> String {
        let text = error.description
        guard let location = error.location, text.hasPrefix("\(location): ") else { return "error: \(text)" }
        return "\(location): error: \(text.dropFirst("\(location): ".count))"
    }

    /// The scene `name` names, else the initial one, else (a controller with no view of its own
    /// that is no container, such as a SwiftUI hosting controller) the first scene that has a
    /// view; that last choice is announced through `notice`.
    public static func scene(_ name: String?, in document: IBDocument,
                             notice: (String) -> Void = { _ in }) throws(SnapshotError) -> IBScene {
        if let name {
            if let s = document.scene(named: name) { return s }
            throw SnapshotError(.invalidInput, "\(document.path): error: no scene \"\(name)\"; the scenes are:\n" + sceneList(document),
                                file: document.path)
        }
        if let s = document.initialScene, s.rootView != nil || s.isContainer { return s }
        if let s = document.scenes.first(where: { $0.rootView != nil }) {
            if let initial = document.initialScene {
                notice("warning: \(document.path): the initial scene \"\(initial.title)\" has no view of its own; drawing \"\(s.title)\" (\(s.id)); choose with --scene (see --list-scenes)")
            }
            return s
        }
        throw SnapshotError(.invalidInput, "\(document.path): error: the document has no scene with a view to lay out", file: document.path)
    }

    /// The scene `scene` shows and the document that holds it: itself, or for a container scene
    /// (navigation, tab bar, page view controller, storyboard reference) what Interface Builder
    /// shows in it (`IBDocument.shownScene`).
    public func shownScene(_ scene: IBScene, of document: IBDocument) throws(SnapshotError) -> (IBDocument, IBScene) {
        do throws(IBContainerError) {
            let shown = try document.shownScene(of: scene, storyboardFolders: storyboardFolders)
            return (shown.document, shown.scene)
        } catch {
            throw SnapshotError(.invalidInput, "\(document.path): error: scene \"\(scene.title)\" (\(scene.id)): \(error)", file: document.path)
        }
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

    /// Where images are looked up: `imageFolders`, then the document's folder and its parent;
    /// vector files are measured with VectorImages.
    public static func imageFinder(_ imageFolders: [String], document: IBDocument) -> IBImageFinder {
        let dir = (document.path as NSString).deletingLastPathComponent
        let docDir = dir.isEmpty ? "." : dir
        return IBImageFinder(directories: imageFolders + [docDir, (docDir as NSString).appendingPathComponent("..")],
                             vectorSize: PNGImageStore.vectorSize)
    }

    /// Builds a scene of a loaded document for `environment` and lays it out; for `screen`'s
    /// `--full-content`, the grown screen's least size is checked against the pixel limit
    /// between the two (`ScreenChoice.checkFullContentPixels`).
    public func layOut(_ scene: IBScene, of document: IBDocument, imageFolders: [String],
                       environment: Layout.Environment, screen: ScreenChoice? = nil) throws(SnapshotError) -> (IBBuiltScene, LayoutResult) {
        var built: IBBuiltScene
        do throws(IBLayoutError) {
            built = try IBLayoutBuilder(images: Self.imageFinder(imageFolders, document: document)).build(scene, of: document, for: environment)
        } catch {
            throw SnapshotError(.invalidInput, "\(document.path): error: \(error)", file: document.path)
        }
        built.warnings += missingFontWarnings(built.tree)
        try screen?.checkFullContentPixels(built.tree, built.environment)
        return (built, Layout.layout(built.tree, in: built.environment, measurer: measurer))
    }

    /// The warnings of a laid-out scene, as printed on stderr: the document's and the
    /// mapping's, then Layout's (ambiguities and squeezes of helper views the mapping added
    /// are left out).
    public static func warnings(_ built: IBBuiltScene, _ result: LayoutResult) -> [String] {
        var out = built.warnings.map { "warning: \($0)" }
        for conflict in result.conflicts {
            out.append(conflict.message.hasSuffix("\n") ? String(conflict.message.dropLast()) : conflict.message)
        }
        let helpers = Set(built.tree.attachedViews.filter { built.objectID(of: $0) == nil }.map { built.tree[$0].name })
        let classNames = classNamesByViewName(result)
        for a in result.ambiguities where !helpers.contains(a.view) {
            out.append(ambiguityMessage(a, classNames))
        }
        return out + result.squeezes.filter { !helpers.contains($0.view) }.map(squeezeMessage)
    }

    /// One line for a view whose text does not fit: `warning: UILabel 'Title' is squeezed to
    /// 3 pt wide, its text needs 212 pt (compression resistance broken)`.
    static func squeezeMessage(_ s: SqueezeReport) -> String {
        "warning: \(s.className) '\(s.view)' is squeezed to \(LayoutReport.number(s.size)) pt "
            + "\(s.axis == .horizontal ? "wide" : "high"), its text needs \(LayoutReport.number(s.needed)) pt "
            + "(compression resistance broken)"
    }

    /// The class name of the first laid-out view of each name, looked up once for all the
    /// ambiguity messages (`result[name]` per message was quadratic in the number of views).
    static func classNamesByViewName(_ result: LayoutResult) -> [String: String] {
        guard !result.ambiguities.isEmpty else { return [:] }
        var table: [String: String] = [:]
        for case let view? in result.views where table[view.node.name] == nil {
            table[view.node.name] = view.node.kind.className
        }
        return table
    }

    /// UIKit-style text for an ambiguous view (`classNames` from `classNamesByViewName`).
    static func ambiguityMessage(_ a: AmbiguityReport, _ classNames: [String: String]) -> String {
        let className = classNames[a.view] ?? "UIView"
        return "[LayoutConstraints] AMBIGUOUS LAYOUT for \(className) '\(a.view)': "
            + "\(a.attributes.joined(separator: ", ")) not determined by the constraints "
            + "(\(a.axes.map(\.rawValue).joined(separator: " and ")))"
    }

    /// Paints a laid-out scene; images found on disk are decoded (vector images drawn at the
    /// render's scale), the others are drawn as placeholders.
    public func render(_ built: IBBuiltScene, _ result: LayoutResult, options: RenderOptions = RenderOptions()) throws(SnapshotError) -> Bitmap {
        let scale = options.scale ?? result.environment.scale
        var table: [String: Bitmap] = [:]
        for reference in built.images {
            guard case .file(_, let path) = reference.origin else { continue }
            if let b = try? images.bitmap(atPath: path, scale: scale) { table[reference.key] = b }
        }
        let templates = Set(built.images.filter(\.isTemplate).map(\.key))
        let renderer = Renderer(typesetter: typesetter,
                                images: Render.ImageSource(images: table, templates: templates, vectors: vectorTable(built.images)))
        do throws(RenderError) {
            return try renderer.render(result, options: options)
        } catch {
            throw SnapshotError(.internal, "error: cannot draw the scene: \(error)")
        }
    }
}
