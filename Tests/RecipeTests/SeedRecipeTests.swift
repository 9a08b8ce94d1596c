import XCTest
import Layout
@testable import Recipe
import Typesetting

final class SeedRecipeTests: XCTestCase {
    func load(_ name: String) throws -> RecipeDocument {
        try RecipeDocument.load(path: repositoryRoot + "/Snapshots/recipes/" + name)
    }

    func testSimpleStackView() throws {
        let doc = try load("simple-stack-view.json")
        XCTAssertEqual(doc.name, "Simple Stack View")
        XCTAssertNotNil(doc.description)
        XCTAssertEqual(doc.root.properties.backgroundColor, RecipeColor.named("white"))
        let stack = try XCTUnwrap(doc.view(named: "Stack View"))
        XCTAssertEqual(stack.stackView?.axis, .vertical)
        XCTAssertEqual(stack.stackView?.alignment, .fill)
        XCTAssertEqual(stack.stackView?.distribution, .fill)
        XCTAssertEqual(stack.stackView?.spacing, 8)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["Flowers Label", "Image View", "Edit Button"])
        XCTAssertEqual(stack.arrangedSubviews.map(\.typeKey), ["label", "image", "button"])
        let image = try XCTUnwrap(doc.view(named: "Image View"))
        XCTAssertEqual(image.imageView?.contentMode, .scaleAspectFit)
        XCTAssertEqual(image.properties.contentHugging, priorities(horizontal: 250, vertical: 249))
        XCTAssertEqual(image.properties.compressionResistance, priorities(horizontal: 750, vertical: 749))
        guard case .file(let path, let resolved, let scale)? = image.properties.imageSource else { return XCTFail("no image") }
        XCTAssertEqual(path, "images/flowers.png")
        XCTAssertTrue(resolved.hasSuffix("/Snapshots/recipes/images/flowers.png"))
        XCTAssertEqual(scale, 1)
        XCTAssertEqual(doc.view(named: "Flowers Label")?.label?.text, "Flowers")
        XCTAssertEqual(doc.view(named: "Edit Button")?.button?.title, "Edit")

