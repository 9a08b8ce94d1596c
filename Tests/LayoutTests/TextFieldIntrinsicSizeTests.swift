import XCTest
@testable import Layout
import LayoutTestSupport

/// A text field's intrinsic height by border style and iOS version (docs/layout.md, "text
/// field").
final class TextFieldIntrinsicSizeTests: XCTestCase {
    private func height(_ f: TextFieldProperties, ios: OSVersion) throws -> Double {
        var tree = ViewTree()
        let v = try tree.addView(.textField(f), name: "Field", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        var env = plainEnvironment()
        env.osVersion = ios
        return try XCTUnwrap(layout(tree, in: env, measurer: GridTextMeasurer())[v]).frame.height
    }

    /// From iOS 13 a rounded-rect field is at least 34 tall: every unconstrained 14-pt
    /// rounded-rect field the ib-corpus stores from Xcode 11 on is 34 (uikitcatalog-TextField,
    /// googleads-apidemo-Main, freeotp-Main, sentry-Main, orbot-Main), as are its 17-pt body
    /// ones (esri-QueryMapImageSublayer, openfoodfacts-Settings); iOS 12 made the 14-pt one 30.
    func testRoundedRectIsAtLeast34FromIOS13() throws {
        let field = TextFieldProperties(placeholder: "Name", font: .system(14))
        XCTAssertEqual(try height(field, ios: OSVersion(17)), 34)
        XCTAssertEqual(try height(field, ios: OSVersion(13)), 34)
        XCTAssertEqual(try height(field, ios: OSVersion(12)), 30)
        XCTAssertEqual(try height(TextFieldProperties(placeholder: "Name", font: .system(30)), ios: OSVersion(17)), 30 + 13)
    }

    /// The other border styles keep their own heights.
    func testOtherStylesKeepTheirHeights() throws {
        XCTAssertEqual(try height(TextFieldProperties(borderStyle: .line, placeholder: "Name", font: .system(14)),
                                  ios: OSVersion(17)), 30)
        XCTAssertEqual(try height(TextFieldProperties(borderStyle: .none, placeholder: "Name", font: .system(14)),
                                  ios: OSVersion(17)), 14)
    }
}
