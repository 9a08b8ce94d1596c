import Foundation
import GoldenTesting
import InterfaceBuilder
import Layout
import Raster
import Recipe

/// The golden-image suite: which inputs, devices and orientations `snapshot test` checks, and
/// where the goldens live. The defaults describe the repository's `Snapshots/` folder.
///
/// The inputs are the recipes (`.json`) and Interface Builder files (`.storyboard`, `.xib`) in
/// the recipes folder; each scene of an Interface Builder file that has a view is a subject of
/// its own. Every subject is rendered on each suite device in each orientation, unless a
/// recipe's `"snapshot"` settings list its own `devices` / `orientations`. Goldens are at
/// `<goldens>/<subject>/<device>-<orientation>@<scale>x.png`, where the subject is the recipe's
/// path without `.json` (`forms/login`), or the Interface Builder file's path with its
/// extension, then the scene's id (`Main.storyboard/BYZ-38-t0r`).
public struct GoldenSuite: Sendable {
    /// iPhone 8 (@2x, home button, 20-point status bar) and iPhone X (@3x, notch and home
    /// indicator: safe areas on all sides in landscape).
    public static let defaultDevices = ["iphone-8", "iphone-x"]
    public static let defaultOrientations: [Layout.Orientation] = [.portrait, .landscape]
    public static let defaultRecipesFolder = "Snapshots/recipes"
    public static let defaultGoldensFolder = "Snapshots/goldens"

    /// The goldens folder of a recipes folder when none is named: `goldens` next to it, where
    /// the suite file is looked for too (`Snapshots/recipes` → `Snapshots/goldens`,
    /// `app/screens` → `app/goldens`). Never inside it, where its layout files would be read
    /// as recipes.
    public static func goldensFolder(besideRecipes recipesFolder: String) -> String {
        var recipes = recipesFolder as NSString
        if [".", "..", ""].contains(recipes.lastPathComponent) {
            recipes = URL(fileURLWithPath: recipesFolder).standardizedFileURL.path as NSString
        }
        return (recipes.deletingLastPathComponent as NSString).appendingPathComponent("goldens")
    }

    public var recipesFolder: String
    public var goldensFolder: String
    public var devices: [String]
    public var orientations: [Layout.Orientation]
    /// The input bounds recipes are read with (`--limit`).
    public var limits: RecipeLimits = .standard
    /// Content sizes, directions and appearances every subject is rendered in (the suite
    /// file's; the defaults alone when empty).
    public var matrix = GoldenMatrix()

    /// Takes the suite file's devices, orientations and matrix (those it sets).
    public mutating func apply(_ file: GoldenSuiteFile) {
        if let d = file.devices { devices = d }
        if let o = file.orientations { orientations = o }
        matrix = file.matrix
    }

    public init(recipesFolder: String = GoldenSuite.defaultRecipesFolder,
                goldensFolder: String = GoldenSuite.defaultGoldensFolder,
                devices: [String] = GoldenSuite.defaultDevices,
                orientations: [Layout.Orientation] = GoldenSuite.defaultOrientations) {
        self.recipesFolder = recipesFolder
        self.goldensFolder = goldensFolder
        self.devices = devices
        self.orientations = orientations
    }

    /// The input files named by `paths` (files, or folders searched recursively for `.json`,
    /// `.storyboard` and `.xib` outside `images` folders); every input of the suite when `paths`
    /// is empty. Sorted.
    public func inputFiles(_ paths: [String]) throws(SnapshotError) -> [String] {
        var skipped: [String] = []
        return try inputFiles(paths, skipped: &skipped)
    }

