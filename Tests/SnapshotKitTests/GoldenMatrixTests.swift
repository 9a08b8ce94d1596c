import GoldenTesting
import Layout
import Recipe
import SnapshotKit
import XCTest

/// The suite's matrix: listed values name goldens, a recipe's fixed ones do not.
final class GoldenMatrixTests: XCTestCase {
    func testListedValuesNameGoldensAndFixedOnesDoNot() {
        let matrix = GoldenMatrix(contentSizes: ["L", "XXL"], appearances: [.light, .dark])
        XCTAssertEqual(matrix.configurations(for: nil).map(\.nameTokens), [[], ["dark"], ["xxl"], ["xxl", "dark"]])
        var fixed = SnapshotSettings()
        fixed.contentSize = "AX5"
        XCTAssertEqual(matrix.configurations(for: fixed).map(\.nameTokens), [[], ["dark"]], "a fixed size adds no token")
        let darkOnly = GoldenMatrix(appearances: [.dark])
        XCTAssertEqual(darkOnly.configurations(for: nil).map(\.nameTokens), [["dark"]], "a listed value names its golden")
        XCTAssertEqual(GoldenMatrix().configurations(for: nil), [.standard.with(layoutDirection: nil)])
    }

    func testLocalesApplyToLocalizedSubjectsOnly() {
        var matrix = GoldenMatrix(appearances: [.light, .dark])
        matrix.locales = ["base", "de-AT", "fr", "double-length"]
        XCTAssertEqual(matrix.configurations(for: nil, languages: ["ar", "de"]).map(\.nameTokens),
                       [[], ["de-at"], ["doublelength"], ["dark"], ["dark", "de-at"], ["dark", "doublelength"]],
                       "a language the subject has (de for de-AT), base unnamed, the pseudolanguages; not fr")
        XCTAssertEqual(matrix.configurations(for: nil, languages: ["ar", "de"]).map(\.locale).prefix(3), ["base", "de-AT", "double-length"])
        XCTAssertEqual(matrix.configurations(for: nil).map(\.nameTokens), [[], ["dark"]], "not localized: as written")
    }

    func testLocaleTokensParseBackFromGoldenNames() {
        for name in ["iphone-8-portrait-de@2x.png", "iphone-8-portrait-dark-pt-br@2x.png", "iphone-x-landscape-doublelength@3x.png",
                     "iphone-8-portrait-es-419@2x.png", "iphone-8-portrait-zh-hans@2x.png"] {
            XCTAssertEqual(GoldenCase.goldenPathParts("s/" + name)?.device.hasPrefix("iphone"), true, name)
        }
        XCTAssertNil(GoldenCase.goldenPathParts("s/iphone-8-portrait-d@2x.png"), "one letter is no locale")
        XCTAssertNil(GoldenCase.goldenPathParts("s/iphone-8-portrait-sepia@2x.png"), "nor five")
        XCTAssertEqual(GoldenMatrix.localeToken("pt_BR"), "pt-br")
        XCTAssertNil(GoldenMatrix.localeToken("base"))
        XCTAssertFalse(GoldenConfiguration.isNameToken("portrait"))
    }
}

private extension GoldenConfiguration {
    func with(layoutDirection: LayoutDirection?) -> GoldenConfiguration {
        var c = self
        c.layoutDirection = layoutDirection
        return c
    }
}
