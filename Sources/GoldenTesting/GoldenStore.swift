import Foundation
import Raster

/// The folder of golden PNGs (`Snapshots/goldens`), one file per case at
/// `<subject>/<device>-<orientation>@<scale>x.png` (see `GoldenCase.goldenRelativePath`).
///
/// Goldens are written small and stable: opaque 8-bit RGB (a rendering with transparency is
/// first composited over white), deflate level 6, no row filter, no time stamps, written
/// atomically, so equal pixels always give equal bytes. One `tEXt` chunk (`snapshot-golden`)
/// records a hash of the pixels and of the compressed data (see `GoldenDigest`), so an
/// identical rendering is recognised without decoding the PNG.
public struct GoldenStore: Sendable {
    /// The goldens folder.
    public var root: String
    /// The most pixels a golden may have: a larger one is refused from its header, before it
    /// is decoded (`--limit image-pixels`).
    public var pixelLimit: Int

    /// The default `pixelLimit` (the recipes' `image-pixels` limit).
    public static let standardPixelLimit = 50_000_000

    public init(root: String, pixelLimit: Int = GoldenStore.standardPixelLimit) {
        self.root = root
        self.pixelLimit = pixelLimit
    }

    /// PNG settings of golden files.
    public static let pngOptions = PNGOptions(compressionLevel: 6, filter: .none)

    /// The absolute or root-relative path of a case's golden.
    public func path(for c: GoldenCase) -> String { root + "/" + c.goldenRelativePath }

    public func exists(_ c: GoldenCase) -> Bool { FileManager.default.fileExists(atPath: path(for: c)) }

    /// The golden's pixels, nil when there is no golden file. Only a regular file inside the
    /// goldens folder is read, and only when its header declares at most `pixelLimit` pixels.
    public func read(_ c: GoldenCase) throws(RasterError) -> Bitmap? {
        let p = path(for: c)
        guard try checkReadable(p) else { return nil }
        let size = try PNG.size(contentsOf: p)
        guard size.width * size.height <= pixelLimit else {
            throw .fileError(path: p, message: "the image is \(size.width)x\(size.height) (\(size.width * size.height) pixels), "
                             + "more than the limit of \(pixelLimit) (raise it with --limit image-pixels=N)")
        }
        return try PNG.read(contentsOf: p)
    }

    /// The golden's bytes, nil when there is no golden file (or it cannot be read safely:
    /// `read` says why).
    public func bytes(_ c: GoldenCase) -> [UInt8]? {
        let p = path(for: c)
        guard (try? checkReadable(p)) == true else { return nil }
        return FileManager.default.contents(atPath: p).map { [UInt8]($0) }
    }

    /// The bytes a golden of `bitmap` has (opaque RGB, level 6, plus the pixel digest chunk).
    /// `threads` bounds the compressing threads (0 = one per processor); the bytes never
    /// depend on it.
    public static func encode(_ bitmap: Bitmap, threads: Int = 0) throws(RasterError) -> [UInt8] {
        if let png = try encodeIfOpaque(bitmap, threads: threads) { return png }
        let flat = opaque(bitmap)
        return try encode(opaque: flat, pixelHash: GoldenDigest.pixelHash(width: flat.width, height: flat.height, pixels: flat.pixels),
                          threads: threads)
    }

    /// `encode` for a bitmap that is already opaque; nil (nothing encoded) when it is not. One
    /// pass over the pixels finds both the digest's pixel hash and whether they are opaque.
    public static func encodeIfOpaque(_ bitmap: Bitmap, threads: Int = 0) throws(RasterError) -> [UInt8]? {
        let scan = GoldenDigest.scan(bitmap)
        guard scan.isOpaque else { return nil }
        return try encode(opaque: bitmap, pixelHash: scan.pixelHash, threads: threads)
    }

    private static func encode(opaque flat: Bitmap, pixelHash: UInt64, threads: Int) throws(RasterError) -> [UInt8] {
        var options = pngOptions
        options.threads = threads
        let png = try PNG.encode(flat, options: options, knownOpaque: true)
        return GoldenDigest.annotate(png, width: flat.width, height: flat.height, pixels: pixelHash)
    }

