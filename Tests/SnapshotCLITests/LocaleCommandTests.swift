import Foundation
import XCTest

/// `--locale` and `--strings` on `layout` and `render`, the `locales` axis of the suite file,
/// run as a user would (docs/localization.md).
final class LocaleCommandTests: XCTestCase {
    let storyboard = "Snapshots/recipes/localized/Base.lproj/Welcome.storyboard"

    func layout(_ arguments: [String]) throws -> (Int32, [String: Any], String) {
        let (status, out, err) = try runSnapshot(["layout", storyboard] + arguments)
        let top = (try? JSONSerialization.jsonObject(with: out) as? [String: Any]) ?? [:]
        return (status, top, err)
    }

    func frame(_ top: [String: Any], _ id: String) -> (x: Double, width: Double)? {
        guard let view = (top["views"] as? [String: [String: Any]])?[id],
              let x = view["x"] as? Double, let width = view["width"] as? Double else { return nil }
        return (x, width)
    }

    func testGermanTranslatesAndArabicMirrors() throws {
        let (s0, base, e0) = try layout([])
        let (s1, german, e1) = try layout(["--locale", "de"])
        let (s2, arabic, e2) = try layout(["--locale", "ar"])
        XCTAssertEqual([s0, s1, s2], [0, 0, 0], e0 + e1 + e2)
        XCTAssertEqual(base["title"] as? String, "Welcome")
        XCTAssertEqual(german["title"] as? String, "Willkommen")
        XCTAssertEqual(arabic["title"] as? String, "مرحبًا")
        // The switch of the news row: leading (left) in German, leading (right) in Arabic.
        let left = try XCTUnwrap(frame(german, "swt-Wl-v01")), right = try XCTUnwrap(frame(arabic, "swt-Wl-v01"))
        XCTAssertEqual(left.x, 20)
        // (its frame sticks out of its alignment rect 2 pt at the right: docs/layout.md, "Controls")
        XCTAssertEqual(right.x, 375 - 20 - right.width + 2, "mirrored")
        // German's longer title makes the news label longer: it is squeezed, the base is not.
        XCTAssertFalse(e0.contains("squeezed"), e0)
        // --ltr keeps Arabic strings left to right.
        let (s3, ltr, _) = try layout(["--locale", "ar", "--ltr"])
        XCTAssertEqual(s3, 0)
        XCTAssertEqual(frame(ltr, "swt-Wl-v01")?.x, 20)
    }

    func testUnknownLocaleIsAnErrorListingTheTranslations() throws {
        let (status, _, err) = try layout(["--locale", "ja"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.hasPrefix("error: --locale ja: no translation of \(storyboard); its translations are ar, de, fr; also base"), err)
        XCTAssertTrue(err.contains("the pseudolanguages double-length, accented, bounded, right-to-left, right-to-left-strings"), err)
    }

    func testPseudolanguagesNeedNoTranslation() throws {
        let (s1, rtl, e1) = try layout(["--locale", "right-to-left"])
        XCTAssertEqual(s1, 0, e1)
        XCTAssertEqual(rtl["title"] as? String, "Welcome", "strings unchanged")
        XCTAssertNotEqual(frame(rtl, "swt-Wl-v01")?.x, 20, "mirrored")
        let (s2, reversed, _) = try layout(["--locale", "right-to-left-strings"])
        XCTAssertEqual(s2, 0)
        XCTAssertEqual(reversed["title"] as? String, "emocleW")
    }

    func testStringsFolderNotBesideTheDocument() throws {
        let corpus = repositoryRoot + "/../shared/ib-corpus/files2"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: corpus + "/nrfblinky-Main.storyboard"), "the corpus is not here")
        let (status, out, err) = try runSnapshot(["layout", corpus + "/nrfblinky-Main.storyboard", "--locale", "zh-Hans",
                                                  "--strings", corpus + "/nrfblinky-l10n", "--format", "tree"])
        XCTAssertEqual(status, 0, err)
        XCTAssertFalse(String(decoding: out, as: UTF8.self).isEmpty)
        let (s2, _, e2) = try runSnapshot(["layout", corpus + "/nrfblinky-Main.storyboard", "--locale", "zh-Hans"])
        XCTAssertEqual(s2, 1)
        XCTAssertTrue(e2.contains("it has no translations"), e2)
    }
}

/// A recipe's `"strings"` table.
final class RecipeLocaleTests: XCTestCase {
    static let recipe = """
        { "name": "Greeting", "strings": {
            "de": { "Hello": "Guten Tag, willkommen", "Second.text": "Zweite" },
            "ar": { "Hello": "مرحبا" } },
          "root": { "backgroundColor": "white", "subviews": [
            { "label": "First", "text": "Hello" }, { "label": "Second", "text": "Hello" } ] },
          "constraints": ["First.Leading = Superview.LeadingMargin", "First.Top = Safe Area.Top + 8",
                          "Second.Leading = Superview.LeadingMargin", "Second.Top = First.Bottom + 8"] }
        """

    func testARecipeTranslatesByNameThenByText() throws {
        let path = NSTemporaryDirectory() + "greeting-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.recipe.write(toFile: path, atomically: true, encoding: .utf8)
        func widths(_ extra: [String]) throws -> (Int32, Double?, Double?, Double?, String) {
            let (status, out, err) = try runSnapshot(["layout", path] + extra)
            let views = (try? JSONSerialization.jsonObject(with: out) as? [String: Any])?["views"] as? [String: [String: Any]]
            return (status, views?["First"]?["width"] as? Double, views?["Second"]?["width"] as? Double, views?["First"]?["x"] as? Double, err)
        }
        let (s0, first0, second0, x0, e0) = try widths([])
        let (s1, first1, second1, _, e1) = try widths(["--locale", "de"])
        XCTAssertEqual([s0, s1], [0, 0], e0 + e1)
        XCTAssertEqual(first0, second0)
        XCTAssertGreaterThan(try XCTUnwrap(first1), try XCTUnwrap(first0) * 3, "by its text: Guten Tag, willkommen")
        XCTAssertLessThan(try XCTUnwrap(second1), try XCTUnwrap(first1), "by its name: Zweite")
        let (s2, _, _, x2, _) = try widths(["--locale", "ar"])
        XCTAssertEqual(s2, 0)
        XCTAssertGreaterThan(try XCTUnwrap(x2), try XCTUnwrap(x0), "Arabic: right to left")
        let (s3, doubled, _, _, _) = try widths(["--locale", "double-length"])
        XCTAssertEqual(s3, 0)
        XCTAssertGreaterThan(try XCTUnwrap(doubled), try XCTUnwrap(first0) * 2)
        let (s4, _, _, _, e4) = try widths(["--locale", "fr"])
        XCTAssertEqual(s4, 1)
        XCTAssertTrue(e4.contains("--locale fr: no translation of \(path); its \"strings\" are ar, de; also base"), e4)
    }
}
