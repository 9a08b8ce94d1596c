import InterfaceBuilder
import Layout
import SnapshotKit
import XCTest

/// A table view cell xib rendered on a device is a cell, not a screen: no status bar over it
/// (issue 31, item 3), unless `--status-bar` asks for one.
final class CellXibScreenTests: XCTestCase {
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell-1" id="content-1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    func environment(_ choice: ScreenChoice) throws -> Layout.Environment {
        let document = try IBDocument.parse(Array(Self.cellXib.utf8), path: "Cell.xib")
        let scene = try XCTUnwrap(document.scenes.first)
        return try choice.environment(for: scene, in: document)
    }

    func testCellXibOnADeviceHasNoStatusBar() throws {
        XCTAssertEqual(try environment(ScreenChoice(device: "iphone-14")).statusBarHidden, true)
        XCTAssertEqual(try environment(ScreenChoice(device: "iphone-8")).statusBarHidden, true)
    }

    func testStatusBarOptionStillShowsOne() throws {
        XCTAssertEqual(try environment(ScreenChoice(device: "iphone-14", statusBar: true)).statusBarHidden, false)
    }
}
