import Foundation
import XCTest
import Layout
import Raster
import SnapshotKit

/// One encoder and one byte layout whatever the command (issue #16 item 10): `snapshot render`
/// with default PNG settings writes exactly the bytes of the golden of the same pixels, and
/// the bytes do not depend on the encoder's thread count.
final class RenderBytesTests: XCTestCase {
    func testRenderBytesAreTheGoldensBytesForAnyThreadCount() throws {
        let recipe = repositoryRoot + "/Snapshots/recipes/nested-stack-views.json"
        let golden = repositoryRoot + "/Snapshots/goldens/nested-stack-views/iphone-8-portrait@2x.png"
        let pipeline = try SnapshotPipeline()
        let environment = Layout.Environment(device: .iPhone8, orientation: .portrait)
        for threads in [1, 3] {
            let (_, _, png) = try pipeline.renderRecipe(at: recipe, environment: environment,
                                                        png: PNGOptions(threads: threads))
            let expected = try XCTUnwrap(FileManager.default.contents(atPath: golden))
            XCTAssertTrue(png == [UInt8](expected), "render with \(threads) thread(s) differs from the golden's bytes")
        }
    }

    func testOtherPNGSettingsStillEncodeAsAsked() throws {
        let bitmap = try Canvas(width: 8, height: 8, background: .white).bitmap
        let level9 = try SnapshotPipeline.encodePNG(bitmap, options: PNGOptions(compressionLevel: 9))
        XCTAssertNil(String(decoding: level9, as: UTF8.self).range(of: "snapshot-golden"), "no digest chunk off the golden settings")
        XCTAssertEqual(try PNG.decode(level9), bitmap)
    }
}
