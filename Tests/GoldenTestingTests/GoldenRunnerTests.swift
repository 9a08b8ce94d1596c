import Foundation
import XCTest
import GoldenTesting
import Layout
import Raster

/// The golden store and runner with a renderer made of Raster drawings (no layout involved).
final class GoldenRunnerTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "golden-runner-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A card scene; `variant` changes it: "shift" moves the card 1 pixel, "colour" recolours it,
    /// "missing" drops the badge, "transparent" leaves the background clear.
    static func scene(_ variant: String) throws(GoldenRenderError) -> Bitmap {
        do throws(RasterError) {
            let background = variant == "transparent" ? PixelColor.clear : PixelColor.white
            var c = try Canvas(width: 40, height: 30, background: background)
            let dx: Double = variant == "shift" ? 1 : 0
            let card = variant == "colour" ? PixelColor(r: 88, g: 86, b: 214) : PixelColor(r: 0, g: 122, b: 255)
            c.fill(RoundedRect(rect: PixelRect(x: 4 + dx, y: 4, width: 20, height: 14), radius: 4), color: card)
            if variant != "missing" {
                c.fill(RoundedRect.capsule(in: PixelRect(x: 28, y: 6, width: 8, height: 8)), color: .black)
            }
            return c.bitmap
        } catch {
            throw GoldenRenderError("\(error)")
        }
    }

    /// Renders the scene named by the case's recipe path ("base", "shift", ...).
    static func renderer() -> any GoldenRendering {
        ClosureRenderer { (c: GoldenCase) throws(GoldenRenderError) -> Bitmap in
            if c.sourcePath == "fail" { throw GoldenRenderError("no such scene") }
            return try scene(c.sourcePath)
        }
    }

    private func testCase(_ scene: String, recipe: String = "card", device: String = "iphone-8",
                          orientation: Layout.Orientation = .portrait, tolerance: Tolerance = .exact) -> GoldenCase {
        GoldenCase(subject: recipe, sourcePath: scene, title: "Card", device: device, orientation: orientation,
                   scale: 2, tolerance: tolerance)
    }

    private func run(_ cases: [GoldenCase], mode: RecordMode = .none, jobs: Int = 2) -> GoldenRunResult {
        GoldenRunner(store: GoldenStore(root: folder), recordMode: mode, jobs: jobs)
            .run(cases, makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in Self.renderer() })
    }

    func testNamingIsRecipeFolderThenDeviceOrientationScale() {
        let c = testCase("base", recipe: "forms/login", device: "iphone-x", orientation: .landscape)
        XCTAssertEqual(c.goldenRelativePath, "forms/login/iphone-x-landscape@2x.png")
        var fractional = c
        fractional.scale = 2.5
        XCTAssertEqual(fractional.name, "forms/login/iphone-x-landscape@2.5x")
        XCTAssertEqual(GoldenStore(root: "Snapshots/goldens").path(for: c), "Snapshots/goldens/forms/login/iphone-x-landscape@2x.png")
    }

    func testMissingGoldenFailsUnlessRecording() throws {
        let r = run([testCase("base")])
        XCTAssertEqual(r.outcomes.map(\.status), [.missing])
        XCTAssertFalse(r.succeeded)
        XCTAssertEqual(r.summaryLine, "0 passed, 1 failed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/card/iphone-8-portrait@2x.png"))

        let recorded = run([testCase("base")], mode: .missing)
        XCTAssertEqual(recorded.outcomes.map(\.status), [.recordedNew])
        XCTAssertTrue(recorded.succeeded)
        XCTAssertEqual(recorded.summaryLine, "0 passed, 0 failed, 1 recorded")
        XCTAssertEqual(run([testCase("base")]).outcomes.map(\.status), [.passed])
    }

    func testGoldensAreOpaqueRGBAndStable() throws {
        _ = run([testCase("transparent")], mode: .missing)
        let path = folder + "/card/iphone-8-portrait@2x.png"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(bytes[25], 2, "colour type 2 = 8-bit RGB without alpha")
        let golden = try PNG.read(contentsOf: path)
        XCTAssertTrue(golden.isOpaque)
        XCTAssertEqual(golden.color(x: 0, y: 0), PixelColor.white, "transparency is flattened over white")
        // Recording everything again leaves identical bytes untouched.
        let again = run([testCase("transparent")], mode: .all)
        XCTAssertEqual(again.outcomes.map(\.status), [.passed])
        XCTAssertEqual(FileManager.default.contents(atPath: path), bytes)
    }

    func testDigestChunkShortcutsIdenticalGoldensAndIsNeverTrustedWhenStale() throws {
        _ = run([testCase("base")], mode: .missing)
        let store = GoldenStore(root: folder)
        let c = testCase("base")
        let base = try Self.scene("base"), shift = try Self.scene("shift")
        XCTAssertTrue(store.isIdentical(c, to: base))
        XCTAssertFalse(store.isIdentical(c, to: shift))
        let passed = run([c])
        XCTAssertEqual(passed.outcomes.map(\.status), [.passed])
        XCTAssertTrue(passed.outcomes[0].message.hasSuffix("(digest)"), passed.outcomes[0].message)

        // Another tool re-encodes the golden with different pixels but keeps our text chunk:
        // the IDAT hash no longer matches, so the digest is ignored and the change is found.
        let original = try XCTUnwrap(store.bytes(c))
        let chunks = try XCTUnwrap(GoldenDigestAccess.chunks(original))
        let text = try XCTUnwrap(chunks.first { $0.0 == "tEXt" })
        var forged = try PNG.encode(shift)
        let iend = forged.count - 12
        forged.insert(contentsOf: original[text.1..<text.2], at: iend)
        try store.write(forged, for: c)
        XCTAssertEqual(try XCTUnwrap(try store.read(c)), shift)
        XCTAssertFalse(store.isIdentical(c, to: base), "a stale digest is not trusted")
        XCTAssertEqual(run([c]).outcomes.map(\.status), [.failed])

        // A plain PNG without the chunk is compared by decoding.
        try store.write(try PNG.encode(base), for: c)
        XCTAssertFalse(store.isIdentical(c, to: base))
        let decoded = run([c])
        XCTAssertEqual(decoded.outcomes.map(\.status), [.passed])
        XCTAssertFalse(decoded.outcomes[0].message.hasSuffix("(digest)"))
    }

    func testShiftColourAndMissingViewAreCaught() throws {
        _ = run([testCase("base")], mode: .missing)
        for variant in ["shift", "colour", "missing"] {
            let r = run([testCase(variant)])
            XCTAssertEqual(r.outcomes.map(\.status), [.failed], variant)
            let comparison = try XCTUnwrap(r.outcomes[0].comparison)
            XCTAssertGreaterThan(comparison.differingPixels, 10, variant)
            XCTAssertTrue(r.outcomes[0].message.contains("tolerance: exact"), r.outcomes[0].message)
            XCTAssertNotNil(r.outcomes[0].expected)
            XCTAssertNotNil(r.outcomes[0].actual)
            // The anti-aliasing tolerance does not excuse whole-pixel changes of flat shapes.
            let tolerant = run([testCase(variant, tolerance: .antialiasingTolerant)])
            XCTAssertEqual(tolerant.outcomes.map(\.status), [.failed], variant)
        }
    }

    func testRecordFailedOverwritesOnlyDifferingGoldens() throws {
        _ = run([testCase("base"), testCase("base", recipe: "other")], mode: .missing)
        let r = run([testCase("shift"), testCase("base", recipe: "other")], mode: .failed)
        XCTAssertEqual(r.outcomes.map(\.status), [.recordedUpdated, .passed])
        XCTAssertEqual(run([testCase("shift")]).outcomes.map(\.status), [.passed])
    }

    func testOutcomesKeepCaseOrderWhateverTheJobs() throws {
        let cases = (0..<24).map { i in testCase(["base", "shift", "colour", "missing"][i % 4], recipe: "r\(i)") }
        _ = run(cases, mode: .missing, jobs: 1)
        let flipped = cases.map { c -> GoldenCase in
            var c = c
            c.sourcePath = c.sourcePath == "base" ? "shift" : c.sourcePath
            return c
        }
        let one = run(flipped, jobs: 1)
        let four = run(flipped, jobs: 4)
        XCTAssertEqual(one.outcomes.map(\.testCase), flipped)
        XCTAssertEqual(four.outcomes.map(\.testCase), flipped)
        XCTAssertEqual(one.outcomes.map(\.status), four.outcomes.map(\.status))
        XCTAssertEqual(four.failedCount, 6)
        XCTAssertEqual(four.summaryLine, "18 passed, 6 failed")
    }

    func testRendererErrorsAndSetupErrorsFailTheCase() {
        let r = run([testCase("fail")], mode: .all)
        XCTAssertEqual(r.outcomes.map(\.status), [.error])
        XCTAssertTrue(r.outcomes[0].message.contains("no such scene"))
        let setup = GoldenRunner(store: GoldenStore(root: folder), jobs: 2)
            .run([testCase("base"), testCase("base", recipe: "b")],
                 makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in throw GoldenRenderError("no fonts") })
        XCTAssertEqual(setup.outcomes.map(\.status), [.error, .error])
        XCTAssertTrue(setup.outcomes[0].message.contains("no fonts"))
    }

    func testArtifactsAndReportForFailures() throws {
        _ = run([testCase("base")], mode: .missing)
        let r = run([testCase("shift"), testCase("base", recipe: "new"), testCase("base")])
        XCTAssertEqual(r.outcomes.map(\.status), [.failed, .missing, .passed])
        let artifacts = folder + "/artifacts"
        let report = try r.writeArtifacts(to: artifacts)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(html.contains("2 failed"), html)
        XCTAssertTrue(html.contains("card/iphone-8-portrait@2x"))
        XCTAssertTrue(html.contains("class=\"mark\""), "the difference box is outlined on the diff")
        XCTAssertEqual(html.components(separatedBy: "tolerance: exact").count - 1, 3, "the tolerance appears once per case")
        let images = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/images").sorted()
        XCTAssertEqual(images, ["card_iphone-8-portrait_2x.actual.png", "card_iphone-8-portrait_2x.detail.png", "card_iphone-8-portrait_2x.diff.png",
                                "card_iphone-8-portrait_2x.expected.png", "card_iphone-8-portrait_2x.side-by-side.png",
                                "new_iphone-8-portrait_2x.actual.png"])
    }

    /// `--artifacts` pointed at a folder with files of its own (issue 16: the recipes' folder,
    /// whose `images/` held the recipes' images) removes only a previous report's images.
    func testArtifactsKeepFilesTheReportDidNotWrite() throws {
        let artifacts = folder + "/recipes"
        let images = artifacts + "/images"
        try FileManager.default.createDirectory(atPath: images + "/sub", withIntermediateDirectories: true)
        let own = ["photo.png", "icon@2x.png", "notes.txt", ".hidden.diff.png", "sub/deep.diff.png"]
        for f in own { try Data([1, 2, 3]).write(to: URL(fileURLWithPath: images + "/" + f)) }
        try Data([1]).write(to: URL(fileURLWithPath: images + "/old_case.diff.png"))
        let r = run([testCase("base")], mode: .missing)
        _ = try r.writeArtifacts(to: artifacts)
        for f in own { XCTAssertTrue(FileManager.default.fileExists(atPath: images + "/" + f), f) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: images + "/old_case.diff.png"), "a previous report's image goes")
    }

    func testPruneListsAndDeletesGoldensNoCaseProduces() throws {
        let kept = [testCase("base"), testCase("base", orientation: .landscape)]
        _ = run(kept + [testCase("base", recipe: "gone/deep"), testCase("base", device: "iphone-se")], mode: .missing)
        let store = GoldenStore(root: folder)
        XCTAssertEqual(store.staleGoldens(keeping: kept), ["card/iphone-se-portrait@2x.png", "gone/deep/iphone-8-portrait@2x.png"])
        try store.delete(store.staleGoldens(keeping: kept))
        XCTAssertEqual(store.allGoldenFiles(), ["card/iphone-8-landscape@2x.png", "card/iphone-8-portrait@2x.png"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/gone"), "empty folders are removed")
    }

    func testToleranceParsing() throws {
        XCTAssertEqual(try Tolerance(parsing: "exact"), .exact)
        XCTAssertEqual(try Tolerance(parsing: "pixelmatch"), .antialiasingTolerant)
        XCTAssertEqual(try Tolerance(parsing: "aa,pixels=20"), Tolerance(ignoresAntialiasing: true, maxDifferingPixels: 20))
        XCTAssertEqual(try Tolerance(parsing: "color=0.05, ratio=0.001"), Tolerance(colorThreshold: 0.05, maxDifferingRatio: 0.001))
        for bad in ["", "fuzzy", "color=2", "pixels=1.5", "ratio", "aa=1"] {
            XCTAssertThrowsError(try Tolerance(parsing: bad), bad)
        }
    }

    func testRecordModeFromEnvironment() {
        XCTAssertEqual(RecordMode(environmentValue: "missing"), .missing)
        XCTAssertEqual(RecordMode(environmentValue: "FAILED"), .failed)
        XCTAssertEqual(RecordMode(environmentValue: "1"), .all)
        XCTAssertEqual(RecordMode(environmentValue: ""), RecordMode.none)
        XCTAssertNil(RecordMode(environmentValue: "sometimes"))
    }
}

/// Reads a PNG's chunks (type, byte range of the whole chunk) for the digest test.
enum GoldenDigestAccess {
    static func chunks(_ png: [UInt8]) -> [(String, Int, Int)]? {
        guard png.count > 8 else { return nil }
        var out: [(String, Int, Int)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            out.append((type, offset, offset + 12 + length))
            offset += 12 + length
        }
        return out
    }
}
