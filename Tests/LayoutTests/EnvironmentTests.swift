import XCTest
@testable import Layout
import LayoutTestSupport

final class EnvironmentTests: XCTestCase {
    func testDevicePresetsByCLIName() {
        let names = ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-11", "iphone-14", "iphone-14-pro",
                     "iphone-15-pro-max", "ipad", "ipad-pro-12-9"]
        XCTAssertEqual(Device.all.map(\.name).prefix(names.count), names[...])
        for n in names { XCTAssertNotNil(Device.named(n)) }
        XCTAssertNil(Device.named("iphone-99"))
        let x = Environment(device: .iPhoneX, orientation: .landscape)
        XCTAssertEqual(x.rootSize, Size(width: 812, height: 375))
        XCTAssertEqual(x.safeAreaInsets, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(x.rootLayoutMargins.left, 60)
        XCTAssertEqual(x.sizeClass.horizontal, .compact)
        XCTAssertEqual(Environment(device: .iPhone8Plus, orientation: .landscape).sizeClass.horizontal, .regular)
        XCTAssertEqual(Environment(device: .iPhone8Plus).rootLayoutMargins.left, 20)
        XCTAssertEqual(Environment(device: .iPhone8, orientation: .landscape).topLayoutGuideLength, 0)
        XCTAssertEqual(Environment(device: .iPad, orientation: .landscape).topLayoutGuideLength, 20)
        var old = Environment(device: .iPhone8)
        old.osVersion = OSVersion(9)
        XCTAssertEqual(old.rootLayoutMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(Environment(device: .iPhone8).rootLayoutMargins.top, 20)
        var future = Environment(device: .iPhone8)
        future.osVersion = OSVersion(27, 1)
        XCTAssertEqual(future.defaultViewMargins, 0)
    }

    /// Leading/trailing follow the layout direction; a horizontal stack runs right to left.
    func testRightToLeft() throws {
        let fx = try makeStack(axis: .horizontal, alignment: .leading, items: [Size(width: 40, height: 20), Size(width: 60, height: 30)])
        var env = plainEnvironment()
        env.layoutDirection = .rightToLeft
        let r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        // stack.leading == root.leading + 10 → its right edge at 390
        XCTAssertEqual(r[fx.stack]?.frame, Rect(x: 280, y: 20, width: 110, height: 30))
        assertFrame(r, fx.items[0], Rect(x: 70, y: 0, width: 40, height: 20))
        assertFrame(r, fx.items[1], Rect(x: 0, y: 0, width: 60, height: 30))
        // forced LTR on the stack restores the order inside it
        var t = fx.tree
        t[fx.stack].semanticContentAttribute = .forceLeftToRight
        let r2 = layout(t, in: env, measurer: GridTextMeasurer())
        assertFrame(r2, fx.items[0], Rect(x: 0, y: 0, width: 40, height: 20))
    }

    /// Location multiplier (our choice, docs/layout.md): evaluated in the common ancestor's bounds coordinates.
    func testLocationMultiplierInAncestorCoordinates() throws {
        var tree = ViewTree()
        let container = try tree.addView(.view, name: "Container", to: tree.root)
        for (a, c) in [(LayoutAttribute.leading, 100.0), (.top, 0)] {
            try tree.addConstraint(LayoutConstraint(.view(container), a, .equal, .view(tree.root), a, constant: c))
        }
        try tree.addConstraint(LayoutConstraint(.view(container), .width, constant: 200))
        try tree.addConstraint(LayoutConstraint(.view(container), .height, constant: 100))
        let v = try tree.addView(.view, name: "V", to: container)
        try tree.addConstraint(LayoutConstraint(.view(v), .centerX, .equal, .view(container), .centerX, multiplier: 0.5))
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(container), .top))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 20))
        try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 20))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[v]?.frameInSuperview, Rect(x: 40, y: 0, width: 20, height: 20))  // centre at 0.5 × 100
    }

    /// Margins: default 8, `preservesSuperviewLayoutMargins` cascades, safe-area insets add.
    func testMarginsAndSafeArea() throws {
        var tree = ViewTree()
        let card = try tree.addView(.view, name: "Card", to: tree.root)
        for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try tree.addConstraint(LayoutConstraint(.view(card), a, .equal, .view(tree.root), a))
        }
        let inner = try tree.addView(.view, name: "Inner", to: card)
        for a in [LayoutAttribute.leadingMargin, .topMargin] {
            let plain: LayoutAttribute = a == .leadingMargin ? .leading : .top
            try tree.addConstraint(LayoutConstraint(.view(inner), plain, .equal, .view(card), a))
        }
        try tree.addConstraint(LayoutConstraint(.view(inner), .width, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(inner), .height, constant: 10))
        let env = Environment(device: .iPhoneX)  // safe area top 44
        var r = layout(tree, in: env, measurer: GridTextMeasurer())
        XCTAssertEqual(r[inner]?.frame.origin, Point(x: 8, y: 52), "8 + safe-area top 44")
        tree[card].preservesSuperviewLayoutMargins = true
        tree[card].insetsLayoutMarginsFromSafeArea = false
        r = layout(tree, in: env, measurer: GridTextMeasurer())
        XCTAssertEqual(r[inner]?.frame.origin, Point(x: 16, y: 44), "root margins 16 / 44 preserved")
    }

    /// A root view with `insetsLayoutMarginsFromSafeArea` off keeps the system minimum margins
    /// (0 at the top, 16 at the sides) without the safe area: content pinned to its top margin
    /// starts at the top of the screen, under the status bar.
    func testRootMarginsWithoutSafeArea() throws {
        var tree = ViewTree()
        let v = try tree.addView(.view, name: "V", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .topMargin, constant: 16))
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leadingMargin))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 10))
        let env = Environment(device: .iPhoneX)  // safe area top 44
        XCTAssertEqual(layout(tree, in: env, measurer: GridTextMeasurer())[v]?.frame.origin, Point(x: 16, y: 60))
        tree[tree.root].insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(layout(tree, in: env, measurer: GridTextMeasurer())[v]?.frame.origin, Point(x: 16, y: 16))
    }
}

