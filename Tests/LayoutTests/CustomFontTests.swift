import Layout
import Typesetting
import XCTest

final class CustomFontTests: XCTestCase {
    func testScaledCustomFontFollowsTheTextStylesRatio() {
        let futura = CustomFont(name: "Futura-Medium", size: 20, textStyle: .body)
        XCTAssertEqual(futura.pointSize(at: .large), 20)
        // body: 17 at Large, 23 at xxxLarge, 53 at AX5 → 20 × 23/17, 20 × 53/17.
        XCTAssertEqual(futura.pointSize(at: .extraExtraExtraLarge), 20 * 23 / 17, accuracy: 1e-12)
        XCTAssertEqual(futura.pointSize(at: .accessibilityExtraExtraExtraLarge), 20 * 53 / 17, accuracy: 1e-12)
        XCTAssertEqual(futura.pointSize(at: .extraSmall), 20 * 14 / 17, accuracy: 1e-12)
        let fixed = CustomFont(name: "Futura-Medium", size: 20)
        XCTAssertEqual(fixed.pointSize(at: .accessibilityExtraExtraExtraLarge), 20, "no text style: a fixed size")
        let font = FontDescriptor.custom(futura).font(category: .extraLarge)
        XCTAssertEqual(font.name, "Futura-Medium")
        XCTAssertEqual(font.size, 20 * 19 / 17, accuracy: 1e-12)
    }

    func testTextStyleWithTraitsKeepsTheStylesSizeAndLineRule() {
        let boldBody = FontDescriptor.custom(.textStyle(.body, weight: .bold))
        for category in ContentSizeCategory.allCases {
            XCTAssertEqual(boldBody.font(category: category).size, Font.preferred(.body, category: category).size, "\(category)")
        }
        XCTAssertEqual(boldBody.font(category: .large).weight, .bold)
        XCTAssertEqual(boldBody.labelLineMetrics, .tallestFace, "a text-style font grows for tall scripts")
        let italicHeadline = CustomFont.textStyle(.headline, italic: true)
        XCTAssertEqual(italicHeadline.weight, .semibold, "headline keeps its weight")
        XCTAssertTrue(italicHeadline.isItalic)
        XCTAssertEqual(FontDescriptor.custom(CustomFont(name: "Futura-Medium", size: 17)).labelLineMetrics, .font)
    }
}
