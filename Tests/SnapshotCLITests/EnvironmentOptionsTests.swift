import Layout
import Recipe
import SnapshotCLI
import SnapshotKit
import Typesetting
import XCTest

/// The environment options shared by `render` and `layout`.
final class EnvironmentOptionsTests: XCTestCase {
    func environment(_ args: [String]) throws -> Layout.Environment {
        try EnvironmentOptions.parse(args).environment()
    }

    func testDefaultsAreAnIPhone8InPortrait() throws {
        let env = try environment([])
        XCTAssertEqual(env.device.name, "iphone-8")
        XCTAssertEqual(env.orientation, .portrait)
        XCTAssertEqual(env.scale, 2)
        XCTAssertEqual(env.osVersion, OSVersion(17, 0))
        XCTAssertEqual(env.contentSizeCategory, .large)
        XCTAssertEqual(env.layoutDirection, .leftToRight)
        XCTAssertNil(env.statusBarHidden)
    }

    func testEveryOption() throws {
        let env = try environment(["--device", "iphone-14-pro", "--orientation", "landscape", "--scale", "1",
                                   "--ios", "10.3", "--content-size", "AX2", "--rtl", "--no-status-bar"])
        XCTAssertEqual(env.device, Device.iPhone14Pro)
        XCTAssertEqual(env.orientation, .landscape)
        XCTAssertEqual(env.scale, 1)
        XCTAssertEqual(env.osVersion, OSVersion(10, 3))
        XCTAssertEqual(env.contentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(env.layoutDirection, .rightToLeft)
        XCTAssertEqual(env.statusBarHidden, true)
        XCTAssertEqual(try environment(["--status-bar"]).statusBarHidden, false)
    }

    func testRecipeSettingsFillInWhatTheCommandLineLeavesOut() throws {
        let settings = SnapshotSettings(layoutDirection: .rightToLeft, contentSize: "AX3")
        let fromRecipe = try EnvironmentOptions.parse([]).environment(recipeSettings: settings)
        XCTAssertEqual(fromRecipe.layoutDirection, .rightToLeft)
        XCTAssertEqual(fromRecipe.contentSizeCategory, .accessibilityExtraLarge)
        let overridden = try EnvironmentOptions.parse(["--ltr", "--content-size", "S"]).environment(recipeSettings: settings)
        XCTAssertEqual(overridden.layoutDirection, .leftToRight)
        XCTAssertEqual(overridden.contentSizeCategory, .small)
        XCTAssertThrowsError(try EnvironmentOptions.parse([]).environment(recipeSettings: SnapshotSettings(contentSize: "huge"))) { error in
            XCTAssertTrue((error as? SnapshotError)?.message.contains("snapshot.contentSize") == true, "\(error)")
        }
        XCTAssertThrowsError(try EnvironmentOptions.parse(["--rtl", "--ltr"]))
    }

    func testEveryPresetByName() throws {
        let names = ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-11", "iphone-14", "iphone-14-pro",
                     "iphone-15-pro-max", "ipad", "ipad-pro-12-9", "iphone-15", "iphone-16-pro", "iphone-17-pro-max",
                     "iphone-air", "iphone-16e", "ipad-mini", "ipad-pro-13"]
        for name in names {
            XCTAssertEqual(try environment(["--device", name]).device.name, name)
        }
    }

    func testCustomDevices() throws {
        let env = try environment(["--device", "390x844@3"])
        XCTAssertEqual(env.device.portraitSize, Layout.Size(width: 390, height: 844))
        XCTAssertEqual(env.scale, 3)
        XCTAssertEqual(try environment(["--device", "320X480"]).scale, 2, "@S is optional")
        for bad in ["390x", "x844", "390x844@0", "390x844@5", "0x10", "iphone-9", "390x844@3@2"] {
            XCTAssertThrowsError(try environment(["--device", bad]), bad) { error in
                XCTAssertEqual((error as? SnapshotError)?.kind, .invalidInput, bad)
            }
        }
    }

    func testRejectedValues() {
        for args in [["--ios", "abc"], ["--ios", "3"], ["--content-size", "huge"], ["--scale", "0"], ["--scale", "9"]] {
            XCTAssertThrowsError(try environment(args), "\(args)")
        }
        XCTAssertThrowsError(try EnvironmentOptions.parse(["--orientation", "sideways"]))
    }
}
