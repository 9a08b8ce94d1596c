import XCTest
@testable import Typesetting

/// iOS's own font families by name draw with their open stand-ins in Fonts/Families.
final class IOSFontFamilyTests: XCTestCase {
    func testPostScriptNamesAndFamilyNamesFindTheirFamily() {
        XCTAssertEqual(IOSFontFamily.named("HelveticaNeue-Bold")?.name, "Helvetica Neue")
        XCTAssertEqual(IOSFontFamily.named("Helvetica-Bold")?.name, "Helvetica")
        XCTAssertEqual(IOSFontFamily.named("ArialMT")?.name, "Arial")
        XCTAssertEqual(IOSFontFamily.named("Arial-BoldItalicMT")?.name, "Arial")
        XCTAssertEqual(IOSFontFamily.named("TimesNewRomanPS-BoldMT")?.name, "Times New Roman")
        XCTAssertEqual(IOSFontFamily.named("AvenirNext-DemiBold")?.name, "Avenir Next")
        XCTAssertEqual(IOSFontFamily.named("Avenir-Heavy")?.name, "Avenir")
        XCTAssertEqual(IOSFontFamily.named("helvetica neue")?.name, "Helvetica Neue", "family names, in any case")
        XCTAssertEqual(IOSFontFamily.named("Whatever", family: "Georgia")?.name, "Georgia", "IB's family= is tried")
        XCTAssertNil(IOSFontFamily.named("ArialRoundedMTBold"), "a family without a stand-in")
        XCTAssertNil(IOSFontFamily.named("Roboto-Medium"))
    }

    func testTheStylePartOfAPostScriptNameGivesWeightAndSlant() throws {
        let cases: [(String, FontWeight, Bool)] = [
            ("HelveticaNeue-LightItalic", .light, true), ("HelveticaNeue-UltraLight", .ultraLight, false),
            ("Arial-BoldItalicMT", .bold, true), ("AvenirNext-DemiBold", .semibold, false),
            ("Futura-CondensedExtraBold", .heavy, false), ("Avenir-Black", .black, false),
            ("Helvetica-Oblique", .regular, true), ("MarkerFelt-Wide", .bold, false), ("Avenir-Roman", .regular, false),
        ]
        for (name, weight, italic) in cases {
            let style = try XCTUnwrap(IOSFontFamily.style(ofPostScriptName: name), name)
            XCTAssertEqual(style.weight, weight, name)
            XCTAssertEqual(style.italic, italic, name)
        }
        XCTAssertNil(IOSFontFamily.style(ofPostScriptName: "ArialMT"))
        XCTAssertNil(IOSFontFamily.style(ofPostScriptName: "Georgia"))
    }

    func testEveryStandInIsShipped() throws {
        let t = try Typesetter()
        for family in IOSFontFamily.all {
            let resolved = t.resolve(Font(size: 17, name: family.name))
            XCTAssertEqual(resolved.standInFor, family, family.name)
            XCTAssertEqual(resolved.family, family.standIn, family.name)
            XCTAssertFalse(resolved.isMissing, family.name)
        }
    }

    func testStandInsDrawTheNamedWeightAndSlant() throws {
        let t = try Typesetter()
        let bold = t.resolve(Font(size: 17, name: "HelveticaNeue-BoldItalic", family: "Helvetica Neue"))
        XCTAssertEqual(bold.postScriptName, "TeXGyreHeros-BoldItalic")
        XCTAssertFalse(bold.isSyntheticOblique)
        // Menlo has an italic, DejaVu Sans Mono not: its upright face slanted.
        XCTAssertTrue(t.resolve(Font(size: 17, name: "Menlo-Italic")).isSyntheticOblique)
    }

    func testMetricCompatibleStandInsHaveTheIOSFontsWidths() throws {
        let t = try Typesetter()
        // Arial's (and Helvetica's) advances: H 1479, e 1139, l 455, o 1139 per 2048 em.
        let arial = t.layout("Hello", font: Font(size: 20, name: "ArialMT")).lines[0].width
        XCTAssertEqual(arial, 20 * (1479.0 + 1139 + 455 + 455 + 1139) / 2048, accuracy: 0.02)
        // Menlo's advance is 1233 per 2048 em, like DejaVu Sans Mono's.
        let menlo = t.layout("iiiii", font: Font(size: 20, name: "Menlo-Regular")).lines[0].width
        XCTAssertEqual(menlo, 5 * 20 * 1233.0 / 2048, accuracy: 0.001)
    }

    func testStandInsTakeTheIOSFontsLineBox() throws {
        let t = try Typesetter()
        // Helvetica Neue: 0.952 + 0.213 + 0.028 em (Interface Builder stores 19.33 for a 16-pt label).
        XCTAssertEqual(t.metrics(for: Font(size: 16, name: "HelveticaNeue")).lineHeight, 16 * 1.193, accuracy: 0.001)
        XCTAssertEqual(t.metrics(for: Font(size: 36, name: "Helvetica")).lineHeight, 36 * 1.15, accuracy: 0.001)
        // Times New Roman's own, which Liberation Serif shares: 1825 + 443 + 87 per 2048.
        XCTAssertEqual(t.metrics(for: Font(size: 20, name: "TimesNewRomanPSMT")).lineHeight, 20 * 2355.0 / 2048, accuracy: 0.001)
    }
}
