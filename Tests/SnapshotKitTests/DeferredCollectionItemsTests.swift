import Layout
import Recipe
import XCTest
import LayoutTestSupport

/// A recipe collection's items are built only when the collection view lays them out: the
/// section holds a source, not 1,000 trees, and the screen is the one the built items give.
final class DeferredCollectionItemsTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no images in this test")
        }
    }

    /// 1,000 items; `variant` adds a landscape-only variant to the cell (built with the recipe).
    func grid(variant: Bool) -> String {
        let v = variant ? #", "variants": [{"when": "landscape", "backgroundColor": "systemRed"}]"# : ""
        return """
        {"name": "t", "root": {"subviews": [{"collection": "C", "columns": 3, "items": 1000,
           "cell": {"view": "Cell {index}", "backgroundColor": "systemBlue"\(v),
                    "subviews": [{"label": "Label {index}", "text": "{index}"},
                                 {"image": "Image {index}", "source": {"solid": "systemGreen", "width": 10, "height": 10}}],
                    "constraints": ["Label {index}.CenterX = Superview.CenterX", "Label {index}.CenterY = Superview.CenterY",
                                    "Image {index}.Top = Superview.Top", "Image {index}.Leading = Superview.Leading"]}}]},
         "constraints": ["H:|[C]|", "V:|[C]|"]}
        """
    }

    func lay(_ json: String) throws -> (BuiltRecipe, LayoutResult) {
        let environment = Layout.Environment(device: .iPhone8)
        let document = try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/tmp")
        let built = try RecipeBuilder(images: NoImages()).build(document, for: environment)
        return (built, Layout.layout(built.tree, in: environment, measurer: GridTextMeasurer()))
    }

    func shape(_ r: LayoutResult) -> [String] {
        var out: [String] = []
        for case let v? in r.views { out.append("\(v.node.name) \(v.node.kind.className) \(v.frame) \(String(describing: v.node.backgroundColor))") }
        return out
    }

    func testItemsAreMadeWhenLaidOut() throws {
        let (built, deferred) = try lay(grid(variant: false))
        let c = try XCTUnwrap(built.tree.view(named: "C"))
        guard case .collectionView(let p) = built.tree[c].kind else { return XCTFail("not a collection view") }
        XCTAssertNotNil(p.sections[0].itemSource)
        XCTAssertEqual(p.sections[0].items.count, 0)
        XCTAssertEqual(p.itemCount, 1000)
        XCTAssertEqual(built.images.count, 1)
        let (eagerBuilt, eager) = try lay(grid(variant: true))
        guard case .collectionView(let e) = eagerBuilt.tree[try XCTUnwrap(eagerBuilt.tree.view(named: "C"))].kind else { return XCTFail("no view") }
        XCTAssertNil(e.sections[0].itemSource, "a cell with variants is built with the recipe")
        XCTAssertEqual(shape(deferred), shape(eager))
        XCTAssertGreaterThan(shape(deferred).count, 30)
        XCTAssertEqual(deferred[c]?.contentSize, eager[c]?.contentSize)
    }
}
