import Layout
import Recipe
import XCTest
import LayoutTestSupport

/// A recipe collection with `sections`: each section's items, header and footer placed by the
/// flow layout one section after the other.
final class CollectionSectionsTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no images in this test")
        }
    }

    func testSectionsFollowEachOtherWithTheirHeadersAndInsets() throws {
        let json = """
        {"name": "t", "root": {"subviews": [{"collection": "C", "itemSize": {"width": 100, "height": 50},
           "minimumLineSpacing": 10, "minimumInteritemSpacing": 10, "headerReferenceSize": {"width": 0, "height": 30},
           "sectionInset": {"top": 5, "bottom": 5}, "contentInsetAdjustmentBehavior": "never",
           "cell": {"view": "Tile {index}"},
           "sections": [
             {"items": 4, "header": {"view": "Header A"}},
             {"items": 2, "cell": {"view": "Wide {index}"}, "header": {"view": "Header B"}}
           ]}]},
         "constraints": ["H:|[C]|", "V:|[C]|"]}
        """
        let environment = Layout.Environment(device: .iPhone8)
        let document = try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/tmp")
        let built = try RecipeBuilder(images: NoImages()).build(document, for: environment)
        let c = try XCTUnwrap(built.tree.view(named: "C"))
        guard case .collectionView(let p) = built.tree[c].kind else { return XCTFail("not a collection view") }
        XCTAssertEqual(p.sections.map(\.itemCount), [4, 2])
        let r = Layout.layout(built.tree, in: environment, measurer: GridTextMeasurer())
        // 375 wide: three 100-point items a line. Section A: header 0-30, inset 5, lines at 35
        // and 95 (50 + 10), inset 5 → 150; section B's header 150-180, its line at 185.
        XCTAssertEqual(r.frame("Header A").minY, 0)
        XCTAssertEqual(r.frame("Tile 1").minY, 35)
        XCTAssertEqual(r.frame("Tile 4").minY, 95)
        XCTAssertEqual(r.frame("Header B").minY, 150)
        XCTAssertEqual(r.frame("Wide 1").minY, 185)
        XCTAssertEqual(r.frame("Wide 2").minY, 185)
    }
}
