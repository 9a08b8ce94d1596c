import Foundation
import XCTest
import GoldenTesting
import Layout
import Raster
import Recipe
import SnapshotKit

/// The suite file's matrix (issue #15 item 5): devices, orientations, content sizes, directions
/// and appearances; goldens named by configuration; recipes override per case; prune follows.
final class SuiteMatrixTests: XCTestCase {
    private var folder = ""
    private var recipes: String { folder + "/recipes" }
    private var goldens: String { folder + "/goldens" }
    private let fm = FileManager.default

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "suite-matrix-\(UUID().uuidString)"
        try fm.createDirectory(atPath: recipes, withIntermediateDirectories: true)
        let recipe = #"{"name": "Hello", "root": {"view": "Root", "subviews": [{"label": "Title", "text": "Hello", "font": "body"}]}, "constraints": ["Title.Leading = Superview.LeadingMargin", "Title.Top = Superview.TopMargin"]}"#
        try recipe.write(toFile: recipes + "/hello.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? fm.removeItem(atPath: folder)
    }

    private func writeSuite(_ json: String) throws {
        try json.write(toFile: folder + "/snapshot-suite.json", atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String]) throws -> (Int32, String) {
        let (status, out, err) = try runSnapshot(arguments + ["--recipes", recipes, "--goldens", goldens])
        return (status, String(decoding: out, as: UTF8.self) + err)
    }

    private func goldenNames() throws -> [String] {
        try fm.contentsOfDirectory(atPath: goldens + "/hello").filter { $0.hasSuffix(".png") }.sorted()
    }

    func testTheMatrixNamesGoldensByConfigurationAndAppliesIt() throws {
        try writeSuite(#"{"devices": ["iphone-8"], "orientations": ["portrait"], "contentSizes": ["L", "AX3"], "layoutDirections": ["leftToRight", "rightToLeft"]}"#)
        let (status, out) = try run(["test", "--record-mode", "missing"])
        XCTAssertEqual(status, 0, out)
        XCTAssertEqual(try goldenNames(), ["iphone-8-portrait-ax3-rtl@2x.png", "iphone-8-portrait-ax3@2x.png",
                                           "iphone-8-portrait-rtl@2x.png", "iphone-8-portrait@2x.png"])
        let plain = try PNG.read(contentsOf: goldens + "/hello/iphone-8-portrait@2x.png")
        let large = try PNG.read(contentsOf: goldens + "/hello/iphone-8-portrait-ax3@2x.png")
        let rtl = try PNG.read(contentsOf: goldens + "/hello/iphone-8-portrait-rtl@2x.png")
        XCTAssertNotEqual(plain, large, "AX3 text is bigger")
        XCTAssertNotEqual(plain, rtl, "right to left puts the label on the right")
        XCTAssertEqual(try run(["test"]).0, 0)
    }

    func testARecipeOverridesAnAxisAndPruneFollowsTheSuite() throws {
        try writeSuite(#"{"devices": ["iphone-8"], "orientations": ["portrait"], "appearances": ["light", "dark"]}"#)
        XCTAssertEqual(try run(["test", "--record-mode", "missing"]).0, 0)
        XCTAssertEqual(try goldenNames(), ["iphone-8-portrait-dark@2x.png", "iphone-8-portrait@2x.png"])
        // The suite drops dark: prune lists the dark golden (and its layout file) and deletes them.
        try writeSuite(#"{"devices": ["iphone-8"], "orientations": ["portrait"]}"#)
        let (listed, out) = try run(["prune"])
        XCTAssertEqual(listed, 0, out)
        XCTAssertTrue(out.contains("hello/iphone-8-portrait-dark@2x.png"), out)
        XCTAssertFalse(out.contains("hello/iphone-8-portrait@2x.png"), out)
        XCTAssertEqual(try run(["prune", "--delete"]).0, 0)
        XCTAssertEqual(try goldenNames(), ["iphone-8-portrait@2x.png"])
        // A recipe's own list replaces the suite's axis.
        let recipe = #"{"name": "Hello", "snapshot": {"layoutDirections": ["leftToRight", "rightToLeft"]}, "root": {"view": "Root", "subviews": [{"label": "Title", "text": "Hello"}]}, "constraints": ["Title.Leading = Superview.LeadingMargin", "Title.Top = Superview.TopMargin"]}"#
        try recipe.write(toFile: recipes + "/hello.json", atomically: true, encoding: .utf8)
        let (status, recorded) = try run(["test", "--record-mode", "failed"])
        XCTAssertEqual(status, 0, recorded)
        XCTAssertEqual(try goldenNames(), ["iphone-8-portrait-rtl@2x.png", "iphone-8-portrait@2x.png"])
    }

    func testSuiteFileValuesAreChecked() throws {
        for (json, message) in [
            (#"{"appearances": ["light", "dim"]}"#, "unknown value \"dim\""),
            (#"{"contentSizes": ["L", "huge"]}"#, "unknown Dynamic Type size \"huge\""),
            (#"{"layoutDirections": []}"#, "\"layoutDirections\" is a non-empty array of strings"),
            (#"{"devices": ["iphone-8", "iphone-8"]}"#, "\"iphone-8\" is listed twice"),
            (#"{"devices": ["pixel-7"]}"#, "unknown device \"pixel-7\""),
            (#"{"contentSizes": ["L", "large"]}"#, "two configurations are both named"),
        ] {
            try writeSuite(json)
            let (status, out) = try run(["test"])
            XCTAssertEqual(status, json.contains("large") ? 5 : 1, json + " → " + out)
            XCTAssertTrue(out.contains(message), json + " → " + out)
        }
    }

    func testGoldenPathsWithTokensParse() {
        let parts = GoldenCase.goldenPathParts("forms/login/iphone-x-landscape-ax3-rtl-dark@3x.png")
        XCTAssertEqual(parts?.subject, "forms/login")
        XCTAssertEqual(parts?.device, "iphone-x")
        XCTAssertEqual(parts?.orientation, .landscape)
        XCTAssertNil(GoldenCase.goldenPathParts("a/iphone-8-portrait-sepia@2x.png"), "unknown tokens are not goldens")
    }
}
