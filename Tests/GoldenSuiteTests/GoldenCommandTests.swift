import Foundation
import XCTest
import SnapshotCLI

/// `snapshot test`, `prune` and `gallery` end to end, in a temporary suite.
final class GoldenCommandTests: XCTestCase {
    private var folder = ""
    private var recipes: String { folder + "/recipes" }
    private var goldens: String { folder + "/goldens" }

    static let recipe = """
        { "name": "Tiny", "description": "A blue card under the status bar.",
          "root": { "backgroundColor": "white", "subviews": [ { "view": "Card", "backgroundColor": "systemBlue" } ] },
          "constraints": ["Card.Leading = Superview.LeadingMargin", "Card.Top = Safe Area.Top + 8",
                          "Card.Width = 120", "Card.Height = 40"] }
        """

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "golden-commands-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: recipes + "/forms", withIntermediateDirectories: true)
        try Self.recipe.write(toFile: recipes + "/forms/tiny.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func snapshot(_ arguments: [String]) -> Int32 {
        SnapshotCommand.execute(arguments + ["--recipes", recipes, "--goldens", goldens])
    }

    func testTestRecordsComparesAndFails() throws {
        let select = ["--devices", "iphone-8", "--orientations", "portrait", "--artifacts", folder + "/artifacts"]
        XCTAssertEqual(snapshot(["test"] + select), 5, "a missing golden fails")
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens + "/forms/tiny/iphone-8-portrait@2x.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/artifacts/report.html"))
        XCTAssertEqual(snapshot(["test", "--record-mode", "missing", "--jobs", "1"] + select), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens + "/forms/tiny/iphone-8-portrait@2x.png"))
        XCTAssertEqual(snapshot(["test"] + select), 0)
        // A 1-point change fails; the report names the case.
        try Self.recipe.replacingOccurrences(of: "Card.Width = 120", with: "Card.Width = 121")
            .write(toFile: recipes + "/forms/tiny.json", atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: folder + "/artifacts")
        XCTAssertEqual(snapshot(["test"] + select), 5)
        let html = try String(contentsOfFile: folder + "/artifacts/report.html", encoding: .utf8)
        XCTAssertTrue(html.contains("forms/tiny/iphone-8-portrait@2x"), html)
        XCTAssertEqual(snapshot(["test", "--tolerance", "pixels=1000"] + select), 0, "--tolerance overrides")
        XCTAssertEqual(snapshot(["test", "--record-mode", "failed"] + select), 0)
        XCTAssertEqual(snapshot(["test"] + select), 0)
        XCTAssertEqual(snapshot(["test", "--record-mode", "sometimes"] + select), 1)
        XCTAssertEqual(snapshot(["test", "--devices", "iphone-99"]), 1)
    }

    func testPruneListsThenDeletes() throws {
        XCTAssertEqual(snapshot(["test", "--record-mode", "missing", "--devices", "iphone-8"]), 0)
        let stale = goldens + "/old-recipe/iphone-8-portrait@2x.png"
        try FileManager.default.createDirectory(atPath: goldens + "/old-recipe", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: goldens + "/forms/tiny/iphone-8-portrait@2x.png", toPath: stale)
        XCTAssertEqual(snapshot(["prune"]), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stale), "prune without --delete only lists")
        XCTAssertEqual(snapshot(["prune", "--delete"]), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens + "/old-recipe"))
        // The iPhone X goldens were never recorded; the iPhone 8 ones are kept.
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens + "/forms/tiny/iphone-8-landscape@2x.png"))
    }

    func testGalleryWritesImagesAndIndexes() throws {
        let out = folder + "/gallery"
        XCTAssertEqual(SnapshotCommand.execute(["gallery", recipes, "-o", out, "--devices", "iphone-8,iphone-x@2x",
                                                "--orientations", "portrait", "--recipes-folder", recipes]), 0)
        let md = try String(contentsOfFile: out + "/index.md", encoding: .utf8)
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for text in ["Tiny", "A blue card under the status bar.", "forms/tiny/iphone-8-portrait@2x.png",
                     "forms/tiny/iphone-x-portrait@2x.png"] {
            XCTAssertTrue(md.contains(text), text)
            XCTAssertTrue(html.contains(text), text)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/forms/tiny/iphone-x-portrait@2x.png"))
        // Deterministic: a second run gives the same index bytes.
        XCTAssertEqual(SnapshotCommand.execute(["gallery", recipes, "-o", out, "--devices", "iphone-8,iphone-x@2x",
                                                "--orientations", "portrait", "--recipes-folder", recipes]), 0)
        XCTAssertEqual(try String(contentsOfFile: out + "/index.md", encoding: .utf8), md)
    }
}

/// `snapshot prune --delete` deletes only goldens it would itself have written (issue 16).
final class PruneSafetyTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "prune-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Snapshots/recipes/images", withIntermediateDirectories: true)
        try GoldenCommandTests.recipe.write(toFile: folder + "/Snapshots/recipes/tiny.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder + "/" + path) }

    private func make(_ paths: [String]) throws {
        for p in paths {
            try FileManager.default.createDirectory(atPath: ((folder + "/" + p) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + p, contents: Data("png".utf8)))
        }
    }

    func testOverlappingFoldersAreRefused() throws {
        let files = ["Snapshots/recipes/images/photo.png", "Snapshots/goldens/tiny/iphone-8-portrait@2x.png",
                     "Snapshots/goldens/gone/iphone-8-portrait@2x.png"]
        try make(files)
        let recipes = folder + "/Snapshots/recipes"
        for goldens in [folder + "/Snapshots", recipes, recipes + "/goldens", folder + "/Snapshots/../Snapshots/recipes"] {
            XCTAssertEqual(SnapshotCommand.execute(["prune", "--delete", "--recipes", recipes, "--goldens", goldens]), 1, goldens)
            for f in files { XCTAssertTrue(exists(f), "prune --goldens \(goldens) deleted \(f)") }
        }
        XCTAssertEqual(SnapshotCommand.execute(["prune", "--delete", "--recipes", recipes, "--goldens", folder + "/Snapshots/goldens"]), 0)
        XCTAssertFalse(exists("Snapshots/goldens/gone"), "a stale golden in a separate goldens folder is deleted")
        XCTAssertTrue(exists("Snapshots/recipes/images/photo.png"))
    }

    func testOnlyGoldenNamesAreDeleted() throws {
        let kept = ["Snapshots/goldens/tiny/iphone-8-portrait@2x.png", "Snapshots/goldens/diagram.png",
                    "Snapshots/goldens/notes/diagram.png", "Snapshots/goldens/tiny/thumbnail.png",
                    "Snapshots/goldens/old/iphone-99-portrait@2x.png", "Snapshots/goldens/old/iphone-8-sideways@2x.png",
                    "Snapshots/goldens/old/images/iphone-8-portrait@2x.png", "Snapshots/goldens/.hidden/iphone-8-portrait@2x.png"]
        let stale = ["Snapshots/goldens/old/iphone-8-portrait@2x.png", "Snapshots/goldens/old/deep/iphone-x-landscape@3x.png"]
        try make(kept + stale)
        XCTAssertEqual(SnapshotCommand.execute(["prune", "--delete", "--recipes", folder + "/Snapshots/recipes",
                                                "--goldens", folder + "/Snapshots/goldens"]), 0)
        for f in kept { XCTAssertTrue(exists(f), "prune deleted \(f), which it never writes") }
        for f in stale { XCTAssertFalse(exists(f), "prune kept the stale golden \(f)") }
        XCTAssertFalse(exists("Snapshots/goldens/old/deep"), "folders left empty are removed")
    }
}