final class GuideAndCategoryTests: XCTestCase {
    /// UILayoutGuide spacers: two equal-width guides centre a view between two others.
    func testLayoutGuidesAsSpacers() throws {
        var tree = ViewTree()
        let root = tree.root
        let a = try tree.addView(.view, name: "A", to: root)
        let b = try tree.addView(.view, name: "B", to: root)
        let g1 = try tree.addLayoutGuide(name: "Left Spacer", to: root)
        let g2 = try tree.addLayoutGuide(name: "Right Spacer", to: root)
        for v in [a, b] {
            try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 50))
            try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 50))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(root), .top))
        }
        try tree.addConstraint(LayoutConstraint(.guide(g1), .leading, .equal, .view(root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(a), .leading, .equal, .guide(g1), .trailing))
        try tree.addConstraint(LayoutConstraint(.guide(g2), .leading, .equal, .view(a), .trailing))
        try tree.addConstraint(LayoutConstraint(.view(b), .leading, .equal, .guide(g2), .trailing))
        try tree.addConstraint(LayoutConstraint(.view(b), .trailing, .equal, .view(root), .trailing))
        try tree.addConstraint(LayoutConstraint(.guide(g1), .width, .equal, .guide(g2), .width))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        XCTAssertEqual(r[a]?.frame.minX, 150)   // (400 - 100) / 2
        XCTAssertEqual(r[b]?.frame.minX, 350)
    }

    /// Dynamic Type: a body label grows with the content-size category (real typesetter).
    func testContentSizeCategory() throws {
        let measurer = try TypesetterMeasurer()
        var tree = ViewTree()
        let l = try tree.addView(.label(LabelProperties(text: "Body text", font: .preferred(.body))), name: "L", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(l), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(l), .top, .equal, .view(tree.root), .top))
        var env = Environment(device: .iPhone8)
        let large = layout(tree, in: env, measurer: measurer)
        env.contentSizeCategory = .accessibilityExtraLarge
        let huge = layout(tree, in: env, measurer: measurer)
        let h0 = try XCTUnwrap(large[l]?.frame.height), h1 = try XCTUnwrap(huge[l]?.frame.height)
        XCTAssertGreaterThan(h1, h0 * 2)
    }
}

final class ReadableContentGuideTests: XCTestCase {
    /// 672 wide, 176 from each side on a landscape iPad; the margins guide on a portrait iPhone.
    func testReadableContentGuide() throws {
        var tree = ViewTree()
        let v = try tree.addView(.view, name: "Text Column", to: tree.root)
        for a in [LayoutAttribute.leading, .trailing, .top] {
            try tree.addConstraint(LayoutConstraint(.view(v), a, .equal, .readableContentGuide(tree.root), a))
        }
        try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 10))
        let ipad = layout(tree, in: Environment(device: .iPad, orientation: .landscape), measurer: GridTextMeasurer())
        XCTAssertEqual(ipad[v]?.frame.minX, 176)
        XCTAssertEqual(ipad[v]?.frame.width, 672)
        let phone = layout(tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        XCTAssertEqual(phone[v]?.frame.minX, 16)
        XCTAssertEqual(phone[v]?.frame.width, 343)
    }
}
