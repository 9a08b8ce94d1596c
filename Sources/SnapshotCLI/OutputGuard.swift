import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on where a command writes, made before any work: an output must not be one of the
/// command's inputs, and `prune` needs a goldens folder apart from the recipes.
enum OutputGuard {
    /// Refuses an output that is the input file itself (the same file through any path, link
    /// or hard link).
    static func refuse(output: String, sameAs input: String) throws(SnapshotFailure) {
        var o = stat(), i = stat()
        guard stat(output, &o) == 0, stat(input, &i) == 0, o.st_dev == i.st_dev, o.st_ino == i.st_ino else { return }
        throw SnapshotFailure(.input, "error: \(output) is the input file \(input); choose another output file")
    }

    /// The folder's canonical path: links resolved when it exists, else `.`/`..` removed.
    static func canonical(_ folder: String) -> String {
        let standard = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard let resolved = realpath(standard, nil) else { return standard }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether one folder is the other or lies inside it.
    static func overlap(_ a: String, _ b: String) -> Bool {
        let ca = canonical(a), cb = canonical(b)
        func inside(_ x: String, _ y: String) -> Bool { x == y || x.hasPrefix(y.hasSuffix("/") ? y : y + "/") }
        return inside(ca, cb) || inside(cb, ca)
    }
}
