import XCTest
import Layout
@testable import InterfaceBuilder

/// Simulated bars "Inferred" from a navigation controller (docs/interface-builder.md,
/// "Navigation and tab bars").
extension BarEmbeddingTests {
    /// A navigation controller that simulates a tab bar (rainmaker's Settings, outside any tab
    /// bar controller) gives it to its root and to the scenes pushed onto it: 49 at the bottom
    /// of the canvas and a tab bar on a device.
    func testNavigationControllersSimulatedTabBarReachesItsStack() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Settings" id="ti"/>
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                        <connections>
                            <segue destination="vc-1" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects></scene>
        \(controller("vc-1", #"<connections><segue destination="vc-2" kind="show" id="push"/></connections>"#))
        \(controller("vc-2"))
            </scenes>
        </document>
        """
        let doc = try Fixture.parse(xml)
        for id in ["vc-1", "vc-2"] {
            let s = try XCTUnwrap(doc.scene(named: id))
            let canvas = try IBLayoutBuilder().build(s, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: s, in: doc))
            XCTAssertEqual(canvas.environment.safeAreaInsets.bottom, 49, id)
            let device = try IBLayoutBuilder().build(s, of: doc, for: Environment(device: .iPhone8))
            XCTAssertNotNil(bar(TabBarProperties.self, in: device), id)
        }
    }
}
