import XCTest
@testable import Layout
import LayoutTestSupport

/// Seed 001 (StackLayout README) and seed 003 (UIStackView tutorial) examples, as UIStackViews.
final class SeedExampleTests: XCTestCase {
    /// tipView: vertical, fill, margins top 34 / bottom 17, spacing 28, 10 between title and body,
    /// width 290 so the body wraps.
    func testStackLayoutTipView() throws {
        var tree = ViewTree()
        let tip = try tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 28,
                                                                  isLayoutMarginsRelativeArrangement: true)),
                                   name: "Tip View", to: tree.root)
        tree[tip].layoutMargins = DirectionalEdgeInsets(top: 34, leading: 0, bottom: 17, trailing: 0)
        let title = try tree.addArrangedView(label("Tip"), name: "Title", to: tip)
        let body = try tree.addArrangedView(label(String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces), lines: 0),
                                            name: "Body", to: tip)
        let tips = try tree.addArrangedView(.button(ButtonProperties(title: "More tips", font: .system(20))), name: "Tips", to: tip)
        let later = try tree.addArrangedView(.button(ButtonProperties(title: "Later", font: .system(20))), name: "Later", to: tip)
        try tree.setCustomSpacing(10, after: title, in: tip)
        try tree.addConstraint(LayoutConstraint(.view(tip), .width, constant: 290))
        try tree.addConstraint(LayoutConstraint(.view(tip), .leading, .equal, .view(tree.root), .leading, constant: 5))
        try tree.addConstraint(LayoutConstraint(.view(tip), .top, .equal, .view(tree.root), .top, constant: 5))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        // body: 20 words of 4 letters = 99 chars at 10 pt each; 290 wide → 29 chars per line:
        // "word word word word word word" (29) → 20 words / 6 per line = 4 lines → 80 tall
        assertFrame(r, title, Rect(x: 0, y: 34, width: 290, height: 20))
        assertFrame(r, body, Rect(x: 0, y: 64, width: 290, height: 80))
        assertFrame(r, tips, Rect(x: 0, y: 172, width: 290, height: 32))
        assertFrame(r, later, Rect(x: 0, y: 232, width: 290, height: 32))
        assertFrame(r, tip, Rect(x: 5, y: 5, width: 290, height: 281))
    }

    /// toolbar: one trash button, leading alignment with a 15-point leading margin, centred vertically.
    func testStackLayoutToolbars() throws {
        var tree = ViewTree()
        let toolbar = try tree.addView(.view, name: "Toolbar", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(toolbar), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(toolbar), .top, .equal, .view(tree.root), .top, constant: 100))
        try tree.addConstraint(LayoutConstraint(.view(toolbar), .width, constant: 400))
        try tree.addConstraint(LayoutConstraint(.view(toolbar), .height, constant: 44))
        // leading group
        let left = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: .center,
                                                                   isLayoutMarginsRelativeArrangement: true)),
                                    name: "Left Layout", to: toolbar)
        tree[left].layoutMargins = DirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 0)
        let trash = try tree.addArrangedView(.button(ButtonProperties(title: "Trash", font: .system(20))), name: "Trash", to: left)
        for a in [LayoutAttribute.leading, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(left), a, .equal, .view(toolbar), a))
        }
        // centred group with two buttons
        let middle = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: .center, spacing: 10)),
                                      name: "Center Layout", to: toolbar)
        let resize = try tree.addArrangedView(.button(ButtonProperties(title: "Resize", font: .system(20))), name: "Resize", to: middle)
        let spot = try tree.addArrangedView(.button(ButtonProperties(title: "Spot", font: .system(20))), name: "Spotlight", to: middle)
        try tree.addConstraint(LayoutConstraint(.view(middle), .centerX, .equal, .view(toolbar), .centerX))
        try tree.addConstraint(LayoutConstraint(.view(middle), .centerY, .equal, .view(toolbar), .centerY))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        XCTAssertEqual(r[trash]?.frame, Rect(x: 15, y: 106, width: 50, height: 32))   // (44 - 32) / 2 = 6
        // 60 + 10 + 40 = 110 wide, centred in 400: 145...255
        XCTAssertEqual(r[resize]?.frame, Rect(x: 145, y: 106, width: 60, height: 32))
        XCTAssertEqual(r[spot]?.frame, Rect(x: 215, y: 106, width: 40, height: 32))
    }

    /// Seed 003: name + VIP badge in an equalCentering, centre-aligned stack centred under an
    /// avatar. Hidden badge: the name alone is centred; shown: the pair is centred, touching.
    func testEqualCenteringNameAndBadge() throws {
        var tree = ViewTree()
        let content = tree.root
        let avatar = try tree.addView(.imageView(ImageViewProperties(imageSize: Size(width: 60, height: 60))), name: "Avatar", to: content)
        let stack = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, distribution: .equalCentering,
                                                                    alignment: .center, spacing: 0)),
                                     name: "Name Stack", to: content)
        let name = try tree.addArrangedView(label("Kevin"), name: "Name Label", to: stack)
        tree[name].compressionResistance.horizontal = .defaultLow
        let badge = try tree.addArrangedView(.imageView(ImageViewProperties(imageSize: Size(width: 17, height: 17))), name: "VIP", to: stack)
        try tree.addConstraint(LayoutConstraint(.view(avatar), .centerX, .equal, .view(content), .centerX))
        try tree.addConstraint(LayoutConstraint(.view(avatar), .top, .equal, .view(content), .top, constant: 15))
        try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .greaterThanOrEqual, .view(content), .leading, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(stack), .trailing, .lessThanOrEqual, .view(content), .trailing, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(avatar), .bottom, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(stack), .centerX, .equal, .view(content), .centerX))
        let env = plainEnvironment(width: 320, height: 200)

        var engine = LayoutEngine(tree: tree, environment: env, measurer: GridTextMeasurer())
        var r = engine.layout()
        XCTAssertTrue(r.conflicts.isEmpty)
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        // shown: 50 + 17 = 67 wide, centred: 126.5 → 126.5 ... 193.5; name and badge touch
        XCTAssertEqual(r[stack]?.frame, Rect(x: 126.5, y: 85, width: 67, height: 20))
        XCTAssertEqual(r[name]?.frame, Rect(x: 126.5, y: 85, width: 50, height: 20))
        XCTAssertEqual(r[badge]?.frame, Rect(x: 176.5, y: 86.5, width: 17, height: 17))

        try engine.modifyTree { (t: inout ViewTree) throws(TreeError) in t[badge].isHidden = true }
        r = engine.layout()
        XCTAssertTrue(r.conflicts.isEmpty)
        XCTAssertEqual(r[name]?.frame, Rect(x: 135, y: 85, width: 50, height: 20))
        XCTAssertEqual(r[name]?.frame.midX, 160, "the name is centred under the avatar")
        XCTAssertEqual(r[badge]?.frame.width, 0)
    }
}
