import XCTest
import Layout
import Typesetting
@testable import InterfaceBuilder

/// The Cookbook storyboards (outside the repository, see `CookbookTests`) laid out at run time on
/// an iPhone 8: margin constraints take the device's margins (16), not the canvas's (20).
/// The canvas itself is checked against Xcode's stored frames by scripts/checks/ib-cookbook.
final class CookbookLayoutTests: XCTestCase {
    func built(_ name: String, _ environment: Layout.Environment) throws -> (IBBuiltScene, LayoutResult) {
        guard let dir = CookbookTests.cookbookDirectory() else {
            throw XCTSkip("Auto Layout Cookbook storyboards not found; skipping")
        }
        let doc = try IBDocument.load(contentsOf: dir + "/" + name + ".storyboard")
        let scene = try XCTUnwrap(doc.initialScene)
        let b = try IBLayoutBuilder().build(scene, of: doc, for: environment)
        let measurer = try XCTUnwrap(try? TypesetterMeasurer(), "fonts")
        return (b, layout(b.tree, in: b.environment, measurer: measurer))
    }

    func frame(_ b: IBBuiltScene, _ r: LayoutResult, _ id: String) throws -> Rect {
        try XCTUnwrap(r[try XCTUnwrap(b.viewIDs[id])]?.frame)
    }

    func testSimpleSingleViewOnAnIPhone8() throws {
        for (o, size) in [(Orientation.portrait, Size(width: 375, height: 667)), (.landscape, Size(width: 667, height: 375))] {
            let (b, r) = try built("SimpleSingleView", Layout.Environment(device: .iPhone8, orientation: o))
            XCTAssertTrue(r.conflicts.isEmpty && r.ambiguities.isEmpty)
            // margins 16; top layout guide 20 in portrait, 0 in landscape (status bar hidden); 20 below it and above the bottom
            let top = (o == .portrait ? 20.0 : 0) + 20
            XCTAssertEqual(try frame(b, r, "P0x-Xi-vGE"), Rect(x: 16, y: top, width: size.width - 32, height: size.height - top - 20))
        }
    }

    func testTwoEqualWidthViewsOnAnIPhone8() throws {
        let (b, r) = try built("TwoEqualWidthViews", Layout.Environment(device: .iPhone8))
        let yellow = try frame(b, r, "AXy-OC-8da"), green = try frame(b, r, "spI-6I-wg2")
        XCTAssertEqual(yellow.minX, 16)
        XCTAssertEqual(green.maxX, 375 - 16)
        XCTAssertEqual(yellow.width, green.width)
        XCTAssertEqual(green.minX - yellow.maxX, 8, accuracy: 0.5)
    }
}
