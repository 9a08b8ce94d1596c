import XCTest
@testable import Layout
import LayoutTestSupport

/// A classic button's intrinsic size (docs/layout.md, "button"): content insets replace UIKit's
/// implicit title padding, and the image is part of the size.
final class ButtonIntrinsicSizeTests: XCTestCase {
    private func size(of b: ButtonProperties, measurer: any TextMeasuring = GridTextMeasurer()) throws -> Rect {
        var tree = ViewTree()
        let v = try tree.addView(.button(b), name: "Button", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        let r = layout(tree, in: plainEnvironment(), measurer: measurer)
        return try XCTUnwrap(r[v]).frame
    }

    /// The title's line height is rounded up to a whole point before the 12 pt of padding: a
    /// 17-pt system title (`UIFont.lineHeight` 20.29) makes a 33-pt button, as every
    /// unconstrained 17-pt system button of the ib-corpus stores (googleads-apidemo-Main,
    /// nrfmesh-ConfigurationServer, dgcawallet-Main), a 22-pt one (26.25) 39 (gomap-Panoramax),
    /// a 13-pt one (15.51) 28 (sentry-Main).
    func testTitleLineHeightRoundsUp() throws {
        for (size, height) in [(17.0, 33.0), (22, 39), (13, 28), (15, 30)] {
            let b = ButtonProperties(title: "Set", font: .system(size))
            XCTAssertEqual(try self.size(of: b, measurer: SystemLineHeightMeasurer()).height, height, "\(size) pt")
        }
    }

    /// Zero insets: UIKit's 6 above and below the title (20 + 12).
    func testZeroInsetsKeepImplicitPadding() throws {
        XCTAssertEqual(try size(of: ButtonProperties(title: "Edit", font: .system(20))).height, 32)
    }

    /// 6/6 insets are the padding, not added to it: 20 + 12 = 32, not 44.
    func testInsetsReplaceImplicitPadding() throws {
        let b = ButtonProperties(title: "Edit", font: .system(20),
                                 contentEdgeInsets: EdgeInsets(top: 6, left: 3, bottom: 6, right: 5))
        let f = try size(of: b)
        XCTAssertEqual(f.width, 40 + 8)
        XCTAssertEqual(f.height, 32)
    }

    /// Side-only insets also replace the vertical padding (UIKit checks the insets against zero).
    func testSideInsetsDropVerticalPadding() throws {
        let b = ButtonProperties(title: "Edit", font: .system(20), contentEdgeInsets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
        XCTAssertEqual(try size(of: b), Rect(x: 0, y: 0, width: 52, height: 20))
    }

    /// An image-only button is its image's size (a 24-pt icon is 24×24, not 24×30).
    func testImageOnlyButtonIsImageSized() throws {
        let b = ButtonProperties(type: .custom, title: "", imageSize: Size(width: 24, height: 24))
        XCTAssertEqual(try size(of: b), Rect(x: 0, y: 0, width: 24, height: 24))
    }

    /// An image shorter than the title font's line height: the empty title keeps the button that
    /// tall, without the padding (readium's image-only custom buttons in the 18-pt default font:
    /// 22 tall beside a 20-pt and a 4-pt image; Xcode 10).
    func testImageOnlyButtonIsAtLeastTheLineHeightTall() throws {
        for imageHeight in [20.0, 4] {
            let b = ButtonProperties(type: .custom, title: "", font: .system(18), imageSize: Size(width: 18, height: imageHeight))
            XCTAssertEqual(try size(of: b, measurer: SystemLineHeightMeasurer()), Rect(x: 0, y: 0, width: 18, height: 22))
        }
    }

    /// Image and title side by side: widths add, the taller decides the height.
    func testImageAndTitleAddWidths() throws {
        let b = ButtonProperties(title: "Edit", font: .system(20), contentEdgeInsets: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4),
                                 imageSize: Size(width: 12, height: 30))
        XCTAssertEqual(try size(of: b), Rect(x: 0, y: 0, width: 12 + 40 + 8, height: 30 + 4))
    }

    /// No title, no image: 30 wide, an empty line of the title font tall, with UIKit's padding
    /// (30×30 at 15 pt) or the insets in its place: duckduckgo's custom button (18 pt, a 21-pt
    /// bottom inset) is stored 43 tall.
    func testEmptyButton() throws {
        let measurer = SystemLineHeightMeasurer()
        XCTAssertEqual(try size(of: ButtonProperties(title: ""), measurer: measurer), Rect(x: 0, y: 0, width: 30, height: 30))
        let inset = EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)
        let custom = ButtonProperties(type: .custom, title: "", font: .system(18), contentEdgeInsets: inset)
        XCTAssertEqual(try size(of: custom, measurer: measurer), Rect(x: 0, y: 0, width: 30, height: 22 + 21))
    }

    /// A title without an image is at least 30 wide ("no", "yes", "abc" in the ib-corpus); an
    /// image keeps its own width.
    func testShortTitleIsThirtyWide() throws {
        XCTAssertEqual(try size(of: ButtonProperties(title: "no", font: .system(10))).width, 30)
        let b = ButtonProperties(title: "", contentEdgeInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        XCTAssertEqual(try size(of: b, measurer: SystemLineHeightMeasurer()).width, 34)
        let image = ButtonProperties(type: .custom, title: "", imageSize: Size(width: 24, height: 24))
        XCTAssertEqual(try size(of: image).width, 24)
    }
}

/// The grid measurer with the system font's line height, 1.1934 em (`UIFont.lineHeight` of SF).
private struct SystemLineHeightMeasurer: TextMeasuring {
    func measure(_ r: TextRequest) -> TextMeasurement {
        var m = GridTextMeasurer().measure(r)
        m.lineHeight = r.font.nominalSize * 1.1934
        return m
    }
}
