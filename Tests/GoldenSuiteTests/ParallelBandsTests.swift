import XCTest
import Layout
import Raster
import Render
import SnapshotKit

/// Rendering paints bands of rows in parallel (`RenderOptions.threads`); the pixels must not
/// depend on how many there are. The golden suite covers the default count; this covers
/// others, with the debug overlay and full scroll content on, for every corpus recipe.
final class ParallelBandsTests: XCTestCase {
    func testCorpusPixelsAreTheSameForAnyThreadCount() throws {
        let suite = GoldenSuite(recipesFolder: repositoryRoot + "/Snapshots/recipes",
                                goldensFolder: repositoryRoot + "/Snapshots/goldens")
        let pipeline = try SnapshotPipeline()
        let environment = Layout.Environment(device: .iPhone8, orientation: .portrait)
        var compared = 0
        for file in try suite.inputFiles([]) where file.hasSuffix(".json") {
            let (built, result) = try pipeline.layoutRecipe(at: file, environment: environment)
            var options = RenderOptions(debugOverlay: true, fullScrollContent: true, drawsSensorHousing: true)
            options.threads = 1
            let single = try pipeline.render(built, result, options: options)
            options.threads = 5
            let banded = try pipeline.render(built, result, options: options)
            XCTAssertEqual(single.width, banded.width, file)
            XCTAssertEqual(single.height, banded.height, file)
            XCTAssertTrue(single.pixels == banded.pixels, "\(file): 5 bands differ from one")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 15)
    }
}
