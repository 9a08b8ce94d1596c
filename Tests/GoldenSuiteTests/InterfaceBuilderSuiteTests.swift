import Foundation
import XCTest
import SnapshotCLI
import SnapshotKit

/// Storyboards and xibs in the recipes folder are part of the golden suite: each scene with a
/// view is a case of its own, recorded, compared, kept by prune and shown by the gallery.
final class InterfaceBuilderSuiteTests: XCTestCase {
    private var folder = ""
    private var recipes: String { folder + "/recipes" }
    private var goldens: String { folder + "/goldens" }
    private let fixtures = repositoryRoot + "/Tests/InterfaceBuilderTests/Fixtures"

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "ib-suite-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: recipes + "/screens", withIntermediateDirectories: true)
        try fm.copyItem(atPath: fixtures + "/Variations.storyboard", toPath: recipes + "/screens/Variations.storyboard")
        try fm.copyItem(atPath: fixtures + "/Cell.xib", toPath: recipes + "/Cell.xib")
        try GoldenCommandTests.recipe.write(toFile: recipes + "/tiny.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testEachSceneIsACase() throws {
        let suite = GoldenSuite(recipesFolder: recipes, goldensFolder: goldens, devices: ["iphone-8"], orientations: [.portrait])
        let files = try suite.inputFiles([])
        XCTAssertEqual(files.map { ($0 as NSString).lastPathComponent }, ["Cell.xib", "Variations.storyboard", "tiny.json"])
        let cases = try suite.cases(inputFiles: files)
        // The navigation controller scene has no view of its own: no case.
        XCTAssertEqual(cases.map(\.name), [
            "Cell.xib/crd-cc-001/iphone-8-portrait@2x", "Cell.xib/bdg-cc-001/iphone-8-portrait@2x",
            "Cell.xib/cel-cc-001/iphone-8-portrait@2x",
            "screens/Variations.storyboard/scn-aa-001/iphone-8-portrait@2x",
            "screens/Variations.storyboard/scn-aa-002/iphone-8-portrait@2x",
            "tiny/iphone-8-portrait@2x",
        ])
        XCTAssertEqual(cases[3].sourcePart, "scn-aa-001")
        XCTAssertEqual(cases[3].title, "Profile Title")
    }

    func testScenesAreRecordedThenPassAndPruneKeepsThem() throws {
        func snapshot(_ arguments: [String]) -> Int32 {
            SnapshotCommand.execute(arguments + ["--recipes", recipes, "--goldens", goldens])
        }
        let select = ["--devices", "iphone-8", "--orientations", "portrait", "--artifacts", folder + "/artifacts", "--jobs", "1"]
        XCTAssertEqual(snapshot(["test"] + select), 5, "missing goldens fail")
        XCTAssertEqual(snapshot(["test", "--record-mode", "missing"] + select), 0)
        let scene = goldens + "/screens/Variations.storyboard/scn-aa-002/iphone-8-portrait@2x.png"
        XCTAssertTrue(FileManager.default.fileExists(atPath: scene))
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens + "/Cell.xib/cel-cc-001/iphone-8-portrait@2x.png"))
        XCTAssertEqual(snapshot(["test"] + select), 0, "the recorded scenes pass")
        // A change to one scene fails that scene's case.
        let storyboard = recipes + "/screens/Variations.storyboard"
        let text = try String(contentsOfFile: storyboard, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "red=\"0.2\" green=\"0.4\" blue=\"0.6\"", with: "red=\"0.9\" green=\"0.1\" blue=\"0.1\"")
        XCTAssertNotEqual(changed, text)
        try changed.write(toFile: storyboard, atomically: true, encoding: .utf8)
        XCTAssertEqual(snapshot(["test"] + select), 5)
        XCTAssertEqual(snapshot(["prune", "--delete"]), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scene), "prune keeps the goldens of scenes")
    }

    func testGalleryShowsScenes() throws {
        let out = folder + "/gallery"
        XCTAssertEqual(SnapshotCommand.execute(["gallery", recipes, "-o", out, "--devices", "iphone-8", "--orientations", "portrait",
                                                "--recipes-folder", recipes]), 0)
        let md = try String(contentsOfFile: out + "/index.md", encoding: .utf8)
        for text in ["## Profile Title", "`screens/Variations.storyboard`", "screens/Variations.storyboard/scn-aa-001/iphone-8-portrait@2x.png",
                     "## Tiny", "`tiny.json`"] {
            XCTAssertTrue(md.contains(text), text)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/Cell.xib/crd-cc-001/iphone-8-portrait@2x.png"))
    }
}
