import Layout
@testable import Recipe
import XCTest

final class LayerStyleDecodingTests: XCTestCase {
    func testShadowAndMasksToBounds() throws {
        let doc = try decode(recipe(views: """
            { "view": "Card", "masksToBounds": true,
              "shadow": { "color": "systemBlue", "opacity": 0.3, "offset": { "width": 1, "height": 4 }, "radius": 8 } },
            { "view": "Plain", "shadow": { "opacity": 0.5 } }
            """))
        let card = try XCTUnwrap(doc.view(named: "Card")).properties
        XCTAssertEqual(card.clipsToBounds, true, "masksToBounds is clipsToBounds")
        let shadow = try XCTUnwrap(card.shadow)
        XCTAssertEqual(shadow.opacity, 0.3)
        XCTAssertEqual(shadow.offset, SizeSpec(width: 1, height: 4))
        XCTAssertEqual(shadow.radius, 8)
        XCTAssertEqual(shadow.layerShadow.color, Color.system(.systemBlue))
        // Unwritten fields keep Core Animation's defaults: black, offset (0, -3), radius 3.
        let plain = try XCTUnwrap(doc.view(named: "Plain")?.properties.shadow).layerShadow
        XCTAssertEqual(plain, LayerShadow(color: .black, opacity: 0.5, offset: Size(width: 0, height: -3), radius: 3))
        XCTAssertEqual(LayerShadow(), LayerShadow(color: .black, opacity: 0, offset: Size(width: 0, height: -3), radius: 3))
        XCTAssertFalse(LayerShadow().isVisible)
    }

    func testVariantShadowReplacesOnlyItsFields() throws {
        var base = ViewProperties()
        base.shadow = LayerShadowSpec(opacity: 0.2, radius: 4)
        var patch = ViewProperties()
        patch.shadow = LayerShadowSpec(radius: 10)
        let merged = try XCTUnwrap(base.merging(patch).shadow)
        XCTAssertEqual(merged, LayerShadowSpec(opacity: 0.2, radius: 10))
    }

    func testBadShadowsAreErrors() throws {
        let unknown = decodeError(recipe(views: #"{ "view": "V", "shadow": { "blur": 3 } }"#))
        XCTAssertNotNil(unknown)
        let opacity = decodeError(recipe(views: #"{ "view": "V", "shadow": { "opacity": 2 } }"#))
        XCTAssertTrue(opacity.map { "\($0)".contains("opacity") } ?? false, "\(String(describing: opacity))")
        XCTAssertNotNil(decodeError(recipe(views: #"{ "view": "V", "shadow": { "offset": { "dx": 1 } } }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "view": "V", "shadow": 3 }"#)))
    }
}