        XCTAssertEqual(doc.constraints.count, 4)
        let c = doc.constraints
        XCTAssertEqual(c[0].firstItem, .view("Stack View"))
        XCTAssertEqual(c[0].firstAttribute, .leading)
        XCTAssertEqual(c[0].secondItem, .superview)
        XCTAssertEqual(c[0].secondAttribute, .leadingMargin)
        XCTAssertEqual(c[2].secondItem, .topLayoutGuide)
        XCTAssertEqual(c[2].secondAttribute, .bottom)
        XCTAssertEqual(c[2].constant, .standard(sign: 1))
        XCTAssertEqual(c[3].firstItem, .bottomLayoutGuide)
        XCTAssertEqual(c[3].firstAttribute, .top)
        XCTAssertEqual(c[3].description, "Bottom Layout Guide.Top = Stack View.Bottom + Standard")
    }

    func testNestedStackViews() throws {
        let doc = try load("nested-stack-views.json")
        // The stack attribute table of the Cookbook, row by row.
        let table: [(String, Axis, StackAlignment, StackDistribution, Double)] = [
            ("First Name Stack View", .horizontal, .firstBaseline, .fill, 8),
            ("Middle Name Stack View", .horizontal, .firstBaseline, .fill, 8),
            ("Last Name Stack View", .horizontal, .firstBaseline, .fill, 8),
            ("Name Rows Stack View", .vertical, .fill, .fill, 8),
            ("Upper Stack View", .horizontal, .fill, .fill, 8),
            ("Button Stack View", .horizontal, .firstBaseline, .fillEqually, 8),
            ("Root Stack View", .vertical, .fill, .fill, 8),
        ]
        for (name, axis, alignment, distribution, spacing) in table {
            let stack = try XCTUnwrap(doc.view(named: name)?.stackView, name)
            XCTAssertEqual(stack.axis, axis, name)
            XCTAssertEqual(stack.alignment, alignment, name)
            XCTAssertEqual(stack.distribution, distribution, name)
            XCTAssertEqual(stack.spacing, spacing, name)
        }
        // The CHCR table.
        let chcr: [(String, Float, Float, Float, Float)] = [
            ("Image View", 250, 250, 48, 48),
            ("Text View", 250, 249, 250, 250),
            ("First Name Label", 251, 251, 750, 750), ("Middle Name Label", 251, 251, 750, 750),
            ("Last Name Label", 251, 251, 750, 750),
            ("First Name Text Field", 48, 250, 749, 750), ("Middle Name Text Field", 48, 250, 749, 750),
            ("Last Name Text Field", 48, 250, 749, 750),
        ]
        for (name, hh, vh, hr, vr) in chcr {
            let p = try XCTUnwrap(doc.view(named: name), name).properties
            XCTAssertEqual(p.contentHugging, priorities(horizontal: hh, vertical: vh), name)
            XCTAssertEqual(p.compressionResistance, priorities(horizontal: hr, vertical: vr), name)
        }
        XCTAssertEqual(doc.view(named: "Text View")?.properties.backgroundColor, RecipeColor.named("lightGray"))
        XCTAssertEqual(doc.view(named: "Upper Stack View")?.arrangedSubviews.map(\.name), ["Image View", "Name Rows Stack View"])
        XCTAssertEqual(doc.view(named: "Root Stack View")?.arrangedSubviews.map(\.name), ["Upper Stack View", "Text View", "Button Stack View"])
        XCTAssertEqual(doc.constraints.map(\.description), [
            "Root Stack View.Leading = Superview.LeadingMargin",
            "Root Stack View.Trailing = Superview.TrailingMargin",
            "Root Stack View.Top = Top Layout Guide.Bottom + 20",
            "Bottom Layout Guide.Top = Root Stack View.Bottom + 20",
            "Image View.Height = Image View.Width",
            "First Name Text Field.Width = Middle Name Text Field.Width",
            "First Name Text Field.Width = Last Name Text Field.Width",
        ])
    }

    func testDynamicStackView() throws {
        let doc = try load("dynamic-stack-view.json")
        let stack = try XCTUnwrap(doc.view(named: "Stack View"))
        XCTAssertEqual(stack.stackView?.axis, .vertical)
        XCTAssertEqual(stack.stackView?.alignment, .fill)
        XCTAssertEqual(stack.stackView?.distribution, .equalSpacing)
        XCTAssertEqual(stack.stackView?.spacing, 0)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["Entry 1 Stack View", "Entry 2 Stack View", "Entry 3 Stack View", "Add Item Button"])
        let entry = try XCTUnwrap(doc.view(named: "Entry 2 Stack View"))
        XCTAssertEqual(entry.stackView?.alignment, .firstBaseline)
        XCTAssertEqual(entry.stackView?.spacing, 8)
        XCTAssertEqual(entry.arrangedSubviews.map(\.typeKey), ["label", "label", "button"])
        XCTAssertEqual(doc.view(named: "Entry 2 Number Label")?.label?.text, "1C6D-E2F7-40B9-8A35")
        XCTAssertEqual(doc.view(named: "Entry 2 Number Label")?.label?.font, .preferred(.headline))
        XCTAssertEqual(doc.view(named: "Entry 3 Delete Button")?.button?.type, .roundedRect)
        XCTAssertEqual(doc.view(named: "Scroll View")?.scrollView?.contentInset, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(doc.superview(ofViewNamed: "Stack View")?.name, "Scroll View")
        XCTAssertEqual(doc.constraints.count, 9)
        XCTAssertEqual(doc.constraints[2].secondAttribute, .topMargin)
        XCTAssertEqual(doc.constraints[8].description, "Stack View.Width = Scroll View.Width")
    }

    /// Every recipe in Snapshots/recipes decodes.
    func testEveryRepositoryRecipeDecodes() throws {
        let folder = repositoryRoot + "/Snapshots/recipes"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for file in files {
            XCTAssertNoThrow(try RecipeDocument.load(path: folder + "/" + file), file)
        }
    }
}
