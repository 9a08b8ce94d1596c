import GoldenTesting
import XCTest

/// A case's configuration tokens (`dark`) are part of its golden's name, and such names parse back.
final class GoldenVariantTests: XCTestCase {
    func testVariantIsInTheName() {
        var c = GoldenCase(subject: "forms/login", sourcePath: "x.json", title: "", device: "iphone-8",
                           orientation: .portrait, scale: 2)
        XCTAssertEqual(c.goldenRelativePath, "forms/login/iphone-8-portrait@2x.png")
        c.configuration = GoldenConfiguration(appearance: .dark, nameTokens: ["dark"])
        XCTAssertEqual(c.goldenRelativePath, "forms/login/iphone-8-portrait-dark@2x.png")
    }

    func testVariantNamesParse() throws {
        let p = try XCTUnwrap(GoldenCase.goldenPathParts("forms/login/iphone-x-landscape-dark@3x.png"))
        XCTAssertEqual(p.subject, "forms/login")
        XCTAssertEqual(p.device, "iphone-x")
        XCTAssertEqual(p.orientation, .landscape)
        XCTAssertEqual(p.scale, "3x")
        XCTAssertEqual(GoldenCase.goldenPathParts("a/iphone-8-portrait-ax3-dark@2x.layout.json")?.device, "iphone-8")
        XCTAssertNil(GoldenCase.goldenPathParts("a/iphone-8-portrait-Dark@2x.png"))
        XCTAssertNil(GoldenCase.goldenPathParts("a/iphone-8-portrait-@2x.png"))
        XCTAssertNil(GoldenCase.goldenPathParts("a/iphone-8-portraitdark@2x.png"))
    }
}
