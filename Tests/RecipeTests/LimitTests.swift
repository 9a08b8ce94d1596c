import Foundation
import XCTest
@testable import Recipe

/// Hostile and careless recipes (issue 16): every limit refuses before the work it bounds, with
/// the limit in the message; quadratic paths stay linear; every number is bounded.
final class LimitTests: XCTestCase {
    func decode(_ json: String, limits: RecipeLimits) throws(RecipeError) -> RecipeDocument {
        try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/", checkImageFiles: false, limits: limits)
    }

    func limitError(_ json: String, limits: RecipeLimits = .standard) -> RecipeError? {
        do {
            _ = try decode(json, limits: limits)
            XCTFail("expected an error")
            return nil
        } catch {
            return error
        }
    }

    /// Three nested `repeat: 1000` in 184 bytes: 10⁹ views, refused by counting, at once.
    func testNestedRepeatIsCountedBeforeExpanding() throws {
        let bomb = #"{"name":"b","root":{"subviews":[{"repeat":1000,"template":{"view":null,"subviews":[{"repeat":1000,"template":{"view":null,"subviews":[{"repeat":1000,"template":{"view":null}}]}}]}}]}}"#
        let start = Date()
        let e = try XCTUnwrap(limitError(bomb))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(e.kind, .limitExceeded("views"))
        XCTAssertTrue(e.message.contains("1001001001 views"), e.message)
        XCTAssertTrue(e.message.contains("--limit views=N"), e.message)
        XCTAssertEqual(e.location?.line, 1)
        XCTAssertEqual(e.location?.column, 43) // the outermost repeat's count
    }

    /// Duplicate names inside a large repeat are reached only within the view limit.
    func testRepeatWithinTheLimitDecodesAndLimitCanBeRaised() throws {
        let json = #"{"name":"r","root":{"subviews":[{"repeat":100,"template":{"view":null,"subviews":[{"repeat":100,"template":{"view":null}}]}}]}}"#
        var limits = RecipeLimits.standard
        limits.views = 10_000
        XCTAssertEqual(limitError(json, limits: limits)?.kind, .limitExceeded("views"))
        try limits.set("views=10101")
        let document = try decode(json, limits: limits)
        XCTAssertEqual(document.root.subviews.count, 100)
    }

    func testConstraintRepeatIsCounted() throws {
        let json = #"{"name":"c","root":{"subviews":[{"view":"A"}]},"constraints":[{"repeat":1000,"constraints":[{"repeat":1000,"constraints":["A.Width = 10"]}]}]}"#
        let e = try XCTUnwrap(limitError(json))
        XCTAssertEqual(e.kind, .limitExceeded("constraints"))
        XCTAssertTrue(e.message.contains("1000000 constraints"), e.message)
    }

    func testLongStringIsRefusedWhileReading() throws {
        var limits = RecipeLimits.standard
        limits.textLength = 1000
        let json = #"{"name":"s","root":{"subviews":[{"label":"L","text":""# + String(repeating: "a", count: 1001) + "\"}]}}"
        let e = try XCTUnwrap(limitError(json, limits: limits))
        XCTAssertTrue(e.message.contains("text-length"), e.message)
        XCTAssertEqual(e.location?.column, 53)
        limits.textLength = 1001
        XCTAssertNoThrow(try decode(json, limits: limits))
    }

    /// `{item}` × a long item: the grown string is measured before it is built.
    func testSubstitutionThatWouldGrowPastTheLimitIsRefused() throws {
        let item = String(repeating: "x", count: 1000)
        let text = String(repeating: "{item}", count: 200)
        let json = #"{"name":"s","root":{"subviews":[{"repeat":[""# + item + #""],"template":{"label":null,"text":""# + text + #""}}]}}"#
        let e = try XCTUnwrap(limitError(json))
        XCTAssertEqual(e.kind, .limitExceeded("text-length"))
        XCTAssertTrue(e.message.contains("200000 bytes"), e.message)
    }

    func testDeepNestingIsAnErrorAtTheLimit() throws {
        var limits = RecipeLimits.standard
        limits.depth = 10
        let deep = #"{"name":"d","root":{"comment":[[[[[[[[[[1]]]]]]]]]]}}"#
        let e = try XCTUnwrap(limitError(deep, limits: limits))
        XCTAssertTrue(e.message.contains("deeper than 10 levels"), e.message)
        // The default: 100,000 levels is an error, not a stack overflow.
        XCTAssertNotNil(limitError(String(repeating: "[", count: 100_000)))
    }

