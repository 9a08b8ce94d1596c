import XCTest
import Layout
@testable import Recipe

/// The recipe's `navigationBar`, `tabBar` and `toolbar` keys.
final class BarsDecodingTests: XCTestCase {
    func decode(_ bars: String) throws(RecipeError) -> RecipeDocument {
        try RecipeDocument.decode(text: """
            { "name": "T", \(bars) "root": { "view": "Root" } }
            """, file: "t.json")
    }

    func decodeError(_ bars: String) -> RecipeError? {
        do throws(RecipeError) { _ = try decode(bars); return nil } catch { return error }
    }

    func testNavigationBarTabBarAndToolbar() throws {
        let doc = try decode("""
            "navigationBar": { "title": "Library", "largeTitle": true, "backTitle": "", "prompt": "Hi",
              "leftItems": ["edit"], "rightItems": ["add", { "title": "Share", "style": "done" }, { "image": "gear", "width": 24 }],
              "background": "standard" },
            "tabBar": { "items": ["Home", { "title": "Search", "image": "magnifyingglass", "badge": "2" }], "selected": 1 },
            "toolbar": { "items": ["trash", "flexibleSpace", { "system": "fixedSpace", "width": 10 }, "done"] },
            """)
        let nav = try XCTUnwrap(doc.bars.navigationBar)
        XCTAssertEqual(nav.title, "Library")
        XCTAssertTrue(nav.prefersLargeTitles)
        XCTAssertEqual(nav.backTitle, "")
        XCTAssertEqual(nav.prompt, "Hi")
        XCTAssertEqual(nav.background, .standard)
        XCTAssertEqual(nav.leftItems, [BarButtonItem(.system(.edit))])
        XCTAssertEqual(nav.rightItems, [BarButtonItem(.system(.add)), BarButtonItem(.title("Share"), isDone: true),
                                        BarButtonItem(.image(name: "gear", size: Size(width: 24, height: 22)))])
        let tab = try XCTUnwrap(doc.bars.tabBar)
        XCTAssertEqual(tab.items, [TabBarItem(title: "Home"), TabBarItem(title: "Search", imageName: "magnifyingglass", badge: "2")])
        XCTAssertEqual(tab.selectedIndex, 1)
        XCTAssertEqual(doc.bars.toolbar?.items.map(\.content), [.system(.trash), .system(.flexibleSpace), .system(.fixedSpace), .system(.done)])
        XCTAssertEqual(doc.bars.toolbar?.items[2].width, 10)
        XCTAssertTrue(try decode("").bars.isEmpty)
    }

    func testErrors() {
        XCTAssertEqual(decodeError(#""navigationBar": { "titel": "X" },"#)?.kind, .unknownKey("titel", suggestion: "title"))
        XCTAssertEqual(decodeError(#""navigationBar": { "rightItems": ["plus"] },"#)?.kind, .invalidValue)
        XCTAssertEqual(decodeError(#""tabBar": { "items": ["A"], "selected": 3 },"#)?.kind, .invalidValue)
        XCTAssertEqual(decodeError(#""toolbar": { "items": [{ "style": "done" }] },"#)?.kind, .missingKey("title"))
        XCTAssertEqual(decodeError(#""toolbar": { "items": "add" },"#)?.kind, .invalidValue)
    }

    /// The builder installs the bars: the environment's safe area follows them.
    func testBuilderInstallsBars() throws {
        let doc = try decode(#""navigationBar": { "title": "A" }, "tabBar": { "items": ["x"] },"#)
        struct NoImages: RecipeImageLoading {
            func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) { (1, 1) }
        }
        let built = try RecipeBuilder(images: NoImages()).build(doc, for: Environment(device: .iPhone8))
        XCTAssertEqual(built.environment.safeAreaInsets.top, 64)
        XCTAssertEqual(built.environment.safeAreaInsets.bottom, 49)
        XCTAssertEqual(built.tree[built.tree.root].subviews.map { built.tree[$0].kind.className }, ["UINavigationBar", "UITabBar"])
        XCTAssertEqual(built.warnings, [], "no item images, no warning")
        let imaged = try decode(#""tabBar": { "items": [{ "title": "x", "image": "house" }, { "title": "y", "image": "logo" }] },"#)
        let warned = try RecipeBuilder(images: NoImages()).build(imaged, for: Environment(device: .iPhone8))
        XCTAssertEqual(warned.warnings, [#"Tab Bar (UITabBar): item images "logo" are drawn as placeholders of their size"#],
                       "an SF Symbol name in the table is drawn, not warned about")
    }
}
