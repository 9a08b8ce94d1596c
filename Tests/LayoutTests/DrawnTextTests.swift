import XCTest
@testable import Layout
import Typesetting

/// The lines a text view draws (`LaidOutView.textLayout`) are the ones the layout measured,
/// for the view's final frame (docs/text.md, "Drawn as measured").
final class DrawnTextTests: XCTestCase {
    /// Records every request, measuring with the typesetter.
    final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
        let base: TypesetterMeasurer
        private(set) var requests: [TextRequest] = []
        init() throws { base = try TypesetterMeasurer() }
        func measure(_ r: TextRequest) -> TextMeasurement {
            requests.append(r)
            return base.measure(r)
        }
    }

    func centredLabel(_ text: String, alignment: TextAlignment, width: Double? = nil) throws -> (ViewTree, ViewID) {
        var tree = ViewTree()
        let l = try tree.addView(.label(LabelProperties(text: text, font: .system(17), textAlignment: alignment)),
                                 name: "Label", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(l), .centerX, .equal, .view(tree.root), .centerX))
        try tree.addConstraint(LayoutConstraint(.view(l), .top, .equal, .view(tree.root), .top, constant: 20))
        if let width { try tree.addConstraint(LayoutConstraint(.view(l), .width, constant: width)) }
        return (tree, l)
    }

    /// A label at its intrinsic size draws the lines it was measured with: nothing is laid out
    /// again for the painter.
    func testALabelThatFitsIsNotLaidOutAgain() throws {
        let (tree, l) = try centredLabel("Forgot password?", alignment: .natural)
        let measurer = try RecordingMeasurer()
        let r = layout(tree, in: plainEnvironment(), measurer: measurer)
        let lines = try XCTUnwrap(r[l]?.textLayout)
        XCTAssertEqual(measurer.requests.map(\.maxWidth), [nil], "one measurement, unwrapped")
        let measured = try XCTUnwrap(measurer.base.measure(measurer.requests[0]).layout)
        XCTAssertEqual(lines.lines.map(\.glyphs), measured.lines.map(\.glyphs))
        XCTAssertFalse(lines.isTruncated)
    }

    /// Lines measured on one line are aligned in the frame they are drawn in.
    func testMeasuredLinesAreAlignedInTheFrame() throws {
        let (tree, l) = try centredLabel("Hello", alignment: .center, width: 200)
        let r = layout(tree, in: plainEnvironment(), measurer: try RecordingMeasurer())
        let line = try XCTUnwrap(r[l]?.textLayout?.lines.first)
        XCTAssertEqual(line.x, (200 - line.width) / 2, accuracy: 1e-9)
        XCTAssertEqual(line.glyphs.first?.x ?? -1, line.x, accuracy: 0.5)
    }

    /// A label its constraints make narrower than its text is laid out at its frame, truncated.
    func testACompressedLabelIsTruncatedAtItsFrame() throws {
        let (tree, l) = try centredLabel("A rather long label that cannot fit", alignment: .natural, width: 80)
        let r = layout(tree, in: plainEnvironment(), measurer: try RecordingMeasurer())
        let layout = try XCTUnwrap(r[l]?.textLayout)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertLessThanOrEqual(layout.lines[0].width, 80 + 1e-9)
    }

    /// Paragraphs keep their own direction in a right-to-left layout ("?" stays last), and
    /// `natural` alignment puts the line on the right of the frame.
    func testRightToLeftLayoutKeepsALatinParagraphLeftToRight() throws {
        let (tree, l) = try centredLabel("Forgot password?", alignment: .natural, width: 300)
        var env = plainEnvironment()
        env.layoutDirection = .rightToLeft
        let measurer = try RecordingMeasurer()
        let r = layout(tree, in: env, measurer: measurer)
        let line = try XCTUnwrap(r[l]?.textLayout?.lines.first)
        XCTAssertEqual(line.x, 300 - line.width, accuracy: 1e-9)
        var ltr = measurer.requests[0]
        ltr.rightToLeft = false
        let expected = try XCTUnwrap(measurer.base.measure(ltr).layout?.lines.first)
        XCTAssertEqual(line.glyphs.map(\.glyph), expected.glyphs.map(\.glyph))
    }

    /// A scrolling text view is not measured; its lines are laid out in its text container.
    func testAScrollingTextViewGetsLinesForItsContainer() throws {
        var tree = ViewTree()
        let t = try tree.addView(.textView(TextViewProperties(text: "Some words that wrap in a narrow text view")),
                                 name: "Text", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(t), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(t), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(t), .width, constant: 100))
        try tree.addConstraint(LayoutConstraint(.view(t), .height, constant: 200))
        let r = layout(tree, in: plainEnvironment(), measurer: try RecordingMeasurer())
        let layout = try XCTUnwrap(r[t]?.textLayout)
        XCTAssertGreaterThan(layout.lines.count, 1)
        XCTAssertLessThanOrEqual(layout.lines.map(\.width).max() ?? 0, 100 - 10 + 1e-9)
    }
}
