import Foundation
import XCTest
@testable import InterfaceBuilder

/// Image names resolve only inside the folders searched (issue 35, finding 7): `../` in a
/// storyboard's image name or in an asset catalog's `filename`, or a link leaving the folder,
/// no longer reaches a PNG outside.
final class ImageNameConfinementTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "ib-images-\(UUID().uuidString)"
        for dir in ["/doc/Assets.xcassets/Evil.imageset", "/doc/Assets.xcassets/Good.imageset", "/outside"] {
            try FileManager.default.createDirectory(atPath: folder + dir, withIntermediateDirectories: true)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The signature and IHDR of a `w` × `h` PNG (all the finder reads).
    func pngHeader(_ w: UInt8, _ h: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, w, 0, 0, 0, h, 8, 6, 0, 0, 0])
    }

    func catalog(_ set: String, file: String) throws {
        let json = #"{ "images": [ { "idiom": "universal", "filename": "\#(file)", "scale": "2x" } ] }"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/doc/Assets.xcassets/\(set).imageset/Contents.json"))
    }

    func testNamesDoNotLeaveTheSearchedFolders() throws {
        try pngHeader(10, 10).write(to: URL(fileURLWithPath: folder + "/outside/secret.png"))
        try pngHeader(20, 20).write(to: URL(fileURLWithPath: folder + "/doc/plain.png"))
        try pngHeader(20, 20).write(to: URL(fileURLWithPath: folder + "/doc/Assets.xcassets/Good.imageset/good.png"))
        try catalog("Evil", file: "../../../outside/secret.png")
        try catalog("Good", file: "good.png")
        XCTAssertEqual(symlink(folder + "/outside/secret.png", folder + "/doc/linked.png"), 0)
        let finder = IBImageFinder(directories: [folder + "/doc"])
        XCTAssertNil(finder.find("../outside/secret", scale: 2))
        XCTAssertNil(finder.find("../outside/secret.png", scale: 2))
        XCTAssertNil(finder.find("Evil", scale: 2))
        XCTAssertNil(finder.find("linked", scale: 2))
        XCTAssertEqual(finder.find("plain", scale: 2)?.pointSize.width, 20)
        XCTAssertEqual(finder.find("Good", scale: 2)?.pointSize.width, 10)
    }
}