    /// The most nested views the default depth allows decode (the view decoder recurses per
    /// level: 140 levels overflowed the stack of a debug build), one more is a depth error.
    func testNestedViewsUpToTheDepthLimitDecode() throws {
        func nested(_ n: Int) -> String {
            #"{"name":"d","root":{"subviews":["# + (0..<n).map { #"{"view":"v\#($0)","subviews":["# }.joined()
                + String(repeating: "]}", count: n) + "]}}"
        }
        XCTAssertNoThrow(try decode(nested(126), limits: .standard))
        XCTAssertTrue(limitError(nested(127))?.message.contains("deeper than 256 levels") == true)
    }

    /// 100,000 keys took 35 s (a pairwise duplicate check); now hashed past 16 keys.
    func testManyKeysAreCheckedInLinearTime() throws {
        let keys = (0..<100_000).map { "\"k\($0)\": 1" }.joined(separator: ",")
        let start = Date()
        let document = try decode(#"{"name":"k","metrics":{"# + keys + #"},"root":{}}"#, limits: .standard)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(document.metrics.count, 100_000)
        // The first repeat in file order, pointing at the first occurrence, as before.
        let dup = #"{"name":"k","metrics":{"# + keys + #","k5":2,"k3":2},"root":{}}"#
        let e = try XCTUnwrap(limitError(dup))
        XCTAssertEqual(e.kind, .duplicateKey("k5"))
        XCTAssertTrue(e.message.contains("first at 1:"), e.message)
    }

    func testSettingsAreParsedAndChecked() {
        var limits = RecipeLimits.standard
        XCTAssertNoThrow(try limits.set("text-length=1_000_000"))
        XCTAssertEqual(limits.textLength, 1_000_000)
        XCTAssertThrowsError(try limits.set("view=5")) { XCTAssertTrue("\($0)".contains("did you mean \"views\"?"), "\($0)") }
        XCTAssertThrowsError(try limits.set("views=0"))
        XCTAssertThrowsError(try limits.set("views"))
        XCTAssertThrowsError(try limits.set("depth=257"))
        XCTAssertNoThrow(try limits.set("depth=256"))
    }

    /// Numbers without a range of their own are bounded by ±1,000,000 (1e308 insets had made
    /// `layout` print -inf); constants in constraint strings too.
    func testEveryNumberIsBounded() throws {
        let cases = [
            #"{"name":"n","root":{"subviews":[{"button":"B","contentEdgeInsets":{"top":1e308}}]}}"#,
            #"{"name":"n","root":{"subviews":[{"button":"B","contentEdgeInsets":1e308}]}}"#,
            #"{"name":"n","root":{"subviews":[{"view":"B","frame":{"x":1e308,"y":0,"width":1,"height":1}}]}}"#,
            #"{"name":"n","root":{"subviews":[{"view":"B","layoutMargins":-1e7}]}}"#,
            #"{"name":"n","metrics":{"m":1e300},"root":{}}"#,
            #"{"name":"n","root":{"subviews":[{"view":"A"}]},"constraints":[{"first":"A","firstAttribute":"width","constant":1e9}]}"#,
            #"{"name":"n","root":{"subviews":[{"view":"A"}]},"constraints":["A.Width = 100000000"]}"#,
        ]
        for json in cases {
            let e = try XCTUnwrap(limitError(json), json)
            XCTAssertEqual(e.kind, .invalidValue, json)
            XCTAssertTrue(e.message.contains("out of range"), "\(json): \(e.message)")
        }
        XCTAssertNoThrow(try decode(#"{"name":"n","root":{"subviews":[{"view":"A","frame":{"x":-1000000,"y":1e6,"width":1,"height":1}}]}}"#, limits: .standard))
    }

    func testFilesAreReadOnlyWhenRegularUTF8AndSmallEnough() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func loadError(_ path: String, limits: RecipeLimits = .standard) -> RecipeError? {
            do { _ = try RecipeDocument.load(path: path, limits: limits); return nil } catch { return error }
        }
        XCTAssertEqual(loadError(folder.path)?.message, "cannot read the recipe: it is a directory")
        XCTAssertEqual(loadError("/dev/zero")?.kind, .unreadableFile)
        XCTAssertTrue(loadError("/dev/zero")?.message.contains("not a regular file") == true)

        let bad = folder.appendingPathComponent("bad.json")
        try Data([0x7B, 0x0A, 0x20, 0x22, 0xC3, 0x28, 0x22]).write(to: bad)
        let e = try XCTUnwrap(loadError(bad.path))
        XCTAssertEqual(e.kind, .syntax)
        XCTAssertEqual(e.description, "\(bad.path):2:3: error: invalid UTF-8 (byte 0xC3 at byte offset 4); a recipe is UTF-8 text")

        let big = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 2000).write(to: big)
        var limits = RecipeLimits.standard
        limits.fileSize = 1000
        XCTAssertEqual(loadError(big.path, limits: limits)?.kind, .limitExceeded("file-size"))
        XCTAssertEqual(loadError(big.path)?.kind, .syntax) // within the default: read, then empty
    }
}
