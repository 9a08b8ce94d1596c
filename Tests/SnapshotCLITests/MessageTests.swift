import Foundation
import XCTest
import SnapshotKit
import Typesetting

/// Messages for hostile and careless input (issue 16): one format, control characters escaped,
/// long quotes clipped, options treated alike.
final class MessageTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testControlCharactersAreEscapedAndLongKeysClipped() throws {
        let key = String(repeating: "k", count: 50_000)
        let recipe = try write("r.json", "{\"name\": \"r\", \"root\": {\"subviews\": [{\"view\": \"A\\u001b;pwned\\u0007\", \"\(key)\": 1}]}}")
        let (status, _, stderr) = try runSnapshot(["layout", recipe])
        XCTAssertEqual(status, 1)
        XCTAssertFalse(stderr.contains("\u{1B}"), stderr)
        XCTAssertLessThan(stderr.utf8.count, 1200, "the key is echoed whole: \(stderr.utf8.count) bytes")
        XCTAssertTrue(stderr.contains("unknown key \"kkkk"), stderr)
        XCTAssertTrue(stderr.contains("…\" (50000 bytes)"), stderr)

        let named = try write("n.json", "{\"name\": \"r\", \"root\": {\"subviews\": [{\"view\": \"A\\u001b;31m\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}}")
        let (treeStatus, tree, _) = try runSnapshot(["layout", "--format", "tree", named])
        XCTAssertEqual(treeStatus, 0)
        let text = String(decoding: tree, as: UTF8.self)
        XCTAssertFalse(text.contains("\u{1B}"))
        XCTAssertTrue(text.contains("A\\u{1B};31m"), text)
    }

    func testNegativeOptionValuesAreJudgedByTheirValue() throws {
        let recipe = "Snapshots/recipes/simple-stack-view.json"
        let (scale, _, scaleErr) = try runSnapshot(["layout", "--scale", "-1", recipe])
        XCTAssertEqual(scale, 1)
        XCTAssertTrue(scaleErr.contains("--scale -1.0: expected a number from 1 to 4"), scaleErr)
        let (device, _, deviceErr) = try runSnapshot(["layout", "--device", "-5x10@2", recipe])
        XCTAssertEqual(device, 1)
        XCTAssertFalse(deviceErr.contains("Missing value"), deviceErr)
    }

    func testDashOutputIsStdout() throws {
        let recipe = "Snapshots/recipes/simple-stack-view.json"
        let (status, png, stderr) = try runSnapshot(["render", recipe, "-o", "-"])
        XCTAssertEqual(status, 0, stderr)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertFalse(FileManager.default.fileExists(atPath: repositoryRoot + "/-"))
        let (layout, json, _) = try runSnapshot(["layout", recipe, "-o", "-"])
        XCTAssertEqual(layout, 0)
        XCTAssertEqual(json.first, UInt8(ascii: "{"))
    }

    func testStoryboardOptionsWithARecipeAreRefused() throws {
        let (status, _, stderr) = try runSnapshot(["layout", "--scene", "Main", "Snapshots/recipes/simple-stack-view.json"])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(stderr, "error: --scene: only for a .storyboard or .xib; Snapshots/recipes/simple-stack-view.json is a recipe\n")
    }

    func testStoryboardErrorsUseTheRecipeForm() throws {
        let path = try write("bad.storyboard", "<?xml version=\"1.0\"?>\n<document>\n<scenes>\n</document>\n")
        let (status, _, stderr) = try runSnapshot(["layout", path])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(stderr.hasPrefix("\(path):4:"), stderr)
        XCTAssertTrue(stderr.contains(": error: malformed XML"), stderr)
    }

    func testJobsZeroIsRefusedByGalleryAsByTest() throws {
        let (status, _, stderr) = try runSnapshot(["gallery", "--jobs", "0", "-o", folder.path, "Snapshots/recipes/simple-stack-view.json"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(stderr.contains("--jobs 0: expected 1 or more"), stderr)
    }

    func testFreeTypeFailuresInWords() {
        let error = TypesettingError.freeType(operation: "FT_New_Face /f/x.ttf", code: 144)
        XCTAssertEqual("\(error)", "cannot open the font file /f/x.ttf: locations (loca) table missing (FreeType error 144)")
        XCTAssertEqual("\(TypesettingError.freeType(operation: "FT_Init_FreeType", code: 999))", "cannot start FreeType: FreeType error 999")
    }

    /// `--images DIR` that is not there is refused as `--fonts DIR` is (status 2).
    func testAMissingImagesFolderIsRefused() throws {
        let storyboard = "Tests/InterfaceBuilderTests/Fixtures/Mapping.storyboard"
        for command in ["render", "layout"] {
            let (status, _, stderr) = try runSnapshot([command, storyboard, "--images", "NoSuchDir", "-o", folder.path + "/x"])
            XCTAssertEqual(status, 2, stderr)
            XCTAssertEqual(stderr, "error: --images NoSuchDir: no such directory\n")
        }
    }

    /// Every error the command prints starts with `error: ` once (or, for a place in a file,
    /// `FILE:LINE:COLUMN: error: `): ArgumentParser's own, option values, the command's.
    func testEveryErrorStartsWithOneErrorPrefix() throws {
        let recipe = "Snapshots/recipes/simple-stack-view.json"
        let cases: [[String]] = [
            ["render", recipe],
            ["layout", "--no-such-option", recipe],
            ["layout", recipe, "--device", "iphone-9"],
            ["layout", recipe, "--scale", "9"],
            ["layout", recipe, "--content-size", "huge"],
            ["layout", recipe, "--ios", "x"],
            ["render", recipe, "-o", folder.path + "/x.png", "--png-level", "12"],
            ["test", "--jobs", "0"],
            ["test", "--tolerance", "nonsense"],
        ]
        for arguments in cases {
            let (status, _, stderr) = try runSnapshot(arguments)
            XCTAssertNotEqual(status, 0, "\(arguments)")
            XCTAssertTrue(stderr.hasPrefix("error: "), "\(arguments): \(stderr)")
            XCTAssertFalse(stderr.hasPrefix("error: error:") || stderr.contains("Error:"), "\(arguments): \(stderr)")
        }
        let missing = folder.path + "/none.json"
        let (status, _, stderr) = try runSnapshot(["layout", missing])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(stderr.hasPrefix(missing + ": error: cannot read"), stderr)
    }
}
