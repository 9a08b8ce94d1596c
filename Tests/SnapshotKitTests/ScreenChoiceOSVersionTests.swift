import Layout
import SnapshotKit
import XCTest

/// `--ios` picks the device's geometry of that version: an iPhone 11 on iOS 13 has the 44-pt
/// status bar and safe area it had then.
final class ScreenChoiceOSVersionTests: XCTestCase {
    func testIPhone11OnIOS13HasA44PointInset() throws {
        let ios13 = try ScreenChoice(device: "iphone-11", iosVersion: "13").environment(recipeSettings: nil)
        XCTAssertEqual(ios13.safeAreaInsets.top, 44)
        XCTAssertEqual(ios13.device.statusBarHeight, 44, "the status bar drawn is the one laid out")
        let ios17 = try ScreenChoice(device: "iphone-11", iosVersion: "17").environment(recipeSettings: nil)
        XCTAssertEqual(ios17.safeAreaInsets.top, 48)
    }
}