    /// `inputFiles(_:)`; in folders, a link to a file outside the folder is not an input but
    /// added to `skipped` (links to folders are never followed), so no file outside the
    /// folders given is read.
    public func inputFiles(_ paths: [String], skipped: inout [String]) throws(SnapshotError) -> [String] {
        let roots = paths.isEmpty ? [recipesFolder] : paths
        var files: [String] = []
        let fm = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw SnapshotError(.io, "error: \(root): no such file or folder")
            }
            if !isDirectory.boolValue {
                files.append(root)
                continue
            }
            guard let e = fm.enumerator(atPath: root) else { continue }
            let realRoot = GoldenStore.realPath(root)
            while let item = e.nextObject() as? String {
                let isInput = item.hasSuffix(".json") || SnapshotInput.isInterfaceBuilderFile(item)
                guard isInput && !item.split(separator: "/").contains("images") else { continue }
                let file = Self.join(root, item)
                if Self.leaves(file, realRoot) {
                    skipped.append(file)
                } else {
                    files.append(file)
                }
            }
        }
        skipped.sort()
        var seen: Set<String> = []
        return files.sorted().filter { seen.insert(Self.standardized($0)).inserted }
    }

    /// Whether `file` is a link that leads outside `realRoot` (or nowhere).
    static func leaves(_ file: String, _ realRoot: String?) -> Bool {
        var st = stat()
        guard lstat(file, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return false }
        guard let realRoot, let target = GoldenStore.realPath(file) else { return true }
        return !target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// A file's id in golden paths: its path under the recipes folder (`nested-stack-views`,
    /// `forms/login`, `Main.storyboard`), or its name for a file elsewhere; without `.json`.
    public func fileID(_ file: String) -> String {
        let full = Self.standardized(file)
        let base = Self.standardized(recipesFolder) + "/"
        let relative = full.hasPrefix(base) ? String(full.dropFirst(base.count)) : (full as NSString).lastPathComponent
        return relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
    }

    /// One case per subject × device × orientation, in file, subject, device, orientation
    /// order. `onlyDevices` / `onlyOrientations` (from `--devices` / `--orientations`) keep
    /// only those.
    public func cases(inputFiles: [String], onlyDevices: [String]? = nil, onlyOrientations: [Layout.Orientation]? = nil)
        throws(SnapshotError) -> [GoldenCase] {
        var out: [GoldenCase] = []
        for file in inputFiles {
            if SnapshotInput.isInterfaceBuilderFile(file) {
                let document = try SnapshotPipeline.loadInterfaceBuilderDocument(at: file)
                out += try cases(for: document, onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
                continue
            }
            let document: RecipeDocument
            do throws(RecipeError) {
                document = try RecipeDocument.load(path: file, checkImageFiles: false, limits: limits)
            } catch {
                throw SnapshotPipeline.error(error, file: file)
            }
            out += try cases(for: document, file: file, onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
        }
        return out
    }

    /// Like `cases(inputFiles:...)`, but a file that does not load (invalid JSON or XML, an
    /// unknown device in its settings, an unreadable file) becomes one failing case named by
    /// its subject, carrying the located error (`GoldenCase.loadError`), and the other files'
    /// cases are all there: what `snapshot test` runs.
    public func casesIsolatingErrors(inputFiles: [String], onlyDevices: [String]? = nil,
                                     onlyOrientations: [Layout.Orientation]? = nil) -> [GoldenCase] {
        var out: [GoldenCase] = []
        for file in inputFiles {
            do throws(SnapshotError) {
                out += try cases(inputFiles: [file], onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
            } catch {
                var message = error.message.hasPrefix("error: ") ? String(error.message.dropFirst(7)) : error.message
                // The message keeps its excerpt's line breaks, not those of the file's name.
                message = message.replacingOccurrences(of: file, with: GoldenOutcome.oneLine(file))
                out.append(.unloadable(subject: fileID(file), sourcePath: file, error: message))
            }
        }
        return out
    }

    /// The cases of one decoded recipe.
    public func cases(for document: RecipeDocument, file: String, onlyDevices: [String]? = nil,
                      onlyOrientations: [Layout.Orientation]? = nil) throws(SnapshotError) -> [GoldenCase] {
        let settings = document.snapshot
        let template = GoldenCase(subject: fileID(file), sourcePath: file, title: document.name, device: "",
                                  orientation: .portrait, scale: 1, tolerance: settings?.tolerance.map(Self.tolerance) ?? .exact)
        return try cases(of: template, devices: settings?.devices ?? devices,
                         orientations: settings?.orientations ?? orientations,
                         configurations: matrix.configurations(for: settings, languages: document.strings.keys.sorted()),
                         onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
    }

    /// The cases of one Interface Builder document: each scene with a view is a subject
    /// (`<file>/<scene id>`), on the suite's devices and orientations (or `devices` /
    /// `orientations` when given), compared exactly.
    public func cases(for document: IBDocument, devices chosenDevices: [String]? = nil,
                      orientations chosenOrientations: [Layout.Orientation]? = nil,
                      onlyDevices: [String]? = nil, onlyOrientations: [Layout.Orientation]? = nil) throws(SnapshotError) -> [GoldenCase] {
        var out: [GoldenCase] = []
        let configurations = matrix.configurations(for: nil, languages: try Self.languages(of: document.path, locales: matrix.locales))
        for scene in document.scenes where scene.rootView != nil {
            let subject = fileID(document.path) + "/" + Self.pathComponent(scene.id)
            let template = GoldenCase(subject: subject, sourcePath: document.path, sourcePart: scene.id, title: scene.title,
                                      device: "", orientation: .portrait, scale: 1)
            out += try cases(of: template, devices: chosenDevices ?? devices, orientations: chosenOrientations ?? orientations,
                             configurations: configurations,
                             onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
        }
        return out
    }

    /// `template` on each device × orientation × configuration (device specs may carry a
    /// scale). Two cases with one golden name (`"L"` and `"large"` in one list) are refused.
    func cases(of template: GoldenCase, devices deviceSpecs: [String], orientations: [Layout.Orientation],
               configurations: [GoldenConfiguration] = [.standard],
               onlyDevices: [String]?, onlyOrientations: [Layout.Orientation]?) throws(SnapshotError) -> [GoldenCase] {
        var out: [GoldenCase] = []
        var names: Set<String> = []
        for spec in deviceSpecs {
            let (device, scale) = try Self.device(spec, in: template.sourcePath)
            if let only = onlyDevices, !only.contains(spec) && !only.contains(device.name) { continue }
            for orientation in orientations {
                if let only = onlyOrientations, !only.contains(orientation) { continue }
                for configuration in configurations {
                    var c = template
                    c.device = device.name
                    c.orientation = orientation
                    c.scale = scale
                    c.configuration = configuration
                    guard names.insert(c.name).inserted else {
                        throw SnapshotError(.invalidInput, "error: \(template.sourcePath): two configurations are both named \(c.name); list each Dynamic Type size, direction, appearance and locale once")
                    }
                    out.append(c)
                }
            }
        }
        return out
    }

    /// The languages a document has translations for beside it (none looked for when the
    /// suite lists no locales).
    static func languages(of documentPath: String, locales: [String]) throws(SnapshotError) -> [String] {
        guard !locales.isEmpty else { return [] }
        do throws(LocalizationError) {
            return try IBStringsSource(documentPath: documentPath).languages()
        } catch {
            throw SnapshotError(error, file: documentPath)
        }
    }

    /// A scene id as one folder name: `/` and a leading `.` would change the golden's path.
    static func pathComponent(_ id: String) -> String {
        let safe = id.replacingOccurrences(of: "/", with: "_")
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }

    /// `iphone-8` or `iphone-x@2x`: a preset and the scale to render at.
    public static func device(_ spec: String, in file: String? = nil) throws(SnapshotError) -> (Device, Double) {
        let parts = spec.split(separator: "@", omittingEmptySubsequences: false)
        let names = Device.all.map(\.name).joined(separator: ", ")
        let context = file.map { "\($0): " } ?? ""
        guard let first = parts.first, let device = Device.named(String(first)), parts.count <= 2 else {
            throw SnapshotError(.invalidInput, "error: \(context)unknown device \"\(spec)\"; expected one of \(names), optionally with a scale (iphone-x@2x)")
        }
        var scale = device.scale
        if parts.count == 2 {
            var text = parts[1]
            if text.hasSuffix("x") { text = text.dropLast() }
            guard let s = Double(text), s >= 1, s <= 4 else {
                throw SnapshotError(.invalidInput, "error: \(context)device \"\(spec)\": the scale after @ must be 1...4 (e.g. @2x)")
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
