import Foundation
import Layout
import Raster
import Render
import SnapshotKit
@_spi(SnapshotHost) import UIKit

/// Lays out and draws code-built views with the shared pipeline: the fonts and text measurer
/// of the recipes' strategies, Layout's engine through the `UIKit` module, SnapshotKit's PNG.
@MainActor
enum UIKitRendering {
    /// A top view laid out on `screen` (its own size for a plain view), drawn to PNG.
    static func png(_ subject: UIKitSubject) throws(SnapshotError) -> [UInt8] {
        try SharedPipeline.shared.withPipeline { pipeline throws(SnapshotError) in
            let laidOut = layOut(subject, pipeline: pipeline)
            let images = Render.ImageSource(images: imageTable(laidOut.tree, pipeline: pipeline))
            let renderer = Renderer(typesetter: pipeline.typesetter, images: images)
            let bitmap: Bitmap
            do throws(RenderError) {
                bitmap = try renderer.render(laidOut.result, options: RenderOptions())
            } catch {
                throw SnapshotError(.internal, "error: cannot draw the view: \(error)")
            }
            return try SnapshotPipeline.encodePNG(bitmap)
        }
    }

    /// The hierarchy laid out, its warnings printed (they never fail the test).
    static func layOut(_ subject: UIKitSubject, pipeline: SnapshotPipeline) -> LaidOutHierarchy {
        LayoutHost.measurer = pipeline.measurer
        let saved = LayoutHost.screen
        LayoutHost.screen = subject.screen
        defer { LayoutHost.screen = saved }
        let root = subject.root()
        let laidOut = root.snapshotLayout()
        for w in UIKitWarnings.drain() { FileHandle.standardError.write(Data("warning: \(w)\n".utf8)) }
        return laidOut
    }

    /// The layout as text, on the shared pipeline.
    static func text(_ subject: UIKitSubject, _ describe: (LaidOutHierarchy) -> String) throws(SnapshotError) -> String {
        try SharedPipeline.shared.withPipeline { pipeline throws(SnapshotError) in describe(layOut(subject, pipeline: pipeline)) }
    }

    /// The image files the tree names (`UIImage(named:)` keys are their paths), decoded.
    private static func imageTable(_ tree: ViewTree, pipeline: SnapshotPipeline) -> [String: Bitmap] {
        var table: [String: Bitmap] = [:]
        for node in tree.nodes {
            for key in imageKeys(node.kind) where key.hasPrefix("/") && table[key] == nil {
                table[key] = try? pipeline.images.bitmap(atPath: key)
            }
        }
        return table
    }

    private static func imageKeys(_ kind: ViewKind) -> [String] {
        switch kind {
        case .imageView(let p): return p.imageName.map { [$0] } ?? []
        case .button(let b): return b.imageName.map { [$0] } ?? []
        case .tabBar(let t): return t.items.compactMap(\.imageName)
        default: return []
        }
    }
}

/// What a UIKit strategy lays out: a view at a size, or a view controller on a screen.
@MainActor
struct UIKitSubject {
    var screen: Environment
    var root: () -> UIView
}
