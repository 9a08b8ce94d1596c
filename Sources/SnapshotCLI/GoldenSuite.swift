import Foundation
import GoldenTesting
import Layout
import Raster
import Recipe
import Typesetting

/// The golden-image suite: which recipes, devices and orientations `snapshot test` checks, and
/// where the goldens live. The defaults describe the repository's `Snapshots/` folder.
///
/// Every recipe is rendered on each suite device in each orientation, unless its `"snapshot"`
/// settings list its own `devices` / `orientations`. Goldens are at
/// `<goldens>/<recipe>/<device>-<orientation>@<scale>x.png`.
public struct GoldenSuite: Sendable {
    /// iPhone 8 (@2x, home button, 20-point status bar) and iPhone X (@3x, notch and home
    /// indicator: safe areas on all sides in landscape).
    public static let defaultDevices = ["iphone-8", "iphone-x"]
    public static let defaultOrientations = ["portrait", "landscape"]
    public static let defaultRecipesFolder = "Snapshots/recipes"
    public static let defaultGoldensFolder = "Snapshots/goldens"

    public var recipesFolder: String
    public var goldensFolder: String
    public var devices: [String]
    public var orientations: [String]

    public init(recipesFolder: String = GoldenSuite.defaultRecipesFolder,
                goldensFolder: String = GoldenSuite.defaultGoldensFolder,
                devices: [String] = GoldenSuite.defaultDevices,
                orientations: [String] = GoldenSuite.defaultOrientations) {
        self.recipesFolder = recipesFolder
        self.goldensFolder = goldensFolder
        self.devices = devices
        self.orientations = orientations
    }

