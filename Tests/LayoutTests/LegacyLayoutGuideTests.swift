import XCTest
@testable import Layout
import LayoutTestSupport

/// The view controller's legacy `topLayoutGuide` / `bottomLayoutGuide` (documents without
/// safe-area guides): from iOS 11 UIKit derives them from the safe area, so on a phone with a
/// sensor housing they clear the status bar area and the home indicator (castvideos-Main's
/// containers, pinned to the bottom guide on an iPhone 11 canvas, end 34 above the bottom).
final class LegacyLayoutGuideTests: XCTestCase {
    private func frame(device: Device, ios: OSVersion) throws -> Rect {
        var tree = ViewTree()
        let v = try tree.addView(.view, name: "Pinned", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .topLayoutGuide, .bottom))
        try tree.addConstraint(LayoutConstraint(.bottomLayoutGuide, .top, .equal, .view(v), .bottom))
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 10))
        let env = Environment(device: device, osVersion: ios)
        return try XCTUnwrap(layout(tree, in: env, measurer: GridTextMeasurer())[v]).frame
    }

    func testGuidesFollowTheSafeAreaOnAnIPhoneX() throws {
        XCTAssertEqual(try frame(device: .iPhoneX, ios: OSVersion(17)), Rect(x: 0, y: 44, width: 10, height: 812 - 44 - 34))
    }

    /// Before iOS 11 there is no safe area: the guides are the status bar and the bottom bars.
    func testGuidesBeforeIOS11() throws {
        XCTAssertEqual(try frame(device: .iPhoneX, ios: OSVersion(10)), Rect(x: 0, y: 44, width: 10, height: 812 - 44))
    }

    /// A phone without a sensor housing keeps its 20-point status bar guide and a 0 bottom guide.
    func testGuidesOnAnIPhone8() throws {
        XCTAssertEqual(try frame(device: .iPhone8, ios: OSVersion(17)), Rect(x: 0, y: 20, width: 10, height: 667 - 20))
    }
}
