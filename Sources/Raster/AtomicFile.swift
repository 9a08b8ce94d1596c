import CFileSync
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way snapshot writes an output file (PNGs, layout JSON, goldens, reports, gallery
/// pages), so that no reader ever sees a partial file and nothing but the named file changes.
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a temporary file
///   `.NAME.snapshot-tmp-PID-N` in the same folder, which is flushed to disk (`fsync`) and renamed over
///   the target. A replaced file keeps its permission bits (and, where allowed, its owner).
/// - A symbolic link is followed: the file it points to is replaced and the link stays.
/// - A character device (`/dev/null`, a terminal) or a FIFO is written directly, never
///   replaced; any other kind of file (a folder, a block device, a socket) is refused.
/// - Temporaries of this naming left in the folder by a process that was killed before its
///   rename are removed: those whose process no longer runs (and are over a minute old), and
///   any over a day old. A live writer's temporary is never touched.
public enum AtomicFile {
    /// A dead writer's temporary is removed once it is this old (seconds): a write takes
    /// milliseconds, and the delay spares a writer whose process id this process cannot see.
    public static let staleAfterDeadWriter: Double = 60
    /// Any temporary of this naming older than this (seconds) is removed.
    public static let staleAfter: Double = 86_400

    /// Writes `bytes` to `path` as described above.
    public static func write(_ bytes: [UInt8], to path: String) throws(RasterError) {
        try write(to: path) { emit in
            emit(bytes)
            return true
        }
    }

    /// Writes what `produce` emits to `path` as `write(_:to:)` does, chunk by chunk as it comes,
    /// so the whole output is never held at once (a large layout's JSON). `produce` returns
    /// false to abandon the write: the temporary is removed and nothing at `path` changes.
    /// After a failed chunk the others are ignored and the write fails.
    public static func write(to path: String, produce: (_ emit: ([UInt8]) -> Void) -> Bool) throws(RasterError) {
        var st = stat()
        if stat(path, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFREG:
                let target = try resolvedTarget(of: path)
                try replace(target, reportedAs: path, keeping: st, produce: produce)
            case S_IFCHR, S_IFIFO:
                try writeDirectly(to: path, produce: produce)
            case S_IFDIR:
                throw .fileError(path: path, message: "is a folder, not a file")
            default:
                throw .fileError(path: path, message: "is not a regular file, a FIFO or a character device; not replaced")
            }
            return
        }
        // Nothing there, or a link to nothing: create the file the link names.
        let target = try resolvedTarget(of: path)
        try replace(target, reportedAs: path, keeping: nil, produce: produce)
    }

    /// `path` with every symbolic link on it followed (the path itself when it is no link).
    /// A link to a missing file resolves to that file's path.
    static func resolvedTarget(of path: String) throws(RasterError) -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        throw .fileError(path: path, message: "too many levels of symbolic links")
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Opens a device or FIFO for writing (no create, no rename) and writes what `produce` emits.
    static func writeDirectly(to path: String, produce: (_ emit: ([UInt8]) -> Void) -> Bool) throws(RasterError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .fileError(path: path, message: "cannot open for writing: \(String(cString: strerror(errno)))")
        }
        let outcome = run(produce, writingTo: fd)
        close(fd)
        if case .failed(let failure) = outcome { throw .fileError(path: path, message: "cannot write: \(failure)") }
    }

    /// How writing a file's contents ended.
    enum Outcome {
        case written
        case abandoned
        /// A write failed: the error text.
        case failed(String)
    }

    /// Runs `produce`, writing each chunk it emits to `fd` until one fails.
    static func run(_ produce: (_ emit: ([UInt8]) -> Void) -> Bool, writingTo fd: Int32) -> Outcome {
        var failure: String? = nil
        var offset: Int64 = 0
        let completed = produce { chunk in
            guard failure == nil else { return }
            failure = writeAll(chunk, to: fd)
            startWriteBack(fd, offset: offset, count: chunk.count)
            offset += Int64(chunk.count)
        }
        if let failure { return .failed(failure) }
        return completed ? .written : .abandoned
    }

    /// Temporary file, write, keep mode, fsync, rename, fsync the folder.
    static func replace(_ target: String, reportedAs path: String, keeping old: stat?,
                        produce: (_ emit: ([UInt8]) -> Void) -> Bool) throws(RasterError) {
        guard let temp = try writeTemporary(for: target, reportedAs: path, keeping: old, produce: produce) else { return }
        try rename(temp, over: target, reportedAs: path)
    }

    /// A temporary beside `target` holding what `produce` emits, flushed to disk and closed,
    /// with `old`'s mode (and owner, where allowed); nil when `produce` abandoned the write.
    static func writeTemporary(for target: String, reportedAs path: String, keeping old: stat?,
                               produce: (_ emit: ([UInt8]) -> Void) -> Bool) throws(RasterError) -> String? {
        let folder = folder(of: target)
        let name = (target as NSString).lastPathComponent
        removeStaleTemporaries(in: folder)
        let (fd, temp) = try createTemporary(folder: folder, name: name, reportedAs: path)
        if let old {
            _ = fchmod(fd, old.st_mode & 0o7777)
            if old.st_uid != geteuid() || old.st_gid != getegid() {
                // Only root (or the owner, for the group) may; a file we may replace but not
                // chown stays ours, as with any editor's save.
                if fchown(fd, old.st_uid, old.st_gid) == 0 { _ = fchmod(fd, old.st_mode & 0o7777) }
            }
        }
        let outcome = run(produce, writingTo: fd)
        let written = if case .written = outcome { true } else { false }
        let syncFailed = written && fsync(fd) != 0
        let closeFailed = close(fd) != 0
        switch outcome {
        case .written: break
        case .abandoned:
            unlink(temp)
            return nil
        case .failed(let failure):
            unlink(temp)
            throw .fileError(path: path, message: "cannot write: \(failure)")
        }
        if syncFailed || closeFailed {
            unlink(temp)
            throw .fileError(path: path, message: syncFailed ? "cannot flush temporary file to disk" : "cannot close temporary file")
        }
        return temp
    }

    /// Renames the temporary over `target` (removing it on failure) and syncs the folder.
    static func rename(_ temp: String, over target: String, reportedAs path: String) throws(RasterError) {
        if Foundation.rename(temp, target) != 0 {
            let e = errno
            unlink(temp)
            throw .fileError(path: path, message: "cannot rename temporary file into place: \(String(cString: strerror(e)))")
        }
        syncFolder(folder(of: target))
    }

    /// A file written to its temporary and not yet renamed into place (`prepare`).
    public struct Prepared: Sendable {
        let temp: String
        let target: String
        let path: String
    }

    /// Writes `bytes` for the regular file (or new file) at `path` into a temporary, flushed to
    /// disk, without touching `path`: `commit` renames it into place, `discard` removes it. So
    /// several files are written all or none: prepare each, then commit all (or discard all
    /// when one fails).
    public static func prepare(_ bytes: [UInt8], for path: String) throws(RasterError) -> Prepared {
        var st = stat()
        let exists = stat(path, &st) == 0
        if exists, st.st_mode & S_IFMT != S_IFREG {
            throw .fileError(path: path, message: "is not a regular file; not replaced")
        }
        let target = try resolvedTarget(of: path)
        let temp = try writeTemporary(for: target, reportedAs: path, keeping: exists ? st : nil) { emit in
            emit(bytes)
            return true
        }
        guard let temp else { throw .fileError(path: path, message: "cannot write") }
        return Prepared(temp: temp, target: target, path: path)
    }

    /// Renames prepared files into place, in order; when one fails, the rest are discarded.
    public static func commit(_ files: [Prepared]) throws(RasterError) {
        for (i, f) in files.enumerated() {
            do throws(RasterError) {
                try rename(f.temp, over: f.target, reportedAs: f.path)
            } catch {
                discard(Array(files[(i + 1)...]))
                throw error
            }
        }
    }

    /// Removes prepared files' temporaries.
    public static func discard(_ files: [Prepared]) {
        for f in files { unlink(f.temp) }
    }

    /// `.NAME.snapshot-tmp-PID-N`, created exclusively (N counts up past names in use).
    static func createTemporary(folder: String, name: String, reportedAs path: String) throws(RasterError) -> (Int32, String) {
        var attempt = 0
        while true {
            let temp = folder + "/" + temporaryName(for: name, pid: getpid(), attempt: attempt)
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 { return (fd, temp) }
            let e = errno
            attempt += 1
            if e != EEXIST || attempt > 1000 {
                throw .fileError(path: path, message: "cannot create temporary file: \(String(cString: strerror(e)))")
            }
        }
    }

    /// What marks a temporary as ours: `.NAME` + this + `PID-N`. Specific enough that no
    /// one else's file is named so (a plain `.tmp-PID-N` was: an editor's, a user's).
    public static let temporaryMarker = ".snapshot-tmp-"

    /// The temporary's name for `name` (`.out.png.snapshot-tmp-4242-0`).
    public static func temporaryName(for name: String, pid: Int32, attempt: Int) -> String {
        ".\(name)\(temporaryMarker)\(pid)-\(attempt)"
    }

    /// The writer's process id when `fileName` is a temporary of this naming, else nil.
    public static func temporaryWriter(_ fileName: String) -> Int32? {
        guard fileName.hasPrefix("."), let marker = fileName.range(of: temporaryMarker, options: .backwards),
              marker.lowerBound > fileName.index(after: fileName.startIndex) else { return nil }
        let parts = fileName[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil else { return nil }
        return pid
    }

    /// Removes the temporaries of this naming in `folder` that no live writer owns (see the
    /// type's description). Failures are ignored: cleaning up is a courtesy.
    static func removeStaleTemporaries(in folder: String, now: Double = Date().timeIntervalSince1970) {
        guard let items = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for item in items {
            guard let pid = temporaryWriter(item), pid != getpid() else { continue }
            let path = folder + "/" + item
            var st = stat()
            guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
            let age = now - Double(st.st_mtimespec.tv_sec)
            #else
            let age = now - Double(st.st_mtim.tv_sec)
            #endif
            let writerGone = kill(pid_t(pid), 0) != 0 && errno == ESRCH
            if age > staleAfter || (writerGone && age > staleAfterDeadWriter) { unlink(path) }
        }
    }

    /// Writes every byte, retrying on interruption; the error text on failure.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            var written = 0
            while written < raw.count {
                let n = Foundation.write(fd, base + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += n
            }
            return nil
        }
    }

    /// Starts writing a written chunk to disk without waiting, so that the `fsync` at the end
    /// waits only for what is still in flight: a streamed report's chunks go to disk while the
    /// next ones are made (the `fsync` of an 11 MB report had waited 14-28 ms, all at the end;
    /// 9-10 ms now). Advisory: false where the system cannot (only Linux can), which changes
    /// nothing but the wait.
    @discardableResult
    public static func startWriteBack(_ fd: Int32, offset: Int64, count: Int) -> Bool {
        snapshot_start_writeback(fd, offset, Int64(count)) == 0
    }

    /// Makes the rename itself durable (best effort).
    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