    /// The recipe files named by `paths` (files, or folders searched recursively for `.json`
    /// outside `images` folders); every recipe of the suite when `paths` is empty. Sorted.
    public func recipeFiles(_ paths: [String]) throws(SnapshotFailure) -> [String] {
        let roots = paths.isEmpty ? [recipesFolder] : paths
        var files: [String] = []
        let fm = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw SnapshotFailure(.io, "error: \(root): no such file or folder")
            }
            if !isDirectory.boolValue {
                files.append(root)
                continue
            }
            guard let e = fm.enumerator(atPath: root) else { continue }
            while let item = e.nextObject() as? String {
                if item.hasSuffix(".json") && !item.split(separator: "/").contains("images") {
                    files.append(Self.join(root, item))
                }
            }
        }
        var seen: Set<String> = []
        return files.sorted().filter { seen.insert(Self.standardized($0)).inserted }
    }

    /// The recipe's id in golden paths: its path under the recipes folder without `.json`
    /// (`nested-stack-views`, `forms/login`), or the file's stem for a recipe elsewhere.
    public func recipeID(_ file: String) -> String {
        let full = Self.standardized(file)
        let base = Self.standardized(recipesFolder) + "/"
        let relative = full.hasPrefix(base) ? String(full.dropFirst(base.count)) : (full as NSString).lastPathComponent
        return relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
    }

    /// One case per recipe × device × orientation, in recipe, device, orientation order.
    /// `devices` / `orientations` (from `--devices` / `--orientations`) keep only those.
    /// `tolerance` overrides every recipe's own (`--tolerance`).
    public func cases(recipeFiles: [String], onlyDevices: [String]? = nil, onlyOrientations: [String]? = nil)
        throws(SnapshotFailure) -> [GoldenCase] {
        var out: [GoldenCase] = []
        for file in recipeFiles {
            let document: RecipeDocument
            do throws(RecipeError) {
                document = try RecipeDocument.load(path: file, checkImageFiles: false)
            } catch {
                throw SnapshotFailure(error.kind == .unreadableFile ? .io : .input, error.description)
            }
            out += try cases(for: document, file: file, onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
        }
        return out
    }

    /// The cases of one decoded recipe.
    public func cases(for document: RecipeDocument, file: String, onlyDevices: [String]? = nil,
                      onlyOrientations: [String]? = nil) throws(SnapshotFailure) -> [GoldenCase] {
        let settings = document.snapshot
        let deviceSpecs = settings?.devices ?? devices
        let orientationNames = settings?.orientations?.map(\.rawValue) ?? orientations
        let tolerance = settings?.tolerance.map(Self.tolerance) ?? .exact
        var out: [GoldenCase] = []
        for spec in deviceSpecs {
            let (device, scale) = try Self.device(spec, in: file)
            if let only = onlyDevices, !only.contains(spec) && !only.contains(device.name) { continue }
            for orientation in orientationNames {
                if let only = onlyOrientations, !only.contains(orientation) { continue }
                out.append(GoldenCase(recipe: recipeID(file), recipePath: file, title: document.name,
                                      device: device.name, orientation: orientation, scale: scale, tolerance: tolerance))
            }
        }
        return out
    }

    /// `iphone-8` or `iphone-x@2x`: a preset and the scale to render at.
    public static func device(_ spec: String, in file: String? = nil) throws(SnapshotFailure) -> (Device, Double) {
        let parts = spec.split(separator: "@", omittingEmptySubsequences: false)
        let names = Device.all.map(\.name).joined(separator: ", ")
        let context = file.map { "\($0): " } ?? ""
        guard let first = parts.first, let device = Device.named(String(first)), parts.count <= 2 else {
            throw SnapshotFailure(.input, "error: \(context)unknown device \"\(spec)\"; expected one of \(names), optionally with a scale (iphone-x@2x)")
        }
        var scale = device.scale
        if parts.count == 2 {
            var text = parts[1]
            if text.hasSuffix("x") { text = text.dropLast() }
            guard let s = Double(text), s >= 1, s <= 4 else {
                throw SnapshotFailure(.input, "error: \(context)device \"\(spec)\": the scale after @ must be 1...4 (e.g. @2x)")
            }
            scale = s
        }
        return (device, scale)
    }

    /// GoldenTesting's tolerance for a recipe's `snapshot.tolerance`.
    public static func tolerance(_ t: SnapshotTolerance) -> Tolerance {
        Tolerance(colorThreshold: t.colorThreshold, ignoresAntialiasing: t.ignoreAntialiasing,
                  maxDifferingPixels: t.maxDifferingPixels, maxDifferingRatio: t.maxDifferingRatio)
    }

    /// The Layout environment of a case: its device, orientation and scale, plus the recipe's
    /// layout direction and Dynamic Type size.
    public static func environment(for c: GoldenCase, settings: SnapshotSettings?) throws(SnapshotFailure) -> Layout.Environment {
        guard let device = Device.named(c.device) else {
            throw SnapshotFailure(.input, "error: unknown device \"\(c.device)\"")
        }
        var category = ContentSizeCategory.large
        if let name = settings?.contentSize {
            guard let parsed = ContentSizeCategory(name: name) else {
                throw SnapshotFailure(.input, "error: \(c.recipePath): unknown Dynamic Type size \"\(name)\"")
            }
            category = parsed
        }
        return Layout.Environment(device: device, orientation: c.orientation == "landscape" ? .landscape : .portrait,
                                  layoutDirection: settings?.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                  contentSizeCategory: category,
                                  scaleOverride: c.scale == device.scale ? nil : c.scale)
    }

    /// The goldens `prune` may delete: golden files under the goldens folder that none of
    /// `cases` produces, named for a known device and outside any `images` folder (names the
    /// suite can generate; see `GoldenCase.goldenPathParts`).
    public func staleGoldens(keeping cases: [GoldenCase]) -> [String] {
        GoldenStore(root: goldensFolder).staleGoldens(keeping: cases).filter { rel in
            guard let parts = GoldenCase.goldenPathParts(rel), Device.named(parts.device) != nil else { return false }
            return !rel.split(separator: "/").contains("images")
        }
    }

    static func join(_ folder: String, _ item: String) -> String {
        folder.hasSuffix("/") ? folder + item : folder + "/" + item
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// Renders golden cases through the same pipeline as `snapshot render`: recipe → Layout →
/// Render → bitmap. One per worker thread (it owns its fonts and image cache).
public struct PipelineGoldenRenderer: GoldenRendering {
    public let pipeline: SnapshotPipeline
    private var documents: [String: RecipeDocument] = [:]

    public init(pipeline: SnapshotPipeline) {
        self.pipeline = pipeline
    }

    /// A renderer with its own pipeline (fonts from the default folders plus `fontDirectories`).
    public static func make(fontDirectories: [String] = []) throws(GoldenRenderError) -> PipelineGoldenRenderer {
        do throws(SnapshotFailure) {
            return PipelineGoldenRenderer(pipeline: try SnapshotPipeline(fontDirectories: fontDirectories))
        } catch {
            throw GoldenRenderError(error.message)
        }
    }

    public mutating func render(_ c: GoldenCase) throws(GoldenRenderError) -> Bitmap {
        do throws(SnapshotFailure) {
            let document: RecipeDocument
            if let d = documents[c.recipePath] {
                document = d
            } else {
                document = try pipeline.loadRecipe(at: c.recipePath)
                documents[c.recipePath] = document
            }
            let environment = try GoldenSuite.environment(for: c, settings: document.snapshot)
            let built = try pipeline.build(document, for: environment)
            let result = pipeline.layout(built)
            return try pipeline.render(built, result)
        } catch {
            throw GoldenRenderError(error.message)
        }
    }
}