    /// Whether the case's golden is known, without decoding it, to have exactly `bitmap`'s
    /// pixels: true when the golden's digest chunk is intact and its pixel hash equals
    /// `bitmap`'s; false when there is no golden, no (valid) digest, or the hashes differ
    /// (then decode and compare to find out what differs).
    public func isIdentical(_ c: GoldenCase, to bitmap: Bitmap) -> Bool {
        guard let png = bytes(c) else { return false }
        var w = 0, h = 0
        guard let recorded = GoldenDigest.verifiedPixelHash(png, width: &w, height: &h),
              w == bitmap.width, h == bitmap.height else { return false }
        return recorded == GoldenDigest.pixelHash(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    }

    /// Writes `bytes` (from `encode`) as the case's golden, creating folders as needed.
    public func write(_ bytes: [UInt8], for c: GoldenCase) throws(RasterError) {
        try write(bytes, layout: nil, for: c)
    }

    /// Writes the case's golden and, when given, its layout file: both or neither (each goes
    /// to a temporary first; they are renamed into place once both are on disk). Only regular
    /// files inside the goldens folder are written (`checkWritable`).
    public func write(_ bytes: [UInt8], layout: GoldenLayout?, for c: GoldenCase) throws(RasterError) {
        var files: [(String, [UInt8])] = [(path(for: c), bytes)]
        if let layout { files.append((layoutPath(for: c), Array(layout.fileText().utf8))) }
        var prepared: [AtomicFile.Prepared] = []
        for (p, data) in files {
            do throws(RasterError) {
                try checkWritable(p)
                prepared.append(try AtomicFile.prepare(data, for: p))
            } catch {
                AtomicFile.discard(prepared)
                throw error
            }
        }
        try AtomicFile.commit(prepared)
    }

    /// The case's layout file, next to its golden: `<subject>/<device>-<orientation>@<scale>x.layout.json`.
    public func layoutPath(for c: GoldenCase) -> String { root + "/" + c.layoutRelativePath }

    /// The layout file's text, nil when there is none (or it is no regular file inside the
    /// goldens folder: `readLayout` says so).
    public func layoutText(_ c: GoldenCase) -> String? {
        let p = layoutPath(for: c)
        guard (try? checkReadable(p)) == true else { return nil }
        return FileManager.default.contents(atPath: p).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The recorded layout, nil when the golden has no layout file.
    public func readLayout(_ c: GoldenCase) throws(GoldenLayoutError) -> GoldenLayout? {
        do throws(RasterError) {
            guard try checkReadable(layoutPath(for: c)) else { return nil }
        } catch {
            throw GoldenLayoutError("\(error)")
        }
        guard let text = layoutText(c) else { throw GoldenLayoutError("cannot read \(layoutPath(for: c)) as UTF-8") }
        return try GoldenLayout(fileText: text)
    }

    /// Writes the case's layout file (atomically, creating folders as needed; only a regular
    /// file inside the goldens folder).
    public func writeLayout(_ layout: GoldenLayout, for c: GoldenCase) throws(RasterError) {
        let p = layoutPath(for: c)
        try checkWritable(p)
        try PNG.writeAtomically(Array(layout.fileText().utf8), to: p)
    }

    /// `bitmap` composited over opaque white (unchanged when already opaque).
    public static func opaque(_ bitmap: Bitmap) -> Bitmap {
        if bitmap.isOpaque { return bitmap }
        var bytes = bitmap.pixels
        var i = 0
        while i < bytes.count {
            let k = 255 - Int(bytes[i + 3])
            bytes[i] = UInt8(Int(bytes[i]) + k)
            bytes[i + 1] = UInt8(Int(bytes[i + 1]) + k)
            bytes[i + 2] = UInt8(Int(bytes[i + 2]) + k)
            bytes[i + 3] = 255
            i += 4
        }
        return (try? Bitmap(width: bitmap.width, height: bitmap.height, premultipliedRGBA: bytes)) ?? bitmap
    }

    /// Every golden file and layout file under the root (a path `GoldenCase.goldenPathParts`
    /// accepts), as root-relative paths with `/`, sorted. Other files are never counted as goldens.
    public func allGoldenFiles() -> [String] {
        guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [String] = []
        while let item = e.nextObject() as? String {
            if GoldenCase.goldenPathParts(item) != nil { out.append(item) }
        }
        return out.sorted()
    }

    /// Golden files and their layout files that none of `cases` produces (sorted, root-relative).
    public func staleGoldens(keeping cases: [GoldenCase]) -> [String] {
        let wanted = Set(cases.map(\.goldenRelativePath) + cases.map(\.layoutRelativePath))
        return allGoldenFiles().filter { !wanted.contains($0) }
    }

    /// Removes the given root-relative golden files, then folders left empty (never the root).
    /// Refuses, before deleting anything, a path that is not a golden's name or does not lie
    /// inside the root once links are resolved.
    public func delete(_ relativePaths: [String]) throws(RasterError) {
        let realRoot = Self.realPath(root)
        for rel in relativePaths {
            let folder = Self.realPath(root + "/" + (rel as NSString).deletingLastPathComponent)
            guard GoldenCase.goldenPathParts(rel) != nil, let realRoot, let folder, folder.hasPrefix(realRoot + "/") else {
                throw .fileError(path: root + "/" + rel, message: "not a golden inside \(root); nothing deleted")
            }
        }
        var folders: Set<String> = []
        for rel in relativePaths {
            let p = root + "/" + rel
            do {
                try FileManager.default.removeItem(atPath: p)
            } catch {
                throw .fileError(path: p, message: "cannot delete: \(error.localizedDescription)")
            }
            var folder = (rel as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                folders.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        // Deepest first, so a parent is empty once its children are gone.
        for folder in folders.sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
            let p = root + "/" + folder
            if let items = try? FileManager.default.contentsOfDirectory(atPath: p), items.isEmpty {
                try? FileManager.default.removeItem(atPath: p)
            }
        }
    }

    /// `path` with links, `.` and `..` resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
