import Foundation
import Layout
import Raster
import Render
import SnapshotCLI
import SnapshotKit
import XCTest

/// `snapshot render` writes the PNG, the same bytes for any thread count.
final class RenderCommandTests: XCTestCase {
    func testRenderCommandWritesThePNG() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-render-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("simple.png").path
        let (status, _, err) = try runSnapshot(["render", "Snapshots/recipes/simple-stack-view.json", "-o", out,
                                                "--orientation", "landscape", "--scale", "1", "--png-filter", "all"])
        XCTAssertEqual(status, 0, err)
        let bitmap = try PNG.read(contentsOf: out)
        XCTAssertEqual(bitmap.width, 667)
        XCTAssertEqual(bitmap.height, 375)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["simple.png"], "no temporary file left")
        let unwritable = try runSnapshot(["render", "Snapshots/recipes/simple-stack-view.json", "-o", dir.path + "/missing/x.png"])
        XCTAssertEqual(unwritable.0, 2, unwritable.2)
        let badLevel = try runSnapshot(["render", "Snapshots/recipes/simple-stack-view.json", "-o", out, "--png-level", "12"])
        XCTAssertEqual(badLevel.0, 1, badLevel.2)
        let badThreads = try runSnapshot(["render", "Snapshots/recipes/simple-stack-view.json", "-o", out, "--threads", "0"])
        XCTAssertEqual(badThreads.0, 1, badThreads.2)
        XCTAssertTrue(badThreads.2.contains("--threads 0: expected 1...64"), badThreads.2)
    }

    func testThreadCountDoesNotChangeTheBytes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-threads-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var outputs: [Data] = []
        for threads in ["1", "3"] {
            let out = dir.appendingPathComponent("nested-\(threads).png").path
            let (status, _, err) = try runSnapshot(["render", "Snapshots/recipes/nested-stack-views.json", "-o", out,
                                                    "--threads", threads, "--debug"])
            XCTAssertEqual(status, 0, err)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        XCTAssertEqual(outputs.count, 2)
        XCTAssertEqual(outputs.first, outputs.last, "--threads 1 and --threads 3 write the same PNG")
    }
}
