import XCTest
import Layout
@testable import Recipe

final class NotationTests: XCTestCase {
    func testBasicEquality() throws {
        let c = try XCTUnwrap(constraint("A.Leading = Superview.LeadingMargin"))
        XCTAssertEqual(c.firstItem, .view("A"))
        XCTAssertEqual(c.firstAttribute, .leading)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.secondItem, .superview)
        XCTAssertEqual(c.secondAttribute, .leadingMargin)
        XCTAssertEqual(c.multiplier, 1)
        XCTAssertEqual(c.constant, .points(0))
        XCTAssertEqual(c.priority, 1000)
        XCTAssertEqual(c.source.notation, .cookbook)
        XCTAssertEqual(c.source.text, "A.Leading = Superview.LeadingMargin")
        XCTAssertEqual(c.source.path.description, "constraints[0]")
    }

    func testRelations() {
        for (text, relation) in [("==", LayoutRelation.equal), ("=", .equal), (">=", .greaterThanOrEqual), ("≥", .greaterThanOrEqual),
                                 ("<=", .lessThanOrEqual), ("≤", .lessThanOrEqual)] {
            XCTAssertEqual(constraint("A.Top \(text) B.Bottom")?.relation, relation, text)
        }
    }

    func testMultipliers() {
        XCTAssertEqual(constraint("A.Width = B.Width × 2")?.multiplier, 2)
        XCTAssertEqual(constraint("A.Width = B.Width * 0.5")?.multiplier, 0.5)
        XCTAssertEqual(constraint("A.Width = B.Width x 2")?.multiplier, 2)
        XCTAssertEqual(constraint("A.Width = B.Width / 4")?.multiplier, 0.25)
        XCTAssertEqual(constraint("A.Height = A.Width × 3:4")?.multiplier, 0.75)
        XCTAssertEqual(constraint("A.Width = 0.5 × B.Width")?.multiplier, 0.5)
        XCTAssertEqual(constraint("A.Width = B.Width×2+10")?.constant, .points(10))
    }

    func testConstants() {
        XCTAssertEqual(constraint("A.Top = B.Bottom + 20.0")?.constant, .points(20))
        XCTAssertEqual(constraint("A.Top = B.Bottom - 8")?.constant, .points(-8))
        XCTAssertEqual(constraint("A.Top = B.Bottom + Standard")?.constant, .standard(sign: 1))
        XCTAssertEqual(constraint("A.Top = B.Bottom - Standard")?.constant, .standard(sign: -1))
        XCTAssertEqual(constraint("A.Width = B.Width × 2 + 10")?.constant, .points(10))
    }

    func testConstantOnlySizes() throws {
        let c = try XCTUnwrap(constraint("A.Width = 100"))
        XCTAssertNil(c.secondItem)
        XCTAssertEqual(c.secondAttribute, .notAnAttribute)
        XCTAssertEqual(c.constant, .points(100))
        let d = try XCTUnwrap(constraint("Middle Name Text Field.Width >= 120 @750"))
        XCTAssertEqual(d.firstItem, .view("Middle Name Text Field"))
        XCTAssertEqual(d.relation, .greaterThanOrEqual)
        XCTAssertEqual(d.priority, 750)
    }

    func testPriorities() {
        XCTAssertEqual(constraint("A.Top = B.Bottom @750")?.priority, 750)
        XCTAssertEqual(constraint("A.Top = B.Bottom + 8 @ 999.5")?.priority, 999.5)
        XCTAssertEqual(constraint("A.Top = B.Bottom @low")?.priority, 250)
        XCTAssertEqual(constraint("A.Top = B.Bottom @ required")?.priority, 1000)
    }

    func testNamesWithSpacesAndSpecialItems() throws {
        let c = try XCTUnwrap(constraint("First Name Label.Width = Middle Name Text Field.Width"))
        XCTAssertEqual(c.firstItem, .view("First Name Label"))
        XCTAssertEqual(c.secondItem, .view("Middle Name Text Field"))
        XCTAssertEqual(constraint("A.Top = Top Layout Guide.Bottom + Standard")?.secondItem, .topLayoutGuide)
        XCTAssertEqual(constraint("Bottom Layout Guide.Top = A.Bottom")?.firstItem, .bottomLayoutGuide)
        let safe = try XCTUnwrap(constraint("A.Top = Safe Area.Top"))
        XCTAssertEqual(safe.secondItem, .systemGuide(.safeAreaLayoutGuide, owner: .root))
        XCTAssertEqual(constraint("Content.Top = SV.Content Layout Guide.Top")?.secondItem, .systemGuide(.contentLayoutGuide, owner: .view("SV")))
        XCTAssertEqual(constraint("Content.Width = SV.frameLayoutGuide.Width")?.secondItem, .systemGuide(.frameLayoutGuide, owner: .view("SV")))
        XCTAssertEqual(constraint("A.Leading = Superview.Margins.Leading")?.secondItem, .systemGuide(.layoutMarginsGuide, owner: .superview))
        XCTAssertEqual(constraint("A.Leading = G.Trailing")?.secondItem, .layoutGuide("G"))
    }

    func testAllAttributes() {
        let horizontal = ["Left", "Right", "Leading", "Trailing", "CenterX", "LeftMargin", "RightMargin", "LeadingMargin",
                          "TrailingMargin", "CenterXWithinMargins"]
        let vertical = ["Top", "Bottom", "CenterY", "FirstBaseline", "LastBaseline", "Baseline", "TopMargin", "BottomMargin",
                        "CenterYWithinMargins"]
        for name in horizontal {
            let other = name.contains("Left") || name.contains("Right") ? "Left" : "Leading"
            XCTAssertEqual(constraint("A.\(name) = B.\(other)")?.firstAttribute.category, .horizontal, name)
        }
        for name in vertical {
            XCTAssertEqual(constraint("A.\(name) = B.Top")?.firstAttribute.category, .vertical, name)
        }
        XCTAssertEqual(constraint("A.Baseline = B.Baseline")?.firstAttribute, .lastBaseline)
        XCTAssertEqual(constraint("A.centerX = B.centerX")?.firstAttribute, .centerX)
        XCTAssertEqual(constraint("A.Height = B.Width")?.firstAttribute, .height)
    }

    func testDescriptionRoundTrip() throws {
        let c = try XCTUnwrap(constraint("A.Top >= B.Bottom × 2 - 8 @750"))
        XCTAssertEqual(c.description, "A.Top >= B.Bottom × 2 - 8 @750")
    }

    // MARK: errors, with the exact caret message

    func testUnknownAttributeCaret() throws {
        let e = try XCTUnwrap(constraintError("A.Lead = Superview.LeadingMargin"))
        XCTAssertEqual(e.kind, .constraintSyntax)
        XCTAssertEqual(e.excerpt?.rendered, "    A.Lead = Superview.LeadingMargin\n      ^~~~")
        XCTAssertTrue(e.message.hasPrefix("unknown attribute \"Lead\" after \"A.\"; did you mean \"Leading\"?"), e.message)
    }

    func testCaretMessageExactly() throws {
        let json = recipe(views: standardViews, constraints: "[\n    \"A.Top = B.Bottom + 8 junk\"\n  ]")
        let e = try XCTUnwrap(decodeError(json))
        XCTAssertEqual(e.description, """
            test.json:8:27: error: constraints[0]: unexpected "junk"; expected "× multiplier", "@ priority", the end of the constraint
                A.Top = B.Bottom + 8 junk
                                     ^~~~
            """)
    }

    func testMissingRelation() throws {
        let e = try XCTUnwrap(constraintError("A.Top B.Bottom"))
        XCTAssertEqual(e.message, "expected a relation (=, ==, >=, <=, ≥, ≤) after \"A.Top\", found \"B\"")
        XCTAssertEqual(e.excerpt?.column, 7)
    }

    func testMissingAttribute() throws {
        let e = try XCTUnwrap(constraintError("A = B.Top"))
        XCTAssertEqual(e.message, "expected \".Attribute\" after \"A\" (for example \"A.Top\"), found \"=\"")
        XCTAssertEqual(e.excerpt?.rendered, "    A = B.Top\n      ^")
    }

    func testBadConstantAndPriority() throws {
        XCTAssertEqual(constraintError("A.Top = B.Bottom + lots")?.message, "expected a number or \"Standard\" after \"+\"")
        XCTAssertEqual(constraintError("A.Top = B.Bottom @ 2000")?.message, "priority 2000 is out of range; expected 1...1000")
        XCTAssertEqual(constraintError("A.Top = B.Bottom @ hihg")?.message,
                       "expected a priority after \"@\": a number 1...1000 or one of required, high, defaultHigh, low, defaultLow, fittingSizeLevel; did you mean \"high\"?")
        XCTAssertEqual(constraintError("A.Height = A.Width × 3:0")?.message, "a ratio cannot have 0 as its second number")
        XCTAssertEqual(constraintError("A.Height = A.Width × 0")?.kind, .constraintSyntax)
    }

    func testUnknownViewWithSuggestion() throws {
        let e = try XCTUnwrap(constraintError("First Name Labl.Width = B.Width"))
        XCTAssertEqual(e.kind, .unknownItem("First Name Labl", suggestion: "First Name Label"))
        XCTAssertEqual(e.message, "no view or guide named \"First Name Labl\"; did you mean \"First Name Label\"?")
        XCTAssertEqual(e.excerpt?.rendered, "    First Name Labl.Width = B.Width\n    ^~~~~~~~~~~~~~~")
        let s = try XCTUnwrap(constraintError("A.Top = Superveiw.Top"))
        XCTAssertEqual(s.kind, .unknownItem("Superveiw", suggestion: "Superview"))
    }

    func testLegalityRules() throws {
        let size = try XCTUnwrap(constraintError("A.Width = B.Top"))
        XCTAssertEqual(size.kind, .illegalConstraint)
        XCTAssertEqual(size.message, "illegal constraint between A.Width (a size) and B.Top (a vertical position): a size pairs only with a size or a constant, a position only with a position")
        let axes = try XCTUnwrap(constraintError("A.Leading = B.Top"))
        XCTAssertTrue(axes.message.contains("A.Leading (a horizontal position) and B.Top (a vertical position)"), axes.message)
        let direction = try XCTUnwrap(constraintError("A.Leading = B.Left"))
        XCTAssertEqual(direction.message, "illegal constraint between A.Leading and B.Left: leading/trailing cannot be mixed with left/right")
        XCTAssertEqual(constraintError("A.LeadingMargin = B.RightMargin")?.kind, .illegalConstraint)
        XCTAssertNotNil(constraint("A.CenterX = B.Left"))
        XCTAssertNotNil(constraint("A.CenterX = B.Leading"))
        XCTAssertEqual(constraintError("A.Top = 20")?.message,
                       "A.Top is a vertical position and cannot equal a constant; only Width and Height can (a position needs a second item)")
        XCTAssertEqual(constraintError("A.Top = Top Layout Guide.Leading")?.message, "Top Layout Guide has only Top, Bottom and Height, not Leading")
        XCTAssertEqual(constraintError("A.Top = G.TopMargin")?.kind, .illegalConstraint)
        XCTAssertEqual(constraintError("A.Top = B.Content Layout Guide.Top")?.message, "\"B\" is not a scroll view; only scroll views have a contentLayoutGuide")
        XCTAssertEqual(constraintError("Superview.Top = Superview.Top")?.kind, .illegalConstraint)
        XCTAssertEqual(constraintError("A.Top = A.Top + 8")?.kind, .illegalConstraint)
    }

    func testErrorLocationPointsIntoTheString() throws {
        let json = "{\"name\": \"T\", \"root\": {\"subviews\": [{\"view\": \"A\"}]},\n\"constraints\": [\"A.Top = Nope.Bottom\"]}"
        let e = try XCTUnwrap(decodeError(json))
        XCTAssertEqual(e.location?.line, 2)
        // `"constraints": [` is 16 characters; the string's quote is column 17; "Nope" starts 8 later.
        XCTAssertEqual(e.location?.column, 26)
    }
}
