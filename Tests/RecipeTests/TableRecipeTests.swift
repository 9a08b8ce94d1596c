import XCTest
import Layout
@testable import Recipe

final class TableRecipeTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no files in tests")
        }
    }

    func build(_ json: String) throws -> BuiltRecipe {
        try RecipeBuilder(images: NoImages()).build(decode(json), for: Environment(device: .iPhone8))
    }

    let settings = recipe(views: """
        { "table": "T", "style": "insetGrouped", "rowHeight": 50,
          "sections": [
            { "header": "General", "footer": "Note", "rows": [
                { "cell": "Wi-Fi", "text": "Wi-Fi", "detail": "Home", "accessory": "disclosureIndicator" },
                { "repeat": [ { "t": "One", "d": "1" }, { "t": "Two", "d": "2" } ], "template": { "style": "subtitle", "text": "{t}", "detail": "{d}" } },
                { "cell": "Plane", "text": "Airplane", "accessoryView": { "switch": "Plane Switch", "on": true } }
            ] },
            { "rows": [ { "repeat": 3, "template": { "text": "Row {index}" } },
                        { "cell": "Custom", "content": [ { "label": "Custom Title", "text": "Hi" } ] } ] }
          ] }
        """)

    func testSectionsAndRowsBecomeCellsNamedByTheTable() throws {
        let built = try build(settings)
        let tree = built.tree
        let table = try XCTUnwrap(tree.view(named: "T"))
        guard case .tableView(let p) = tree[table].kind else { return XCTFail("not a table") }
        XCTAssertEqual(p.style, .insetGrouped)
        XCTAssertEqual(p.rowHeight, .fixed(50))
        XCTAssertEqual(p.sections.map(\.rowCount), [4, 4])
        XCTAssertEqual(p.sections.map(\.rows.count), [2, 1], "named rows are tree cells; the templates' are made when placed")
        XCTAssertEqual(p.sections.map { $0.generatedRows.map(\.position) }, [[1], [0]])
        XCTAssertEqual(p.sections[0].headerTitle, "General")
        XCTAssertEqual(p.sections[0].footerTitle, "Note")
        XCTAssertEqual(p.sections.flatMap(\.rows).map { tree[$0].superview }, Array(repeating: table, count: 3))
    }

    func testStandardRowsNameTheirLabelsAndAccessory() throws {
        let tree = try build(settings).tree
        let wifi = try XCTUnwrap(tree.view(named: "Wi-Fi"))
        guard case .tableViewCell(let c) = tree[wifi].kind else { return XCTFail("not a cell") }
        XCTAssertEqual(c.style, .value1)
        XCTAssertEqual(c.accessoryType, .disclosureIndicator)
        XCTAssertEqual(c.contentView, tree.view(named: "Wi-Fi Content"))
        guard let detail = c.detailTextLabel, case .label(let l) = tree[detail].kind else { return XCTFail("no detail") }
        XCTAssertEqual(l.text, "Home")
        XCTAssertEqual(l.textColor, SystemColor.secondaryLabel.color(.light))
        let plane = try XCTUnwrap(tree.view(named: "Plane"))
        guard case .tableViewCell(let pc) = tree[plane].kind else { return XCTFail("not a cell") }
        XCTAssertEqual(pc.accessoryView, tree.view(named: "Plane Switch"))
    }

    func testRowTemplateFieldsFillPlaceholders() throws {
        let tree = try build(settings).tree
        guard let table = tree.view(named: "T"), case .tableView(let p) = tree[table].kind else { return XCTFail("no table") }
        let runs = p.sections.flatMap(\.generatedRows)
        let cells = runs.flatMap { run in (0..<run.source.count).map { run.source.cell(at: $0) } }
        let texts = cells.flatMap(\.nodes).compactMap { n -> String? in
            if case .label(let l) = n.kind { return l.text }
            return nil
        }
        XCTAssertTrue(texts.contains("Two"), "\(texts)")
        XCTAssertTrue(texts.contains("2"))
        XCTAssertTrue(texts.contains("Row 3"))
        XCTAssertFalse(texts.contains { $0.contains("{") })
    }

    func testCustomRowKeepsItsContentViews() throws {
        let tree = try build(settings).tree
        let title = try XCTUnwrap(tree.view(named: "Custom Title"))
        XCTAssertEqual(tree[title].superview, tree.view(named: "Custom Content"))
    }

    func testRowsCountTowardsTheViewLimit() {
        let json = recipe(views: #"{ "table": "T", "sections": [ { "rows": [ { "repeat": 1000, "template": { "text": "x" } } ] } ] }"#)
        var limits = RecipeLimits.standard
        limits.views = 3000
        XCTAssertThrowsError(try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/", checkImageFiles: false,
                                                       limits: limits)) { error in
            XCTAssertEqual((error as? RecipeError)?.kind, .limitExceeded("views"))
        }
        limits.views = 6000
        XCTAssertNoThrow(try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/", checkImageFiles: false, limits: limits))
    }

    func testUnknownRowKeyIsRefusedWithASuggestion() throws {
        let e = try XCTUnwrap(decodeError(recipe(views: #"{ "table": "T", "sections": [ { "rows": [ { "txt": "x" } ] } ] }"#)))
        XCTAssertTrue(e.message.contains("\"text\""), e.message)
    }
}
