import Foundation
import Layout
import Recipe
import SnapshotCLI
import SnapshotKit
import XCTest

/// `--appearance`, and the recipe's `snapshot.appearance` it overrides.
final class AppearanceTests: XCTestCase {
    func environment(_ args: [String], settings: SnapshotSettings? = nil) throws -> Layout.Environment {
        try EnvironmentOptions.parse(args).environment(recipeSettings: settings)
    }

    func testAppearanceOption() throws {
        XCTAssertEqual(try environment([]).appearance, .light)
        XCTAssertEqual(try environment(["--appearance", "dark"]).appearance, .dark)
        XCTAssertEqual(try environment(["--appearance", "light"]).appearance, .light)
        XCTAssertThrowsError(try EnvironmentOptions.parse(["--appearance", "dim"]))
    }

    func testRecipeSettingFillsInAndTheOptionWins() throws {
        var settings = SnapshotSettings()
        settings.appearance = .dark
        XCTAssertEqual(try environment([], settings: settings).appearance, .dark)
        XCTAssertEqual(try environment(["--appearance", "light"], settings: settings).appearance, .light)
    }
}
