import LayoutTestSupport
import XCTest
@testable import Layout

/// The VoiceOver elements of a layout (`AccessibilityElement.elements(in:)`): UIKit's defaults,
/// what a document sets, reading order.
final class AccessibilityElementTests: XCTestCase {
    /// Three buttons in a row on top, a switch and an image below: added in an order that is
    /// not the reading order.
    func screen(rtl: Bool = false) throws -> LayoutResult {
        var tree = ViewTree()
        let place: [(ViewKind, String, Double, Double)] = [
            (.switch(SwitchProperties(isOn: true)), "Wi-Fi Switch", 10, 100),
            (.button(ButtonProperties(title: "Cancel")), "Cancel", 10, 10),
            (.button(ButtonProperties(title: "")), "Share", 250, 10),
            (.button(ButtonProperties(title: "Save")), "Save", 130, 10),
            (.imageView(ImageViewProperties(imageName: "logo", imageSize: Size(width: 20, height: 20))), "Logo", 10, 200),
        ]
        for (kind, name, x, y) in place {
            let v = try tree.addView(kind, name: name, to: tree.root)
            try tree.addConstraint(LayoutConstraint(.view(v), .left, .equal, .view(tree.root), .left, constant: x))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top, constant: y))
            try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 100))
            try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 44))
            if name == "Share" { tree[v].accessibility = AccessibilityProperties(label: "Share", hint: "Shares the photo") }
        }
        var environment = plainEnvironment()
        if rtl { environment.layoutDirection = .rightToLeft }
        return layout(tree, in: environment, measurer: GridTextMeasurer())
    }

    func testTheButtonsComeInReadingOrderWithUIKitsDefaults() throws {
        let elements = AccessibilityElement.elements(in: try screen())
        XCTAssertEqual(elements.map(\.label), ["Cancel", "Save", "Share", ""])
        XCTAssertEqual(elements.map(\.viewName), ["Cancel", "Save", "Share", "Wi-Fi Switch"])
        XCTAssertEqual(elements[2].hint, "Shares the photo")
        XCTAssertEqual(elements[3].value, "on")
        XCTAssertEqual(elements[0].traits, [.button])
        XCTAssertFalse(elements.contains { $0.viewName == "Logo" }, "an image is not an element unless made one")
    }

    func testRightToLeftReadsFromTheRight() throws {
        let elements = AccessibilityElement.elements(in: try screen(rtl: true))
        XCTAssertEqual(elements.prefix(3).map(\.viewName), ["Share", "Save", "Cancel"])
    }

    func testAnUnnamedSwitchIsReported() throws {
        let found = LayoutCheck(rules: [.accessibilityName]).findings(in: try screen(), measurer: GridTextMeasurer())
        XCTAssertEqual(found.map(\.viewName), ["Wi-Fi Switch"])
    }
}
