import XCTest
import Layout
@testable import InterfaceBuilder

/// Xcode 26's canvas under a navigation bar (docs/interface-builder.md, "Canvas safe areas"):
/// the bar is 54 tall and lies one status bar below the status bar, the safe area counts the
/// device's insets twice; a tab's `show` segue pushes onto the navigation controller around the
/// tab bar controller (no tab bar there).
final class XcodeTwentySixCanvasTests: XCTestCase {
    func controller(_ id: String, height: Double = 852, _ extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)">
                            <rect key="frame" x="0.0" y="172" width="393" height="563"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    <constraints>
                        <constraint firstItem="box-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" id="t-\(id)"/>
                        <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="l-\(id)"/>
                        <constraint firstItem="safe-\(id)" firstAttribute="trailing" secondItem="box-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                        <constraint firstItem="safe-\(id)" firstAttribute="bottom" secondItem="box-\(id)" secondAttribute="bottom" id="b-\(id)"/>
                    </constraints>
                </view>
                <navigationItem key="navigationItem" id="ni-\(id)"/>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    /// A navigation controller whose root is a tab bar controller; its tab `tab-1` shows `detail`.
    func document(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="118" width="393" height="54"/></navigationBar>
                        <connections>
                            <segue destination="tabs" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="ni-tabs"/>
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                        <connections>
                            <segue destination="tab-1" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
        \(controller("tab-1", #"<tabBarItem key="tabBarItem" title="One" id="ti"/><connections><segue destination="detail" kind="show" id="show"/></connections>"#))
        \(controller("detail"))
                <scene sceneID="s-sheet-nav"><objects>
                    <navigationController id="sheet-nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb2"><rect key="frame" x="0.0" y="16" width="393" height="54"/></navigationBar>
                        <connections>
                            <segue destination="sheet-root" kind="relationship" relationship="rootViewController" id="r3"/>
                        </connections>
                    </navigationController>
                </objects></scene>
        \(controller("sheet-root", height: 793))
        \(controller("sheet", height: 793))
            </scenes>
        </document>
        """
    }

    /// A tab's `show` segue pushes onto the navigation controller holding the tab bar
    /// controller: the pushed scene has its navigation bar and no tab bar.
    func testTabOfATabBarControllerOnAStackPushesOntoThatStack() throws {
        let doc = try Fixture.parse(document(tools: "24765"))
        let e = doc.embedding(ofController: "detail")
        XCTAssertEqual(e.navigationController?.id, "nav")
        XCTAssertEqual(e.previous?.id, "tabs", "pushed above the tab bar controller")
        XCTAssertNil(e.tabBarController)
        XCTAssertEqual(doc.embedding(ofController: "tab-1").navigationItemOwner?.id, "tabs", "tabs keep their bar")
    }
}
