import Foundation
import XCTest
import GoldenTesting
import Raster
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Layout files next to goldens, the layout diff, warnings as results, isolation of files that
/// do not load, shards and JUnit output (issue 15).
final class GoldenLayoutTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "golden-layout-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    typealias View = GoldenLayout.ViewRecord

    static func layout(saveX: Double = 16, saveWidth: Double = 64, warnings: [String] = []) -> GoldenLayout {
        GoldenLayout(scale: 2, views: [
            View(name: "root", kind: "UIView", x: 0, y: 0, width: 375, height: 667),
            View(name: "Form", kind: "UIStackView", superview: "root", x: saveX, y: 100, width: 343, height: 30),
            View(name: "Save button", kind: "UIButton", superview: "Form", x: saveX, y: 100, width: saveWidth, height: 30,
                 baselines: [120.333333, 120.333333]),
        ], warnings: warnings)
    }

    func testLayoutFileIsSortedRoundedOneLinePerViewAndReadsBack() throws {
        let l = Self.layout(warnings: ["b \"quoted\"", "a\nnewline", "b \"quoted\""])
        let text = l.fileText()
        XCTAssertEqual(l.views.map(\.name), ["Form", "Save button", "root"], "sorted by name")
        XCTAssertEqual(l.warnings, ["a\nnewline", "b \"quoted\""], "sorted, unique")
        XCTAssertTrue(text.contains("""
            {"name": "Save button", "kind": "UIButton", "superview": "Form", "frame": [16, 100, 64, 30], "baselines": [120.33, 120.33]}
            """), text)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.contains("\"frame\"") }.count, 3, "one line per view")
        let back = try GoldenLayout(fileText: text)
        XCTAssertEqual(back, l)
        XCTAssertEqual(back.fileText(), text, "byte-stable")
        XCTAssertThrowsError(try GoldenLayout(fileText: "{\"format\": \"other 2\", \"scale\": 1, \"views\": []}"))
        XCTAssertThrowsError(try GoldenLayout(fileText: "not json"))
        let empty = GoldenLayout(scale: 1, views: [])
        XCTAssertEqual(try GoldenLayout(fileText: empty.fileText()), empty)
    }

    func testDiffNamesMovedAndResizedViewsAndLeavesOutViewsCarriedByTheirSuperview() {
        let before = Self.layout()
        let after = Self.layout(saveX: 24, saveWidth: 72)
        let diff = before.changes(to: after)
        XCTAssertEqual(diff.changes.map(\.description), ["Form: x 16→24", "Save button: x 16→24, width 64→72"],
                       "a view that also resized is listed with its whole change")
        XCTAssertEqual(diff.headline, "2 views moved or resized")
        // A subview that only moved with its superview is counted, not listed.
        let carried = before.changes(to: Self.layout(saveX: 24))
        XCTAssertEqual(carried.changes.map(\.description), ["Form: x 16→24"])
        XCTAssertEqual(carried.headline, "1 view moved or resized (and 1 subview with it)")
        // Same frames: the change is in the pixels only.
        let same = before.changes(to: before)
        XCTAssertTrue(same.isEmpty)
        XCTAssertTrue(same.headline.contains("pixel-only change"), same.headline)
        // Added, removed, hidden.
        var grown = before
        grown.views.append(View(name: "Badge", kind: "UIView", superview: "root", x: 1, y: 2, width: 3, height: 4))
        grown.views[0].hidden = true
        XCTAssertEqual(before.changes(to: grown).changes.map(\.description),
                       ["Badge: added at 1,2 3×4", "Form: hidden"])
        XCTAssertEqual(grown.changes(to: before).changes.map(\.description), ["Badge: removed (was at 1,2 3×4)", "Form: shown"])
        XCTAssertEqual(diff.lines(limit: 1), ["2 views moved or resized", "Form: x 16→24", "… and 1 more"])
    }

    // MARK: - The runner

    /// A 40×30 card whose x and the layout's warnings come from the case's source path
    /// (`"card x=4 warn=w1,w2"`; `_` in a warning stands for a space).
    struct CardRenderer: GoldenRendering {
        mutating func render(_ c: GoldenCase) throws(GoldenRenderError) -> Bitmap { try rendition(c).bitmap }
        mutating func rendition(_ c: GoldenCase) throws(GoldenRenderError) -> GoldenRendition {
            var x = 4.0
            var warnings: [String] = []
            for part in c.sourcePath.split(separator: " ") {
                if part.hasPrefix("x=") { x = Double(part.dropFirst(2)) ?? 4 }
                if part.hasPrefix("warn=") { warnings = part.dropFirst(5).split(separator: ",").map { $0.replacingOccurrences(of: "_", with: " ") } }
            }
            if c.sourcePath == "fail" { throw GoldenRenderError("no such scene") }
            do throws(RasterError) {
                var canvas = try Canvas(width: 40, height: 30, background: .white)
                canvas.fill(PixelRect(x: x, y: 4, width: 20, height: 14), color: PixelColor(r: 0, g: 122, b: 255))
                let layout = GoldenLayout(scale: 1, views: [View(name: "root", kind: "UIView", x: 0, y: 0, width: 40, height: 30),
                                                            View(name: "Card", kind: "UIView", superview: "root", x: x, y: 4, width: 20, height: 14)],
                                          warnings: warnings)
                return GoldenRendition(bitmap: canvas.bitmap, layout: layout)
            } catch {
                throw GoldenRenderError("\(error)")
            }
        }
    }

    private func card(_ source: String, subject: String = "card") -> GoldenCase {
        GoldenCase(subject: subject, sourcePath: source, title: "Card", device: "iphone-8", orientation: .portrait, scale: 1)
    }

    private func run(_ cases: [GoldenCase], mode: RecordMode = .none, failOnNewWarnings: Bool = false) -> GoldenRunResult {
        GoldenRunner(store: GoldenStore(root: folder), recordMode: mode, jobs: 2, failOnNewWarnings: failOnNewWarnings)
            .run(cases, makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in CardRenderer() })
    }

    func testRecordingWritesTheLayoutFileAndAFailureNamesTheMovedView() throws {
        let layoutFile = folder + "/card/iphone-8-portrait@1x.layout.json"
        XCTAssertEqual(run([card("x=4")], mode: .missing).outcomes.map(\.status), [.recordedNew])
        XCTAssertTrue(FileManager.default.fileExists(atPath: layoutFile))
        let moved = run([card("x=6")]).outcomes[0]
        XCTAssertEqual(moved.status, .failed)
        XCTAssertEqual(moved.layoutDiff?.changes.map(\.description), ["Card: x 4→6"])
        XCTAssertTrue(moved.lines(verbose: false).contains("      Card: x 4→6"), "\(moved.lines(verbose: false))")
        // An old golden without a layout file still works: no layout diff; `missing` adds the file.
        try FileManager.default.removeItem(atPath: layoutFile)
        let old = run([card("x=6")]).outcomes[0]
        XCTAssertEqual(old.status, .failed)
        XCTAssertNil(old.layoutDiff)
        XCTAssertEqual(run([card("x=4")]).outcomes.map(\.status), [.passed])
        XCTAssertFalse(FileManager.default.fileExists(atPath: layoutFile), "mode none writes nothing")
        let added = run([card("x=4")], mode: .missing).outcomes[0]
        XCTAssertEqual(added.status, .recordedNew)
        XCTAssertTrue(added.message.hasPrefix("recorded the layout file"), added.message)
        XCTAssertEqual(run([card("x=4")], mode: .missing).outcomes.map(\.status), [.passed], "nothing left to record")
    }

    func testNewWarningsAreListedAndFailOnlyWhenAsked() throws {
        _ = run([card("x=4 warn=old")], mode: .missing)
        let o = run([card("x=4 warn=old,fresh")]).outcomes[0]
        XCTAssertEqual(o.status, .passed)
        XCTAssertEqual(o.warnings, ["fresh", "old"])
        XCTAssertEqual(o.newWarnings, ["fresh"])
        XCTAssertEqual(o.lines(verbose: false), ["WARN card/iphone-8-portrait@1x: 2 warnings (1 new)",
                                                  "    new warning: fresh", "    warning: old"])
        let strict = run([card("x=4 warn=old,fresh")], failOnNewWarnings: true).outcomes[0]
        XCTAssertEqual(strict.status, .failed)
        XCTAssertTrue(strict.message.contains("1 new warning not recorded with the golden"), strict.message)
        XCTAssertEqual(run([card("x=4 warn=old")], failOnNewWarnings: true).outcomes.map(\.status), [.passed],
                       "recorded warnings are not new")
        XCTAssertEqual(run([card("x=4 warn=old,fresh")], mode: .failed, failOnNewWarnings: true).outcomes.map(\.status),
                       [.recordedUpdated], "record mode failed records them")
        XCTAssertEqual(run([card("x=4 warn=old,fresh")], failOnNewWarnings: true).outcomes.map(\.status), [.passed])
    }

    /// A builder's warning is stored as printed (`warning: …`), a conflict's in UIKit's words:
    /// each is printed with one `warning:` prefix, in the lines, JUnit and the report.
    func testAWarningIsPrintedWithOnePrefix() throws {
        _ = run([card("x=4 warn=warning:_old,[LayoutConstraints]_conflict")], mode: .missing)
        let o = run([card("x=4 warn=warning:_old,[LayoutConstraints]_conflict,warning:_fresh")]).outcomes[0]
        XCTAssertEqual(o.lines(verbose: false), ["WARN card/iphone-8-portrait@1x: 3 warnings (1 new)",
                                                  "    warning: [LayoutConstraints] conflict",
                                                  "    new warning: fresh", "    warning: old"])
        let failed = run([card("x=6 warn=warning:_old,warning:_fresh")])
        XCTAssertFalse(failed.junitXML().contains("warning: warning:"), failed.junitXML())
        let report = try String(contentsOfFile: try failed.writeArtifacts(to: folder + "/artifacts"),
                                encoding: .utf8)
        XCTAssertTrue(report.contains("warning: old"), report)
        XCTAssertFalse(report.contains("warning: warning:"), report)
    }

    func testAFileThatDoesNotLoadIsOneFailedCaseAndTheOthersRun() {
        let broken = GoldenCase.unloadable(subject: "broken", sourcePath: "broken.json", error: "broken.json:3:7: expected '}'")
        XCTAssertEqual(broken.name, "broken")
        let r = run([card("x=4"), broken, card("fail", subject: "other")], mode: .missing)
        XCTAssertEqual(r.outcomes.map(\.status), [.recordedNew, .error, .error])
        XCTAssertEqual(r.outcomes[1].message, "cannot load: broken.json:3:7: expected '}'")
        XCTAssertEqual(r.summaryLine, "0 passed, 2 failed, 1 recorded")
    }

    // MARK: - CI

    func testShardsSplitEveryCaseIntoExactlyOnePartStably() {
        XCTAssertEqual(GoldenShard(parsing: "2/3"), GoldenShard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/2/3"] { XCTAssertNil(GoldenShard(parsing: bad), bad) }
        let cases = (0..<300).map { card("x=4", subject: "recipe-\($0)") }
        var seen: [String: Int] = [:]
        for i in 1...3 {
            let part = cases.filter { GoldenShard(index: i, count: 3)!.contains($0) }
            XCTAssertGreaterThan(part.count, 60, "shard \(i) has \(part.count) of 300")
            for c in part { seen[c.name, default: 0] += 1 }
        }
        XCTAssertEqual(seen.count, 300)
        XCTAssertTrue(seen.values.allSatisfy { $0 == 1 })
        // The hash is fixed (FNV-1a 64), so the split is the same on every machine.
        XCTAssertEqual(GoldenShard.stableHash(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(GoldenShard.stableHash("a"), 0xaf63_dc4c_8601_ec8c)
    }

    func testJUnitHasOneTestcasePerCaseWithFailuresAndErrors() throws {
        _ = run([card("x=4")], mode: .missing)
        let broken = GoldenCase.unloadable(subject: "broken", sourcePath: "b.json", error: "b.json:1:1: bad <json> & \"quotes\"")
        let r = run([card("x=6"), broken, card("x=4", subject: "new")])
        let xml = r.junitXML()
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"snapshot test\" tests=\"3\" failures=\"2\" errors=\"1\""), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 3)
        XCTAssertTrue(xml.contains("<testcase classname=\"card\" name=\"iphone-8-portrait@1x\""), xml)
        XCTAssertTrue(xml.contains("type=\"mismatch\">mismatch: "), xml)
        XCTAssertTrue(xml.contains("Card: x 4→6"), "the failure text lists the moved views")
        XCTAssertTrue(xml.contains("<failure message=\"no golden at"), xml)
        XCTAssertTrue(xml.contains("<error message=\"cannot load: b.json:1:1: bad &lt;json&gt; &amp; &quot;quotes&quot;\""), xml)
        let parsed = try XMLDocument(data: Data(xml.utf8))
        XCTAssertEqual(try parsed.nodes(forXPath: "//testcase").count, 3)
    }

    func testJUnitNamesTellALightAndADarkCaseApart() throws {
        var dark = card("x=4")
        dark.configuration = GoldenConfiguration(appearance: .dark, nameTokens: ["dark"])
        let xml = run([card("x=4"), dark], mode: .missing).junitXML()
        XCTAssertTrue(xml.contains("<testcase classname=\"card\" name=\"iphone-8-portrait@1x\""), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"card\" name=\"iphone-8-portrait-dark@1x\""), xml)
    }
}
