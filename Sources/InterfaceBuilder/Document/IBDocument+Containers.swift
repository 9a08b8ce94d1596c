import Foundation
import Layout

/// `<viewControllerPlaceholder storyboardName= referencedIdentifier=>`: a storyboard reference,
/// a scene that stands for a scene of another storyboard (or of this one).
public struct IBStoryboardReference: Hashable, Sendable {
    /// The storyboard's name without its extension (nil: this document).
    public var storyboardName: String?
    /// The `storyboardIdentifier` of the scene it points to (nil: that storyboard's initial one).
    public var referencedIdentifier: String?
    public init(storyboardName: String?, referencedIdentifier: String?) {
        self.storyboardName = storyboardName; self.referencedIdentifier = referencedIdentifier
    }
}

/// The scene a container scene shows, in the document that holds it.
public struct IBShownScene: Sendable {
    public var document: IBDocument
    public var scene: IBScene
}

/// Why a scene cannot be shown (a storyboard reference whose storyboard is not found).
public struct IBContainerError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Container scenes as Interface Builder shows them (docs/interface-builder.md, "Container
/// scenes"): a navigation controller shows its root view controller inside its bar, a tab bar
/// controller its first (selected) tab inside its tab bar, a storyboard reference the scene it
/// points to; a container that shows no scene of the document (root set in code, a page view
/// controller, whose pages are always set in code) shows an empty view of the canvas's size
/// under its bars.
extension IBDocument {
    /// The scene `scene` shows: itself when it has a view of its own. `storyboardFolders` are
    /// searched for a referenced storyboard before the document's folder.
    public func shownScene(of scene: IBScene, storyboardFolders: [String] = []) throws(IBContainerError) -> IBShownScene {
        var current = IBShownScene(document: self, scene: scene)
        for _ in 0..<8 {
            guard let next = try current.document.nextShown(current.scene, storyboardFolders) else { return current }
            current = next
        }
        return current
    }

    /// One step down the containers; nil when `scene` shows itself.
    func nextShown(_ scene: IBScene, _ folders: [String]) throws(IBContainerError) -> IBShownScene? {
        guard scene.rootView == nil, let controller = scene.viewController else { return nil }
        if let reference = controller.storyboardReference {
            return try referencedScene(reference, folders)
        }
        switch controller.elementName {
        case "navigationController":
            let root = controller.bars.rootViewControllerID.flatMap(scene(ofController:))
            return IBShownScene(document: self, scene: root ?? emptyScene(scene))
        case "tabBarController":
            let first = controller.bars.childViewControllerIDs.first.flatMap(scene(ofController:))
            return IBShownScene(document: self, scene: first ?? emptyScene(scene))
        case "pageViewController":
            return IBShownScene(document: self, scene: emptyScene(scene))
        default:
            return nil
        }
    }

    /// The scene of the controller `id`.
    func scene(ofController id: String) -> IBScene? {
        scenes.first { $0.viewController?.id == id }
    }

    /// The container's scene with an empty root view of the canvas's size.
    func emptyScene(_ scene: IBScene) -> IBScene {
        var out = scene
        let size = scene.viewController?.simulatedMetrics.freeformSize ?? device?.canvasSize
        out.rootView = IBView(id: "\(scene.viewController?.id ?? scene.id)-view", kind: .view,
                              frame: size.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) },
                              source: scene.source)
        return out
    }

    /// The scene a storyboard reference points to.
    func referencedScene(_ reference: IBStoryboardReference, _ folders: [String]) throws(IBContainerError) -> IBShownScene {
        var document = self
        if let name = reference.storyboardName, name != ((path as NSString).lastPathComponent as NSString).deletingPathExtension {
            document = try Self.referencedDocument(name, folders: folders + [(path as NSString).deletingLastPathComponent])
        }
        let scene = reference.referencedIdentifier.map { id in
            document.scenes.first { $0.viewController?.storyboardIdentifier == id }
        } ?? document.initialScene
        guard let scene else {
            let what = reference.referencedIdentifier.map { "no scene with storyboard identifier \"\($0)\"" } ?? "no initial scene"
            throw IBContainerError(message: "storyboard reference: \(document.path) has \(what)")
        }
        return IBShownScene(document: document, scene: scene)
    }

    /// `NAME.storyboard` in the first of `folders` that has it.
    static func referencedDocument(_ name: String, folders: [String]) throws(IBContainerError) -> IBDocument {
        for folder in folders {
            let path = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(name + ".storyboard")
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do throws(IBError) {
                return try IBDocument.load(contentsOf: path)
            } catch {
                throw IBContainerError(message: "storyboard reference to \(name): \(error)")
            }
        }
        let searched = folders.map { $0.isEmpty ? "." : $0 }.joined(separator: ", ")
        throw IBContainerError(message: "storyboard reference to \"\(name)\": no \(name).storyboard in \(searched) (name its folder with --storyboards)")
    }
}

extension IBScene {
    /// True for a scene whose controller shows other scenes (or an empty view) rather than a
    /// view of its own: navigation, tab bar and page view controllers, storyboard references.
    public var isContainer: Bool {
        guard rootView == nil, let c = viewController else { return false }
        return c.storyboardReference != nil
            || ["navigationController", "tabBarController", "pageViewController"].contains(c.elementName)
    }
}

extension IBCanvasDevice {
    /// The canvas size Xcode's device id stands for, in its orientation (nil for an unknown id).
    public var canvasSize: Size? {
        guard let portrait = Self.portraitSizes[id] else { return nil }
        return orientation == "landscape" ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// Xcode's device ids and their sizes in points (ib-corpus README, "What the frames are").
    static let portraitSizes: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480), "retina4_0": Size(width: 320, height: 568),
        "retina4_7": Size(width: 375, height: 667), "retina5_5": Size(width: 414, height: 736),
        "retina5_9": Size(width: 375, height: 812), "retina6_0": Size(width: 390, height: 844),
        "retina6_1": Size(width: 414, height: 896), "retina6_5": Size(width: 414, height: 896),
        "retina6_12": Size(width: 393, height: 852), "retina6_7": Size(width: 428, height: 926),
        "retina6_72": Size(width: 430, height: 932), "ipad9_7": Size(width: 768, height: 1024),
        "ipad10_2": Size(width: 810, height: 1080), "ipad10_5": Size(width: 834, height: 1112),
        "ipad11_0rounded": Size(width: 834, height: 1194), "ipad12_9": Size(width: 1024, height: 1366),
        "ipad12_9rounded": Size(width: 1024, height: 1366),
    ]
}
