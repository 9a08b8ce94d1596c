import Foundation
import XCTest
@testable import Layout
import LayoutTestSupport

final class DiagnosticsTests: XCTestCase {
    func pinnedBox(_ tree: inout ViewTree, name: String = "Box") throws -> ViewID {
        let v = try tree.addView(.view, name: name, to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        return v
    }

    /// The most recently added required constraint of a conflicting set is broken, logged in
    /// UIKit's shape, and the layout goes on without it.
    func testUnsatisfiableBreaksTheLastAdded() throws {
        var tree = ViewTree()
        let v = try pinnedBox(&tree)
        try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 100, identifier: "first"))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 200, identifier: "second"))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[v]?.frame.width, 100)
        XCTAssertEqual(r.conflicts.count, 1)
        let c = try XCTUnwrap(r.conflicts.first)
        XCTAssertTrue(c.message.contains("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(c.message.contains("Will attempt to recover by breaking constraint"))
        XCTAssertTrue(c.broken.contains("'second'"), c.broken)
        XCTAssertTrue(c.broken.hasPrefix("<NSLayoutConstraint:0x"), c.broken)
        XCTAssertTrue(c.broken.contains("UIView:0x7f80000020'Box'.width == 200"), c.broken)
        XCTAssertEqual(c.conflicting.count, 2)
        XCTAssertTrue(c.conflicting[0].contains("'first'"))
        XCTAssertEqual(r.brokenConstraints, [c.broken])
    }

    /// SO-nest: on iOS 9 a hidden inner stack (required UISV-hiding) conflicts with its own
    /// required 8-point spacing; from iOS 11 on (hiding at 999.999) nothing is logged.
    func testNestedHiddenStackConflictOnLegacyOnly() throws {
        var tree = ViewTree()
        let outer = try tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 8)), name: "Outer", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(outer), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(outer), .top, .equal, .view(tree.root), .top))
        _ = try tree.addArrangedView(label("Title"), name: "Title", to: outer)
        let inner = try tree.addArrangedView(.stackView(StackViewProperties(axis: .vertical, spacing: 8)), name: "Inner", to: outer)
        _ = try tree.addArrangedView(label("A"), name: "A", to: inner)
        _ = try tree.addArrangedView(label("B"), name: "B", to: inner)
        tree[inner].isHidden = true
        var legacy = plainEnvironment()
        legacy.osVersion = OSVersion(9)
        let old = layout(tree, in: legacy, measurer: GridTextMeasurer())
        XCTAssertEqual(old.conflicts.count, 1)
        let text = old.conflicts.first?.message ?? ""
        XCTAssertTrue(text.contains("'UISV-hiding'"), text)
        XCTAssertTrue(text.contains("'UISV-spacing' V:[UILabel:"), text)
        XCTAssertTrue(old.conflicts.first?.broken.contains("'UISV-spacing'") ?? false, "the inner spacing breaks")
        XCTAssertFalse(text.contains("SNAP-nonnegative-size"), "implicit size floors are not listed")
        XCTAssertEqual(old["Inner"]?.frame.height, 0)
        let current = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(current.conflicts.isEmpty)
        XCTAssertEqual(current["Outer"]?.frame.height, 20)
    }

    func testAmbiguityNamesViewAndAxis() throws {
        var tree = ViewTree()
        let v = try tree.addView(.view, name: "Loose", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 50))
        try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 50))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r.ambiguities, [AmbiguityReport(view: "Loose", axes: [.vertical], attributes: ["y"])])
        // two labels with equal hugging competing for the same slack
        var t2 = ViewTree()
        let a = try t2.addView(label("ab"), name: "A", to: t2.root)
        let b = try t2.addView(label("cd"), name: "B", to: t2.root)
        try t2.addConstraint(LayoutConstraint(.view(a), .leading, .equal, .view(t2.root), .leading))
        try t2.addConstraint(LayoutConstraint(.view(b), .leading, .equal, .view(a), .trailing))
        try t2.addConstraint(LayoutConstraint(.view(b), .trailing, .equal, .view(t2.root), .trailing))
        for x in [a, b] { try t2.addConstraint(LayoutConstraint(.view(x), .top, .equal, .view(t2.root), .top)) }
        let r2 = layout(t2, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(Set(r2.ambiguities.map(\.view)), ["A", "B"])
        XCTAssertEqual(r2.ambiguities.first?.axes, [.horizontal])
    }

    func testIllegalConstraintsAreTypedErrors() throws {
        var tree = ViewTree()
        let a = try tree.addView(.view, name: "Alpha", to: tree.root)
        let b = try tree.addView(.view, name: "Beta", to: tree.root)
        let cases: [LayoutConstraint] = [
            LayoutConstraint(.view(a), .leading, .equal, .view(b), .left),
            LayoutConstraint(.view(a), .top, .equal, .view(b), .leading),
            LayoutConstraint(.view(a), .width, .equal, .view(b), .centerX),
            LayoutConstraint(.view(a), .centerY, .equal, .view(b), .trailing),
            LayoutConstraint(.view(a), .leading, constant: 10),
            LayoutConstraint(.guide(GuideID(0)), .leading, .equal, .view(b), .leading),
        ]
        for (i, c) in cases.enumerated() {
            do {
                try tree.addConstraint(c)
                XCTFail("case \(i) accepted")
            } catch let error {
                if case .illegalAttributes(let first, _, let second, _, _) = error {
                    XCTAssertEqual(first, "Alpha")
                    if i != 4 { XCTAssertEqual(second, "Beta") }
                } else if case .unknownItem = error, i == 5 {
                } else { XCTFail("case \(i): \(error)") }
            }
        }
        // legal: centerX with leading, baseline with top, width with height (aspect ratio)
        try tree.addConstraint(LayoutConstraint(.view(a), .centerX, .equal, .view(b), .leading))
        try tree.addConstraint(LayoutConstraint(.view(a), .firstBaseline, .equal, .view(b), .top))
        try tree.addConstraint(LayoutConstraint(.view(a), .width, .equal, .view(a), .height, multiplier: 2))
        XCTAssertEqual(tree.constraints.count, 3)
    }

    func testJSONDumpAndTrace() throws {
        let s = try Cookbook.simple()
        let r = layout(s.tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        let data = try r.jsonData()
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [String: Any])
        let stack = try XCTUnwrap(views["Stack View"] as? [String: Any])
        XCTAssertEqual(stack["x"] as? Double, 16)
        XCTAssertEqual(stack["y"] as? Double, 28)
        XCTAssertEqual(stack["width"] as? Double, 343)
        XCTAssertEqual(stack["height"] as? Double, 631)
        let image = try XCTUnwrap(views["Image View"] as? [String: Any])
        XCTAssertNotNil(image["firstBaseline"])
        XCTAssertTrue((image["constraints"] as? [String])?.contains { $0.contains("UISV-spacing") } ?? false)
        // byte-stable
        XCTAssertEqual(data, try layout(s.tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer()).jsonData())
        let decoded = try JSONDecoder().decode(LayoutDump.self, from: data)
        XCTAssertEqual(decoded.order.first, "Superview")
        let trace = r.autolayoutTrace
        XCTAssertTrue(trace.hasPrefix("•UIView:"), trace)
        XCTAssertTrue(trace.contains("|   *UIStackView:0x7f80000020 'Stack View' {{16, 28}, {343, 631}}"), trace)
    }
}
