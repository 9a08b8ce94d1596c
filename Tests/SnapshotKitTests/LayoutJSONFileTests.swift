import Foundation
import SnapshotKit
import XCTest

/// `LaidOutSnapshot.writeLayoutJSON(to:)`: the report streamed to a file.
final class LayoutJSONFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "layout-json-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `layout -o` streams the JSON into the file (chunk by chunk, then a rename): the file holds
    /// the bytes the buffered report gives, for a recipe and a storyboard scene.
    func testLayoutJSONFileIsTheBufferedReport() throws {
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        let storyboard = repositoryRoot + "/Tests/InterfaceBuilderTests/Fixtures/Mapping.storyboard"
        let images = repositoryRoot + "/Tests/InterfaceBuilderTests/Fixtures/Images"
        let inputs: [SnapshotInput] = [.recipe(path: seedRecipe("dynamic-stack-view")),
                                       .interfaceBuilder(path: storyboard, scene: nil, imageFolders: [images])]
        for (i, input) in inputs.enumerated() {
            let snapshot = try pipeline.layOut(input, on: ScreenChoice())
            let path = folder + "/layout-\(i).json"
            try snapshot.writeLayoutJSON(to: path)
            XCTAssertEqual(FileManager.default.contents(atPath: path).map { [UInt8]($0) }, try snapshot.layoutJSON(), "\(input)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["layout-0.json", "layout-1.json"],
                       "a temporary was left behind")
    }
}
