import ArgumentParser
import Foundation
import SnapshotKit

/// The options `render` and `layout` take for `.storyboard` / `.xib` input.
public struct InterfaceBuilderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Storyboard / xib: the scene (scene or view-controller id, storyboard identifier, title, label, class; default: the initial one).",
                                            valueName: "name-or-id"))
    public var scene: String?

    @Option(name: .long, help: ArgumentHelp("Storyboard / xib: a folder of images (Name.png, Name@2x.png, or *.xcassets catalogs); repeatable. The document's folder and its parent are searched after.",
                                            valueName: "dir"))
    public var images: [String] = []

    @Option(name: .long, help: ArgumentHelp("Storyboard: a folder where a storyboard reference's storyboard (NAME.storyboard) is looked up before the document's folder; repeatable.",
                                            valueName: "dir"))
    public var storyboards: [String] = []

    @Flag(name: .customLong("list-scenes"), help: "Storyboard / xib: list the scenes (id, title, root view size) and exit.")
    public var listScenes = false

    public init() {}

    /// The input `path` names with these options. A recipe does not take them: given with
    /// one, they are refused rather than silently ignored; an `--images` folder that is not
    /// there is an I/O error, as a `--fonts` one is.
    public func input(_ path: String) throws(SnapshotFailure) -> SnapshotInput {
        let input = SnapshotInput(path: path, scene: scene, imageFolders: images)
        if !input.isInterfaceBuilder {
            let given = [scene.map { _ in "--scene" }, images.isEmpty ? nil : "--images", storyboards.isEmpty ? nil : "--storyboards",
                         listScenes ? "--list-scenes" : nil].compactMap { $0 }
            if !given.isEmpty {
                throw SnapshotFailure(.input, "error: \(given.joined(separator: ", ")): only for a .storyboard or .xib; \(path) is a recipe")
            }
        }
        for dir in images where !Self.isDirectory(dir) {
            throw SnapshotFailure(.io, "error: --images \(dir): no such directory")
        }
        for dir in storyboards where !Self.isDirectory(dir) {
            throw SnapshotFailure(.io, "error: --storyboards \(dir): no such directory")
        }
        return input
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `--list-scenes`: prints the document's scenes.
    static func listScenes(path: String) throws(SnapshotError) {
        Output.out(SnapshotPipeline.sceneList(try SnapshotPipeline.loadInterfaceBuilderDocument(at: path)))
    }
}
