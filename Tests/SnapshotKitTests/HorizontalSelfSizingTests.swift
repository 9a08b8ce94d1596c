import Layout
import Recipe
import XCTest
import LayoutTestSupport

/// Self-sizing items in a horizontal flow: each takes its fitting width at the estimated
/// height, and the columns follow one another at those widths.
final class HorizontalSelfSizingTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no images in this test")
        }
    }

    func testChipsSizeTheirWidthToTheirTextAtTheLinesHeight() throws {
        let json = """
        {"name": "t", "root": {"subviews": [{"collection": "Chips", "scrollDirection": "horizontal",
           "estimatedItemSize": {"width": 50, "height": 40}, "minimumLineSpacing": 10,
           "items": ["A", "A much longer chip", "Mid"],
           "cell": {"view": "Chip {index}", "subviews": [{"label": "Text {index}", "text": "{item}"}],
                    "constraints": ["H:|-[Text {index}]-|", "Text {index}.CenterY = Superview.CenterY"]}}]},
         "constraints": ["H:|[Chips]|", "Chips.Top = Safe Area.Top", "Chips.Height = 40"]}
        """
        let environment = Layout.Environment(device: .iPhone8)
        let document = try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/tmp")
        let built = try RecipeBuilder(images: NoImages()).build(document, for: environment)
        let r = Layout.layout(built.tree, in: environment, measurer: GridTextMeasurer())
        let chips = (1...3).map { r.frame("Chip \($0)") }
        let texts = (1...3).map { r.frame("Text \($0)") }
        for (chip, text) in zip(chips, texts) {
            XCTAssertEqual(chip.height, 40, "the estimated height")
            XCTAssertEqual(chip.width, text.width + 16, accuracy: 0.5, "the text and the cell's 8-point margins")
        }
        XCTAssertLessThan(chips[0].width, chips[1].width)
        XCTAssertNotEqual(chips[0].width, 50, "not the estimate")
        XCTAssertEqual(chips[1].minX, chips[0].maxX + 10, accuracy: 0.5)
        XCTAssertEqual(chips[2].minX, chips[1].maxX + 10, accuracy: 0.5)
    }
}
