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
}

private extension GoldenConfiguration {
    func with(layoutDirection: LayoutDirection?) -> GoldenConfiguration {
        var c = self
        c.layoutDirection = layoutDirection
        return c
    }
}
