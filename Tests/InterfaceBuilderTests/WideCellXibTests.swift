import XCTest
import Layout
import Typesetting
@testable import InterfaceBuilder

/// A table view cell xib designed 395 points wide (issue #12, rule 12): on a 375-point device the
/// cell, its content view and what is pinned to the content view follow the device's width, as a
/// table gives its cells; on Interface Builder's canvas it keeps the stored 395 × 60.
final class WideCellXibTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

    private func layOut(_ environment: (IBScene, IBDocument) -> Layout.Environment) throws -> (IBBuiltScene, LayoutResult) {
        let doc = try Fixture.load("WideCell.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        let built = try IBLayoutBuilder().build(scene, of: doc, for: environment(scene, doc))
        return (built, layout(built.tree, in: built.environment, measurer: try XCTUnwrap(Self.measurer, "fonts")))
    }

    private func frame(_ b: IBBuiltScene, _ r: LayoutResult, _ id: String) throws -> Rect {
        try XCTUnwrap(r[try XCTUnwrap(b.viewIDs[id], id)]?.frame, id)
    }

    func testCellFollowsTheDevicesWidth() throws {
        let (b, r) = try layOut { _, _ in Layout.Environment(device: .iPhone8) }
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts)")
        XCTAssertEqual(try frame(b, r, "wc-cell").width, 375)
        XCTAssertEqual(try frame(b, r, "wc-content").width, 375, "not the stored 395")
        let title = try frame(b, r, "wc-title")
        XCTAssertEqual(title.minX, 20)
        XCTAssertEqual(title.maxX, 375 - 20)
        XCTAssertEqual(try frame(b, r, "wc-bar").width, 375)
    }

    func testCanvasKeepsTheStoredSize() throws {
        let (b, r) = try layOut { s, d in IBLayoutBuilder.canvasEnvironment(for: s, in: d) }
        XCTAssertEqual(try frame(b, r, "wc-cell").size, Size(width: 395, height: 60))
        XCTAssertEqual(try frame(b, r, "wc-content").size, Size(width: 395, height: 60))
        XCTAssertEqual(try frame(b, r, "wc-title").maxX, 395 - 20)
    }
}
