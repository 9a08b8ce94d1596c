import Foundation
import Layout
import XCTest

/// Runs the built `snapshot` executable as a user would.
final class CommandLineTests: XCTestCase {
    func json(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func frame(_ views: [String: Any], _ name: String) throws -> (x: Double, y: Double, w: Double, h: Double) {
        let v = try XCTUnwrap(views[name] as? [String: Any], "no \(name) in the JSON")
        return (try XCTUnwrap(v["x"] as? Double), try XCTUnwrap(v["y"] as? Double),
                try XCTUnwrap(v["width"] as? Double), try XCTUnwrap(v["height"] as? Double))
    }

    func testLayoutJSONOfNestedStackViews() throws {
        for (orientation, width) in [("portrait", 375.0), ("landscape", 667.0)] {
            let (status, out, err) = try runSnapshot(["layout", "Snapshots/recipes/nested-stack-views.json",
                                                      "--format", "json", "--orientation", orientation])
            XCTAssertEqual(status, 0, err)
            let top = try json(out)
            XCTAssertEqual(top["device"] as? String, "iphone-8")
            XCTAssertEqual(top["orientation"] as? String, orientation)
            let views = try XCTUnwrap(top["views"] as? [String: Any])
            let image = try frame(views, "Image View"), rows = try frame(views, "Name Rows Stack View")
            XCTAssertEqual(image.w, image.h, accuracy: 1e-9)
            XCTAssertEqual(image.h, rows.h, accuracy: 1e-9)
            let root = try frame(views, "Root Stack View")
            XCTAssertEqual(root.x, 16, accuracy: 1e-9)
            XCTAssertEqual(root.x + root.w, width - 16, accuracy: 1e-9)
            let fields = try ["First", "Middle", "Last"].map { try frame(views, "\($0) Name Text Field") }
            XCTAssertEqual(fields[0].w, fields[1].w, accuracy: 1e-9)
            XCTAssertEqual(fields[0].w, fields[2].w, accuracy: 1e-9)
            let label = try XCTUnwrap(views["First Name Label"] as? [String: Any])
            let field = try XCTUnwrap(views["First Name Text Field"] as? [String: Any])
            XCTAssertEqual(try XCTUnwrap(label["firstBaseline"] as? Double), try XCTUnwrap(field["firstBaseline"] as? Double), accuracy: 0.5)
        }
    }

    func testOutputIsDeterministic() throws {
        let args = ["layout", "Snapshots/recipes/dynamic-stack-view.json", "--device", "iphone-x", "--orientation", "landscape"]
        let a = try runSnapshot(args), b = try runSnapshot(args)
        XCTAssertEqual(a.0, 0)
        XCTAssertEqual(a.1, b.1, "two runs printed different JSON")
        XCTAssertEqual(a.2, b.2)
    }

    func testDevicesListsThePresets() throws {
        let (status, out, _) = try runSnapshot(["devices", "--format", "json"])
        XCTAssertEqual(status, 0)
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: out) as? [[String: Any]])
        XCTAssertEqual(list.compactMap { $0["name"] as? String }, Device.all.map(\.name))
        XCTAssertEqual(list.compactMap { $0["name"] as? String }.prefix(10),
                       ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-11", "iphone-14", "iphone-14-pro",
                        "iphone-15-pro-max", "ipad", "ipad-pro-12-9"])
        let sixteenPro = try XCTUnwrap(list.first { $0["name"] as? String == "iphone-16-pro" })
        XCTAssertEqual(sixteenPro["pixelWidth"] as? Int, 1206)
        XCTAssertEqual(sixteenPro["pixelHeight"] as? Int, 2622)
        let eight = try XCTUnwrap(list.first { $0["name"] as? String == "iphone-8" })
        XCTAssertEqual(eight["width"] as? Double, 375)
        XCTAssertEqual(eight["height"] as? Double, 667)
        XCTAssertEqual(eight["scale"] as? Double, 2)
        let table = try runSnapshot(["devices"])
        XCTAssertEqual(table.0, 0)
        XCTAssertTrue(String(decoding: table.1, as: UTF8.self).contains("iphone-15-pro-max"))
    }

    func testUsageErrorsExitWithOne() throws {
        let unknownDevice = try runSnapshot(["layout", "Snapshots/recipes/simple-stack-view.json", "--device", "iphone-9"])
        XCTAssertEqual(unknownDevice.0, 1)
        XCTAssertTrue(unknownDevice.2.contains("unknown device \"iphone-9\""), unknownDevice.2)
        XCTAssertFalse(unknownDevice.2.contains("did you mean"), unknownDevice.2)
        let typo = try runSnapshot(["layout", "Snapshots/recipes/simple-stack-view.json", "--device", "iphone15"])
        XCTAssertEqual(typo.0, 1)
        XCTAssertTrue(typo.2.contains("unknown device \"iphone15\""), typo.2)
        XCTAssertTrue(typo.2.contains("; did you mean \"iphone-15\"?"), typo.2)
        let badOption = try runSnapshot(["layout", "--no-such-option"])
        XCTAssertEqual(badOption.0, 1)
        let help = try runSnapshot(["layout", "--help"])
        XCTAssertEqual(help.0, 0)
        XCTAssertTrue(String(decoding: help.1, as: UTF8.self).contains("Examples:"))
    }

    func testRecipeErrorNamesFilePathAndCaret() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-cli-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let recipe = dir.appendingPathComponent("bad.json")
        try """
        {
          "name": "Bad",
          "root": { "subviews": [ { "label": "Title", "text": "Hi" } ] },
          "constraints": [
            "Title.Leading = Superview.LeadingMargin",
            "Title.Top = Titel.Bottom"
          ]
        }
        """.write(to: recipe, atomically: true, encoding: .utf8)
        let (status, _, err) = try runSnapshot(["layout", recipe.path])
        XCTAssertEqual(status, 1, err)
        XCTAssertTrue(err.contains("bad.json:6:"), err)
        XCTAssertTrue(err.contains("constraints[1]"), err)
        XCTAssertTrue(err.contains("Titel"), err)
        XCTAssertTrue(err.contains("^~~~~"), err)

        let missing = try runSnapshot(["layout", dir.appendingPathComponent("none.json").path])
        XCTAssertEqual(missing.0, 2, missing.2)

        // An image that is not a PNG: an I/O error at the image's JSON path.
        let notPNG = dir.appendingPathComponent("picture.png")
        try Data("not a png".utf8).write(to: notPNG)
        let withImage = dir.appendingPathComponent("image.json")
        try """
        { "name": "Image", "root": { "subviews": [ { "image": "Picture", "source": "picture.png" } ] } }
        """.write(to: withImage, atomically: true, encoding: .utf8)
        let image = try runSnapshot(["layout", withImage.path])
        XCTAssertEqual(image.0, 2, image.2)
        XCTAssertTrue(image.2.contains("root.subviews[0].source"), image.2)
    }

    func testLayoutWarningsGoToStderr() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-cli-w-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let recipe = dir.appendingPathComponent("conflict.json")
        try """
        {
          "name": "Conflict",
          "root": { "subviews": [ { "view": "Box" } ] },
          "constraints": [
            "Box.Leading = Superview.Leading", "Box.Top = Superview.Top",
            "Box.Width = 100", "Box.Width = 200", "Box.Height = 50"
          ]
        }
        """.write(to: recipe, atomically: true, encoding: .utf8)
        let (status, out, err) = try runSnapshot(["layout", recipe.path])
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(err.contains("Unable to simultaneously satisfy constraints"), err)
        XCTAssertTrue(err.contains("Will attempt to recover by breaking constraint"), err)
        XCTAssertTrue(err.contains("conflict.json:6:24: note"), err)
        XCTAssertTrue(err.contains("note: the broken constraint is constraints[3]: Box.Width = 200"), err)
        let top = try json(out)
        let diagnostics = try XCTUnwrap(top["diagnostics"] as? [String: Any])
        XCTAssertEqual((diagnostics["conflicts"] as? [Any])?.count, 1)
        let strict = try runSnapshot(["layout", recipe.path, "--fail-on-warnings"])
        XCTAssertEqual(strict.0, 3)
    }
}
