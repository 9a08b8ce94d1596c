import XCTest
@testable import Layout
import LayoutTestSupport

/// The grid measurer, except that a line holding Arabic letters is set in a "fallback face"
/// twice as tall as the font (ascent 1.3 × size, descent 0.7 × size), the way a fallback
/// face's metrics make a line taller than the system font's, unless the request asks for the
/// font's own line boxes (`lineMetrics == .font`). The font's own line height (`lineHeight`,
/// `UIFont.lineHeight`) stays `size`.
private struct TallScriptMeasurer: TextMeasuring {
    func measure(_ r: TextRequest) -> TextMeasurement {
        var m = GridTextMeasurer().measure(r)
        guard r.lineMetrics == .tallestFace,
              r.text.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else { return m }
        let size = r.font.nominalSize
        let n = Double(m.lineCount)
        m.height = n * 2 * size
        m.firstBaseline = 1.3 * size
        m.lastBaseline = (n - 1) * 2 * size + 1.3 * size
        return m
    }
}

final class TallScriptRowTests: XCTestCase {
    /// right-to-left-form: two first-baseline rows of a label and a rounded-rect field. In the
    /// first, both label (in a text-style font, which grows for tall scripts) and placeholder
    /// are in the tall script; in the second, only the label (in a fixed-size font, which keeps
    /// its line box). The labels differ in height (34 vs 20), but neither field may grow: a
    /// field's intrinsic height comes from its font's line height (14 + 13 → 30), and the
    /// first-baseline row moves the field down rather than stretching it.
    func testTallScriptDoesNotStretchTextFieldInFirstBaselineRow() throws {
        var tree = ViewTree()
        let form = try tree.addView(.stackView(StackViewProperties(axis: .vertical, alignment: .fill, spacing: 12)),
                                    name: "Form", to: tree.root)
        var fields: [ViewID] = [], labels: [ViewID] = [], rows: [ViewID] = []
        for (i, (labelText, placeholder)) in [("\u{0627}\u{0644}\u{0627}\u{0633}\u{0645}", "\u{0623}\u{062F}\u{062E}\u{0644}"),
                                              ("Email", "name@example.com")].enumerated() {
            let row = try tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8)),
                                               name: "Row\(i)", to: form)
            let kind: ViewKind = i == 0 ? .label(LabelProperties(text: labelText, font: .preferred(.body)))
                : label(labelText, size: 20)
            let textLabel = try tree.addArrangedView(kind, name: "Label\(i)", to: row)
            tree[textLabel].contentHugging[.horizontal] = LayoutPriority(251)
            let field = try tree.addArrangedView(.textField(TextFieldProperties(placeholder: placeholder, font: .system(14))),
                                                 name: "Field\(i)", to: row)
            rows.append(row); labels.append(textLabel); fields.append(field)
        }
        try tree.addConstraint(LayoutConstraint(.view(form), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(form), .trailing, .equal, .view(tree.root), .trailing))
        try tree.addConstraint(LayoutConstraint(.view(form), .top, .equal, .view(tree.root), .top))
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var env = plainEnvironment()
            env.osVersion = OSVersion(12)  // a 30-pt field floor, so the heights below are the fonts'
            env.layoutDirection = direction
            let r = layout(tree, in: env, measurer: TallScriptMeasurer())
            XCTAssertTrue(r.conflicts.isEmpty, "\(direction)")
            XCTAssertTrue(r.ambiguities.isEmpty, "\(direction): \(r.ambiguities)")
            XCTAssertEqual(r[labels[0]]?.frame.height, 34, "\(direction): the tall-script text-style label is 2 × 17")
            XCTAssertEqual(r[labels[1]]?.frame.height, 20)
            for (i, f) in fields.enumerated() {
                XCTAssertEqual(r[f]?.frame.height, 30, "\(direction): field \(i) keeps its intrinsic height")
                XCTAssertEqual(r[f]?.firstBaseline ?? 0, r[labels[i]]?.firstBaseline ?? 1, accuracy: 0.5,
                               "\(direction): row \(i) aligned on the first baseline")
            }
            // Each row runs from its first item's top to the lowest bottom (UIKit's
            // `canvas.top <= item0.top`, BaselineStackCanvasTests). Row 0: the label (34,
            // baseline 22.1) and the field (text block 28 tall centred in 30, baseline 19.2 below
            // its top) at 2.9...32.9: 34. Row 1: the label (20, baseline 16) and the field at
            // -3.2...26.8: 26.8, the field sticking out 3.2 above the row.
            XCTAssertEqual(r[rows[0]]?.frame.height ?? 0, 34, accuracy: 0.5)
            XCTAssertEqual(r[rows[1]]?.frame.height ?? 0, 26.8, accuracy: 0.5, "\(direction)")
        }
    }

    /// A text-style font does grow for a tall script (UIKit's rule for `preferredFont`), and a
    /// borderless field with a fixed font is its font's line height.
    func testTextFieldHeightRule() throws {
        var tree = ViewTree()
        let arabic = "\u{0627}\u{0644}\u{0627}\u{0633}\u{0645}"
        let fixed = try tree.addView(.textField(TextFieldProperties(placeholder: arabic, font: .system(14))), name: "Fixed", to: tree.root)
        let styled = try tree.addView(.textField(TextFieldProperties(placeholder: arabic, font: .preferred(.body))), name: "Styled", to: tree.root)
        let plain = try tree.addView(.textField(TextFieldProperties(borderStyle: .none, placeholder: arabic, font: .system(14))),
                                     name: "Plain", to: tree.root)
        for v in [fixed, styled, plain] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        }
        var env = plainEnvironment()
        env.osVersion = OSVersion(12)  // iOS 12's 30-pt floor (34 for a rounded rect from iOS 13)
        let r = layout(tree, in: env, measurer: TallScriptMeasurer())
        XCTAssertEqual(r[fixed]?.frame.height, 30)
        XCTAssertEqual(r[styled]?.frame.height, 2 * 17 + 13)
        XCTAssertEqual(r[plain]?.frame.height, 14)
    }

    /// UILabel's default sizing (`UILetterformAwareSizingRule.typographic`): with a fixed-size
    /// font, a label showing a tall script keeps the font's line box (height and baseline), so
    /// it lines up with Latin labels; with a text-style font it grows for the tall script.
    func testLabelLineBoxRule() throws {
        var tree = ViewTree()
        let arabic = "\u{0627}\u{0644}\u{0627}\u{0633}\u{0645}"
        let fixed = try tree.addView(label(arabic, size: 20), name: "Fixed", to: tree.root)
        let latin = try tree.addView(label("Name", size: 20), name: "Latin", to: tree.root)
        let styled = try tree.addView(.label(LabelProperties(text: arabic, font: .preferred(.body))), name: "Styled", to: tree.root)
        let wrapped = try tree.addView(.label(LabelProperties(text: arabic + " " + arabic, font: .system(20), numberOfLines: 0,
                                                              preferredMaxLayoutWidth: 60)), name: "Wrapped", to: tree.root)
        for v in [fixed, latin, styled, wrapped] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        }
        let r = layout(tree, in: plainEnvironment(), measurer: TallScriptMeasurer())
        XCTAssertEqual(r[fixed]?.frame.height, 20)
        XCTAssertEqual(r[fixed]?.frame.height, r[latin]?.frame.height)
        XCTAssertEqual(r[fixed]?.firstBaseline, r[latin]?.firstBaseline)
        XCTAssertEqual(r[styled]?.frame.height, 2 * 17)
        XCTAssertEqual(r[wrapped]?.frame.height, 2 * 20, "two lines of the font's line box")
        XCTAssertEqual(FontDescriptor.system(17).labelLineMetrics, .font)
        XCTAssertEqual(FontDescriptor.preferred(.body).labelLineMetrics, .tallestFace)
    }
}
