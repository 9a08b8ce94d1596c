import Foundation
import XCTest
import Raster
import SnapshotKit

/// `--limit` and the limits the command checks itself (issue 16): images are measured from
/// their header, the screen's pixels are checked when the environment is made.
final class LimitCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A PNG whose header says 16384×16384 and that has no pixel data at all: a layout that
    /// decoded it would fail; one that reads the header sees its size.
    func writeHeaderOnlyPNG(width: UInt32, height: UInt32) throws -> String {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        let path = folder.appendingPathComponent("big.png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let recipe = #"{"name": "i", "root": {"subviews": [{"image": "I", "source": "big.png"}]}}"#
        let recipePath = folder.appendingPathComponent("image.json").path
        try Data(recipe.utf8).write(to: URL(fileURLWithPath: recipePath))
        return recipePath
    }

    func testLayoutReadsOnlyTheImageHeaderAndChecksItsPixels() throws {
        let recipe = try writeHeaderOnlyPNG(width: 16384, height: 16384)
        let (status, _, stderr) = try runSnapshot(["layout", recipe])
        XCTAssertEqual(status, 1, stderr)
        XCTAssertTrue(stderr.contains("16384x16384 (268435456 pixels), more than the limit of 50000000 (raise it with --limit image-pixels=N)"), stderr)

        let (raised, json, raisedErr) = try runSnapshot(["layout", "--limit", "image-pixels=300000000", recipe])
        XCTAssertEqual(raised, 0, raisedErr)
        XCTAssertTrue(String(decoding: json, as: UTF8.self).contains("16384"))
        // Drawing needs the pixels: the missing data is an I/O error, not a crash.
        let (render, _, renderErr) = try runSnapshot(["render", "--limit", "image-pixels=300000000", recipe, "-o", folder.appendingPathComponent("o.png").path])
        XCTAssertEqual(render, 2, renderErr)
        XCTAssertTrue(renderErr.contains("cannot read the image \"big.png\""), renderErr)
    }

    func testPNGHeaderSize() throws {
        let recipe = try writeHeaderOnlyPNG(width: 3, height: 70000)
        let png = URL(fileURLWithPath: recipe).deletingLastPathComponent().appendingPathComponent("big.png").path
        let size = try PNG.size(contentsOf: png)
        XCTAssertEqual(size.width, 3)
        XCTAssertEqual(size.height, 70000)
        XCTAssertThrowsError(try PNG.size(ofHeader: Array(repeating: 0, count: 24)))
        XCTAssertThrowsError(try PNG.size(ofHeader: [0x89, 0x50]))
    }

    func testLargeScreenIsAnInputErrorBeforeLayout() throws {
        let (status, _, stderr) = try runSnapshot(["layout", "--device", "5000x5000@4", "Snapshots/recipes/simple-stack-view.json"])
        XCTAssertEqual(status, 1, stderr)
        XCTAssertEqual(stderr, "error: the screen is 20000x20000 pixels (400000000 pixels), more than the limit of 50000000 (raise it with --limit image-pixels=N)\n")
        var screen = ScreenChoice(device: "5000x5000@4")
        screen.pixelLimit = 400_000_000
        XCTAssertNoThrow(try screen.environment())
    }

    func testLimitSettingsAreCheckedAndApplied() throws {
        let (status, _, stderr) = try runSnapshot(["layout", "--limit", "view=5", "Snapshots/recipes/simple-stack-view.json"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(stderr.hasPrefix("error: --limit view=5: unknown limit \"view\"; did you mean \"views\"?"), stderr)
        let (lowered, _, loweredErr) = try runSnapshot(["layout", "--limit", "views=2", "Snapshots/recipes/simple-stack-view.json"])
        XCTAssertEqual(lowered, 1, loweredErr)
        XCTAssertTrue(loweredErr.contains("more than the limit of 2 (raise it with --limit views=N)"), loweredErr)
    }

    func testTestAndGalleryTakeTheLimitsToo() throws {
        let recipes = folder.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let recipe = #"{"name": "s", "root": {"subviews": [{"label": "A", "text": "One"}, {"label": "B", "text": "Two"}, {"view": "C"}]}}"#
        try Data(recipe.utf8).write(to: recipes.appendingPathComponent("s.json"))
        let goldens = folder.appendingPathComponent("goldens").path
        let (status, outData, err) = try runSnapshot(["test", "--recipes", recipes.path, "--goldens", goldens,
                                                   "--record-mode", "missing", "--devices", "iphone-8", "--orientations", "portrait",
                                                   "--limit", "views=2"])
        let out = String(decoding: outData, as: UTF8.self)
        XCTAssertEqual(status, 5, out + err)
        XCTAssertTrue((out + err).contains("more than the limit of 2 (raise it with --limit views=N)"), out + err)
        let (recorded, _, recordedErr) = try runSnapshot(["test", "--recipes", recipes.path, "--goldens", goldens,
                                                          "--record-mode", "missing", "--devices", "iphone-8",
                                                          "--orientations", "portrait", "--limit", "views=100"])
        XCTAssertEqual(recorded, 0, recordedErr)
        let gallery = folder.appendingPathComponent("gallery").path
        let (galleryStatus, _, galleryErr) = try runSnapshot(["gallery", recipes.path, "-o", gallery, "--recipes-folder", recipes.path,
                                                              "--devices", "iphone-8", "--orientations", "portrait", "--limit", "views=2"])
        XCTAssertEqual(galleryStatus, 1, galleryErr)
        XCTAssertTrue(galleryErr.contains("more than the limit of 2"), galleryErr)
    }
}
