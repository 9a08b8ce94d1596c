import XCTest
import Layout
@testable import InterfaceBuilder

/// Classic buttons as Interface Builder stores them (docs/interface-builder.md, `button`;
/// docs/layout.md, "button"), and the iOS of an Xcode 11 beta's canvas.
extension CanvasRuleTests {
    func button(_ id: String, type: String, title: String, x: Double) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" \(type.isEmpty ? "" : "buttonType=\"\(type)\" ")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="100" width="30" height="34"/>
            \(title.isEmpty ? "" : "<state key=\"normal\" title=\"\(title)\"/>")
        </button>
        """
    }

    func pins(_ id: String, x: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="100" id="t-\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" constant="\(x)" id="l-\(id)"/>
        """
    }

    /// A custom button without a font sets its title in `UIFont.buttonFontSize`, 18 points
    /// (dji-uxsdk's "❌": 34 tall), a system one in 15 (30 tall); a short title or none is 30
    /// wide (openfoodfacts' "no" and "yes", loopkit's "abc").
    func testCustomButtonFontAndShortTitles() throws {
        let xml = storyboard(tools: "15705", device: "retina6_1", scene("vc-1", """
            \(button("custom", type: "", title: "Go", x: 20))
            \(button("system", type: "roundedRect", title: "no", x: 100))
            \(button("empty", type: "", title: "", x: 200))
            """, constraints: pins("custom", x: 20) + pins("system", x: 100) + pins("empty", x: 200)))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "custom").height, 34)
        XCTAssertEqual(frame(b, r, "system").size, Size(width: 30, height: 30))
        XCTAssertEqual(frame(b, r, "empty").size, Size(width: 30, height: 34))
    }

    /// toolsVersion 148xx (Xcode 11 betas: `appearance=` and system colours in their files)
    /// draws with iOS 13's UIKit; 14460 (Xcode 10.1) with iOS 12's.
    func testXcode11BetaCanvasIsIOS13() throws {
        for (tools, major) in [("14868", 13), ("14854.2", 13), ("14460.31", 12), ("15505", 13)] {
            let doc = try Fixture.parse(storyboard(tools: tools, scene("vc-1", "")))
            XCTAssertEqual(IBLayoutBuilder.canvasOSVersion(of: doc), OSVersion(major), tools)
        }
    }
}
