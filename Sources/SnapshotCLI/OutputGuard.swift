import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on where a command writes, made before any work: an output must not be one of the
/// command's inputs.
enum OutputGuard {
    /// Refuses an output that is the input file itself (the same file through any path, link
    /// or hard link).
    static func refuse(output: String, sameAs input: String) throws(SnapshotFailure) {
        var o = stat(), i = stat()
        guard stat(output, &o) == 0, stat(input, &i) == 0, o.st_dev == i.st_dev, o.st_ino == i.st_ino else { return }
        throw SnapshotFailure(.input, "error: \(output) is the input file \(input); choose another output file")
    }
}
