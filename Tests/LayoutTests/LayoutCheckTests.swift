import LayoutTestSupport
import XCTest
@testable import Layout

/// `LayoutCheck` (snapshot check's rules) on round-number text: every character of a 20-pt
/// font is 10 pt wide and a line is 20 pt tall (`GridTextMeasurer`).
final class LayoutCheckTests: XCTestCase {
    /// A label at (20, 20) in a plain 400x600 screen, `width` wide (and `height` high when set).
    func labelScreen(_ kind: ViewKind, width: Double, height: Double? = nil) throws -> (LayoutResult, ViewID) {
        var tree = ViewTree()
        let l = try tree.addView(kind, name: "Title Label", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(l), .leading, .equal, .view(tree.root), .leading, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(l), .top, .equal, .view(tree.root), .top, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(l), .width, constant: width))
        if let height { try tree.addConstraint(LayoutConstraint(.view(l), .height, constant: height)) }
        return (layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer()), l)
    }

    func truncations(_ r: LayoutResult) -> [LayoutFinding] {
        LayoutCheck(rules: [.truncation]).findings(in: r, measurer: GridTextMeasurer())
    }

    func testALabelOnePointTooNarrowIsReportedAndOneWideEnoughIsNot() throws {
        // "Hello World" needs 110 pt.
        let (narrow, id) = try labelScreen(label("Hello World"), width: 109)
        XCTAssertEqual(truncations(narrow), [LayoutFinding(rule: .truncation, view: id, viewName: "Title Label",
                                                           detail: "truncated: needs 110 pt, has 109 pt")])
        XCTAssertEqual(truncations(try labelScreen(label("Hello World"), width: 110).0), [])
    }

    func testAnAutoshrinkingLabelIsReportedOnlyBelowItsMinimumScale() throws {
        var shrinks = LabelProperties(text: "Hello World", font: .system(20))
        shrinks.autoshrinkMinimumScale = 0.5
        XCTAssertEqual(truncations(try labelScreen(.label(shrinks), width: 80).0), [], "80/110 = 0.73 is above 0.5")
        shrinks.autoshrinkMinimumScale = 0.8
        XCTAssertEqual(truncations(try labelScreen(.label(shrinks), width: 80).0).map(\.detail),
                       ["autoshrinks below its minimum: needs 0.72, minimum 0.8 (needs 110 pt, has 80 pt)"])
    }

    func testALabelBuiltToWrapReportsNoTruncation() throws {
        // Five lines at 60 pt (six characters a line): the label grows to 100 pt high.
        let (r, _) = try labelScreen(label("Hello World, how are you", lines: 0), width: 60)
        XCTAssertEqual(r.views[1]?.frame.height, 100)
        XCTAssertEqual(truncations(r), [])
    }

    func testWrappingTextPastItsNumberOfLinesOrHeightIsReported() throws {
        let (twoLines, _) = try labelScreen(label("Hello World, how are you", lines: 2), width: 60)
        XCTAssertEqual(truncations(twoLines).map(\.detail), ["truncated: needs 5 lines, has 2 (at 60 pt wide)"])
        let (low, _) = try labelScreen(label("Hello World, how are you", lines: 0), width: 60, height: 40)
        XCTAssertEqual(truncations(low).map(\.detail), ["truncated: needs 100 pt high for 5 lines, has 40 pt"])
    }

    func testAButtonUnder44PointsIsASmallTouchTarget() throws {
        var tree = ViewTree()
        let small = try tree.addView(.button(ButtonProperties(title: "OK")), name: "OK", to: tree.root)
        let big = try tree.addView(.button(ButtonProperties(title: "Next")), name: "Next", to: tree.root)
        for (b, size) in [(small, 30.0), (big, 44.0)] {
            try tree.addConstraint(LayoutConstraint(.view(b), .width, constant: size))
            try tree.addConstraint(LayoutConstraint(.view(b), .height, constant: size))
            try tree.addConstraint(LayoutConstraint(.view(b), .top, .equal, .view(tree.root), .top, constant: size * 2))
            try tree.addConstraint(LayoutConstraint(.view(b), .leading, .equal, .view(tree.root), .leading, constant: 10))
        }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        let found = LayoutCheck(rules: [.touchTarget]).findings(in: r, measurer: GridTextMeasurer())
        XCTAssertEqual(found.map(\.viewName), ["OK"])
        XCTAssertEqual(found.first?.detail, "touch target 30 x 30 pt, under 44 x 44 pt")
    }

    func testOverlappingSiblingsAndAFixedFontAreReported() throws {
        var tree = ViewTree()
        let a = try tree.addView(label("AAAA"), name: "A", to: tree.root)
        let b = try tree.addView(.label(LabelProperties(text: "BBBB", font: .preferred(.body))), name: "B", to: tree.root)
        for (v, x) in [(a, 10.0), (b, 40.0)] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading, constant: x))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top, constant: 10))
        }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        let found = LayoutCheck(rules: [.overlap, .dynamicType]).findings(in: r, measurer: GridTextMeasurer())
        XCTAssertEqual(found.map(\.rule), [.overlap, .dynamicType])
        XCTAssertEqual(found.map(\.detail), ["overlaps 'B' by 10 x 17 pt",
                                             "fixed-size font (20 pt): does not grow with Dynamic Type"])
    }
}
