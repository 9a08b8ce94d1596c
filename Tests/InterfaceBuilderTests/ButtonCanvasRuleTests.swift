import XCTest
import Layout
@testable import InterfaceBuilder

/// Classic buttons as Interface Builder stores them (docs/interface-builder.md, `button`;
/// docs/layout.md, "button"), and the iOS of an Xcode 11 beta's canvas.
extension CanvasRuleTests {
    /// toolsVersion 148xx (Xcode 11 betas: `appearance=` and system colours in their files)
    /// draws with iOS 13's UIKit; 14460 (Xcode 10.1) with iOS 12's.
    func testXcode11BetaCanvasIsIOS13() throws {
        for (tools, major) in [("14868", 13), ("14854.2", 13), ("14460.31", 12), ("15505", 13)] {
            let doc = try Fixture.parse(storyboard(tools: tools, scene("vc-1", "")))
            XCTAssertEqual(IBLayoutBuilder.canvasOSVersion(of: doc), OSVersion(major), tools)
        }
    }
}
