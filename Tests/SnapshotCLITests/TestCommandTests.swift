import Foundation
import XCTest

/// `snapshot test` as a CI job runs it: isolation of files that do not load, layout diffs in
/// the terminal and the report, warnings, JUnit, shards (issue 15).
final class TestCommandTests: XCTestCase {
    private var folder = ""
    private var recipes: String { folder + "/recipes" }
    private var goldens: String { folder + "/goldens" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "test-command-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A copy of two corpus recipes (with their images folder) and their goldens.
        let root = repositoryRoot + "/Snapshots"
        try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/recipes/images", toPath: recipes + "/images")
        for name in ["nested-stack-views", "simple-single-view"] {
            try FileManager.default.copyItem(atPath: root + "/recipes/\(name).json", toPath: recipes + "/\(name).json")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func test(_ arguments: [String]) throws -> (Int32, String) {
        let (status, out, _) = try runSnapshot(["test", "--recipes", recipes, "--goldens", goldens, "--devices", "iphone-8",
                                                "--artifacts", folder + "/artifacts"] + arguments)
        return (status, String(decoding: out, as: UTF8.self))
    }

    /// `--recipes DIR` without `--goldens`: the goldens go to `goldens` next to DIR (as the
    /// suite file is read from next to it), never to ./Snapshots/goldens, and the run says where.
    func testGoldensFollowTheRecipesFolder() throws {
        let (status, out, err) = try runSnapshot(["test", "--recipes", recipes, recipes + "/simple-single-view.json",
                                                  "--devices", "iphone-8", "--orientations", "portrait",
                                                  "--record-mode", "missing", "--artifacts", folder + "/artifacts"])
        let text = String(decoding: out, as: UTF8.self)
        XCTAssertEqual(status, 0, text + err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens + "/simple-single-view/iphone-8-portrait@2x.png"), text)
        XCTAssertTrue(text.contains("goldens: \(goldens)\n"), text)
        let again = try runSnapshot(["test", "--recipes", recipes, recipes + "/simple-single-view.json",
                                     "--devices", "iphone-8", "--orientations", "portrait"])
        XCTAssertEqual(again.0, 0, again.2)
        XCTAssertFalse(String(decoding: again.1, as: UTF8.self).contains("goldens: "), "said only when recording")
    }

    /// Recipe spacing 8 → 9 in a copy: the terminal, the JUnit file and the report name the
    /// views that moved.
    func testSpacingMutationNamesTheMovedViews() throws {
        XCTAssertEqual(try test(["--record-mode", "missing"]).0, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens + "/nested-stack-views/iphone-8-portrait@2x.layout.json"))
        let file = recipes + "/nested-stack-views.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: "\"spacing\": 8"))
        try text.replacingCharacters(in: range, with: "\"spacing\": 9").write(toFile: file, atomically: true, encoding: .utf8)
        let junit = folder + "/junit.xml"
        let (status, out) = try test(["--junit", junit])
        XCTAssertEqual(status, 5)
        XCTAssertTrue(out.contains("FAIL nested-stack-views/iphone-8-portrait@2x: mismatch"), out)
        XCTAssertTrue(out.contains("    layout: 1 view moved or resized\n      Text View: y 149→150, height 460→458\n"), out)
        XCTAssertTrue(out.contains("2 passed, 2 failed (4 cases"), out)
        let html = try String(contentsOfFile: folder + "/artifacts/report.html", encoding: .utf8)
        XCTAssertTrue(html.contains("Text View: y 149→150, height 460→458"), "the report names the moved view")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("Text View: y 149→150"), xml)
        XCTAssertTrue(xml.contains("tests=\"4\" failures=\"2\" errors=\"0\""), xml)
    }

    /// A recipe that does not parse fails as one case with its located error; every other case
    /// still runs, the report lists it, and the exit status is 5 (it used to be 1, no report).
    func testABrokenRecipeIsAFailedCaseAndTheOthersRun() throws {
        XCTAssertEqual(try test(["--record-mode", "missing"]).0, 0)
        try "{ \"name\": \"Broken\",\n  \"root\": { \"subviews\": [ }\n}\n".write(toFile: recipes + "/broken.json", atomically: true, encoding: .utf8)
        let (status, out) = try test([])
        XCTAssertEqual(status, 5)
        XCTAssertTrue(out.contains("ERROR broken: cannot load: "), out)
        XCTAssertTrue(out.contains("broken.json"), "the error names the file: \(out)")
        XCTAssertTrue(out.contains("4 passed, 1 failed (5 cases"), out)
        let html = try String(contentsOfFile: folder + "/artifacts/report.html", encoding: .utf8)
        XCTAssertTrue(html.contains("FAIL broken"), "the report lists the broken recipe")
    }

    /// Shards 1/3, 2/3 and 3/3 together run every case exactly once.
    func testShardsRunEveryCaseOnce() throws {
        XCTAssertEqual(try test(["--record-mode", "missing"]).0, 0)
        var names: [String] = []
        for i in 1...3 {
            let (status, out) = try test(["--shard", "\(i)/3", "--verbose"])
            XCTAssertEqual(status, 0, out)
            XCTAssertTrue(out.contains("shard \(i)/3"), out)
            names += out.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map { String($0.split(separator: ":")[0]) }
        }
        XCTAssertEqual(names.sorted(), ["PASS nested-stack-views/iphone-8-landscape@2x", "PASS nested-stack-views/iphone-8-portrait@2x",
                                        "PASS simple-single-view/iphone-8-landscape@2x", "PASS simple-single-view/iphone-8-portrait@2x"])
        XCTAssertEqual(try test(["--shard", "4/3"]).0, 1)
    }

    func testSuiteFileMustBeValid() throws {
        try "{ \"failOnNewWarning\": true }".write(toFile: folder + "/snapshot-suite.json", atomically: true, encoding: .utf8)
        let (status, _, err) = try runSnapshot(["test", "--recipes", recipes, "--goldens", goldens])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("unknown key \"failOnNewWarning\""), err)
        try "{ \"failOnNewWarnings\": true }".write(toFile: folder + "/snapshot-suite.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(try test(["--record-mode", "missing"]).0, 0)
    }

    /// `prune` removes a stale golden's layout file with it, and keeps the live ones.
    func testPruneDeletesStaleLayoutFilesToo() throws {
        XCTAssertEqual(try test(["--record-mode", "missing"]).0, 0)
        let fm = FileManager.default
        try fm.createDirectory(atPath: goldens + "/gone", withIntermediateDirectories: true)
        for suffix in ["png", "layout.json"] {
            try fm.copyItem(atPath: goldens + "/simple-single-view/iphone-8-portrait@2x.\(suffix)",
                            toPath: goldens + "/gone/iphone-8-portrait@2x.\(suffix)")
        }
        let (status, out, _) = try runSnapshot(["prune", "--delete", "--recipes", recipes, "--goldens", goldens])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(String(decoding: out, as: UTF8.self).contains("gone/iphone-8-portrait@2x.layout.json"))
        XCTAssertFalse(fm.fileExists(atPath: goldens + "/gone"))
        XCTAssertTrue(fm.fileExists(atPath: goldens + "/simple-single-view/iphone-8-portrait@2x.layout.json"))
    }
}
