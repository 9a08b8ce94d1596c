import Foundation
import Layout
import Raster
import Recipe
import SnapshotKit
import XCTest

/// `snapshot.appearance`, `when: "dark"` and recipe system colours.
final class AppearanceTests: XCTestCase {
    func decode(_ json: String) throws -> RecipeDocument {
        try RecipeDocument.decode(text: json, file: "test.json", baseDirectory: "/tmp", checkImageFiles: false)
    }

    func testSnapshotAppearanceIsDecodedAndChecked() throws {
        XCTAssertEqual(try decode(#"{"name": "t", "snapshot": {"appearance": "dark"}, "root": {}}"#).snapshot?.appearance, .dark)
        XCTAssertThrowsError(try decode(#"{"name": "t", "snapshot": {"appearance": "drak"}, "root": {}}"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown appearance \"drak\"; did you mean \"dark\"?"), "\(error)")
        }
    }

    func build(_ json: String, _ appearance: Appearance) throws -> BuiltRecipe {
        var env = Layout.Environment()
        env.appearance = appearance
        return try RecipeBuilder(images: RecipeBuilderTests.NoImages()).build(try decode(json), for: env)
    }

    let recipe = """
        {"name": "t", "root": {"subviews": [
          {"label": "L", "text": "light", "textColor": "secondaryLabel",
           "variants": [{"when": "dark", "text": "dark"}]},
          {"view": "V", "backgroundColor": "#FF0000"}]}}
        """

    func label(_ built: BuiltRecipe) throws -> LabelProperties {
        guard case .label(let l) = built.tree[try XCTUnwrap(built.viewIDs["L"])].kind else { throw XCTSkip("no label") }
        return l
    }

    func testDarkTraitVariant() throws {
        XCTAssertEqual(try label(try build(recipe, .light)).text, "light")
        XCTAssertEqual(try label(try build(recipe, .dark)).text, "dark")
    }

    func testNamedSystemColourIsDynamicAndHexIsFixed() throws {
        let built = try build(recipe, .dark)
        let color = try label(built).textColor
        XCTAssertEqual(color.dynamic, .system(.secondaryLabel))
        XCTAssertEqual(color.resolved(.dark), SystemColor.secondaryLabel.color(.dark))
        XCTAssertEqual(color.resolved(.light), color)
        let v = built.tree[try XCTUnwrap(built.viewIDs["V"])]
        XCTAssertNil(v.backgroundColor?.dynamic)
    }

    func testDarkRenderingOfARecipe() throws {
        let json = #"{"name": "t", "snapshot": {"appearance": "dark"}, "root": {"backgroundColor": "systemBackground"}}"#
        let url = URL(fileURLWithPath: NSTemporaryDirectory() + "appearance-\(UUID().uuidString).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let pipeline = try SnapshotPipeline()
        let document = try pipeline.loadRecipe(at: url.path)
        let env = try ScreenChoice().environment(recipeSettings: document.snapshot)
        XCTAssertEqual(env.appearance, .dark)
        let built = try pipeline.build(document, for: env)
        let bitmap = try pipeline.render(built, pipeline.layout(built))
        let px = try XCTUnwrap(bitmap.color(x: 10, y: 300))
        XCTAssertEqual([px.r, px.g, px.b], [0, 0, 0], "systemBackground is black in dark")
    }
}
