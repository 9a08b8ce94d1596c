import Foundation
import XCTest
import SnapshotCLI

/// docs/gallery (the images the README shows) is what `scripts/make-gallery` writes today: a
/// change in layout or drawing that leaves the committed gallery stale fails here.
final class DocsGalleryTests: XCTestCase {
    /// The same recipes and options as scripts/make-gallery.
    static let recipes = ["simple-stack-view", "nested-stack-views", "dynamic-stack-view"]

    func testCommittedGalleryIsCurrent() throws {
        let committed = repositoryRoot + "/docs/gallery"
        let fresh = NSTemporaryDirectory() + "docs-gallery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        let paths = Self.recipes.map { repositoryRoot + "/Snapshots/recipes/\($0).json" }
        XCTAssertEqual(SnapshotCommand.execute(["gallery"] + paths + ["-o", fresh, "--devices", "iphone-8",
                                                "--recipes-folder", repositoryRoot + "/Snapshots/recipes"]), 0)
        let fm = FileManager.default
        let expected = try fm.subpathsOfDirectory(atPath: fresh).filter { !isDirectory(fresh + "/" + $0) }.sorted()
        let actual = try fm.subpathsOfDirectory(atPath: committed).filter { !isDirectory(committed + "/" + $0) }.sorted()
        XCTAssertEqual(actual, expected, "docs/gallery has other files than scripts/make-gallery writes")
        XCTAssertTrue(expected.contains("index.md"))
        for file in expected where actual.contains(file) {
            let a = try Data(contentsOf: URL(fileURLWithPath: committed + "/" + file))
            let b = try Data(contentsOf: URL(fileURLWithPath: fresh + "/" + file))
            XCTAssertTrue(a == b, "docs/gallery/\(file) is stale: run scripts/make-gallery")
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && dir.boolValue
    }
}
