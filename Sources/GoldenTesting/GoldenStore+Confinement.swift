import Foundation
import Raster

/// What the store reads and writes: regular files inside the goldens folder once links are
/// resolved, nothing else. A link at a golden's path or on its folders that leads outside the
/// folder is refused with a message naming it (a link planted in a pull request had replaced a
/// file outside with a PNG); so are a FIFO, a device, a socket or a folder where a golden or
/// layout file goes (a FIFO had hung `--record`). Links that stay inside are followed.
extension GoldenStore {
    /// Whether `path` (a golden or layout file) exists; throws when it is not a regular file
    /// inside the goldens folder.
    func checkReadable(_ path: String) throws(RasterError) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0 else { return false }
        try checkInside(path, resolvedFolder: Self.realPath((path as NSString).deletingLastPathComponent))
        guard stat(path, &st) == 0 else { return false }  // a link inside to nothing
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw .fileError(path: path, message: "is not a regular file (a FIFO, device, socket or folder); not read")
        }
        return true
    }

    /// Creates `path`'s folders (never through a link that leaves the goldens folder) and
    /// checks that `path` is a regular file or nothing, inside the goldens folder.
    func checkWritable(_ path: String) throws(RasterError) {
        let folder = (path as NSString).deletingLastPathComponent
        try createFolder(root)
        try checkInside(path, resolvedFolder: Self.realPath(Self.deepestExisting(folder)))
        try createFolder(folder)
        try checkInside(path, resolvedFolder: Self.realPath(folder))
        var st = stat()
        if stat(path, &st) == 0, st.st_mode & S_IFMT != S_IFREG {
            throw .fileError(path: path, message: "is not a regular file (a FIFO, device, socket or folder); not written")
        }
    }

    /// Throws unless `resolvedFolder` (the folder of `path`, links resolved) and the file a
    /// link at `path` names lie inside the goldens folder.
    private func checkInside(_ path: String, resolvedFolder: String?) throws(RasterError) {
        guard let realRoot = Self.realPath(root), let resolvedFolder else {
            throw .fileError(path: path, message: "its folder cannot be resolved")
        }
        func inside(_ p: String) -> Bool { p == realRoot || p.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") }
        guard inside(resolvedFolder) else {
            throw .fileError(path: path, message: "a link on its folders leads outside the goldens folder \(root) (to \(resolvedFolder)); refused")
        }
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return }
        let target = Self.linkTarget(path, resolvedFolder: resolvedFolder)
        guard let target, inside(target) else {
            throw .fileError(path: path, message: "is a link that leads outside the goldens folder \(root) (to \(target ?? "?")); refused")
        }
    }

    /// Where the link at `path` leads, links resolved (for a link to nothing: its folder
    /// resolved, then the name); nil past 40 links.
    private static func linkTarget(_ path: String, resolvedFolder: String) -> String? {
        if let real = realPath(path) { return real }
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { break }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : (current as NSString).deletingLastPathComponent + "/" + link
            var st = stat()
            if lstat(current, &st) != 0 {
                let folder = realPath((current as NSString).deletingLastPathComponent)
                return folder.map { $0 + "/" + (current as NSString).lastPathComponent }
            }
        }
        return nil
    }

    /// `folder`, or its deepest ancestor that exists.
    static func deepestExisting(_ folder: String) -> String {
        var current = folder.isEmpty ? "." : folder
        var st = stat()
        while lstat(current, &st) != 0 {
            let parent = (current as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == current { return parent.isEmpty ? "." : parent }
            current = parent
        }
        return current
    }

    private func createFolder(_ folder: String) throws(RasterError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileError(path: folder, message: "cannot create folder: \(error.localizedDescription)")
        }
    }
}
