import XCTest
@testable import Typesetting

final class FontTests: XCTestCase {
    func testMetricsComeFromHheaScaledBySize() throws {
        // The system font's lines are San Francisco's: ascender 1950, descender 494, no line gap
        // per 2048 em (Inter's own hhea, 1984 and 494, is not used).
        let m = try typesetter().metrics(for: .system(size: 17))
        XCTAssertEqual(m.ascender, 1950.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(m.descender, 494.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(m.lineGap, 0)
        XCTAssertEqual(m.lineHeight, 2444.0 * 17 / 2048, accuracy: 1e-12)
        XCTAssertGreaterThan(m.capHeight, 0.6 * 17)
        XCTAssertLessThan(m.xHeight, m.capHeight)
        let half = try typesetter().metrics(for: .system(size: 8.5))
        XCTAssertEqual(half.lineHeight * 2, m.lineHeight, accuracy: 1e-12)
    }

    func testTextStylesAtDefaultSize() {
        let expected: [TextStyle: Double] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20,
                                             .headline: 17, .body: 17, .callout: 16, .subheadline: 15,
                                             .footnote: 13, .caption1: 12, .caption2: 11]
        for style in TextStyle.allCases {
            XCTAssertEqual(Font.preferred(style).size, expected[style], "\(style)")
        }
        XCTAssertEqual(Font.preferred(.headline).weight, .semibold)
        XCTAssertEqual(Font.preferred(.body).weight, .regular)
    }

    func testContentSizeCategoriesScaleLikeIOS() {
        XCTAssertEqual(Font.preferred(.body, category: .extraSmall).size, 14)
        XCTAssertEqual(Font.preferred(.body, category: .extraExtraExtraLarge).size, 23)
        XCTAssertEqual(Font.preferred(.body, category: .accessibilityMedium).size, 28)
        XCTAssertEqual(Font.preferred(.body, category: .accessibilityExtraExtraExtraLarge).size, 53)
        XCTAssertEqual(Font.preferred(.caption2, category: .extraSmall).size, 11)
        XCTAssertEqual(Font.preferred(.largeTitle, category: .accessibilityExtraExtraExtraLarge).size, 60)
        // Every style grows (or stays) with the category.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
        }
    }

    /// The standard categories (xSmall ... xxxLarge) of the six iOS 7 styles as an iOS
    /// simulator reported them (`UIFont.preferredFont(forTextStyle:).pointSize` for each
    /// category; a public dump made on iOS 8.4, whose standard columns the Human Interface
    /// Guidelines still list): an independent check of the table, which was written from the
    /// guidelines.
    func testStandardCategoriesMatchASimulatorDump() {
        let measured: [TextStyle: [Double]] = [
            .headline: [14, 15, 16, 17, 19, 21, 23],
            .subheadline: [12, 13, 14, 15, 17, 19, 21],
            .body: [14, 15, 16, 17, 19, 21, 23],
            .footnote: [12, 12, 12, 13, 15, 17, 19],
            .caption1: [11, 11, 11, 12, 14, 16, 18],
            .caption2: [11, 11, 11, 11, 13, 15, 17],
        ]
        let standard: [ContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge,
                                               .extraExtraLarge, .extraExtraExtraLarge]
        for (style, sizes) in measured {
            XCTAssertEqual(standard.map { style.pointSize(at: $0) }, sizes, "\(style)")
        }
        // Since iOS 11 the accessibility sizes grow every style; body and headline as measured
        // on iOS 8.4 (where only body grew): 28, 33, 40, 47, 53.
        let accessibility: [ContentSizeCategory] = [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                                    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        XCTAssertEqual(accessibility.map { TextStyle.body.pointSize(at: $0) }, [28, 33, 40, 47, 53])
    }

    func testParsers() {
        XCTAssertEqual(ContentSizeCategory(name: "AX3"), .accessibilityExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "xSmall"), .extraSmall)
        XCTAssertEqual(ContentSizeCategory(name: "UICTContentSizeCategoryXXXL"), .extraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge"), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "L"), .large)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
        XCTAssertEqual(TextStyle(name: "UIFontTextStyleSubheadline"), .subheadline)
        XCTAssertEqual(TextStyle(name: "UICTFontTextStyleTitle0"), .largeTitle)
        XCTAssertEqual(FontWeight(name: "Heavy"), .heavy)
        XCTAssertEqual(FontWeight(name: "light"), .light)
        XCTAssertEqual(FontWeight(name: "ultra-light"), .ultraLight)
        XCTAssertEqual(FontWeight(name: "demibold"), .semibold)
        XCTAssertNil(FontWeight(name: "fat"))
        let uiKit: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
        XCTAssertEqual(uiKit.map { FontWeight(uiKitWeight: $0) }, FontWeight.allCases)
    }

    func testMissingFontsThrow() {
        XCTAssertThrowsError(try Typesetter(fontDirectories: ["/nonexistent-fonts"])) { error in
            guard case TypesettingError.fontNotFound(let file, _) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "InterVariable.ttf")
        }
    }

    func testSharedTypesetterIsOpenedOnce() throws {
        let a = try Typesetter.shared()
        let b = try Typesetter.shared()
        XCTAssertTrue(a === b)
        XCTAssertEqual(a.fontDirectories.last.map { $0.hasSuffix("/snapshot_SnapshotFonts.resources") }, true)
        XCTAssertEqual(a.faceNames.count, 18 + Engine.fallbackFiles.count + 2,
                       "nine weights in two cuts, every fallback, the bitmap and the COLRv1 emoji fonts")
    }

    func testDefaultFontFoldersAreTheEnvironmentsThenBesideTheExecutable() {
        let dirs = Typesetter.defaultFontDirectories(environment: ["SNAPSHOT_FONTS": "/a:/b"],
                                                     executableDirectory: "/opt/snap/bin")
        XCTAssertEqual(dirs, ["/a", "/b", "/opt/snap/share/snapshot/Fonts", "/opt/snap/bin/snapshot_SnapshotFonts.resources"])
        XCTAssertEqual(Typesetter.defaultFontDirectories(environment: [:], executableDirectory: nil), [])
    }

    func testWeightsUseTheirOwnFaces() throws {
        let t = try typesetter()
        let faces = FontWeight.allCases.map { t.face(for: $0) }
        XCTAssertEqual(Set(faces).count, 9, "every weight has its own instance")
        let names = FontWeight.allCases.map { t.resolve(.system(size: 17, weight: $0)).postScriptName }
        XCTAssertEqual(names, ["Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Regular", "Inter-Medium",
                               "Inter-SemiBold", "Inter-Bold", "Inter-ExtraBold", "Inter-Black"])
        let widths = try FontWeight.allCases.map { try advance("Settings", .system(size: 17, weight: $0)) }
        XCTAssertEqual(widths, widths.sorted(), "heavier is wider")
        XCTAssertLessThan(widths[3], widths[8])
    }
}

/// The stand-in's own contextual alternates are not San Francisco's.
final class StandInFeatureTests: XCTestCase {
    func testTheSystemFontKeepsAnXBetweenDigits() throws {
        let t = try XCTUnwrap(sharedTypesetter, "fonts not found")
        let x = try XCTUnwrap(t.layout("x", font: .system(size: 17)).lines.first?.glyphs.first?.glyph)
        let glyphs = try XCTUnwrap(t.layout("120x20", font: .system(size: 17)).lines.first?.glyphs)
        XCTAssertEqual(glyphs.count, 6)
        XCTAssertEqual(glyphs.dropFirst(3).first?.glyph, x, "an x, not Inter's contextual ×")
    }
}
