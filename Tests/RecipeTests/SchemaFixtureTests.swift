import Foundation
import XCTest
import Layout
@testable import Recipe
import Typesetting

/// The fixtures scripts/checks/recipes-vs-schema runs through the schema, run through the decoder.
final class SchemaFixtureTests: XCTestCase {
    let folder = repositoryRoot + "/Tests/RecipeTests/Fixtures"

    func files(_ sub: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub).filter { $0.hasSuffix(".json") }.sorted()
    }

    func testInvalidFixturesAreRejected() throws {
        let names = try files("invalid")
        XCTAssertGreaterThanOrEqual(names.count, 5)
        for name in names {
            XCTAssertThrowsError(try RecipeDocument.load(path: folder + "/invalid/" + name), name) { error in
                guard let e = error as? RecipeError else { return XCTFail("untyped error \(error)") }
                XCTAssertEqual(e.file, self.folder + "/invalid/" + name)
                XCTAssertNotNil(e.location, name)
            }
        }
    }

    func testEveryKeyFixture() throws {
        let doc = try RecipeDocument.load(path: folder + "/valid/every-key.json")
        XCTAssertEqual(doc.root.name, "Main View")
        XCTAssertEqual(doc.metrics["pad"], 12)
        XCTAssertEqual(doc.allViews.count, 15)
        XCTAssertEqual(doc.view(named: "Beta Label")?.label?.text, "Beta #2")
        XCTAssertEqual(doc.constraints.count, 22)
        let portrait = doc.resolved(for: .phonePortrait)
        XCTAssertNotNil(portrait.view(named: "Checker"))
        XCTAssertTrue(portrait.root.layoutGuides.isEmpty)
        XCTAssertEqual(portrait.constraints.count, 20)
        XCTAssertEqual(doc.resolved(for: .phoneLandscape).constraints.count, 19)
        let landscape = doc.resolved(for: .phoneLandscape)
        XCTAssertNil(landscape.view(named: "Checker"))
        XCTAssertEqual(landscape.view(named: "Form Stack")?.stackView?.axis, .horizontal)
        XCTAssertEqual(landscape.root.properties.backgroundColor?.name, "white")
    }

    /// Every full recipe in docs/recipes.md decodes (images are not checked: the docs show paths).
    func testDocumentationExamplesDecode() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/recipes.md", encoding: .utf8)
        var count = 0
        var rest = Substring(text)
        while let start = rest.range(of: "```json\n") {
            guard let end = rest[start.upperBound...].range(of: "```") else { break }
            let block = String(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
            guard block.contains("\"root\"") else { continue }
            count += 1
            do {
                _ = try RecipeDocument.decode(text: block, file: "docs/recipes.md example \(count)", checkImageFiles: false)
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertGreaterThanOrEqual(count, 3)
    }
}

/// The schema and the decoder accept the same keys for every view type and place.
final class SchemaKeysTests: XCTestCase {
    func testSchemaKeysMatchTheDecoder() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/schema/recipe.schema.json", encoding: .utf8)
        let schema = try JSONReader.parse(text, file: "schema")
        let defs = try XCTUnwrap(schema.objectValue?.first { $0.key == "$defs" }?.value.objectValue)
        func keys(_ def: String) throws -> Set<String> {
            let node = try XCTUnwrap(defs.first { $0.key == def }?.value.objectValue, def)
            let props = try XCTUnwrap(node.first { $0.key == "properties" }?.value.objectValue, def)
            return Set(props.map(\.key))
        }
        for kind in RecipeViewTypes.all.map(\.key) {
            let decoderKeys = Set(ViewKeys.allowed(for: kind))
            let arranged = try keys("arranged_" + kind)
            XCTAssertEqual(arranged, decoderKeys, "arranged \(kind)")
            XCTAssertEqual(try keys("subview_" + kind), decoderKeys.subtracting(["customSpacingAfter"]), "subview \(kind)")
            XCTAssertEqual(try keys("root_" + kind), decoderKeys.subtracting(["customSpacingAfter", "when", "frame"]), "root \(kind)")
        }
        let top = try XCTUnwrap(schema.objectValue?.first { $0.key == "properties" }?.value.objectValue)
        XCTAssertEqual(Set(top.map(\.key)), Set(RecipeDocument.topLevelKeys))
        // Colour names.
        let colorDef = try XCTUnwrap(defs.first { $0.key == "color" }?.value.objectValue)
        let anyOf = try XCTUnwrap(colorDef.first { $0.key == "anyOf" }?.value.arrayValue)
        let names = try XCTUnwrap(anyOf.first?.objectValue?.first { $0.key == "enum" }?.value.arrayValue).compactMap(\.stringValue)
        XCTAssertEqual(names, RecipeColor.named.map(\.name))
    }
}
