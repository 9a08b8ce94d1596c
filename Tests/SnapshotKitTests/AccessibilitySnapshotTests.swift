import Foundation
import Layout
import Raster
import SnapshotKit
import XCTest

/// `render --accessibility` for the controls recipe, compared with its golden,
/// `Snapshots/goldens/accessibility/controls.png` (written when missing; delete it to record
/// it again after a deliberate change).
final class AccessibilitySnapshotTests: XCTestCase {
    func testTheControlsRecipeMatchesItsAccessibilityGolden() throws {
        let pipeline = try XCTUnwrap(sharedPipeline)
        let snapshot = try pipeline.layOut(.recipe(path: seedRecipe("controls")), on: ScreenChoice(device: "iphone-8"))
        let screen = try pipeline.render(snapshot)
        let bitmap = try pipeline.accessibilitySnapshot(screen, of: snapshot, scale: nil)
        XCTAssertEqual(bitmap.width, screen.width + 640, "a 320-pt legend beside the screen")
        let png = try SnapshotPipeline.encodePNG(bitmap)
        let golden = repositoryRoot + "/Snapshots/goldens/accessibility/controls.png"
        guard let expected = FileManager.default.contents(atPath: golden) else {
            try SnapshotPipeline.write(png, to: golden)
            return XCTFail("recorded \(golden): check it and run again")
        }
        XCTAssertEqual(try PNG.decode(Array(expected)), bitmap, "differs from \(golden)")
    }
}
