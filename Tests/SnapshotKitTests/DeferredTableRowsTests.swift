import Layout
import Recipe
import XCTest
import LayoutTestSupport

/// Rows that are data plus a template are built only when the table places them: the tree
/// holds none of them, and the laid-out screen is the one the rows would give as tree cells.
final class DeferredTableRowsTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no images in this test")
        }
    }

    /// A 1,000-row table whose rows are named (`cell`: kept in the tree) or not (deferred).
    func table(named: Bool, count: Int = 1000) -> String {
        let cell = named ? #""cell": "Row {index}", "# : ""
        return """
        {"name": "t", "root": {"subviews": [{"table": "T", "sections": [
          {"header": "A", "rows": [{"repeat": \(count), "template": {\(cell)"text": "Row {index}", "detail": "{index0}",
            "image": {"solid": "systemBlue", "width": 29, "height": 29}, "accessory": "disclosureIndicator"}}]}]}]},
         "constraints": ["T.Leading = Superview.Leading", "T.Trailing = Superview.Trailing",
                         "T.Top = Safe Area.Top", "T.Bottom = Superview.Bottom"]}
        """
    }

    func lay(_ json: String, full: Bool = false) throws -> (BuiltRecipe, LayoutResult) {
        var environment = Layout.Environment(device: .iPhone8)
        environment.laysOutAllTableRows = full
        environment.laysOutEveryCollectionItem = full
        let document = try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/tmp")
        let built = try RecipeBuilder(images: NoImages()).build(document, for: environment)
        return (built, Layout.layout(built.tree, in: environment, measurer: GridTextMeasurer()))
    }

    /// Each laid-out view's class, root-space frame and text, in tree order (names differ).
    func shape(_ r: LayoutResult) -> [String] {
        var out: [String] = []
        for case let v? in r.views {
            var text = ""
            if case .label(let l) = v.node.kind { text = " \(l.text) \(l.textColor)" }
            out.append("\(v.node.kind.className) \(v.frame)\(text)")
        }
        return out
    }

    func testUnnamedTemplateRowsAreNotInTheTree() throws {
        let (built, _) = try lay(table(named: false))
        XCTAssertLessThan(built.tree.nodes.count, 10, "the root, the table and no rows")
        let t = try XCTUnwrap(built.tree.view(named: "T"))
        guard case .tableView(let p) = built.tree[t].kind else { return XCTFail("not a table") }
        XCTAssertEqual(p.sections.map(\.rowCount), [1000])
        XCTAssertEqual(p.sections[0].rows, [])
        XCTAssertEqual(built.images.count, 1, "the rows' image is measured with the recipe")
        let (named, _) = try lay(table(named: true))
        XCTAssertGreaterThan(named.tree.nodes.count, 4000, "named rows stay tree cells")
    }

    func testDeferredRowsLayOutAsTreeCellsDo() throws {
        let (_, deferred) = try lay(table(named: false))
        let (_, eager) = try lay(table(named: true))
        XCTAssertEqual(shape(deferred), shape(eager))
        XCTAssertGreaterThan(shape(deferred).count, 40, "a screenful of rows, each a cell, content view, image and labels")
        let t = try XCTUnwrap(deferred.tree.view(named: "T"))
        XCTAssertEqual(deferred[t]?.contentSize, eager[try XCTUnwrap(eager.tree.view(named: "T"))]?.contentSize)
        XCTAssertEqual(deferred[t]?.table?.sections.first?.rows.count, eager[try XCTUnwrap(eager.tree.view(named: "T"))]?.table?.sections.first?.rows.count)
        let rows = try XCTUnwrap(deferred[t]?.table?.sections.first?.rows)
        for row in rows {
            XCTAssertEqual(deferred.tree[row.cell].superview, t)
            guard case .tableViewCell(let c) = deferred.tree[row.cell].kind, let text = c.textLabel else { return XCTFail("not a cell") }
            XCTAssertEqual(deferred.tree[text].superview, c.contentView, "the cell's parts name the grafted views")
        }
    }

    func testFullContentBuildsEveryRow() throws {
        let (_, deferred) = try lay(table(named: false, count: 30), full: true)
        let (_, eager) = try lay(table(named: true, count: 30), full: true)
        XCTAssertEqual(shape(deferred), shape(eager))
        XCTAssertEqual(shape(deferred).filter { $0.hasPrefix("UITableViewCell ") }.count, 30)
    }
}
