import Layout
import XCTest

/// A colour's light components are its light value; `dynamic` gives its dark one.
final class DynamicColorTests: XCTestCase {
    func testSystemColourResolvesPerAppearance() {
        let label = Color.system(.label)
        XCTAssertEqual(label.resolved(.light), label, "light: the colour itself")
        XCTAssertEqual(label.resolved(.dark), Color(red: 1, green: 1, blue: 1))
        XCTAssertEqual(Color.system(.systemBackground).resolved(.dark), Color(red: 0, green: 0, blue: 0))
    }

    func testFixedColourIsTheSameInBoth() {
        let red = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(red.resolved(.dark), red)
        XCTAssertEqual(Color.white.resolved(.dark), .white)
    }

    func testWithDynamicKeepsTheWrittenLightValue() {
        // Interface Builder's pre-iOS 13 teal differs from SystemColor's; light stays as written.
        let written = Color(red: 90.0 / 255, green: 200.0 / 255, blue: 250.0 / 255).withDynamic(.systemTeal)
        XCTAssertEqual(written.resolved(.light).red, 90.0 / 255)
        XCTAssertEqual(written.resolved(.dark), SystemColor.systemTeal.color(.dark))
    }

    func testAssetDarkValue() {
        let c = Color(red: 1, green: 0, blue: 0, dynamic: .dark(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(c.resolved(.dark), Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    }

    func testDefaultsAreDynamic() {
        XCTAssertEqual(LabelProperties(text: "x").textColor.resolved(.dark), .white)
        XCTAssertEqual(TextFieldProperties().textColor.dynamic, .system(.label))
        XCTAssertEqual(SwitchProperties().onTintColor.resolved(.dark), SystemColor.systemGreen.color(.dark))
        XCTAssertEqual(ButtonProperties(title: "x").tintColor.resolved(.dark), SystemColor.systemBlue.color(.dark))
        XCTAssertEqual(LabelProperties(text: "x").textColor.resolved(.light), Color.black.withDynamic(.label),
                       "light components unchanged: black")
    }

    func testLightValueDropsTheDarkValue() {
        let literal = Color(red: 0, green: 122.0 / 255, blue: 1)
        XCTAssertNotEqual(literal, .systemBlue, "the dynamic one has a dark value")
        XCTAssertEqual(literal.lightValue, Color.systemBlue.lightValue, "the same in light")
    }
}
