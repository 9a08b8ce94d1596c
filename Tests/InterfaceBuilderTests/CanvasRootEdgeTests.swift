import XCTest
import Layout
@testable import InterfaceBuilder

/// Where Interface Builder's canvas puts a root view's top and bottom edges by what covers
/// them: opaque bars, a sheet, a large title (docs/interface-builder.md, "Navigation and tab
/// bars"), each on a small inline storyboard.
final class CanvasRootEdgeTests: XCTestCase {
    func document(tools: String, device: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    func controller(_ id: String, width: Double = 414, height: Double = 896, _ extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                </view>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    func navigation(_ root: String, bar: String = "", _ extra: String = "") -> String {
        """
        <scene sceneID="s-nav"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                \(extra)
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="nb"><rect key="frame" x="0.0" y="44" width="414" height="44"/></navigationBar>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r-root"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    func canvas(_ xml: String, scene: String = "vc") throws -> IBBuiltScene {
        let doc = try Fixture.parse(xml)
        let s = try XCTUnwrap(doc.scene(named: scene))
        return try IBLayoutBuilder().build(s, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: s, in: doc))
    }

    /// A freeform scene's own opaque simulated navigation bar (rxswift, Xcode 12.5: a
    /// 500 × 568 freeform scene stores a root 524 tall, its views pinned to the top layout
    /// guide at 0): the root starts below the bar, which is not in it.
    func testOwnOpaqueSimulatedNavigationBar() throws {
        let metrics = """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="500" height="568"/>
            """
        let b = try canvas(document(tools: "18122", device: "retina4_7", controller("vc", width: 500, height: 524, metrics)))
        XCTAssertEqual(b.environment.rootSize, Size(width: 500, height: 524))
        XCTAssertEqual(b.environment.safeAreaInsets.top, 0)
        XCTAssertEqual(b.environment.navigationBarHeight, 0)
        let translucent = metrics.replacingOccurrences(of: #" translucent="NO""#, with: "")
        let t = try canvas(document(tools: "18122", device: "retina4_7", controller("vc", width: 500, height: 568, translucent)))
        XCTAssertEqual(t.environment.rootSize, Size(width: 500, height: 568))
        XCTAssertEqual(t.environment.safeAreaInsets.top, 44)
    }

    /// A navigation controller with an opaque bar and an opaque simulated tab bar on a notched
    /// canvas (yubikit, Xcode 12.3: roots 725 tall on a 414 × 896 canvas, views pinned 20 inside
    /// the safe area at 20 and 705): the bars cover the sensor housing and the home indicator,
    /// so the root's safe area has no inset at either end, for its root and pushed controllers.
    func testOpaqueNavigationAndTabBarsOnANotchedCanvas() throws {
        let tab = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#
        let scenes = navigation("vc", bar: #"translucent="NO""#, tab)
            + controller("vc", height: 725, #"<connections><segue destination="pushed" kind="show" id="p"/></connections>"#)
            + controller("pushed", height: 725)
        for scene in ["vc", "pushed"] {
            let b = try canvas(document(tools: "17701", device: "retina6_1", scenes), scene: scene)
            XCTAssertEqual(b.environment.safeAreaInsets, EdgeInsets(top: 0, bottom: 0), scene)
        }
        // A translucent tab bar, inferred from the navigation controller's simulated bottom bar,
        // is over the root: its safe area ends above the bar and the home indicator (34 + 49).
        let translucent = navigation("vc", bar: #"translucent="NO""#, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
            + controller("vc", height: 725)
        XCTAssertEqual(try canvas(document(tools: "17701", device: "retina6_1", translucent)).environment.safeAreaInsets.bottom, 83)
    }

    /// A controller a `presentation` segue shows as a sheet (dgcawallet, Xcode 13.3: roots 790
    /// tall on a 390 × 844 canvas, a button pinned 16 below the safe area's top at 16, an image
    /// 8 above its bottom at 748): no top inset, the home indicator's 34 at the bottom. Full
    /// screen keeps the canvas's insets.
    func testSheetHasNoTopInset() throws {
        func presenting(_ style: String) -> String {
            controller("vc", width: 390, height: 844,
                       #"<connections><segue destination="sheet" kind="presentation" \#(style) id="m"/></connections>"#)
                + controller("sheet", width: 390, height: 790)
        }
        let sheet = try canvas(document(tools: "19529", device: "retina6_0", presenting("")), scene: "sheet")
        XCTAssertEqual(sheet.environment.safeAreaInsets, EdgeInsets(top: 0, bottom: 34))
        let full = try canvas(document(tools: "19529", device: "retina6_0", presenting(#"modalPresentationStyle="fullScreen""#)),
                              scene: "sheet")
        XCTAssertEqual(full.environment.safeAreaInsets, EdgeInsets(top: 44, bottom: 34))
    }

    /// A large-title navigation bar on the canvas: drawn small until Xcode 12 (erouska, Xcode
    /// 12.3: a view pinned to the safe area at 88 = 44 + 44), large from Xcode 13 (dgcawallet,
    /// Xcode 13.2: 140 = 44 + 96).
    func testLargeTitleBarHeightOnTheCanvasFollowsTheXcodeVersion() throws {
        let scenes = navigation("vc", bar: #"largeTitles="YES""#) + controller("vc")
        XCTAssertEqual(try canvas(document(tools: "17701", device: "retina6_1", scenes)).environment.safeAreaInsets.top, 88)
        XCTAssertEqual(try canvas(document(tools: "19455", device: "retina6_1", scenes)).environment.safeAreaInsets.top, 140)
    }
}
