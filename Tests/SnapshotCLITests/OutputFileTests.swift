import Foundation
import Raster
import SnapshotCLI
import SnapshotKit
import XCTest

/// What `-o` does to what is already at the output path (issue 16): devices and FIFOs are
/// written through, links followed, modes kept, inputs never overwritten, and temporaries of
/// killed runs cleaned up. Everything happens in a temporary folder.
final class OutputFileTests: XCTestCase {
    private var folder = ""
    private let recipe = seedRecipe("simple-single-view")

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "output-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func fileType(_ path: String) -> mode_t? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return st.st_mode & S_IFMT
    }

    private func mode(_ path: String) -> mode_t? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return st.st_mode & 0o7777
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testLayoutIntoAFIFOWritesThroughIt() throws {
        let fifo = folder + "/frames.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // A reader opened first (non-blocking), so the command's open for writing succeeds; the
        // JSON (2 KB) fits in the pipe's buffer, so it is read after the command returns.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        XCTAssertEqual(SnapshotCommand.execute(["layout", recipe, "-o", fifo]), 0)
        XCTAssertEqual(fileType(fifo), S_IFIFO, "the FIFO was replaced by a file")
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while case let n = read(reader, &buffer, buffer.count), n > 0 { data += buffer[0..<n] }
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"views\""), "the JSON went through the FIFO")
    }

    /// A streamed write that is abandoned half way (a number JSON cannot hold) changes nothing:
    /// the old file stays and no temporary is left.
    func testAnAbandonedStreamedWriteLeavesTheOldFile() throws {
        let path = folder + "/out.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(to: path) { emit in
            emit(Array("new, partial".utf8))
            return false
        }
        XCTAssertEqual(contents(path), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["out.json"])
        try AtomicFile.write(to: path) { emit in
            emit(Array("new, ".utf8))
            emit(Array("whole".utf8))
            return true
        }
        XCTAssertEqual(contents(path), "new, whole")
    }

    /// A streamed write asks the system to start writing each chunk out as it is written; the
    /// request is only advisory, and the file holds every chunk in order.
    func testChunksAreHandedToTheDiskAsTheyAreWritten() throws {
        let path = folder + "/chunks.txt"
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(write(fd, "abc", 3), 3)
        #if os(Linux)
        XCTAssertTrue(AtomicFile.startWriteBack(fd, offset: 0, count: 3))
        #endif
        close(fd)
        XCTAssertFalse(AtomicFile.startWriteBack(-1, offset: 0, count: 3), "not an open file")
        let chunks = (0..<40).map { i in Array(String(repeating: "\(i % 10)", count: 1 + i * 37).utf8) }
        try AtomicFile.write(to: path) { emit in
            chunks.forEach(emit)
            return true
        }
        XCTAssertEqual(Array(FileManager.default.contents(atPath: path) ?? Data()), chunks.flatMap { $0 })
    }

    func testRenderOntoACharacterDeviceWritesThroughIt() throws {
        // A null device of our own (major 1, minor 3), never the real /dev/null; needs root.
        let device = folder + "/null"
        guard mknod(device, S_IFCHR | 0o666, 0x103) == 0 else { throw XCTSkip("cannot make a device node here") }
        XCTAssertEqual(SnapshotCommand.execute(["render", recipe, "-o", device]), 0)
        XCTAssertEqual(fileType(device), S_IFCHR, "the device node was replaced by a file")
    }

    func testASymlinkIsFollowedAndTheModeKept() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        let target = folder + "/real/frames.json"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(target, 0o600), 0)
        XCTAssertEqual(symlink("real/frames.json", folder + "/link.json"), 0)
        XCTAssertEqual(SnapshotCommand.execute(["layout", recipe, "-o", folder + "/link.json"]), 0)
        XCTAssertEqual(fileType(folder + "/link.json"), S_IFLNK, "the link was replaced by a file")
        XCTAssertTrue(contents(target)?.contains("\"views\"") == true, "the link's target holds the output")
        XCTAssertEqual(mode(target), 0o600, "the replaced file keeps its mode")
        // A link to a file that does not exist yet creates that file.
        XCTAssertEqual(symlink("real/new.json", folder + "/dangling.json"), 0)
        XCTAssertEqual(SnapshotCommand.execute(["layout", recipe, "-o", folder + "/dangling.json"]), 0)
        XCTAssertEqual(fileType(folder + "/dangling.json"), S_IFLNK)
        XCTAssertTrue(contents(folder + "/real/new.json")?.contains("\"views\"") == true)
    }

    func testAFolderIsNotReplaced() throws {
        try FileManager.default.createDirectory(atPath: folder + "/out.png", withIntermediateDirectories: true)
        XCTAssertEqual(SnapshotCommand.execute(["render", recipe, "-o", folder + "/out.png"]), 2)
        XCTAssertEqual(fileType(folder + "/out.png"), S_IFDIR)
    }

    func testOutputEqualToInputIsRefused() throws {
        let copy = folder + "/r.json"
        try FileManager.default.copyItem(atPath: recipe, toPath: copy)
        let original = contents(copy)
        XCTAssertEqual(symlink("r.json", folder + "/link.json"), 0)
        XCTAssertEqual(link(copy, folder + "/hard.json"), 0)
        for command in ["layout", "render"] {
            for output in [copy, folder + "/link.json", folder + "/hard.json", folder + "/../" + (folder as NSString).lastPathComponent + "/r.json"] {
                XCTAssertEqual(SnapshotCommand.execute([command, copy, "-o", output]), 1, "\(command) -o \(output)")
                XCTAssertEqual(contents(copy), original, "\(command) -o \(output) overwrote the recipe")
            }
        }
        XCTAssertEqual(fileType(folder + "/link.json"), S_IFLNK)
    }

    func testStaleTemporariesOfKilledRunsAreRemoved() throws {
        let fm = FileManager.default
        let gonePID: Int32 = 99_999_999  // above any pid_max: no such process
        let old = Date(timeIntervalSinceNow: -300), ancient = Date(timeIntervalSinceNow: -3 * 86_400)
        let files: [(String, Date, Bool)] = [
            (".out.png.snapshot-tmp-\(gonePID)-0", old, false),         // killed run: removed
            (".other.png.snapshot-tmp-\(gonePID)-2", old, false),       // another output's, killed: removed
            (".out.png.snapshot-tmp-\(gonePID)-1", Date(), true),       // too recent to be sure: kept
            (".out.png.snapshot-tmp-1-0", old, true),                   // a live process's: kept
            (".out.png.snapshot-tmp-1-5", ancient, false),              // live pid, but days old: removed
            (".out.png.snapshot-tmp-\(getpid())-9", ancient, true),     // this process's own: kept
            (".out.png.snapshot-tmp-x-0", ancient, true),               // not our naming: kept
            ("out.png.snapshot-tmp-\(gonePID)-0", ancient, true),       // not hidden: not ours, kept
            (".out.png.tmp-\(gonePID)-0", ancient, true),               // a user's file of a common naming: kept
            (".notes.tmp-\(gonePID)-3", ancient, true),
            ("notes.txt", ancient, true),
        ]
        for (name, date, _) in files {
            XCTAssertTrue(fm.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)))
            try fm.setAttributes([.modificationDate: date], ofItemAtPath: folder + "/" + name)
        }
        try PNG.writeAtomically([1, 2, 3], to: folder + "/out.png")
        for (name, _, kept) in files {
            XCTAssertEqual(fm.fileExists(atPath: folder + "/" + name), kept, name)
        }
        XCTAssertEqual(fm.contents(atPath: folder + "/out.png"), Data([1, 2, 3]))
    }
}
