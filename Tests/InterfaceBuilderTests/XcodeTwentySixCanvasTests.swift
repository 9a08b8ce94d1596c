import XCTest
import Layout
@testable import InterfaceBuilder

/// Xcode 26's canvas under a navigation bar (docs/interface-builder.md, "Canvas safe areas"):
/// the bar is 54 tall and lies one status bar below the status bar, the safe area counts the
/// device's insets twice; a tab's `show` segue pushes onto the navigation controller around the
/// tab bar controller (no tab bar there).
final class XcodeTwentySixCanvasTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

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

    /// A navigation controller scene with its bar stored at `barY` (54 tall) and its root.
    func navigationController(_ id: String, barY: Double, root: String) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <navigationController id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-\(id)"><rect key="frame" x="0.0" y="\(barY)" width="393" height="54"/></navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="root-of-\(id)"/>
                </connections>
            </navigationController>
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
        \(navigationController("nav", barY: 118, root: "tabs"))
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
        \(navigationController("sheet-nav", barY: 16, root: "sheet-root"))
        \(controller("sheet-root", height: 793))
        \(controller("sheet", height: 793))
            </scenes>
        </document>
        """
    }

    func layOut(_ scene: String, tools: String = "24765") throws -> (IBBuiltScene, LayoutResult) {
        let doc = try Fixture.parse(document(tools: tools))
        let s = try XCTUnwrap(doc.scene(named: scene))
        let built = try IBLayoutBuilder().build(s, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: s, in: doc))
        return (built, layout(built.tree, in: built.environment, measurer: try XCTUnwrap(Self.measurer, "fonts")))
    }

    func navigationBarFrame(_ built: IBBuiltScene, _ result: LayoutResult) throws -> Rect? {
        let subviews = built.tree[built.tree.root].subviews
        let id = try XCTUnwrap(subviews.first { built.tree[$0].kind[NavigationBarProperties.self] != nil }, "a navigation bar")
        return result[id]?.frame
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

    /// sentry (Xcode 26, retina6_12): a tab's content starts at 172 = 59 + 59 + 54 and ends
    /// 117 = 34 + 34 + 49 above the bottom; the bar is stored at y 118, 54 tall.
    func testXcode26CanvasCountsTheSafeAreaTwiceUnderANavigationBar() throws {
        let (tab, r) = try layOut("tab-1")
        XCTAssertEqual(r[try XCTUnwrap(tab.viewIDs["box-tab-1"])]?.frame, Rect(x: 0, y: 172, width: 393, height: 852 - 172 - 117))
        XCTAssertEqual(try navigationBarFrame(tab, r), Rect(x: 0, y: 118, width: 393, height: 54))
        let (detail, d) = try layOut("detail")
        XCTAssertEqual(d[try XCTUnwrap(detail.viewIDs["box-detail"])]?.frame, Rect(x: 0, y: 172, width: 393, height: 852 - 172 - 68))
    }

    /// A page sheet (the device's canvas less its top safe area, sentry's 793-point scenes): the
    /// device's safe area laid over it at the screen's top (59, and 0 at the bottom); under a
    /// navigation bar, the bar at y 16 and the content below it.
    func testXcode26SheetHasNoBottomInsetAndItsBarAt16() throws {
        let (sheet, r) = try layOut("sheet")
        XCTAssertEqual(r[try XCTUnwrap(sheet.viewIDs["box-sheet"])]?.frame, Rect(x: 0, y: 59, width: 393, height: 793 - 59))
        let (nav, n) = try layOut("sheet-root")
        XCTAssertEqual(n[try XCTUnwrap(nav.viewIDs["box-sheet-root"])]?.frame, Rect(x: 0, y: 70, width: 393, height: 793 - 70))
        XCTAssertEqual(try navigationBarFrame(nav, n), Rect(x: 0, y: 16, width: 393, height: 54))
    }

    /// Xcode 26's 375×812 canvas is the iPhone 13 mini's (nrfblinky's bar at y 100 = 2 × 50);
    /// earlier Xcodes showed the iPhone X's 44 (readium).
    func testXcode26FiveEightInchCanvasHasTheMiniSafeArea() throws {
        func top(_ tools: String) throws -> Double {
            let doc = try Fixture.parse(document(tools: tools).replacingOccurrences(of: "retina6_12", with: "retina5_9"))
            return IBLayoutBuilder.canvasEnvironment(for: try XCTUnwrap(doc.scene(named: "detail")), in: doc).safeAreaInsets.top
        }
        XCTAssertEqual(try top("24128"), 50)
        XCTAssertEqual(try top("14460"), 44)
    }

    /// Xcode 16 (iqkeyboardmanager 23077, mediapipe's bar at y 59, 44 tall): one status bar.
    func testEarlierXcodeCanvasCountsTheSafeAreaOnce() throws {
        let (tab, r) = try layOut("tab-1", tools: "23077")
        XCTAssertEqual(r[try XCTUnwrap(tab.viewIDs["box-tab-1"])]?.frame, Rect(x: 0, y: 103, width: 393, height: 852 - 103 - 83))
    }
}
