import XCTest
@testable import Recipe

/// The optional top-level `"snapshot"` object (golden-test settings).
final class SnapshotSettingsTests: XCTestCase {
    func testEveryKey() throws {
        let doc = try decode(recipe(views: "", extra: """

              "snapshot": {
                "devices": ["iphone-8", "iphone-x@2x"], "orientations": ["landscape"],
                "layoutDirection": "rightToLeft", "contentSize": "AX3",
                "tolerance": {"colorThreshold": 0.1, "ignoreAntialiasing": true, "maxDifferingPixels": 20,
                              "maxDifferingRatio": 0.001, "comment": "text re-rendering"},
                "comment": "ok"
              },
            """))
        let s = try XCTUnwrap(doc.snapshot)
        XCTAssertEqual(s.devices, ["iphone-8", "iphone-x@2x"])
        XCTAssertEqual(s.orientations, [.landscape])
        XCTAssertEqual(s.layoutDirection, .rightToLeft)
        XCTAssertEqual(s.contentSize, "AX3")
        XCTAssertEqual(s.tolerance, SnapshotTolerance(colorThreshold: 0.1, ignoreAntialiasing: true,
                                                      maxDifferingPixels: 20, maxDifferingRatio: 0.001))
        XCTAssertNil(try decode(recipe(views: "")).snapshot, "absent: the suite's defaults")
        XCTAssertEqual(try decode(recipe(views: "", extra: "\"snapshot\": {},")).snapshot, SnapshotSettings())
    }

    func testErrorsNameThePathAndSuggest() {
        let cases: [(String, String)] = [
            ("{\"devices\": []}", "snapshot.devices: expected a non-empty array"),
            ("{\"devices\": [\"iPhone 8\"]}", "snapshot.devices[0]: \"iPhone 8\" is not a device"),
            ("{\"devices\": [\"iphone-x@9x\"]}", "is not a device"),
            ("{\"devices\": [\"iphone-8\", \"iphone-8\"]}", "listed twice"),
            ("{\"orientations\": [\"landscap\"]}", "did you mean \"landscape\""),
            ("{\"layoutDirection\": \"rtl\"}", "unknown layout direction"),
            ("{\"contentSize\": \"AX9\"}", "unknown Dynamic Type size \"AX9\""),
            ("{\"tolerance\": {\"colorThreshold\": 2}}", "snapshot.tolerance.colorThreshold: 2 is out of range"),
            ("{\"tolerance\": {\"maxDifferingPixels\": 1.5}}", "whole number"),
            ("{\"tolerance\": {\"ignoreAntialias\": true}}", "did you mean \"ignoreAntialiasing\""),
            ("{\"devise\": [\"iphone-8\"]}", "did you mean \"devices\""),
            ("[]", "expected snapshot settings"),
        ]
        for (value, expected) in cases {
            let error = decodeError(recipe(views: "", extra: "\"snapshot\": \(value),"))
            XCTAssertTrue(error?.description.contains(expected) == true, "\(value): \(error?.description ?? "no error")")
        }
    }

    func testRepositoryRecipesWithSettings() throws {
        let rtl = try RecipeDocument.load(path: repositoryRoot + "/Snapshots/recipes/right-to-left-form.json")
        XCTAssertEqual(rtl.snapshot?.layoutDirection, .rightToLeft)
        let ax = try RecipeDocument.load(path: repositoryRoot + "/Snapshots/recipes/dynamic-type-accessibility.json")
        XCTAssertEqual(ax.snapshot?.contentSize, "AX3")
    }
}
