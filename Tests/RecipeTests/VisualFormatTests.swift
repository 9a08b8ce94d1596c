import XCTest
@testable import Recipe

final class VisualFormatTests: XCTestCase {
    func render(_ list: [ConstraintSpec]) -> [String] { list.map(\.description) }

    func testMarginsAndStandardSpacing() {
        let list = constraints("\"H:|-[A]-[B]-|\"")
        XCTAssertEqual(render(list), [
            "A.Leading = Superview.LeadingMargin",
            "B.Leading = A.Trailing + Standard",
            "Superview.TrailingMargin = B.Trailing",
        ])
        XCTAssertTrue(list.allSatisfy { $0.source.notation == .visualFormat && $0.source.text == "H:|-[A]-[B]-|" })
    }

    func testExplicitSpacingFlushAndPredicates() {
        XCTAssertEqual(render(constraints("\"H:|-20-[A][B(==A)]-(>=8)-|\"")), [
            "A.Leading = Superview.Leading + 20",
            "B.Leading = A.Trailing",
            "Superview.Trailing >= B.Trailing + 8",
            "B.Width = A.Width",
        ])
    }

    func testVerticalWithPriorities() {
        XCTAssertEqual(render(constraints("\"V:|-(>=20)-[A(44@750)]\"")), [
            "A.Top >= Superview.Top + 20",
            "A.Height = 44 @750",
        ])
        XCTAssertEqual(render(constraints("\"V:[A(>=50,<=100@999)]-0-|\"")), [
            "Superview.Bottom = A.Bottom",
            "A.Height >= 50",
            "A.Height <= 100 @999",
        ])
    }

    func testNamesWithSpacesMetricsAndOptions() {
        let list = constraints("{\"visualFormat\": \"H:[First Name Label]-pad-[Middle Name Text Field(>=wide)]\", \"metrics\": {\"wide\": 120}, \"options\": [\"alignAllFirstBaseline\"]}",
                               extra: "\n  \"metrics\": {\"pad\": 12},")
        XCTAssertEqual(render(list), [
            "Middle Name Text Field.Leading = First Name Label.Trailing + 12",
            "Middle Name Text Field.Width >= 120",
            "Middle Name Text Field.LastBaseline = First Name Label.LastBaseline".replacingOccurrences(of: "Last", with: "First"),
        ])
    }

    func testRightToLeftAndLeftToRight() {
        XCTAssertEqual(render(constraints("{\"visualFormat\": \"H:|-8-[A]-[B]\", \"options\": [\"directionLeftToRight\"]}")), [
            "A.Left = Superview.Left + 8", "B.Left = A.Right + Standard",
        ])
        XCTAssertEqual(render(constraints("{\"visualFormat\": \"H:|-8-[A]-[B]\", \"options\": [\"directionRightToLeft\"]}")), [
            "Superview.Right = A.Right + 8", "A.Left = B.Right + Standard",
        ])
    }

    func testErrors() throws {
        let e = try XCTUnwrap(constraintError("H:|-[A]-nope-[B]|"))
        XCTAssertEqual(e.kind, .visualFormat)
        XCTAssertEqual(e.message, "unknown metric \"nope\"; define it in \"metrics\"")
        XCTAssertEqual(e.excerpt?.rendered, "    H:|-[A]-nope-[B]|\n            ^~~~")
        XCTAssertEqual(constraintError("H:|-[A")?.message, "missing \"]\" after the view name \"A\"")
        XCTAssertEqual(constraintError("H:|-[A]-(>=8-[B]")?.message, "expected \",\" or \")\" in the predicate list, found \"-\"")
        XCTAssertEqual(constraintError("H:[A]-[Nobody]")?.kind, .unknownItem("Nobody", suggestion: nil))
        XCTAssertEqual(constraintError("H:[A(44@5000)]")?.message, "priority 5000 is out of range; expected 1...1000")
        let opt = decodeError(recipe(views: standardViews, constraints: "[{\"visualFormat\": \"H:[A][B]\", \"options\": [\"alignAllLeading\"]}]"))
        XCTAssertEqual(opt?.message, "option alignAllLeading aligns along the format's own axis; use it with V: formats")
    }
}
