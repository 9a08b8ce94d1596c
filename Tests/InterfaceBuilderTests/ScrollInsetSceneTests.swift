import XCTest
import Layout
@testable import InterfaceBuilder

/// Table view controllers get their content inset from their controller (issue 31, item 1): in
/// a navigation controller with large titles on a device the first row rests below the bar, the
/// last row scrolls to above the tab bar; `contentInsetAdjustmentBehavior="never"` keeps row 0 at
/// the top; the canvas stores rows at content offset 0.
final class ScrollInsetSceneTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

    func document(behavior: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-tab"><objects>
                    <tabBarController id="tab" sceneMemberID="viewController">
                        <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb"><rect key="frame" x="0.0" y="44" width="375" height="96"/></navigationBar>
                        <connections><segue destination="tvc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-tvc"><objects>
                    <tableViewController id="tvc" title="Settings" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" \(behavior) id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <sections>
                                <tableViewSection id="sec">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="row">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="row" id="row-content">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    func layOut(_ xml: String, on device: Device?) throws -> (IBBuiltScene, LayoutResult) {
        let doc = try Fixture.parse(xml)
        let s = try XCTUnwrap(doc.scene(named: "tvc"))
        let env = device.map { Environment(device: $0) } ?? IBLayoutBuilder.canvasEnvironment(for: s, in: doc)
        let b = try IBLayoutBuilder().build(s, of: doc, for: env)
        return (b, layout(b.tree, in: b.environment, measurer: try XCTUnwrap(Self.measurer, "fonts")))
    }

    func frame(_ id: String, _ b: IBBuiltScene, _ r: LayoutResult) throws -> Rect {
        try XCTUnwrap(r[try XCTUnwrap(b.viewIDs[id])]?.frame)
    }

    func testTableViewControllerRestsBelowTheLargeTitleAndAboveTheTabBar() throws {
        let (b, r) = try layOut(document(), on: .iPhoneX)
        XCTAssertEqual(try frame("row", b, r).minY, 44 + 96)
        let table = try XCTUnwrap(r[try XCTUnwrap(b.viewIDs["table"])])
        XCTAssertEqual(table.adjustedContentInset, EdgeInsets(top: 140, bottom: 34 + 49))
    }

    /// The bars of a table view controller's screen are laid out and drawn, though its root view
    /// is the table (they were table subviews the table pass dropped).
    func testTableViewControllerShowsItsNavigationAndTabBars() throws {
        let (b, r) = try layOut(document(), on: .iPhoneX)
        let bars = b.tree[b.tree.root].subviews.filter {
            b.tree[$0].kind[NavigationBarProperties.self] != nil || b.tree[$0].kind[TabBarProperties.self] != nil
        }
        XCTAssertEqual(bars.compactMap { r[$0]?.frame }, [Rect(x: 0, y: 44, width: 375, height: 96),
                                                          Rect(x: 0, y: 812 - 83, width: 375, height: 83)])
    }

    func testNeverKeepsTheFirstRowUnderTheBar() throws {
        let (b, r) = try layOut(document(behavior: #"contentInsetAdjustmentBehavior="never""#), on: .iPhoneX)
        XCTAssertEqual(try frame("row", b, r).minY, 0)
    }

    /// On the canvas the content is not inset by the bars: the first row sits below its
    /// section's header alone (28 pt for a plain table saved by Xcode 12, TableCellMetrics).
    func testTheCanvasStoresRowsAtOffsetZero() throws {
        let (b, r) = try layOut(document(), on: nil)
        XCTAssertEqual(try frame("row", b, r).minY, 28)
    }
}
