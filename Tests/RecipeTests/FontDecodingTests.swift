import Layout
@testable import Recipe
import Typesetting
import XCTest

final class FontDecodingTests: XCTestCase {
    private func font(_ json: String) throws -> FontDescriptor? {
        try decode(recipe(views: #"{ "label": "L", "text": "x", "font": \#(json) }"#)).view(named: "L")?.label?.font
    }

    func testTextStylesWithTraits() throws {
        XCTAssertEqual(try font(#""headline""#), .preferred(.headline))
        XCTAssertEqual(try font(#""body bold""#), .custom(.textStyle(.body, weight: .bold)))
        XCTAssertEqual(try font(#""title1 italic""#), .custom(.textStyle(.title1, italic: true)))
        XCTAssertEqual(try font(#""caption1 semibold italic""#), .custom(.textStyle(.caption1, weight: .semibold, italic: true)))
        XCTAssertEqual(try font(#"{"style": "body", "weight": "heavy", "italic": true}"#),
                       .custom(.textStyle(.body, weight: .heavy, italic: true)), "heavy is its own weight")
        XCTAssertEqual(try font(#"{"style": "body"}"#), .preferred(.body))
    }

    func testSystemAndNamedFonts() throws {
        XCTAssertEqual(try font(#""system 17 semibold""#), .system(size: 17, weight: .semibold))
        XCTAssertEqual(try font(#""system 15 italic""#), .custom(CustomFont(size: 15, isItalic: true)))
        XCTAssertEqual(try font(#""Futura-Medium 17""#), .custom(CustomFont(name: "Futura-Medium", size: 17)))
        XCTAssertEqual(try font(#""Avenir Next 17.5 bold italic scaled body""#),
                       .custom(CustomFont(name: "Avenir Next", size: 17.5, weight: .bold, isItalic: true, textStyle: .body)))
        XCTAssertEqual(try font(#""Futura-Medium 17 scaled title2""#),
                       .custom(CustomFont(name: "Futura-Medium", size: 17, textStyle: .title2)))
        XCTAssertEqual(try font(#"{"name": "Futura-Medium", "size": 17, "relativeTo": "body"}"#),
                       .custom(CustomFont(name: "Futura-Medium", size: 17, textStyle: .body)))
        XCTAssertEqual(try font(#"{"size": 12, "italic": true}"#), .custom(CustomFont(size: 12, isItalic: true)))
        XCTAssertEqual(try font(#"{"size": 12, "weight": "bold"}"#), .system(size: 12, weight: .bold))
    }

    func testBadFontsSayWhatIsExpected() throws {
        let trait = decodeError(recipe(views: #"{ "label": "L", "text": "x", "font": "body blod" }"#))
        XCTAssertTrue(trait.map { "\($0)".contains("unknown font trait \"blod\"") && "\($0)".contains("bold") } ?? false,
                      String(describing: trait))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "label": "L", "text": "x", "font": "Futura-Medium" }"#)), "a name needs a size")
        XCTAssertNotNil(decodeError(recipe(views: #"{ "label": "L", "text": "x", "font": "Futura 0" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "label": "L", "text": "x", "font": "body scaled body" }"#)),
                        "a text style scales already")
        XCTAssertNotNil(decodeError(recipe(views: #"{ "label": "L", "text": "x", "font": "Futura 17 scaled" }"#)))
        let typo = decodeError(recipe(views: #"{ "label": "L", "text": "x", "font": "bdy" }"#))
        XCTAssertTrue(typo.map { "\($0)".contains("body") } ?? false, String(describing: typo))
    }
}
