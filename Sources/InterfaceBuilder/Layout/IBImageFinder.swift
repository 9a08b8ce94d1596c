import Foundation
import Layout

/// Finds the image file behind an image name: in asset catalogs (`Foo.xcassets/Name.imageset/Contents.json`
/// and the PNGs it lists, else its PDF or SVG; `Name.symbolset` and its SVG template) and in
/// plain folders (`Name.png`, `Name@2x.png`, `Name@3x.png`). Vector files are measured by
/// `vectorSize`, which the pipeline sets (this module reads no vector format).
///
/// Search order: each directory in `directories` in turn; a directory that is itself an
/// `.xcassets` catalog is searched as a catalog, any other is searched for the plain files and
/// then for every `*.xcassets` catalog directly inside it (sorted by name). Within one place,
/// the variant whose scale equals the wanted scale wins, else the largest scale.
///
/// A name resolves only inside the directory searched: a file that lies outside it once `..`
/// and links are resolved (`image="../../secret"`, an asset catalog's `"filename":
/// "../../outside.png"`, a link to elsewhere) is not found.
public struct IBImageFinder: Sendable {
    public var directories: [String]
    /// Measures a vector file (its size in points, else why it cannot be drawn); nil: vector
    /// files are not drawn.
    public var vectorSize: VectorMeasure?

    public init(directories: [String], vectorSize: VectorMeasure? = nil) {
        self.directories = directories
        self.vectorSize = vectorSize
    }

    /// A found image: its file, its size in points, and whether its set asks for template
    /// rendering (`template-rendering-intent`; a symbol set unless it asks for `original`).
    public struct Found: Sendable, Hashable {
        public var path: String
        public var pointSize: Layout.Size
        public var isTemplate = false
    }

    /// The image file for `name` at `scale`, or nil.
    public func find(_ name: String, scale: Double) -> Found? {
        for dir in directories {
            guard let root = Self.realPath(dir) else { continue }
            if !dir.hasSuffix(".xcassets"), let f = findPlain(dir, name, scale: scale, root: root) { return f }
            for catalog in Self.catalogs(dir) {
                if let f = findInCatalog(catalog, name, scale: scale, root: root) { return f }
            }
        }
        return nil
    }

    /// The asset catalogs a folder stands for: itself when it is one, else the `.xcassets`
    /// folders in it, sorted.
    static func catalogs(_ dir: String) -> [String] {
        if dir.hasSuffix(".xcassets") { return [dir] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".xcassets") }
            .sorted().map { (dir as NSString).appendingPathComponent($0) }
    }

    func findPlain(_ dir: String, _ name: String, scale: Double, root: String) -> Found? {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var candidates: [(path: String, scale: Double)] = []
        for (suffix, s) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
            let p = (dir as NSString).appendingPathComponent(base + suffix + ".png")
            if FileManager.default.fileExists(atPath: p), Self.lies(p, inside: root) { candidates.append((p, s)) }
        }
        return pick(candidates, scale: scale)
    }

    func findInCatalog(_ catalog: String, _ name: String, scale: Double, root: String) -> Found? {
        for set in imageSets(name, in: catalog, root: root) {
            var candidates: [(path: String, scale: Double)] = []
            for image in set.images where !set.isSymbol {
                guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { continue }
                if let idiom = image["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
                let scaleText = (image["scale"] as? String) ?? "1x"
                let s = Double(scaleText.dropLast()) ?? 1
                let path = (set.folder as NSString).appendingPathComponent(file)
                if Self.lies(path, inside: root) { candidates.append((path, s)) }
            }
            if var f = pick(candidates, scale: scale) {
                f.isTemplate = set.isTemplate
                return f
            }
            if let f = vector(in: set, root: root), case .success(let size) = measure(f) {
                return Found(path: f, pointSize: size, isTemplate: set.isTemplate)
            }
        }
        return nil
    }

    /// An image set or symbol set: its folder, the files its Contents.json lists (`images`, or
    /// a symbol set's `symbols`) and its template rendering.
    struct ImageSet {
        var folder: String
        var images: [[String: Any]]
        var isSymbol: Bool
        var isTemplate: Bool
    }

    /// The image sets named `name` in a catalog, then its symbol sets, nested folders (groups)
    /// searched breadth first, sorted.
    func imageSets(_ name: String, in catalog: String, root: String) -> [ImageSet] {
        var sets: [ImageSet] = []
        var queue = [catalog]
        while !queue.isEmpty {
            let dir = queue.removeFirst()
            for kind in ["imageset", "symbolset"] {
                if let set = Self.imageSet((dir as NSString).appendingPathComponent(name + "." + kind), root: root) { sets.append(set) }
            }
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
            for c in children where !c.hasSuffix(".imageset") && !c.contains(".") {
                queue.append((dir as NSString).appendingPathComponent(c))
            }
        }
        return sets.filter { !$0.isSymbol } + sets.filter(\.isSymbol)
    }

    /// The set at `folder` when its Contents.json lies inside `root` and lists files.
    static func imageSet(_ folder: String, root: String) -> ImageSet? {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        let isSymbol = folder.hasSuffix(".symbolset")
        guard Self.lies(contents, inside: root), let data = FileManager.default.contents(atPath: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json[isSymbol ? "symbols" : "images"] as? [[String: Any]] else { return nil }
        let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return ImageSet(folder: folder, images: images, isSymbol: isSymbol,
                        isTemplate: isSymbol ? intent != "original" : intent == "template")
    }

    func pick(_ candidates: [(path: String, scale: Double)], scale: Double) -> Found? {
        let ordered = candidates.filter { $0.scale == scale } + candidates.sorted { $0.scale > $1.scale }
        for c in ordered {
            if let (w, h) = Self.pngPixelSize(atPath: c.path), c.scale > 0 {
                return Found(path: c.path, pointSize: Layout.Size(width: Double(w) / c.scale, height: Double(h) / c.scale))
            }
        }
        return nil
    }

    /// Whether `path` exists and lies inside `root` (a resolved folder) once `..` and links
    /// are resolved.
    static func lies(_ path: String, inside root: String) -> Bool {
        guard let real = realPath(path) else { return false }
        return real.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with links, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Width and height from a PNG's IHDR chunk; nil when the file is not a PNG.
    public static func pngPixelSize(atPath path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        guard w > 0, h > 0 else { return nil }
        return (w, h)
    }
}
