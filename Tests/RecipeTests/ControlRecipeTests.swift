import XCTest
import Layout
@testable import Recipe
import Typesetting

/// Recipe keys of the search bar, date picker, visual effect view, button images, states and
/// configurations, and SF Symbols; the symbol placeholder's warning.
final class ControlRecipeTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no images in this test")
        }
    }

    static let json = recipe(views: """
        { "searchBar": "S", "placeholder": "Search", "prompt": "Find", "searchBarStyle": "minimal", "barTintColor": "systemRed" },
        { "datePicker": "D", "datePickerMode": "time", "preferredDatePickerStyle": "compact", "date": "2024-02-29 17:30" },
        { "visualEffectView": "E", "blurStyle": "systemChromeMaterialDark", "subviews": [ { "label": "In" } ] },
        { "visualEffectView": "None", "blurStyle": null },
        { "button": "B", "title": "Send", "configuration": "tinted", "cornerStyle": "capsule", "imagePadding": 6,
          "imagePlacement": "bottom", "buttonSize": "small", "systemImage": "paperplane", "symbolScale": "small",
          "selected": true, "enabled": false },
        { "button": "C", "title": "Classic", "imageEdgeInsets": { "left": -4, "right": 4 }, "titleEdgeInsets": { "left": 4 },
          "contentHorizontalAlignment": "leading", "contentVerticalAlignment": "top",
          "imageSource": { "solid": "systemOrange", "width": 20, "height": 10 } },
        { "image": "I", "systemImage": "star.fill", "symbolPointSize": 34, "symbolScale": "large" }
        """)

    func testDecodesTheKeys() throws {
        let doc = try decode(Self.json)
        let s = try XCTUnwrap(doc.view(named: "S")?.kind[SearchBarProperties.self])
        XCTAssertEqual(s, SearchBarProperties(placeholder: "Search", prompt: "Find", style: .minimal, barTintColor: named("systemRed")))
        let d = try XCTUnwrap(doc.view(named: "D")?.kind[DatePickerProperties.self])
        XCTAssertEqual(d, DatePickerProperties(mode: .time, style: .compact,
                                               date: CalendarDate(year: 2024, month: 2, day: 29, hour: 17, minute: 30)))
        XCTAssertEqual(doc.view(named: "E")?.kind[VisualEffectViewProperties.self]?.blurStyle, .systemChromeMaterialDark)
        XCTAssertEqual(doc.view(named: "E")?.subviews.count, 1)
        XCTAssertEqual(doc.view(named: "None")?.kind[VisualEffectViewProperties.self]?.blurStyle, .some(nil))
        let b = try XCTUnwrap(doc.view(named: "B")?.button)
        XCTAssertEqual(b.configuration, ButtonConfiguration(style: .tinted, cornerStyle: .capsule, size: .small,
                                                            imagePlacement: .bottom, imagePadding: 6))
        XCTAssertTrue(b.isSelected)
        XCTAssertFalse(b.isEnabled)
        XCTAssertEqual(doc.view(named: "B")?.properties.systemImage, "paperplane")
        XCTAssertEqual(doc.view(named: "B")?.properties.symbolScale, .small)
        let c = try XCTUnwrap(doc.view(named: "C")?.button)
        XCTAssertNil(c.configuration, "no configuration key: a classic button")
        XCTAssertEqual(c.imageEdgeInsets, EdgeInsets(top: 0, left: -4, bottom: 0, right: 4))
        XCTAssertEqual(c.titleEdgeInsets, EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        XCTAssertEqual(c.contentHorizontalAlignment, .leading)
        XCTAssertEqual(c.contentVerticalAlignment, .top)
        XCTAssertEqual(doc.view(named: "I")?.properties.symbolPointSize, 34)
    }

    func testBadValuesAreErrors() {
        XCTAssertNotNil(decodeError(recipe(views: #"{ "datePicker": "D", "date": "2023-02-30 10:00" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "datePicker": "D", "date": "9:41" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "button": "B", "configuration": "outlined" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "visualEffectView": "E", "blurStyle": "frosted" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "searchBar": "S", "on": true }"#)))
    }

    /// Symbols are sized by their point size (a button's: its title font); names in the symbol
    /// table are drawn, with no warning; a button's generated image is measured like an image
    /// view's.
    func testBuildSizesSymbolsAndWarns() throws {
        let doc = try decode(Self.json)
        let built = try RecipeBuilder(images: NoImages()).build(doc, for: Layout.Environment(device: .iPhone8))
        let tree = built.tree
        func kind(_ name: String) throws -> ViewKind { tree[try XCTUnwrap(built.viewIDs[name])].kind }
        let image = try XCTUnwrap(try kind("I")[ImageViewProperties.self])
        XCTAssertEqual(image.symbol, SymbolImage(name: "star.fill", pointSize: 34, scale: .large))
        XCTAssertEqual(image.imageSize, SymbolImage(name: "star.fill", pointSize: 34, scale: .large).size(),
                       "the glyph's aspect")
        let b = try XCTUnwrap(try kind("B")[ButtonProperties.self])
        XCTAssertEqual(b.symbol?.pointSize, 15, "the small size's subheadline text style")
        XCTAssertEqual(b.imageSize, SymbolImage(name: "paperplane", pointSize: 15, scale: .small).size())
        let c = try XCTUnwrap(try kind("C")[ButtonProperties.self])
        XCTAssertEqual(c.imageSize, Size(width: 20, height: 10))
        XCTAssertNotNil(c.imageName)
        XCTAssertFalse(built.warnings.contains { $0.contains("SF Symbol") }, built.warnings.joined(separator: "\n"))
    }

    /// A symbol outside the table is a square placeholder, and the warning names it.
    func testUnmappedSymbolIsWarnedAboutByName() throws {
        let doc = try decode(Self.json.replacingOccurrences(of: "\"star.fill\"", with: "\"not.a.symbol\""))
        let built = try RecipeBuilder(images: NoImages()).build(doc, for: Layout.Environment(device: .iPhone8))
        XCTAssertTrue(built.warnings.contains(
            "root.subviews[6].systemImage: SF Symbol \"not.a.symbol\" cannot be shipped; drawn as a 49x49-point placeholder"),
                      built.warnings.joined(separator: "\n"))
    }

    /// An SF Symbol written as an object, `{"system": ...}`, in an image view's `source` and a
    /// button's `imageSource`, with `UIImage.SymbolConfiguration`'s point size, weight, scale,
    /// text style and rendering mode; a button's symbol takes its title font's weight.
    func testSymbolObjectConfiguresTheSymbol() throws {
        let doc = try decode(recipe(views: """
            { "image": "I", "source": { "system": "gear", "pointSize": 20, "weight": "semibold", "scale": "large" } },
            { "image": "T", "source": { "system": "star", "textStyle": "title1", "renderingMode": "original" } },
            { "button": "B", "title": "Go", "font": "system 17 bold", "imageSource": { "system": "paperplane" } },
            { "button": "W", "title": "Go", "imageSource": { "system": "paperplane", "weight": "light", "pointSize": 30 } }
            """))
        let built = try RecipeBuilder(images: NoImages()).build(doc, for: Layout.Environment(device: .iPhone8))
        func kind(_ name: String) throws -> ViewKind { built.tree[try XCTUnwrap(built.viewIDs[name])].kind }
        XCTAssertEqual(try kind("I")[ImageViewProperties.self]?.symbol,
                       SymbolImage(name: "gear", pointSize: 20, scale: .large, weight: .semibold))
        var star = SymbolImage(name: "star", pointSize: 28)
        star.renderingMode = .original
        XCTAssertEqual(try kind("T")[ImageViewProperties.self]?.symbol, star, "title1 is 28 points, regular")
        XCTAssertEqual(try kind("B")[ButtonProperties.self]?.symbol, SymbolImage(name: "paperplane", pointSize: 17, weight: .bold))
        XCTAssertEqual(try kind("W")[ButtonProperties.self]?.symbol, SymbolImage(name: "paperplane", pointSize: 30, weight: .light))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "image": "I", "source": { "system": "gear", "size": 20 } }"#)),
                        "an unknown key in a symbol")
        XCTAssertNotNil(decodeError(recipe(views: #"{ "image": "I", "source": { "system": "gear", "weight": "fat" } }"#)))
    }
}
