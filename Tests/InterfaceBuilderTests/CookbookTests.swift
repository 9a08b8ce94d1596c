import Foundation
import XCTest
import InterfaceBuilder
import Layout

/// Parses the six Auto Layout Cookbook storyboards kept outside the repository
/// (/work/shared/cookbook or ../shared/cookbook next to the repo). Skipped when absent.
final class CookbookTests: XCTestCase {
    static func cookbookDirectory() -> String? {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            "/work/shared/cookbook",
            repo.deletingLastPathComponent().appendingPathComponent("shared/cookbook").path,
            repo.appendingPathComponent("../shared/cookbook").standardizedFileURL.path,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SimpleSingleView.storyboard") }
    }

    func load(_ name: String) throws -> IBDocument {
        guard let dir = Self.cookbookDirectory() else {
            throw XCTSkip("Auto Layout Cookbook storyboards not found (/work/shared/cookbook or ../shared/cookbook); skipping")
        }
        return try IBDocument.load(contentsOf: dir + "/" + name + ".storyboard")
    }

    func testAllSixParse() throws {
        // name: (views including the root, constraints)
        let expected: [(String, Int, Int)] = [
            ("SimpleSingleView", 2, 4),
            ("TwoEqualWidthViews", 3, 8),
            ("TwoDifferentWidthViews", 3, 8),
            ("SimpleLabelAndTextField", 3, 5),
            ("TwoEqualWidthButtons", 3, 6),
            ("ThreeEqualWidthButtons", 4, 9),
        ]
        for (name, views, constraints) in expected {
            let doc = try load(name)
            XCTAssertEqual(doc.kind, .storyboard, name)
            XCTAssertEqual(doc.toolsVersion, "8191", name)
            XCTAssertTrue(doc.usesTraitCollections, name)
            XCTAssertTrue(doc.usesAutoLayout, name)
            XCTAssertFalse(doc.usesSafeAreas, name)
            XCTAssertEqual(doc.scenes.count, 1, name)
            XCTAssertEqual(doc.warnings, [], name)
            let scene = try XCTUnwrap(doc.initialScene, name)
            XCTAssertEqual(scene.allViews.count, views, name)
            XCTAssertEqual(scene.allConstraints.count, constraints, name)
            XCTAssertEqual(scene.canvasSize, Size(width: 600, height: 600), name)
            XCTAssertNotNil(scene.topLayoutGuideID, name)
            XCTAssertNotNil(scene.bottomLayoutGuideID, name)
            // Every constraint item resolves to a view or a layout guide.
            for c in scene.allConstraints {
                XCTAssertNotNil(scene.item(withID: c.firstItem), "\(name) \(c.id)")
                if let s = c.secondItem { XCTAssertNotNil(scene.item(withID: s), "\(name) \(c.id)") }
            }
            // Nothing varies in these files: resolving for any traits keeps everything.
            let installed = scene.installed(for: .phonePortrait)
            XCTAssertEqual(installed.allConstraints.count, constraints, name)
        }
    }

    func testSimpleSingleViewRedView() throws {
        let doc = try load("SimpleSingleView")
        let scene = try XCTUnwrap(doc.scene(named: "FhS-bD-t7E"))
        let root = try XCTUnwrap(scene.rootView)
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 600, height: 600))
        XCTAssertEqual(root.properties.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertEqual(root.properties.backgroundColor, .white(1, alpha: 1, colorSpace: .calibratedWhite))
        let red = try XCTUnwrap(root.subviews.first)
        XCTAssertEqual(red.userLabel, "Red View")
        XCTAssertEqual(red.frame, Rect(x: 20, y: 40, width: 560, height: 540))
        XCTAssertFalse(red.properties.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(red.properties.backgroundColor,
                       .rgb(red: 0.80000000000000004, green: 0.20000000000000001, blue: 0, alpha: 1, colorSpace: .calibratedRGB))
        let top = try XCTUnwrap(scene.constraint(withID: "Z9H-TI-NJB"))
        XCTAssertEqual(top.firstItem, "P0x-Xi-vGE")
        XCTAssertEqual(top.secondItem, scene.topLayoutGuideID)
        XCTAssertEqual(top.secondAttribute, .bottom)
        XCTAssertEqual(top.constant, 20)
        XCTAssertEqual(top.ownerID, root.id)
        let trailing = try XCTUnwrap(scene.constraint(withID: "B5s-P3-wFZ"))
        XCTAssertEqual(trailing.secondAttribute, .trailingMargin)
        XCTAssertEqual(trailing.relation, .equal)
        XCTAssertEqual(trailing.priority, 1000)
    }

    func testOtherFacts() throws {
        let widths = try load("TwoDifferentWidthViews").scenes[0]
        XCTAssertEqual(widths.constraint(withID: "eTs-At-Hhp")?.multiplier, 2)
        XCTAssertEqual(widths.rootView?.subviews.map(\.userLabel), ["Purple View", "Orange View"])
        XCTAssertEqual(widths.rootView?.subviews.map(\.frame?.width), [184, 368])

        let field = try load("SimpleLabelAndTextField").scenes[0]
        let views = try XCTUnwrap(field.rootView?.subviews)
        guard case .label(let label) = views[0].kind else { return XCTFail("not a label") }
        XCTAssertEqual(label.text, "Name")
        XCTAssertEqual(label.font, .preferred(.headline))
        XCTAssertEqual(label.textAlignment, .left)
        XCTAssertEqual(label.textColor, .system(name: "darkTextColor", legacyName: nil))
        XCTAssertEqual(views[0].properties.contentPriorities.horizontalHugging, 251)
        XCTAssertNil(views[0].properties.contentPriorities.horizontalCompressionResistance)
        XCTAssertEqual(views[0].properties.contentPriorities.effectiveHorizontalCompressionResistance, 750)
        guard case .textField(let tf) = views[1].kind else { return XCTFail("not a text field") }
        XCTAssertEqual(tf.borderStyle, .roundedRect)
        XCTAssertEqual(tf.placeholder, "Enter name")
        XCTAssertEqual(tf.font, .system(size: 14, weight: .regular))
        let baseline = try XCTUnwrap(field.constraint(withID: "2R3-2H-bEt"))
        XCTAssertEqual(baseline.firstAttribute, .lastBaseline)
        XCTAssertEqual(baseline.identifier, "Baseline Alignment")
        XCTAssertTrue(try XCTUnwrap(field.constraint(withID: "3dc-pV-4gb")).usesStandardSpacing)

        let buttons = try load("ThreeEqualWidthButtons").scenes[0]
        let titles: [String?] = buttons.rootView?.subviews.map { v in
            if case .button(let b) = v.kind { return b.title } else { return nil }
        } ?? []
        XCTAssertEqual(titles, ["Short", "Medium", "Long Button Title"])
        if case .button(let b) = buttons.rootView?.subviews.first?.kind {
            XCTAssertEqual(b.buttonType, .system)
        } else {
            XCTFail("not a button")
        }
    }
}
