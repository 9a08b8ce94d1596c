import Foundation
import Layout
import Raster
import Render
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
