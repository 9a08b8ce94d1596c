import Foundation
import XCTest
import Layout
@testable import InterfaceBuilder

/// Container scenes show what Interface Builder shows in them (docs/interface-builder.md,
/// "Container scenes"): a navigation controller its root inside its bar, or an empty view under
/// an empty bar when the root is set in code; a tab bar controller its first tab inside the tab
/// bar; a page view controller an empty view; a storyboard reference the scene it points to.
final class ContainerSceneTests: XCTestCase {
    func controller(_ id: String, _ element: String = "viewController", _ extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <\(element) id="\(id)" title="T-\(id)" storyboardIdentifier="SB-\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                </view>
                \(extra)
            </\(element)>
        </objects></scene>
        """
    }

    func container(_ id: String, _ element: String, _ body: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <\(element) id="\(id)" sceneMemberID="viewController">\(body)</\(element)>
        </objects></scene>
        """
    }

    func relationship(_ kind: String, to destination: String, _ id: String) -> String {
        #"<connections><segue destination="\#(destination)" kind="relationship" relationship="\#(kind)" id="\#(id)"/></connections>"#
    }

    var document: String {
        let navBar = #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-X"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>"#
        let scenes = [
            container("nav", "navigationController", navBar.replacingOccurrences(of: "X", with: "1") + relationship("rootViewController", to: "vc-1", "r1")),
            container("empty-nav", "navigationController", navBar.replacingOccurrences(of: "X", with: "2")),
            container("tab", "tabBarController", #"<tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>"#
                      + "<connections>" + #"<segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>"#
                      + #"<segue destination="vc-2" kind="relationship" relationship="viewControllers" id="t2"/>"# + "</connections>"),
            container("pages", "pageViewController"),
            #"<scene sceneID="s-ref"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="SB-far" id="ref" sceneMemberID="viewController"/></objects></scene>"#,
            controller("vc-1", "viewController", #"<navigationItem key="navigationItem" title="Inbox" id="ni"/>"#),
            controller("vc-2"),
        ]
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tab">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
            \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    func shown(_ name: String, folders: [String] = [], xml: String? = nil) throws -> IBShownScene {
        let doc = try Fixture.parse(xml ?? document)
        return try doc.shownScene(of: try XCTUnwrap(doc.scene(named: name)), storyboardFolders: folders)
    }

    func build(_ shown: IBShownScene, on device: Device? = nil) throws -> IBBuiltScene {
        let env = device.map { Environment(device: $0) } ?? IBLayoutBuilder.canvasEnvironment(for: shown.scene, in: shown.document)
        return try IBLayoutBuilder().build(shown.scene, of: shown.document, for: env)
    }

    func bar<P: ViewKindProperties>(_ type: P.Type, in b: IBBuiltScene) -> P? {
        b.tree[b.tree.root].subviews.lazy.compactMap { b.tree[$0].kind[P.self] }.first
    }

    func testNavigationControllerShowsItsRootInsideItsBar() throws {
        let s = try shown("nav")
        XCTAssertEqual(s.scene.viewController?.id, "vc-1")
        let b = try build(s, on: .iPhone8)
        XCTAssertEqual(bar(NavigationBarProperties.self, in: b)?.title, "Inbox")
        XCTAssertEqual(b.environment.safeAreaInsets.top, 20 + 44)
    }

    func testNavigationControllerWithoutRootShowsAnEmptyBarOverAnEmptyView() throws {
        let s = try shown("empty-nav")
        XCTAssertEqual(s.scene.rootView?.frame?.size, Size(width: 375, height: 667), "the <device>'s canvas")
        XCTAssertEqual(s.scene.rootView?.subviews.count, 0)
        let b = try build(s)
        XCTAssertEqual(bar(NavigationBarProperties.self, in: b)?.title, "")
        XCTAssertEqual(b.environment.safeAreaInsets.top, 20 + 44, "Xcode 15's 4.7-inch canvas: status bar 20, bar 44")
    }

    /// `navigationBarHidden="YES"` (dgcawallet, checkout-frame, efrconnect: their scenes'
    /// stored frames start right below the status bar): no navigation bar, on the canvas either.
    func testHiddenNavigationBarIsNotShown() throws {
        let xml = document.replacingOccurrences(of: #"<navigationController id="nav" sceneMemberID="viewController">"#,
                                                with: #"<navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">"#)
        let s = try shown("nav", xml: xml)
        let device = try build(s, on: .iPhone8)
        XCTAssertNil(bar(NavigationBarProperties.self, in: device))
        XCTAssertEqual(device.environment.safeAreaInsets.top, 20)
        XCTAssertEqual(try build(s).environment.safeAreaInsets.top, 20, "Xcode 15's 4.7-inch canvas: the status bar only")
    }

    func testTabBarControllerShowsItsFirstTabInsideTheTabBar() throws {
        let s = try shown("tab")
        XCTAssertEqual(s.scene.viewController?.id, "vc-1", "the first tab is a navigation controller: its root")
        let b = try build(s, on: .iPhone8)
        XCTAssertEqual(bar(TabBarProperties.self, in: b)?.selectedIndex, 0)
        XCTAssertEqual(bar(TabBarProperties.self, in: b)?.items.map(\.title), ["T-vc-1", "T-vc-2"])
        XCTAssertEqual(b.environment.safeAreaInsets.bottom, 49)
    }

    func testPageViewControllerShowsAnEmptyView() throws {
        let s = try shown("pages")
        XCTAssertEqual(s.scene.viewController?.id, "pages")
        XCTAssertNotNil(s.scene.rootView)
        XCTAssertNoThrow(try build(s, on: .iPhone8))
    }

    func testStoryboardReferenceShowsTheSceneItPointsTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("containers-\(ProcessInfo.processInfo.processIdentifier)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = document.replacingOccurrences(of: #"id="vc-2" title="T-vc-2" storyboardIdentifier="SB-vc-2""#,
                                                  with: #"id="far" title="Far" storyboardIdentifier="SB-far""#)
        try other.write(toFile: folder + "/Other.storyboard", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try shown("ref"), "not in the document's folder") { error in
            XCTAssertTrue("\(error)".contains("Other.storyboard"), "\(error)")
        }
        let s = try shown("ref", folders: [folder])
        XCTAssertEqual(s.scene.viewController?.id, "far")
        XCTAssertEqual(s.document.path, folder + "/Other.storyboard")
    }
}
