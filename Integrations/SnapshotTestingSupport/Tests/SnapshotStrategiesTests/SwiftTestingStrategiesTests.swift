import Foundation
import SnapshotStrategies
import SnapshotTesting
import Testing

/// The strategies from Swift Testing, whose tests run in parallel (one shared pipeline).
/// `.snapshots` gives each test its own numbering of unnamed snapshots.
@Suite(.snapshots) struct SwiftTestingStrategiesTests {
    @Test(arguments: ScreenOrientation.allCases)
    func recipeImage(orientation: ScreenOrientation) {
        assertSnapshot(of: Recipe.file(Fixtures.recipes + "right-to-left-form.json"),
                       as: .image(device: .iPhone14, orientation: orientation), named: orientation.rawValue)
    }

    @Test func storyboardSceneImage() {
        assertSnapshot(of: Storyboard.file(Fixtures.storyboard), as: .image(device: .interfaceBuilderCanvas))
    }

    @Test func recipeLayout() {
        assertSnapshot(of: Recipe.file(Fixtures.recipes + "right-to-left-form.json"), as: .layout(device: .iPhone14))
    }

    /// A changed recipe fails against the reference `recipeLayout` recorded.
    @Test func changedRecipeFailsLayout() throws {
        let changed = try Fixtures.changedRecipe("right-to-left-form.json", replacing: "\"spacing\": 12", with: "\"spacing\": 20")
        withKnownIssue {
            assertSnapshot(of: Recipe.file(changed), as: .layout(device: .iPhone14), record: .never, testName: "recipeLayout()")
        } matching: { issue in
            issue.description.contains("does not match reference")
        }
    }

    /// A recipe that cannot be loaded is reported as an issue that names it (besides the
    /// library's own "no reference" issue).
    @Test func missingRecipeIsAnIssue() {
        let seen = Seen()
        withKnownIssue {
            assertSnapshot(of: Recipe.file("no-such-recipe.json"), as: .image, record: .never)
        } matching: { issue in
            if issue.description.contains("no-such-recipe.json: error: cannot read the recipe") { seen.mark() }
            return true
        }
        #expect(seen.value)
    }
}

/// Whether a known-issue matcher saw the issue it looks for.
final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = false

    func mark() {
        lock.lock()
        seen = true
        lock.unlock()
    }

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}
