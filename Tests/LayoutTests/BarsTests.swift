import XCTest
@testable import Layout
import LayoutTestSupport

/// Bar heights per device and orientation, and the safe area that follows installed bars.
final class BarsTests: XCTestCase {
    let large = NavigationBarProperties(title: "Library", prefersLargeTitles: true)
    let small = NavigationBarProperties(title: "Detail")

    func testHeightsPerDeviceAndOrientation() {
        let phone = Environment(device: .iPhone8), phoneLandscape = Environment(device: .iPhone8, orientation: .landscape)
        let pad = Environment(device: .iPad)
        XCTAssertEqual(BarMetrics.height(of: small, in: phone), 44)
        XCTAssertEqual(BarMetrics.height(of: large, in: phone), 96, "large title: 44 + 52")
        XCTAssertEqual(BarMetrics.height(of: small, in: phoneLandscape), 32, "compact height")
        XCTAssertEqual(BarMetrics.height(of: large, in: phoneLandscape), 32, "no large title in compact height")
        XCTAssertEqual(BarMetrics.height(of: small, in: pad), 50)
        var prompted = small
        prompted.prompt = "Choose one"
        XCTAssertEqual(BarMetrics.height(of: prompted, in: phone), 74)
        XCTAssertEqual(BarMetrics.tabBarHeight(in: phone), 49)
        XCTAssertEqual(BarMetrics.tabBarHeight(in: phoneLandscape), 32)
        XCTAssertEqual(BarMetrics.tabBarHeight(in: pad), 50)
        XCTAssertEqual(BarMetrics.toolbarHeight(in: phone), 44)
        XCTAssertEqual(BarMetrics.toolbarHeight(in: phoneLandscape), 32)
        XCTAssertFalse(BarMetrics.tabBarItemsAreInline(in: phone))
        XCTAssertTrue(BarMetrics.tabBarItemsAreInline(in: phoneLandscape))
        XCTAssertTrue(BarMetrics.tabBarItemsAreInline(in: pad))
    }

    func install(_ bars: ScreenBars, _ environment: Environment) throws -> (ViewTree, Environment) {
        var tree = ViewTree(rootName: "root")
        let e = try bars.install(in: &tree, environment: environment)
        return (tree, e)
    }

    func barFrames(_ tree: ViewTree) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for id in tree[tree.root].subviews { out[tree[id].name] = tree[id].autoresizingFrame }
        return out
    }

    func testNotchedPortraitSafeAreaBelowLargeTitleAndAboveTabBar() throws {
        let (tree, e) = try install(ScreenBars(navigationBar: large, tabBar: TabBarProperties(items: [TabBarItem(title: "A")])),
                                    Environment(device: .iPhoneX))
        XCTAssertEqual(e.safeAreaInsets.top, 44 + 96)
        XCTAssertEqual(e.safeAreaInsets.bottom, 34 + 49)
        XCTAssertEqual(e.topLayoutGuideLength, 44 + 96)
        let f = barFrames(tree)
        XCTAssertEqual(f["Navigation Bar"], Rect(x: 0, y: 44, width: 375, height: 96))
        XCTAssertEqual(f["Tab Bar"], Rect(x: 0, y: 812 - 83, width: 375, height: 83), "the tab bar covers the home indicator area")
        guard case .navigationBar(let p) = tree[tree[tree.root].subviews[0]].kind else { return XCTFail("not a navigation bar") }
        XCTAssertEqual(p.backgroundExtensionTop, 44, "the background reaches under the status bar")
    }

    func testPhoneLandscapeUsesCompactBars() throws {
        let bars = ScreenBars(navigationBar: large, tabBar: TabBarProperties(items: [TabBarItem(title: "A")]))
        let (_, e8) = try install(bars, Environment(device: .iPhone8, orientation: .landscape))
        XCTAssertEqual(e8.safeAreaInsets.top, 32, "no status bar in landscape; a 32-point bar")
        XCTAssertEqual(e8.safeAreaInsets.bottom, 32)
        let (tree, ex) = try install(bars, Environment(device: .iPhoneX, orientation: .landscape))
        XCTAssertEqual(ex.safeAreaInsets, EdgeInsets(top: 32, left: 44, bottom: 21 + 32, right: 44))
        XCTAssertEqual(barFrames(tree)["Tab Bar"], Rect(x: 0, y: 375 - 53, width: 812, height: 53))
    }

    func testToolbarSitsAboveTheTabBarAndAddsToTheBottomInset() throws {
        let bars = ScreenBars(tabBar: TabBarProperties(items: [TabBarItem(title: "A")]), toolbar: ToolbarProperties())
        let (tree, e) = try install(bars, Environment(device: .iPhone8))
        XCTAssertEqual(e.safeAreaInsets.bottom, 49 + 44)
        XCTAssertEqual(barFrames(tree)["Toolbar"], Rect(x: 0, y: 667 - 49 - 44, width: 375, height: 44))
        let (alone, e2) = try install(ScreenBars(toolbar: ToolbarProperties()), Environment(device: .iPhoneX))
        XCTAssertEqual(e2.safeAreaInsets.bottom, 34 + 44)
        XCTAssertEqual(barFrames(alone)["Toolbar"], Rect(x: 0, y: 812 - 34 - 44, width: 375, height: 44))
    }

    func testNoBarsChangesNothing() throws {
        let (tree, e) = try install(ScreenBars(), Environment(device: .iPhoneX))
        XCTAssertEqual(e, Environment(device: .iPhoneX))
        XCTAssertTrue(tree[tree.root].subviews.isEmpty)
    }

    /// Content pinned to the safe area lands below the bar after a layout pass.
    func testContentPinnedToSafeAreaStartsBelowTheBar() throws {
        var tree = ViewTree(rootName: "root")
        let box = try tree.addView(.view, name: "box", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(box), .top, .equal, .safeAreaLayoutGuide(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(box), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(box), .width, .equal, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(box), .height, .equal, constant: 10))
        let e = try ScreenBars(navigationBar: small).install(in: &tree, environment: Environment(device: .iPhone8))
        let r = layout(tree, in: e, measurer: GridTextMeasurer())
        XCTAssertEqual(r[box]?.frame.minY, 64)
    }

    func testBarsHaveIntrinsicHeights() throws {
        var tree = ViewTree(rootName: "root")
        let bar = try tree.addView(.tabBar(TabBarProperties()), name: "bar", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(bar), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(bar), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(bar), .trailing, .equal, .view(tree.root), .trailing))
        let r = layout(tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        XCTAssertEqual(r[bar]?.frame.height, 49)
        XCTAssertEqual(ViewKind.toolbar(ToolbarProperties()).className, "UIToolbar")
    }
}
