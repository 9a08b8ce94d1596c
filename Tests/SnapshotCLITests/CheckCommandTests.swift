import Foundation
import XCTest

/// `snapshot check` (docs/check.md): findings with numbers, the baseline, JUnit, rules off;
/// and the accessibility list and snapshot of `layout` and `render` (docs/accessibility.md).
final class CheckCommandTests: XCTestCase {
    private var folder = ""
    private let fm = FileManager.default

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "check-command-\(UUID().uuidString)"
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? fm.removeItem(atPath: folder)
    }

    /// A recipe of body-font labels, each `width` points wide, one under the other.
    private func writeRecipe(_ name: String, labels: [(String, Double)]) throws -> String {
        var views: [String] = [], constraints: [String] = []
        for (i, (text, width)) in labels.enumerated() {
            views.append(#"{"label": "Label \#(i)", "text": "\#(text)", "font": "body"}"#)
            constraints += ["Label \(i).Top = Superview.Top + \(100 + 40 * i)", "Label \(i).Leading = Superview.Leading + 20",
                            "Label \(i).Width = \(width)"]
        }
        let recipe = #"{"name": "Check", "root": {"view": "Root", "subviews": [\#(views.joined(separator: ", "))]}, "constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        let path = folder + "/" + name + ".json"
        try recipe.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func check(_ arguments: [String]) throws -> (Int32, String, String) {
        let (status, out, err) = try runSnapshot(["check"] + arguments + ["--devices", "iphone-8", "--orientations", "portrait"])
        return (status, String(decoding: out, as: UTF8.self), err)
    }

    func testATruncatedLabelIsReportedWithItsNumbersAndFailsWithStatus3() throws {
        let recipe = try writeRecipe("narrow", labels: [("Hello there", 40), ("Hi", 200)])
        let (status, out, _) = try check([recipe])
        XCTAssertEqual(status, 3, out)
        XCTAssertTrue(out.contains("narrow.json: truncation: 'Label 0' truncated: needs "), out)
        XCTAssertTrue(out.contains(" pt, has 40 pt (iphone-8)"), out)
        XCTAssertFalse(out.contains("'Label 1'"), out)
        XCTAssertTrue(out.hasSuffix("1 finding (1 new, 0 in the baseline) in 1 layout\n"), out)
    }

    /// A pseudolanguage doubles the text: a label wide enough in the base language truncates,
    /// and the finding names the locale first in its cell (as the issue spells it).
    func testALocaleLeadsTheCellAndDoubleLengthTruncates() throws {
        let recipe = try writeRecipe("double", labels: [("Hello there", 120)])
        XCTAssertEqual(try check([recipe]).0, 0, "fits in the base language")
        let (status, out, _) = try check([recipe, "--locale", "double-length", "--content-size", "AX2"])
        XCTAssertEqual(status, 3, out)
        XCTAssertTrue(out.contains(" pt, has 120 pt (double-length, iphone-8, AX2)"), out)
    }

    func testTheBaselineKeepsKnownFindingsAndANewOneFails() throws {
        let recipe = try writeRecipe("screen", labels: [("Hello there", 40), ("Hi", 200)])
        let baseline = folder + "/baseline.json"
        XCTAssertEqual(try check([recipe, "--format", "json", "-o", baseline]).0, 3)
        XCTAssertEqual(try check([recipe, "--baseline", baseline]).0, 0, "the known finding does not fail")
        // The second label becomes too narrow too: a new finding.
        _ = try writeRecipe("screen", labels: [("Hello there", 40), ("Hi there, friend", 30)])
        let junit = folder + "/check.xml"
        let (status, out, err) = try check([recipe, "--baseline", baseline, "--junit", junit])
        XCTAssertEqual(status, 3, out + err)
        XCTAssertTrue(out.contains("known: " + recipe + ": truncation: 'Label 0'"), out)
        XCTAssertTrue(out.contains("\n" + recipe + ": truncation: 'Label 1'"), out)
        XCTAssertTrue(err.contains("1 new finding(s) not in the baseline"), err)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("<failure message=\"1 new finding(s)\" type=\"truncation\">"), xml)
    }

    func testARuleCanBeTurnedOff() throws {
        let recipe = try writeRecipe("off", labels: [("Hello there", 40)])
        XCTAssertEqual(try check([recipe, "--disable", "truncation"]).0, 0)
        let (status, _, err) = try check([recipe, "--disable", "truncations"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("--disable truncations: no such rule"), err)
    }

    func testScreenOptionsApplyToEveryCell() throws {
        // Fits at Large; at AX3 the body font outgrows 200 pt.
        let recipe = try writeRecipe("grow", labels: [("Hello there friend", 200)])
        XCTAssertEqual(try check([recipe]).0, 0)
        let (status, out, _) = try check([recipe, "--content-size", "AX3"])
        XCTAssertEqual(status, 3)
        XCTAssertTrue(out.contains("(iphone-8, AX3)"), out)
    }

    private let buttons = #"{"name": "Buttons", "root": {"view": "Root", "subviews": [{"button": "Save", "title": "Save"}, {"button": "Cancel", "title": "Cancel"}, {"button": "Share", "title": "", "systemImage": "square.and.arrow.up", "accessibility": {"label": "Share", "hint": "Shares the photo"}}]}, "constraints": ["Cancel.Leading = Superview.Leading + 20", "Save.Leading = Cancel.Trailing + 20", "Share.Leading = Save.Trailing + 20", "Cancel.Top = Superview.Top + 100", "Save.Top = Cancel.Top", "Share.Top = Cancel.Top"]}"#

    func testTheLayoutListsTheButtonsInReadingOrder() throws {
        let path = folder + "/buttons.json"
        try buttons.write(toFile: path, atomically: true, encoding: .utf8)
        let (status, out, err) = try runSnapshot(["layout", path])
        XCTAssertEqual(status, 0, err)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: out) as? [String: Any])
        let list = try XCTUnwrap(json["accessibility"] as? [[String: Any]])
        XCTAssertEqual(list.map { $0["label"] as? String }, ["Cancel", "Save", "Share"])
        XCTAssertEqual(list.last?["hint"] as? String, "Shares the photo")
        XCTAssertEqual(list.first?["traits"] as? [String], ["button"])
    }

    func testTheAccessibilitySnapshotPutsTheLegendBesideTheScreen() throws {
        let path = folder + "/buttons.json"
        try buttons.write(toFile: path, atomically: true, encoding: .utf8)
        let png = folder + "/a11y.png"
        let (status, _, err) = try runSnapshot(["render", path, "-o", png, "--accessibility"])
        XCTAssertEqual(status, 0, err)
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        // IHDR: width at bytes 16...19; an iPhone 8 is 750 px wide at @2x, the legend 640 more.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 750 + 640)
    }
}
