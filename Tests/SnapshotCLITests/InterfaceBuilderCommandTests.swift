import Foundation
import XCTest

/// `snapshot render/layout` on `.storyboard` / `.xib` input, run as a user would.
final class InterfaceBuilderCommandTests: XCTestCase {
    let fixture = "Tests/InterfaceBuilderTests/Fixtures/Mapping.storyboard"
    let images = "Tests/InterfaceBuilderTests/Fixtures/Images"

    func views(_ data: Data) throws -> [String: [String: Any]] {
        let top = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(top["views"] as? [String: [String: Any]])
    }

    func testLayoutJSONIsKeyedByObjectID() throws {
        let (status, out, err) = try runSnapshot(["layout", fixture, "--device", "interface-builder", "--images", images])
        XCTAssertEqual(status, 0, err)
        let v = try views(out)
        let header = try XCTUnwrap(v["hdr-mm-001"])
        XCTAssertEqual(header["userLabel"] as? String, "Header")
        XCTAssertEqual(header["x"] as? Double, 20)
        XCTAssertEqual(header["y"] as? Double, 28)
        XCTAssertEqual(header["width"] as? Double, 560)
        XCTAssertEqual(header["height"] as? Double, 100)
        XCTAssertNil(v["fld-mm-001"]?["userLabel"], "no userLabel, no key")
        XCTAssertEqual(v.count, 15, "every view of the scene, and no helper views")
        XCTAssertTrue(err.contains("not supported; drawn as a placeholder box"), err)
        XCTAssertTrue(err.contains("\"missing-photo\" not found"), err)
    }

    func testSceneSelectionListAndDevice() throws {
        let (s1, out1, _) = try runSnapshot(["render", fixture, "--list-scenes"])
        XCTAssertEqual(s1, 0)
        XCTAssertEqual(String(decoding: out1, as: UTF8.self), "scn-mm-001\tMapping [viewController vc1-mm-001]\t600x600  (initial)\n")
        let (s2, out2, err2) = try runSnapshot(["layout", fixture, "--scene", "Mapping", "--orientation", "landscape", "--images", images])
        XCTAssertEqual(s2, 0, err2)
        XCTAssertEqual(try views(out2)["hdr-mm-001"]?["height"] as? Double, 40, "compact height variation on iPhone 8 landscape")
        let (s3, _, err3) = try runSnapshot(["layout", fixture, "--scene", "Nope"])
        XCTAssertEqual(s3, 1)
        XCTAssertTrue(err3.contains("no scene \"Nope\""), err3)
    }

    func testRenderWritesAPNG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, _, err) = try runSnapshot(["render", fixture, "--device", "interface-builder", "--scale", "1",
                                                "--images", images, "-o", out])
        XCTAssertEqual(status, 0, err)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: out))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        // IHDR: 600 × 600 at 1x
        XCTAssertEqual(bytes[16..<24].map { $0 }, [0, 0, 2, 0x58, 0, 0, 2, 0x58])
        let (s2, _, err2) = try runSnapshot(["render", fixture])
        XCTAssertNotEqual(s2, 0, "render needs -o")
        XCTAssertTrue(err2.contains("--output"), err2)
    }
}
