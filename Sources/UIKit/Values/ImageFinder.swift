import Foundation

/// Finds an image by name in folders and asset catalogs, and reads its pixel size from the
/// PNG header (the image is decoded only when drawn).
enum ImageFinder {
    struct Found { var path: String; var size: CGSize; var scale: CGFloat }

    /// `SNAPSHOT_IMAGES` (folders separated by `:`), then `UIImage.imageFolders`.
    static var folders: [String] {
        let env = ProcessInfo.processInfo.environment["SNAPSHOT_IMAGES"].map { $0.split(separator: ":").map(String.init) }
        return (env ?? []) + UIImage.imageFolders
    }

    static func find(_ name: String, in folders: [String]) -> Found? {
        for folder in folders {
            if let f = file(name, in: folder) ?? assetCatalogImage(name, in: folder) { return f }
        }
        return nil
    }

    /// `name` as given, or with `.png`, `@3x.png`, `@2x.png`.
    private static func file(_ name: String, in folder: String) -> Found? {
        let candidates = [name, "\(name)@3x.png", "\(name)@2x.png", "\(name).png"]
        for c in candidates {
            if let f = image(atPath: (folder as NSString).appendingPathComponent(c)) { return f }
        }
        return nil
    }

    /// The largest PNG in a `name.imageset` of any catalog below `folder`.
    private static func assetCatalogImage(_ name: String, in folder: String) -> Found? {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        let suffix = "/\(name).imageset"
        var sets: [String] = []
        while let entry = walker.nextObject() as? String {
            if ("/" + entry).hasSuffix(suffix) { sets.append(entry) }
        }
        guard let set = sets.sorted().first else { return nil }
        let dir = (folder as NSString).appendingPathComponent(set)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
        return files.compactMap { image(atPath: (dir as NSString).appendingPathComponent($0)) }.max { $0.scale < $1.scale }
    }

    /// A PNG file's size in points (its `@2x` / `@3x` suffix is the scale).
    static func image(atPath path: String) -> Found? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8](handle.readData(ofLength: 24))
        guard header.count == 24, header[0] == 0x89, header[1] == 0x50 else { return nil }
        func word(_ at: Int) -> CGFloat { CGFloat(header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }) }
        let stem = ((path as NSString).deletingPathExtension as NSString).lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        return Found(path: path, size: CGSize(width: word(16) / scale, height: word(20) / scale), scale: scale)
    }
}
