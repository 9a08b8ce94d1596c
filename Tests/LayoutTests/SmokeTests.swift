import XCTest
@testable import Layout
import LayoutTestSupport

final class SmokeTests: XCTestCase {
    func testSingleLabelPinned() throws {
        var tree = ViewTree()
        let l = try tree.addView(.label(LabelProperties(text: "abcd", font: .system(20))), name: "L", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(l), .leading, .equal, .view(tree.root), .leading, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(l), .top, .equal, .view(tree.root), .top, constant: 30))
        let r = layout(tree, in: Environment(device: .custom(width: 300, height: 400)), measurer: GridTextMeasurer())
        let f = try XCTUnwrap(r["L"]).frame
        XCTAssertEqual(f, Rect(x: 10, y: 30, width: 40, height: 20))
        XCTAssertEqual(r["L"]?.firstBaseline, 46)
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
    }
}
