import SnapshotStrategies
import SnapshotTesting
import XCTest

/// The strategies from XCTest: a recipe and a storyboard scene as images and as layout dumps.
final class XCTestStrategiesTests: XCTestCase {
    func testRecipeImageLandscape() {
        assertSnapshot(of: Recipe.file(Fixtures.recipes + "dynamic-height-labels.json"),
                       as: .image(device: .iPhone8, orientation: .landscape))
    }

    func testRecipeWithImagesOnIPhoneX() {
        assertSnapshot(of: Recipe.file(Fixtures.recipes + "simple-stack-view.json"), as: .image(device: .iPhoneX))
    }

    func testStoryboardSceneImage() {
        assertSnapshot(of: Storyboard.file(Fixtures.storyboard, scene: "SettingsViewController"),
                       as: .image(device: .iPhone8, orientation: .landscape))
    }

    func testRecipeLayout() {
        assertSnapshot(of: Recipe.file(Fixtures.recipes + "dynamic-height-labels.json"), as: .layout)
    }

    func testStoryboardSceneLayout() {
        assertSnapshot(of: Storyboard.file(Fixtures.storyboard), as: .layout(device: .iPhoneX, orientation: .landscape))
    }
}
