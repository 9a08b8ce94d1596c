import Foundation
import Recipe
import SnapshotKit
import XCTest

/// The suite's folders under hostile conditions (issue 35): recipe links that leave the
/// recipes folder, files that are not recipes, unwritable goldens and gallery folders.
final class HostileSuiteTests: XCTestCase {
    private var folder = ""
    private var recipes: String { folder + "/recipes" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "hostile-suite-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: seedRecipe("simple-single-view"), toPath: recipes + "/simple-single-view.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A link to a file outside the recipes folder is skipped with a note, never read; a link
    /// that stays inside is a recipe like any other.
    func testRecipeLinksThatLeaveTheFolderAreSkipped() throws {
        try "aws_secret_access_key = AKIASECRET\n".write(toFile: folder + "/credentials", atomically: true, encoding: .utf8)
        XCTAssertEqual(symlink(folder + "/credentials", recipes + "/leak.json"), 0)
        XCTAssertEqual(symlink("simple-single-view.json", recipes + "/again.json"), 0)
        let suite = GoldenSuite(recipesFolder: recipes, goldensFolder: folder + "/goldens")
        var skipped: [String] = []
        let files = try suite.inputFiles([], skipped: &skipped)
        XCTAssertEqual(files.map { ($0 as NSString).lastPathComponent }, ["again.json", "simple-single-view.json"])
        XCTAssertEqual(skipped.map { ($0 as NSString).lastPathComponent }, ["leak.json"])

        let (status, out, err) = try runSnapshot(["test", "--recipes", recipes, "--goldens", folder + "/goldens",
                                                  "--devices", "iphone-8", "--artifacts", folder + "/artifacts", "--record-mode", "missing"])
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(err.contains("leak.json"), err)
        XCTAssertFalse((String(decoding: out, as: UTF8.self) + err).contains("AKIASECRET"))
    }

    /// A file that is not a recipe is never quoted in an error: not a line of a file that is no
    /// JSON object, not a line of a JSON object without a recipe's keys.
    func testAFileThatIsNotARecipeIsNotQuoted() {
        for text in ["aws_secret_access_key = AKIASECRET\n", "[default]\ntoken = \"AKIASECRET\"\n",
                     "{ \"token\": \"AKIASECRET\", \"user\": 1 }\n", "{ \"token\": \"AKIASECRET\" \n"] {
            XCTAssertThrowsError(try RecipeDocument.decode(text: text, file: "x.json", checkImageFiles: false)) { error in
                XCTAssertFalse("\(error)".contains("AKIASECRET"), "\(error)")
            }
        }
        // A recipe's own errors still quote its line.
        XCTAssertThrowsError(try RecipeDocument.decode(text: "{ \"name\": \"A\", \"root\": { \"view\": \"Box\", \"bogus\": 1 } }", file: "x.json", checkImageFiles: false)) { error in
            XCTAssertTrue("\(error)".contains("\"bogus\": 1"), "\(error)")
        }
    }

    /// `test --record` that cannot write a golden exits 2 (an I/O error), not 5.
    func testRecordThatCannotWriteExitsWithAnIOError() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/goldens"))  // a file where the folder goes
        let (status, out, err) = try runSnapshot(["test", "--recipes", recipes, "--goldens", folder + "/goldens", "--devices", "iphone-8",
                                                  "--orientations", "portrait", "--artifacts", folder + "/artifacts", "--record"])
        XCTAssertEqual(status, 2, String(decoding: out, as: UTF8.self) + err)
        XCTAssertTrue(String(decoding: out, as: UTF8.self).contains("cannot write the golden"), String(decoding: out, as: UTF8.self))
    }

    /// `gallery` that cannot write an image exits 2 (an I/O error), not 4 (internal error).
    func testGalleryThatCannotWriteExitsWithAnIOError() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/gallery"))
        let (status, _, err) = try runSnapshot(["gallery", recipes + "/simple-single-view.json", "--recipes-folder", recipes,
                                                "-o", folder + "/gallery/sub", "--devices", "iphone-8", "--orientations", "portrait"])
        XCTAssertEqual(status, 2, err)
        XCTAssertTrue(err.contains("cannot write"), err)
    }

    /// A newline in a recipe's file name is escaped: the FAIL line stays one line.
    func testANewlineInAFileNameIsEscaped() throws {
        try FileManager.default.moveItem(atPath: recipes + "/simple-single-view.json", toPath: recipes + "/two\nlines.json")
        let (status, out, _) = try runSnapshot(["test", "--recipes", recipes, "--goldens", folder + "/goldens", "--devices", "iphone-8",
                                                "--orientations", "portrait", "--artifacts", folder + "/artifacts"])
        XCTAssertEqual(status, 5)
        let text = String(decoding: out, as: UTF8.self)
        XCTAssertTrue(text.contains("MISSING two\\nlines/iphone-8-portrait@2x: no golden at "), text)
    }

    /// A recipe that does not load, named with a newline: its ERROR line names the file escaped,
    /// and only the excerpt of the recipe's text starts new lines.
    func testANewlineInABrokenRecipesNameIsEscapedInItsError() throws {
        try "{ \"name\": \"Broken\",\n  \"root\": { \"subviews\": [ }\n}\n".write(toFile: recipes + "/bro\nken.json",
                                                                                    atomically: true, encoding: .utf8)
        let (_, out, _) = try runSnapshot(["test", "--recipes", recipes, "--goldens", folder + "/goldens", "--devices", "iphone-8",
                                           "--orientations", "portrait", "--artifacts", folder + "/artifacts"])
        let text = String(decoding: out, as: UTF8.self)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("ERROR bro") }, text)
        XCTAssertTrue(line.contains("bro\\nken.json:"), String(line))
        XCTAssertFalse(text.contains("\nken.json"), text)
    }
}
