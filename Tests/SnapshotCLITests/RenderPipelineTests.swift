import Foundation
import Layout
import Raster
import Render
import SnapshotCLI
import SnapshotKit
import XCTest

/// Seed recipes drawn through the same pipeline as `snapshot render`.
final class RenderPipelineTests: XCTestCase {
    func testSeedRendersHaveTheScreenSizeAndAreDeterministic() throws {
        let pipeline = try XCTUnwrap(sharedPipeline)
        for (orientation, size) in [(Layout.Orientation.portrait, (750, 1334)), (.landscape, (1334, 750))] {
            let env = Layout.Environment(device: .iPhone8, orientation: orientation)
            let (built, result, png) = try pipeline.renderRecipe(at: seedRecipe("nested-stack-views"), environment: env)
            let again = try pipeline.renderRecipe(at: seedRecipe("nested-stack-views"), environment: env).2
            XCTAssertEqual(png, again, "\(orientation): same input, same bytes")
            let bitmap = try PNG.decode(png)
            XCTAssertEqual(bitmap.width, size.0)
            XCTAssertEqual(bitmap.height, size.1)
            // The text view's light grey fills its frame; the image view shows the flower picture.
            let text = result.frame("Text View")
            let c = try XCTUnwrap(bitmap.color(x: Int(text.maxX * 2) - 4, y: Int(text.maxY * 2) - 4))
            XCTAssertEqual(c, PixelColor(r: 170, g: 170, b: 170), "\(orientation): lightGray text view background")
            let image = result.frame("Image View")
            let corner = try XCTUnwrap(bitmap.color(x: Int(image.minX * 2) + 2, y: Int(image.maxY * 2) - 2))
            XCTAssertNotEqual(corner, PixelColor.white, "\(orientation): the picture is drawn in the image view")
            XCTAssertEqual(built.images.count, 1)
        }
    }

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

/// The allocator policy of the `snapshot` process (ProcessMemory).
final class ProcessMemoryTests: XCTestCase {
    func testGlibcAcceptsTheLargeBlockPolicy() {
        #if canImport(Glibc)
        XCTAssertTrue(ProcessMemory.keepLargeBlocksInHeap(), "mallopt found and both parameters accepted")
        XCTAssertTrue(ProcessMemory.keepLargeBlocksInHeap(), "applying it again is harmless")
        #endif
    }

    func testGlibcAcceptsOneHeapForAllThreads() {
        #if canImport(Glibc)
        XCTAssertTrue(ProcessMemory.useOneHeap(), "mallopt found and M_ARENA_MAX accepted")
        #endif
    }
}
