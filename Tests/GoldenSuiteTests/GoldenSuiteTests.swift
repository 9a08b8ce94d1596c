import Foundation
import XCTest
import GoldenTesting
import Raster
import Recipe
import SnapshotKit

/// The repository folder (this file is Tests/GoldenSuiteTests/GoldenSuiteTests.swift).
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The golden suite itself: every recipe in Snapshots/recipes rendered on every suite device
/// and orientation through the real pipeline, compared with its golden in Snapshots/goldens.
/// Record new goldens with `snapshot test --record-mode missing` (see docs/golden-testing.md).
final class GoldenSuiteTests: XCTestCase {
    /// The repository's suite with its suite file applied (its `locales`), as `snapshot test` runs it.
    let suite: GoldenSuite = {
        var suite = GoldenSuite(recipesFolder: repositoryRoot + "/Snapshots/recipes",
                                goldensFolder: repositoryRoot + "/Snapshots/goldens")
        if let file = try? GoldenSuiteFile.load(path: repositoryRoot + "/Snapshots/snapshot-suite.json", required: true) {
            suite.apply(file)
        }
        return suite
    }()

    func testTheSuiteFileLocalizesTheLocalizedStoryboard() throws {
        let file = repositoryRoot + "/Snapshots/recipes/localized/Base.lproj/Welcome.storyboard"
        let names = try suite.cases(inputFiles: [file], onlyDevices: ["iphone-8"], onlyOrientations: [.portrait]).map(\.name)
        XCTAssertEqual(names.map { String($0.split(separator: "/").last ?? "") }, [
            "iphone-8-portrait@2x", "iphone-8-portrait-de@2x", "iphone-8-portrait-ar@2x", "iphone-8-portrait-fr@2x",
            "iphone-8-portrait-doublelength@2x", "iphone-8-portrait-accented@2x",
        ])
    }

    func testEveryRecipeMatchesItsGoldens() throws {
        let cases = try suite.cases(inputFiles: try suite.inputFiles([]))
        XCTAssertGreaterThanOrEqual(cases.count, 4 * 15)
        let runner = GoldenRunner(store: GoldenStore(root: suite.goldensFolder), recordMode: .none)
        let result = runner.run(cases, makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in
            try PipelineGoldenRenderer.make()
        })
        print("golden suite: \(result.summaryLine) (\(cases.count) cases, \(String(format: "%.2f", result.seconds)) s)")
        guard !result.succeeded else { return }
        let artifacts = repositoryRoot + "/snapshot-artifacts/swift-test"
        let report = (try? result.writeArtifacts(to: artifacts)) ?? "(could not write the artifacts)"
        var text = "\(result.summaryLine); report: \(report)\n"
        for o in result.outcomes where !o.isSuccess {
            text += "\(o.status.rawValue.uppercased()) \(o.testCase.name): \(o.message)\n    \(o.testCase.tolerance.description)\n"
        }
        XCTFail(text)
    }

    func testCorpusRecipesAreDescribedAndNoGoldenIsStale() throws {
        let files = try suite.inputFiles([])
        XCTAssertGreaterThanOrEqual(files.count, 15)
        for file in files where file.hasSuffix(".json") {
            let document = try RecipeDocument.load(path: file)
            XCTAssertFalse(document.name.isEmpty, file)
            XCTAssertGreaterThan(document.description?.count ?? 0, 80, "\(file): describe what the recipe shows")
        }
        let cases = try suite.cases(inputFiles: files)
        XCTAssertEqual(Set(cases.map(\.name)).count, cases.count, "case names are unique")
        XCTAssertEqual(GoldenStore(root: suite.goldensFolder).staleGoldens(keeping: cases), [],
                       "goldens no recipe produces: run `snapshot prune --delete`")
    }

    func testSnapshotSettingsChooseDevicesOrientationsAndEnvironment() throws {
        let text = """
            {"name": "S", "snapshot": {"devices": ["iphone-x@2x", "iphone-se"], "orientations": ["landscape"],
             "layoutDirection": "rightToLeft", "contentSize": "AX2",
             "tolerance": {"ignoreAntialiasing": true, "maxDifferingPixels": 3}},
             "root": {"backgroundColor": "white"}}
            """
        let document = try RecipeDocument.decode(text: text, file: "s.json")
        let cases = try suite.cases(for: document, file: repositoryRoot + "/Snapshots/recipes/forms/s.json")
        XCTAssertEqual(cases.map(\.name), ["forms/s/iphone-x-landscape@2x", "forms/s/iphone-se-landscape@2x"])
        XCTAssertEqual(cases[0].tolerance, Tolerance(ignoresAntialiasing: true, maxDifferingPixels: 3))
        let env = try cases[0].screen.environment(recipeSettings: document.snapshot)
        XCTAssertEqual(env.layoutDirection, .rightToLeft)
        XCTAssertEqual(env.contentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(env.scale, 2)
        XCTAssertEqual(try suite.cases(for: document, file: "s.json", onlyDevices: ["iphone-se"]).count, 1)
        XCTAssertThrowsError(try GoldenSuite.device("iphone-99"))
    }
}
