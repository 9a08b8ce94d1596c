import Foundation
import XCTest
import GoldenTesting
import Raster

/// Goldens, layout files and artifacts under hostile conditions (issue 35): goldens past the
/// pixel limit, many failures, long names, links and FIFOs at golden paths, a linked images
/// folder, unwritable paths, control characters in names.
final class HostileGoldenTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "golden-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/goldens", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func bitmap(_ shade: UInt8) throws(GoldenRenderError) -> Bitmap {
        do throws(RasterError) {
            return try Bitmap(width: 40, height: 30, fill: PixelColor(r: shade, g: shade, b: shade))
        } catch {
            throw GoldenRenderError("\(error)")
        }
    }

    /// Draws every case in the shade its source path names, with a one-view layout.
    struct ShadeRenderer: GoldenRendering {
        mutating func render(_ c: GoldenCase) throws(GoldenRenderError) -> Bitmap {
            try HostileGoldenTests.bitmap(UInt8(c.sourcePath) ?? 0)
        }
        mutating func rendition(_ c: GoldenCase) throws(GoldenRenderError) -> GoldenRendition {
            GoldenRendition(bitmap: try render(c),
                            layout: GoldenLayout(scale: 2, views: [GoldenLayout.ViewRecord(name: "Box", kind: "UIView", x: 0, y: 0, width: 20, height: 15)]))
        }
    }

    func testCase(_ shade: Int, subject: String = "card") -> GoldenCase {
        GoldenCase(subject: subject, sourcePath: "\(shade)", title: "Card", device: "iphone-8", orientation: .portrait, scale: 2)
    }

    func run(_ cases: [GoldenCase], store: GoldenStore? = nil, mode: RecordMode = .none, artifacts: GoldenArtifacts? = nil) -> GoldenRunResult {
        GoldenRunner(store: store ?? GoldenStore(root: folder + "/goldens"), recordMode: mode, jobs: 2)
            .run(cases, artifacts: artifacts, makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in ShadeRenderer() })
    }

    func goldenPath(_ c: GoldenCase) -> String { folder + "/goldens/" + c.goldenRelativePath }

    // MARK: cost

    /// A golden is checked against the pixel limit from its header, before it is decoded.
    func testAGoldenOverThePixelLimitIsRefusedBeforeDecoding() throws {
        let c = testCase(10)
        XCTAssertEqual(run([c], mode: .all).outcomes.map(\.status), [.recordedNew])
        let small = GoldenStore(root: folder + "/goldens", pixelLimit: 1000)
        let o = run([testCase(20)], store: small).outcomes[0]
        XCTAssertEqual(o.status, .error, o.message)
        XCTAssertTrue(o.message.contains("40x30 (1200 pixels), more than the limit of 1000"), o.message)
        XCTAssertNil(o.expected)
    }

    /// Failure images are written as each case ends and its bitmaps released: the outcomes
    /// hold none, and the report still shows every case with its images.
    func testFailureImagesAreWrittenAsCasesEndAndReleased() throws {
        let cases = (0..<12).map { testCase(10, subject: "s\($0)") }
        _ = run(cases, mode: .all)
        let failing = (0..<12).map { testCase(200, subject: "s\($0)") }
        let artifacts = GoldenArtifacts(folder: folder + "/artifacts", cases: failing)
        let result = run(failing, artifacts: artifacts)
        XCTAssertEqual(result.failedCount, 12)
        XCTAssertTrue(result.outcomes.allSatisfy { $0.expected == nil && $0.actual == nil }, "bitmaps held after the run")
        let report = try artifacts.writeReport(result)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(html.contains("images/s11_iphone-8-portrait_2x.diff.png"), "report misses an image")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/artifacts/images/s11_iphone-8-portrait_2x.diff.png"))
    }

    /// A case name of 300 characters still gives artifact names under 255 bytes, and the report.
    func testLongCaseNamesGiveShortArtifactNames() throws {
        let long = String(repeating: "a", count: 120) + "/" + String(repeating: "b", count: 120)
        let c = testCase(10, subject: long)
        _ = run([c], mode: .all)
        let result = run([testCase(200, subject: long)])
        XCTAssertEqual(result.failedCount, 1)
        let report = try result.writeArtifacts(to: folder + "/artifacts")
        XCTAssertTrue(FileManager.default.fileExists(atPath: report))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/artifacts/images")
        XCTAssertFalse(names.isEmpty)
        for n in names { XCTAssertLessThanOrEqual(n.utf8.count, 255, n) }
    }

    // MARK: paths

    /// A link at a golden's path that leaves the goldens folder is refused, and its target
    /// stays as it was; so is a linked golden folder.
    func testRecordRefusesLinksThatLeaveTheGoldensFolder() throws {
        let outside = folder + "/outside.txt"
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside))
        let c = testCase(10)
        try FileManager.default.createDirectory(atPath: folder + "/goldens/card", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(outside, goldenPath(c)), 0)
        let o = run([c], mode: .all).outcomes[0]
        XCTAssertEqual(o.status, .error, o.message)
        XCTAssertTrue(o.message.contains("link"), o.message)
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "secret")

        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(folder + "/elsewhere", folder + "/goldens/linked"), 0)
        let d = run([testCase(10, subject: "linked/deeper")], mode: .all).outcomes[0]
        XCTAssertEqual(d.status, .error, d.message)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/elsewhere"), [])
    }

    /// A link that stays inside the goldens folder is followed, as before.
    func testALinkInsideTheGoldensFolderIsFollowed() throws {
        let c = testCase(10)
        try FileManager.default.createDirectory(atPath: folder + "/goldens/card", withIntermediateDirectories: true)
        XCTAssertEqual(symlink("real.png", goldenPath(c)), 0)
        XCTAssertEqual(run([c], mode: .all).outcomes.map(\.status), [.recordedNew])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/goldens/card/real.png"))
    }

    /// A FIFO at a golden's path is refused by `--record` as by a plain run: no hang.
    func testAFIFOAtAGoldenPathIsRefused() throws {
        let c = testCase(10)
        try FileManager.default.createDirectory(atPath: folder + "/goldens/card", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(goldenPath(c), 0o644), 0)
        signal(SIGPIPE, SIG_IGN)  // a write into the FIFO after the watchdog closed it fails, not kills
        // Keeps opening and draining the FIFO, so a reader or writer blocked on it goes on.
        let fifo = goldenPath(c)
        let done = StopFlag()
        let watchdog = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !done.stopped {
                let fd = open(fifo, O_RDWR | O_NONBLOCK)
                if fd >= 0 {
                    while read(fd, &buffer, buffer.count) > 0 {}
                    close(fd)
                }
                usleep(200_000)
            }
        }
        watchdog.start()
        defer { done.stop() }
        for mode in [RecordMode.all, .failed, .missing, .none] {
            let o = run([c], mode: mode).outcomes[0]
            XCTAssertEqual(o.status, .error, "\(mode): \(o.message)")
            XCTAssertTrue(o.message.contains("not a regular file"), o.message)
        }
    }

    /// Cleaning the previous run's images never follows a linked `images` folder.
    func testArtifactCleanupDoesNotFollowALinkedImagesFolder() throws {
        let elsewhere = folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: elsewhere + "/photo.diff.png"))
        try FileManager.default.createDirectory(atPath: folder + "/artifacts", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(elsewhere, folder + "/artifacts/images"), 0)
        _ = run([testCase(10)], mode: .all)
        let result = run([testCase(200)])
        XCTAssertThrowsError(try result.writeArtifacts(to: folder + "/artifacts"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere), ["photo.diff.png"])
    }

    // MARK: statuses

    /// When the layout file cannot be written, the golden is not written either (both or
    /// neither); the run reports the case as an error and writes nothing.
    func testGoldenAndLayoutFileAreWrittenBothOrNeither() throws {
        let c = testCase(10)
        let layout = folder + "/goldens/" + c.layoutRelativePath
        try FileManager.default.createDirectory(atPath: layout, withIntermediateDirectories: true)  // a folder in the way
        let store = GoldenStore(root: folder + "/goldens")
        let views = [GoldenLayout.ViewRecord(name: "Box", kind: "UIView", x: 0, y: 0, width: 20, height: 15)]
        XCTAssertThrowsError(try store.write(GoldenStore.encode(try Self.bitmap(10)), layout: GoldenLayout(scale: 2, views: views), for: c))
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldenPath(c)), "the golden was kept without its layout file")
        let o = run([c], mode: .all).outcomes[0]
        XCTAssertEqual(o.status, .error, o.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldenPath(c)), "the golden was kept without its layout file")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/goldens/card").filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "temporaries left behind")
    }

    func testAnUnwritableGoldenIsAWriteFailure() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/goldens/card"))  // a file where the folder goes
        let o = run([testCase(10)], mode: .all).outcomes[0]
        XCTAssertEqual(o.status, .error, o.message)
        XCTAssertTrue(o.failedToWrite, o.message)
    }

    /// A newline or tab in a name is escaped in the printed lines: one line per case.
    func testControlCharactersInNamesAreEscaped() {
        let c = testCase(10, subject: "bad\nname\twith\u{1b}[31mcolour")
        let o = run([c]).outcomes[0]
        let lines = o.lines(verbose: false)
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\t") && !$0.contains("\u{1b}") }, "\(lines)")
        XCTAssertTrue(lines[0].contains("bad\\nname\\twith"), lines[0])
    }
}

/// Tells a watchdog thread to stop.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func stop() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
