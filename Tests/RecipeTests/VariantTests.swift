import XCTest
import Layout
@testable import Recipe
import Typesetting

/// A recipe exercising every kind of condition (also used by the fuzz test).
let variantRecipe = recipe(views: """
        { "stack": "S", "axis": "vertical", "spacing": 8,
          "variants": [
            { "when": "hC", "axis": "horizontal", "hugging": {"vertical": 1} },
            { "when": "landscape wR", "spacing": 20 }
          ],
          "arrangedSubviews": [
            { "label": "Title", "text": "Portrait", "hugging": {"horizontal": 251, "vertical": 252},
              "variants": [ { "when": "landscape", "text": "Landscape", "hugging": {"vertical": 1} } ] },
            { "image": "Wide Only", "when": "wR", "source": {"solid": "red", "width": 10, "height": 10} }
          ] },
        { "guide": "Landscape Guide", "when": "landscape" }
        """, constraints: """
        [
          "S.Top = Superview.TopMargin",
          { "constraint": "S.Leading = Superview.LeadingMargin", "when": "portrait" },
          { "when": "landscape", "constraints": [
              "S.Leading = Landscape Guide.Trailing",
              { "constraint": "S.Width = 300", "when": "hC" }
          ] },
          "Wide Only.Height = 44"
        ]
        """)

final class VariantTests: XCTestCase {
    let json = variantRecipe

    func testConditionsAreDecoded() throws {
        let doc = try decode(json)
        XCTAssertEqual(doc.view(named: "S")?.variants.count, 2)
        XCTAssertEqual(doc.view(named: "S")?.variants[1].condition, TraitCondition(horizontalSizeClass: .regular, orientation: .landscape))
        XCTAssertEqual(doc.view(named: "Wide Only")?.condition, TraitCondition(horizontalSizeClass: .regular))
        XCTAssertEqual(doc.constraints.map { $0.condition?.description }, [nil, "portrait", "landscape", "hC landscape", nil])
    }

    func testPhonePortrait() throws {
        let doc = try decode(json).resolved(for: .phonePortrait)
        let s = try XCTUnwrap(doc.view(named: "S"))
        XCTAssertEqual(s.stackView?.axis, .vertical)
        XCTAssertEqual(s.stackView?.spacing, 8)
        XCTAssertTrue(s.variants.isEmpty)
        XCTAssertEqual(s.arrangedSubviews.map(\.name), ["Title"])
        XCTAssertEqual(doc.view(named: "Title")?.label?.text, "Portrait")
        XCTAssertTrue(doc.root.layoutGuides.isEmpty)
        XCTAssertEqual(doc.constraints.map(\.description), ["S.Top = Superview.TopMargin", "S.Leading = Superview.LeadingMargin"])
        XCTAssertTrue(doc.constraints.allSatisfy { $0.condition == nil })
    }

    func testPhoneLandscape() throws {
        let doc = try decode(json).resolved(for: .phoneLandscape)
        let s = try XCTUnwrap(doc.view(named: "S"))
        XCTAssertEqual(s.stackView?.axis, .horizontal)
        XCTAssertEqual(s.stackView?.spacing, 8)
        XCTAssertEqual(s.properties.contentHugging, priorities(horizontal: nil, vertical: 1))
        let title = try XCTUnwrap(doc.view(named: "Title"))
        XCTAssertEqual(title.label?.text, "Landscape")
        XCTAssertEqual(title.properties.contentHugging, priorities(horizontal: 251, vertical: 1))
        XCTAssertEqual(doc.root.layoutGuides.map(\.name), ["Landscape Guide"])
        XCTAssertEqual(doc.constraints.map(\.description), ["S.Top = Superview.TopMargin", "S.Leading = Landscape Guide.Trailing", "S.Width = 300"])
    }

    func testPlusLandscapeKeepsWideOnlyViewAndItsConstraint() throws {
        let traits = Traits(horizontalSizeClass: .regular, verticalSizeClass: .compact, orientation: .landscape)
        let doc = try decode(json).resolved(for: traits)
        XCTAssertEqual(doc.view(named: "S")?.stackView?.spacing, 20)
        XCTAssertEqual(doc.view(named: "S")?.arrangedSubviews.map(\.name), ["Title", "Wide Only"])
        XCTAssertEqual(doc.constraints.map(\.description), ["S.Top = Superview.TopMargin", "S.Leading = Landscape Guide.Trailing", "S.Width = 300", "Wide Only.Height = 44"])
    }

    func testConditionErrors() {
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"when\": \"wX\" }"))?.message,
                       "unknown trait \"wX\"; did you mean \"wC\"?; expected space-separated wC, wR, hC, hR, portrait, landscape, light, dark")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"when\": \"wC wR\" }"))?.message, "the horizontal size class is given twice")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"variants\": [ { \"text\": \"x\", \"when\": \"wC\" } ] }"))?.kind,
                       .unknownKey("text", suggestion: nil))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"variants\": [ { \"alpha\": 1 } ] }"))?.kind, .missingKey("when"))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"variants\": [ { \"when\": \"wC\", \"subviews\": [] } ] }"))?.kind,
                       .unknownKey("subviews", suggestion: nil))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\" }", constraints: "[{\"when\": \"wC\", \"constraints\": [{\"constraint\": \"A.Width = 1\", \"when\": \"wR\"}]}]"))?.kind,
                       .traitCondition)
        XCTAssertEqual(decodeError("{\"name\": \"T\", \"root\": {\"when\": \"wC\"}}")?.kind, .unknownKey("when", suggestion: nil))
    }
}
