import XCTest
import Layout
@testable import InterfaceBuilder

/// Scenes embedded in navigation and tab bar controllers get their bars and the safe area
/// below / above them; `<navigationBar>` placed as a view is a bar (docs/interface-builder.md,
/// "Navigation and tab bars").
final class BarEmbeddingTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

    func controller(_ id: String, _ extra: String = "", subviews: String = "", constraints: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" title="T-\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subviews)</subviews>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    <constraints>\(constraints)</constraints>
                </view>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    var document: String {
        let box = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="64" width="375" height="10"/>
            </view>
            """
        let pins = """
            <constraint firstItem="box" firstAttribute="top" secondItem="safe-vc-1" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root-vc-1" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="safe-vc-1" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
            """
        let pushed = controller("vc-2", #"<navigationItem key="navigationItem" title="Message" largeTitleDisplayMode="never" id="ni2"/>"#)
        let other = controller("other", #"<tabBarItem key="tabBarItem" title="Other" id="ti2"/>"#)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tab">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-tab"><objects>
                    <tabBarController id="tab" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                        <connections>
                            <segue destination="other" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
                        <connections>
                            <segue destination="vc-1" kind="relationship" relationship="rootViewController" id="r3"/>
                        </connections>
                    </navigationController>
                </objects></scene>
        \(controller("vc-1", """
                <navigationItem key="navigationItem" title="Inbox" id="ni">
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                    <leftBarButtonItems>
                        <barButtonItem title="Edit" id="edit"/>
                        <barButtonItem image="gear" id="gear"/>
                    </leftBarButtonItems>
                </navigationItem>
                <tabBarItem key="tabBarItem" title="Mail" image="tray" id="ti1"/>
                <connections><segue destination="vc-2" kind="show" id="push"/></connections>
                """, subviews: box, constraints: pins))
        \(pushed)
        \(other)
        \(controller("alone", """
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                """))
            </scenes>
        </document>
        """
    }

    func build(_ scene: String, on device: Device? = nil, orientation: Orientation = .portrait) throws -> IBBuiltScene {
        let doc = try Fixture.parse(document)
        let s = try XCTUnwrap(doc.scene(named: scene))
        let env = device.map { Environment(device: $0, orientation: orientation) } ?? IBLayoutBuilder.canvasEnvironment(for: s, in: doc)
        return try IBLayoutBuilder().build(s, of: doc, for: env)
    }

    func bar<P: ViewKindProperties>(_ type: P.Type, in b: IBBuiltScene) -> P? {
        b.tree[b.tree.root].subviews.lazy.compactMap { b.tree[$0].kind[P.self] }.first
    }

    func testEmbeddingIsFoundThroughRelationshipsAndPushes() throws {
        let doc = try Fixture.parse(document)
        let root = doc.embedding(ofController: "vc-1")
        XCTAssertEqual(root.navigationController?.id, "nav")
        XCTAssertNil(root.previous)
        XCTAssertEqual(root.tabBarController?.id, "tab")
        XCTAssertEqual(root.selectedTab, 1, "the navigation controller is the second tab")
        let pushed = doc.embedding(ofController: "vc-2")
        XCTAssertEqual(pushed.navigationController?.id, "nav")
        XCTAssertEqual(pushed.previous?.id, "vc-1")
        XCTAssertNil(doc.embedding(ofController: "alone").navigationController)
    }

    func testRootOfNavigationControllerInTabsOnADevice() throws {
        let b = try build("vc-1", on: .iPhoneX)
        let nav = try XCTUnwrap(bar(NavigationBarProperties.self, in: b))
        XCTAssertEqual(nav.title, "Inbox")
        XCTAssertTrue(nav.prefersLargeTitles)
        XCTAssertEqual(nav.rightItems, [BarButtonItem(.system(.add))])
        XCTAssertEqual(nav.leftItems.map(\.content), [.title("Edit"), .image(name: "gear", size: BarButtonItem.defaultImageSize)])
        XCTAssertNil(nav.backTitle)
        let tab = try XCTUnwrap(bar(TabBarProperties.self, in: b))
        XCTAssertEqual(tab.items.map(\.title), ["Other", "Mail"], "a navigation controller's tab shows its root's item")
        XCTAssertEqual(tab.selectedIndex, 1)
        XCTAssertEqual(b.environment.safeAreaInsets.top, 44 + 96)
        XCTAssertEqual(b.environment.safeAreaInsets.bottom, 34 + 49)
        let m = try XCTUnwrap(Self.measurer, "fonts")
        let r = layout(b.tree, in: b.environment, measurer: m)
        XCTAssertEqual(r[try XCTUnwrap(b.viewIDs["box"])]?.frame, Rect(x: 0, y: 140, width: 375, height: 812 - 140 - 83))
    }

    func testPushedControllerHasBackButtonAndCompactLandscapeBars() throws {
        let b = try build("vc-2", on: .iPhone8, orientation: .landscape)
        let nav = try XCTUnwrap(bar(NavigationBarProperties.self, in: b))
        XCTAssertEqual(nav.backTitle, "Inbox")
        XCTAssertFalse(nav.prefersLargeTitles, "largeTitleDisplayMode never")
        XCTAssertEqual(b.environment.safeAreaInsets.top, 32)
        XCTAssertEqual(b.environment.safeAreaInsets.bottom, 32, "a pushed controller still shows the tab bar")
    }

    /// On Interface Builder's canvas a bar adds 44 (a large title too) and a tab bar 49.
    func testCanvasInsetsAndSimulatedMetrics() throws {
        let b = try build("vc-1")
        XCTAssertEqual(b.environment.safeAreaInsets.top, 44, "retina4_7 canvas from Xcode 11 has no status bar; +44")
        XCTAssertEqual(b.environment.safeAreaInsets.bottom, 49)
        let alone = try build("alone")
        XCTAssertEqual(alone.environment.safeAreaInsets.top, 44)
        XCTAssertEqual(alone.environment.safeAreaInsets.bottom, 49)
        XCTAssertEqual(bar(TabBarProperties.self, in: alone)?.items.map(\.title), ["T-alone"])
    }

    /// Below an opaque (`translucent="NO"`) navigation bar the canvas's root view starts under
    /// the bar (dji-sdk, freeotp): no bar and no status bar above it; on a device the bar is
    /// installed and the safe area is below it.
    func testOpaqueBarOnTheCanvas() throws {
        let opaque = document.replacingOccurrences(of: #"largeTitles="YES" id="nb""#, with: #"translucent="NO" id="nb""#)
        let doc = try Fixture.parse(opaque)
        let s = try XCTUnwrap(doc.scene(named: "vc-1"))
        let canvas = try IBLayoutBuilder().build(s, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: s, in: doc))
        XCTAssertEqual(canvas.environment.safeAreaInsets.top, 0)
        XCTAssertNil(bar(NavigationBarProperties.self, in: canvas))
        let device = try IBLayoutBuilder().build(s, of: doc, for: Environment(device: .iPhone8))
        XCTAssertEqual(device.environment.safeAreaInsets.top, 64)
    }

    /// A scroll view at the root's top shows its content below the navigation bar on a device
    /// (UIKit's automatic content inset adjustment at rest), not on the canvas (stored frames
    /// are at content offset 0), not with `contentInsetAdjustmentBehavior="never"`.
    func testScrollViewContentStartsBelowTheBar() throws {
        func scroll(_ behavior: String) -> String {
            let scroll = """
                <scrollView contentMode="scaleToFill" \(behavior) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </scrollView>
                """
            let pins = """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" id="s1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" id="s2"/>
                <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root-vc-1" secondAttribute="trailing" id="s3"/>
                <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root-vc-1" secondAttribute="bottom" id="s4"/>
                """
            return document.replacingOccurrences(of: "<subviews><view contentMode", with: "<subviews>\(scroll)<view contentMode")
                .replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="top""#, with: pins + #"<constraint firstItem="box" firstAttribute="top""#)
        }
        func offset(_ xml: String, device: Device?) throws -> Layout.Point? {
            let doc = try Fixture.parse(xml)
            let s = try XCTUnwrap(doc.scene(named: "vc-1"))
            let env = device.map { Environment(device: $0) } ?? IBLayoutBuilder.canvasEnvironment(for: s, in: doc)
            let b = try IBLayoutBuilder().build(s, of: doc, for: env)
            return b.tree[try XCTUnwrap(b.viewIDs["scroll"])].kind[ScrollViewProperties.self]?.contentOffset
        }
        XCTAssertEqual(try offset(scroll(""), device: .iPhone8), Layout.Point(x: 0, y: -(20 + 96)))
        XCTAssertEqual(try offset(scroll(""), device: nil), .zero)
        XCTAssertEqual(try offset(scroll(#"contentInsetAdjustmentBehavior="never""#), device: .iPhone8), .zero)
    }

    func testNavigationBarPlacedAsAView() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <items>
                                <navigationItem title="First" id="i1"/>
                                <navigationItem title="Second" id="i2">
                                    <barButtonItem key="rightBarButtonItem" systemItem="done" id="d"/>
                                </navigationItem>
                            </items>
                        </navigationBar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="top" id="b1"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="b2"/>
                        <constraint firstItem="bar" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="b3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let doc = try Fixture.parse(xml, path: "inline.xib")
        let s = try XCTUnwrap(doc.scenes.first)
        let b = try IBLayoutBuilder().build(s, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: s, in: doc))
        XCTAssertFalse(b.warnings.contains { $0.contains("placeholder") }, "\(b.warnings)")
        let id = try XCTUnwrap(b.viewIDs["bar"])
        let nav = try XCTUnwrap(b.tree[id].kind[NavigationBarProperties.self])
        XCTAssertEqual(nav.title, "Second")
        XCTAssertEqual(nav.backTitle, "First")
        XCTAssertEqual(nav.rightItems, [BarButtonItem(.system(.done))])
        let r = layout(b.tree, in: b.environment, measurer: try XCTUnwrap(Self.measurer, "fonts"))
        XCTAssertEqual(r[id]?.frame.height, 44, "the bar's intrinsic height")
    }
}
