import Foundation
import XCTest
import GoldenTesting
import Raster

/// Recording never rewrites a golden whose pixels are identical, whatever its bytes; an
/// unreadable golden can be repaired by recording (issue #16 item 10 and "Also seen").
final class GoldenRecordChurnTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "golden-churn-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/card", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var goldenPath: String { folder + "/card/iphone-8-portrait@2x.png" }

    private func testCase(_ scene: String, tolerance: Tolerance = .exact) -> GoldenCase {
        GoldenCase(subject: "card", sourcePath: scene, title: "Card", device: "iphone-8", orientation: .portrait,
                   scale: 2, tolerance: tolerance)
    }

    private func run(_ c: GoldenCase, mode: RecordMode) -> GoldenRunResult {
        GoldenRunner(store: GoldenStore(root: folder), recordMode: mode, jobs: 1)
            .run([c], makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in GoldenRunnerTests.renderer() })
    }

    func testRecordAllKeepsAGoldenWithIdenticalPixelsAndOtherBytes() throws {
        // Same pixels, another encoding (level 9, adaptive filter, no digest chunk).
        let other = try PNG.encode(try GoldenRunnerTests.scene("base"), options: PNGOptions(compressionLevel: 9, filter: .adaptive))
        try Data(other).write(to: URL(fileURLWithPath: goldenPath))
        let r = run(testCase("base"), mode: .all)
        XCTAssertEqual(r.outcomes.map(\.status), [.passed], r.outcomes.first?.message ?? "")
        XCTAssertEqual(FileManager.default.contents(atPath: goldenPath).map { [UInt8]($0) }, other)
    }

    func testRecordAllRewritesPixelsThatDifferOnlyWithinTheTolerance() throws {
        _ = run(testCase("base"), mode: .missing)
        let loose = Tolerance(maxDifferingRatio: 1)
        XCTAssertEqual(run(testCase("colour", tolerance: loose), mode: .none).outcomes.map(\.status), [.passed])
        XCTAssertEqual(run(testCase("colour", tolerance: loose), mode: .all).outcomes.map(\.status), [.recordedUpdated])
        XCTAssertEqual(try PNG.read(contentsOf: goldenPath), try GoldenRunnerTests.scene("colour"))
    }

    func testAnUnreadableGoldenIsAnErrorUnlessRecordingFailures() throws {
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: goldenPath))
        let plain = run(testCase("base"), mode: .none)
        XCTAssertEqual(plain.outcomes.map(\.status), [.error])
        XCTAssertTrue(plain.outcomes[0].message.contains("--record-mode failed"), plain.outcomes[0].message)
        let repaired = run(testCase("base"), mode: .failed)
        XCTAssertEqual(repaired.outcomes.map(\.status), [.recordedUpdated], repaired.outcomes[0].message)
        XCTAssertEqual(try PNG.read(contentsOf: goldenPath), try GoldenRunnerTests.scene("base"))
        XCTAssertEqual(run(testCase("base"), mode: .none).outcomes.map(\.status), [.passed])
    }
}
