import XCTest
import Layout
@testable import Recipe

/// The builder reserves the tree's storage from `ViewSpec.builtViewCount`: every view but a
/// table's rows, so a tree of many views is neither copied as it grows nor left half empty.
final class BuiltViewCountTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no files in tests")
        }
    }

    func testCountsEveryViewButATablesRows() throws {
        let doc = try decode(recipe(views: """
            { "stack": "S", "arrangedSubviews": [ { "repeat": 3, "template": { "label": "L{index}", "text": "x" } } ],
              "subviews": [ { "view": "Inside" } ] },
            { "table": "T", "sections": [ { "rows": [ { "repeat": 5, "template": { "text": "Row" } } ] } ] }
            """))
        XCTAssertEqual(doc.root.builtViewCount, 7, "root, stack, 3 labels, Inside, table")
    }

    func testTheTreeOfManyViewsKeepsNoUnusedHalf() throws {
        let doc = try decode(recipe(views: """
            { "stack": "S", "arrangedSubviews": [ { "repeat": 600, "template": { "label": "L{index}", "text": "x" } },
                                                  { "repeat": 600, "template": { "label": "M{index}", "text": "x" } } ] }
            """))
        let built = try RecipeBuilder(images: NoImages()).build(doc, for: Environment(device: .iPhone8))
        XCTAssertEqual(built.tree.nodes.count, 1202)
        XCTAssertLessThan(built.tree.nodes.capacity, 1400, "reserved once, not grown by doubling to 2048")
    }
}
