import Foundation
import Layout
import SnapshotKit
@_spi(SnapshotHost) import UIKit
import Testing

/// The Cookbook's recipes written as UIKit code (Fixtures/Cookbook: the two stack view recipes,
/// layout guides as spacers, baseline alignment) lay out to the same frames as the recipes,
/// view by view (named by `accessibilityIdentifier`).
@MainActor
struct CookbookRecipeTests {
    static let recipes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Snapshots/recipes").standardizedFileURL.path

    @Test func simpleStackView() throws {
        try assertSameFrames(SimpleStackViewController(), recipe: "simple-stack-view.json", views: 4)
    }

    @Test func nestedStackViews() throws {
        try assertSameFrames(NestedStackViewsController(), recipe: "nested-stack-views.json", views: 18)
    }

    @Test func equalWhiteSpace() throws {
        try assertSameFrames(EqualWhiteSpaceController(), recipe: "equal-white-space.json", views: 2)
    }

    @Test func simpleLabelAndTextField() throws {
        try assertSameFrames(SimpleLabelAndTextFieldController(), recipe: "simple-label-and-text-field.json", views: 2)
    }

    private func assertSameFrames(_ controller: UIViewController, recipe: String, views count: Int) throws {
        let pipeline = try SnapshotPipeline()
        LayoutHost.measurer = pipeline.measurer
        UIImage.imageFolders = [Self.recipes + "/images"]
        let environment = Environment()
        let (_, result) = try pipeline.layoutRecipe(at: Self.recipes + "/" + recipe, environment: environment)
        let root = controller.hostedView(on: environment)
        var compared = 0
        for view in [root] + Self.descendants(of: root) {
            guard let name = view.accessibilityIdentifier, let expected = result[name]?.frame else { continue }
            let frame = view.convert(view.bounds, to: nil)
            let got = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
            let want = [expected.minX, expected.minY, expected.width, expected.height]
            #expect(zip(got, want).allSatisfy { abs($0 - $1) < 0.001 }, "\(name): \(got) against \(want)")
            compared += 1
        }
        #expect(compared == count, "views compared")
    }

    static func descendants(of view: UIView) -> [UIView] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }
}
