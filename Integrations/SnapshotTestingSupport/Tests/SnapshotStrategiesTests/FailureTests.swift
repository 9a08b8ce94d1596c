import Foundation
import Raster
import SnapshotStrategies
import SnapshotTesting
import XCTest

/// The strategies fail when the subject or the reference changed, with a message that says
/// how, and pass a change within the tolerance.
final class FailureTests: XCTestCase {
    let references = Fixtures.snapshots(of: "XCTestStrategiesTests")

    /// `dynamic-height-labels.json` with a wider stack spacing, against the image
    /// `testRecipeImageLandscape` recorded.
    func testChangedRecipeFailsImage() throws {
        let changed = try Fixtures.changedRecipe("dynamic-height-labels.json", replacing: "\"spacing\": 12", with: "\"spacing\": 20")
        let message = verifySnapshot(of: Recipe.file(changed), as: .image(device: .iPhone8, orientation: .landscape),
                                     record: .never, snapshotDirectory: references, testName: "testRecipeImageLandscape()")
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("Snapshot does not match reference."), text)
        XCTAssertTrue(text.contains("mismatch: "), text)
        XCTAssertTrue(text.contains("tolerance: exact"), text)
        XCTAssertTrue(text.contains("side-by-side: "), text)
    }

    func testChangedRecipeFailsLayout() throws {
        let changed = try Fixtures.changedRecipe("dynamic-height-labels.json", replacing: "\"spacing\": 12", with: "\"spacing\": 20")
        let message = verifySnapshot(of: Recipe.file(changed), as: .layout, record: .never,
                                     snapshotDirectory: references, testName: "testRecipeLayout()")
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("Snapshot does not match reference."), text)
        XCTAssertTrue(text.contains("\"y\""), text)  // a frame moved
    }

    /// The unchanged recipe matches its reference through `verifySnapshot` too.
    func testUnchangedRecipeMatches() {
        let message = verifySnapshot(of: Recipe.file(Fixtures.recipes + "dynamic-height-labels.json"),
                                     as: .image(device: .iPhone8, orientation: .landscape),
                                     record: .never, snapshotDirectory: references, testName: "testRecipeImageLandscape()")
        XCTAssertNil(message)
    }

    /// One pixel of the reference changed: exact comparison fails, a one-pixel tolerance passes.
    func testChangedReferenceFailsUnlessTolerated() throws {
        let folder = try Fixtures.temporaryFolder()
        let original = URL(fileURLWithPath: references).appendingPathComponent("testRecipeImageLandscape.1.png")
        var bitmap = try Bitmap(contentsOfPNG: original.path)
        let old = try XCTUnwrap(bitmap.color(x: 10, y: 10))
        bitmap.setColor(x: 10, y: 10, PixelColor(r: 255 - old.r, g: 255 - old.g, b: 255 - old.b))
        try bitmap.writePNG(to: folder.appendingPathComponent("reference.changed.png").path)
        let subject = Recipe.file(Fixtures.recipes + "dynamic-height-labels.json")

        let exact = verifySnapshot(of: subject, as: .image(device: .iPhone8, orientation: .landscape),
                                   named: "changed", record: .never, snapshotDirectory: folder.path, testName: "reference")
        let text = try XCTUnwrap(exact)
        XCTAssertTrue(text.contains("1 of 1000500 pixels differ"), text)
        XCTAssertTrue(text.contains("in x 10..<11, y 10..<11"), text)

        let tolerant = verifySnapshot(of: subject, as: .image(device: .iPhone8, orientation: .landscape,
                                                              tolerance: Tolerance(maxDifferingPixels: 1)),
                                      named: "changed", record: .never, snapshotDirectory: folder.path, testName: "reference")
        XCTAssertNil(tolerant)
    }
}
