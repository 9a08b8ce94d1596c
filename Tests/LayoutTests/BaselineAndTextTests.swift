import XCTest
@testable import Layout
import LayoutTestSupport

final class BaselineAndTextTests: XCTestCase {
    /// Grid measurer: a 20 pt line is 20 tall with its baseline at 16; 40 pt: 40 / 32; 10 pt: 10 / 8.
    func testFirstBaselineAlignmentWithDifferentFonts() throws {
        for alignment in [StackAlignment.firstBaseline, .lastBaseline] {
            var tree = ViewTree()
            let stack = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: alignment, spacing: 8)),
                                         name: "Row", to: tree.root)
            let a = try tree.addArrangedView(label("ab", size: 40), name: "Big", to: stack)
            let b = try tree.addArrangedView(label("ab", size: 20), name: "Mid", to: stack)
            let c = try tree.addArrangedView(label("abc", size: 10), name: "Small", to: stack)
            try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading, constant: 10))
            try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top, constant: 20))
            let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
            XCTAssertTrue(r.conflicts.isEmpty)
            XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
            assertFrame(r, stack, Rect(x: 10, y: 20, width: 40 + 8 + 20 + 8 + 15, height: 40), "\(alignment)")
            assertFrame(r, a, Rect(x: 0, y: 0, width: 40, height: 40))
            assertFrame(r, b, Rect(x: 48, y: 16, width: 20, height: 20))
            assertFrame(r, c, Rect(x: 76, y: 24, width: 15, height: 10))
            let baselines = [a, b, c].compactMap { r[$0]?.firstBaseline }
            XCTAssertEqual(baselines.count, 3)
            for y in baselines { XCTAssertEqual(y, 52, accuracy: 0.5) }
        }
    }

    /// Stack baselines (docs/layout.md, "Stack views"): a nested vertical stack takes its first
    /// baseline from its first visible item; a nested horizontal stack from its tallest item.
    func testNestedStackBaselines() throws {
        var tree = ViewTree()
        let row = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8)),
                                   name: "Row", to: tree.root)
        let left = try tree.addArrangedView(label("ab", size: 20), name: "Left", to: row)
        let column = try tree.addArrangedView(.stackView(StackViewProperties(axis: .vertical, spacing: 0)), name: "Column", to: row)
        let hidden = try tree.addArrangedView(label("zz", size: 10), name: "Hidden", to: column)
        tree[hidden].isHidden = true
        let top = try tree.addArrangedView(label("ab", size: 40), name: "Top", to: column)
        _ = try tree.addArrangedView(label("abcd", size: 20), name: "Bottom", to: column)
        try tree.addConstraint(LayoutConstraint(.view(row), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(row), .top, .equal, .view(tree.root), .top))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        // The row starts at its first item's top (UIKit's `canvas.top <= item0.top`), so the
        // taller column sticks out 16 above it (BaselineStackCanvasTests).
        assertFrame(r, column, Rect(x: 28, y: -16, width: 40, height: 60))
        assertFrame(r, left, Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(r[row]?.firstBaseline, 16)
        XCTAssertEqual(r[column]?.firstBaseline, r[top]?.firstBaseline)
        XCTAssertEqual(r[column]?.lastBaseline, 40)
    }

    /// Height for width: a multi-line label wraps at its solved width (two passes).
    func testMultilineLabelHeightForWidth() throws {
        var tree = ViewTree()
        let l = try tree.addView(label("aaaa bbbb cccc", size: 20, lines: 0), name: "Body", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(l), .leading, .equal, .view(tree.root), .leading, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(l), .top, .equal, .view(tree.root), .top, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(l), .width, constant: 100))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, l, Rect(x: 10, y: 10, width: 100, height: 40))
        XCTAssertEqual(r[l]?.text?.lineCount, 2)
        XCTAssertEqual(r[l]?.lastBaseline, 10 + 20 + 16)
        XCTAssertGreaterThanOrEqual(r.passes, 2)
    }

    /// A non-scrolling text view in a vertical stack: height = text height at its width + insets.
    func testNonScrollingTextView() throws {
        var tree = ViewTree()
        let tv = try tree.addView(.textView(TextViewProperties(text: "aaaa bbbb cccc", font: .system(20), isScrollEnabled: false)),
                                  name: "Notes", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(tv), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(tv), .top, .equal, .view(tree.root), .top))
        try tree.addConstraint(LayoutConstraint(.view(tv), .width, constant: 110))  // 100 for text after 2×5 padding
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, tv, Rect(x: 0, y: 0, width: 110, height: 40 + 16))
    }

    /// Intrinsic sizes of the controls (docs/layout.md, "Choices where UIKit is undocumented") with the grid measurer.
    func testControlIntrinsicSizes() throws {
        var tree = ViewTree()
        let button = try tree.addView(.button(ButtonProperties(title: "Edit", font: .system(20))), name: "Button", to: tree.root)
        let field = try tree.addView(.textField(TextFieldProperties(placeholder: "abcd", font: .system(20))), name: "Field", to: tree.root)
        let sw = try tree.addView(.switch(SwitchProperties(isOn: true)), name: "Switch", to: tree.root)
        let image = try tree.addView(.imageView(ImageViewProperties(imageSize: Size(width: 30, height: 40))), name: "Image", to: tree.root)
        let empty = try tree.addView(label(""), name: "Empty", to: tree.root)
        for v in [button, field, sw, image, empty] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, button, Rect(x: 0, y: 0, width: 40, height: 32))      // 20 + 6 + 6
        assertFrame(r, field, Rect(x: 0, y: 0, width: 54, height: 34))       // 40 + 7 + 7; max(34, 20 + 13) from iOS 13
        assertFrame(r, sw, Rect(x: 0, y: 0, width: 51, height: 31))
        assertFrame(r, image, Rect(x: 0, y: 0, width: 30, height: 40))
        assertFrame(r, empty, Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(r[button]?.firstBaseline, 6 + 16)
    }

    /// The real typesetter: a 17 pt label is one line height tall on the pixel grid; a 15 pt
    /// system button is 30 tall; a 14 pt rounded-rect field 34 tall from iOS 13.
    func testTypesetterControlHeights() throws {
        let measurer = try TypesetterMeasurer()
        var tree = ViewTree()
        let l = try tree.addView(.label(LabelProperties(text: "Flowers", font: .system(17))), name: "Label", to: tree.root)
        let b = try tree.addView(.button(ButtonProperties(title: "Edit")), name: "Button", to: tree.root)
        let f = try tree.addView(.textField(TextFieldProperties(placeholder: "Enter First Name")), name: "Field", to: tree.root)
        for v in [l, b, f] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        }
        let env = Environment(device: .iPhone8)
        let r = layout(tree, in: env, measurer: measurer)
        let lineHeight = measurer.typesetter.metrics(for: .system(size: 17)).lineHeight
        XCTAssertEqual(r[l]?.frame.height ?? 0, (lineHeight * 2).rounded(.up) / 2, accuracy: 1e-9)
        XCTAssertEqual(r[b]?.frame.height, 30)
        XCTAssertEqual(r[f]?.frame.height, 34)
    }

    /// An empty field still centres its font's line: aligned by baseline with a label of the same
    /// font, a 30-point field sits about 4.75 above it (twilio's Room field), not 15.
    func testEmptyFieldBaselineFollowsItsFontsCentredLine() throws {
        let measurer = try TypesetterMeasurer()
        var tree = ViewTree()
        let l = try tree.addView(.label(LabelProperties(text: "Room:", font: .system(17))), name: "Label", to: tree.root)
        let f = try tree.addView(.textField(TextFieldProperties(borderStyle: .none, font: .system(17))), name: "Field", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(l), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(l), .top, .equal, .view(tree.root), .top, constant: 100))
        try tree.addConstraint(LayoutConstraint(.view(f), .leading, .equal, .view(l), .trailing, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(f), .height, constant: 30))
        try tree.addConstraint(LayoutConstraint(.view(f), .lastBaseline, .equal, .view(l), .lastBaseline))
        let r = layout(tree, in: Environment(device: .iPhone8), measurer: measurer)
        XCTAssertEqual(r[f]?.frame.minY ?? 0, 100 - 4.75, accuracy: 0.5)
    }
}
