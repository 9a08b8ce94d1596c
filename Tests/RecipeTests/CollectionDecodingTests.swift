import XCTest
import Layout
@testable import Recipe

/// The `collection` view type: flow layout keys, items × cell template, each cell a recipe of its own.
final class CollectionDecodingTests: XCTestCase {
    private let grid = """
        {
          "collection": "Grid", "scrollDirection": "horizontal", "itemSize": {"width": 60, "height": 40},
          "estimatedItemSize": {"width": 50, "height": 50}, "columns": 3,
          "minimumLineSpacing": 1, "minimumInteritemSpacing": 2, "sectionInset": {"top": 4, "left": 5},
          "sectionInsetReference": "fromSafeArea", "headerReferenceSize": {"width": 0, "height": 30},
          "footerReferenceSize": {"width": 0, "height": 20}, "contentInset": 3,
          "contentOffset": {"x": 0, "y": 7}, "contentInsetAdjustmentBehavior": "never",
          "variants": [{"when": "landscape", "columns": 5}],
          "items": ["red", "blue"],
          "cell": {
            "view": "Tile {index}", "backgroundColor": "{item}",
            "subviews": [{"label": "Caption", "text": "#{index0} {item}"}],
            "constraints": ["Caption.Leading = Superview.LeadingMargin", "V:|-[Caption]"]
          }
        }
        """

    private func collection(_ doc: RecipeDocument) throws -> (ViewSpec, CollectionViewProperties) {
        let spec = try XCTUnwrap(doc.view(named: "Grid") ?? doc.view(named: "C"))
        guard case .collectionView(let p) = spec.kind else { throw XCTSkip("not a collection view: \(spec.kind)") }
        return (spec, p)
    }

    func testEveryFlowLayoutKey() throws {
        let (_, p) = try collection(try decode(recipe(views: grid)))
        let l = p.layout
        XCTAssertEqual(l.scrollDirection, .horizontal)
        XCTAssertEqual(l.itemSize, Size(width: 60, height: 40))
        XCTAssertEqual(l.estimatedItemSize, Size(width: 50, height: 50))
        XCTAssertEqual(l.columns, 3)
        XCTAssertEqual(l.minimumLineSpacing, 1)
        XCTAssertEqual(l.minimumInteritemSpacing, 2)
        XCTAssertEqual(l.sectionInset, EdgeInsets(top: 4, left: 5, bottom: 0, right: 0))
        XCTAssertEqual(l.sectionInsetReference, .fromSafeArea)
        XCTAssertEqual(l.headerReferenceSize, Size(width: 0, height: 30))
        XCTAssertEqual(l.footerReferenceSize, Size(width: 0, height: 20))
        XCTAssertEqual(p.contentInset, EdgeInsets(all: 3))
        XCTAssertEqual(p.contentOffset, Point(x: 0, y: 7))
        XCTAssertFalse(p.adjustsContentInsetForSafeArea)
    }

    func testEachItemIsTheTemplateAsARecipeOfItsOwn() throws {
        let (spec, _) = try collection(try decode(recipe(views: grid)))
        let cells = try XCTUnwrap(spec.properties.collectionItems?.sections.first?.cells)
        XCTAssertEqual(cells.map { $0.root.name }, ["Tile 1", "Tile 2"])
        XCTAssertEqual(cells[1].root.properties.backgroundColor?.name, "blue")
        XCTAssertEqual(cells[1].view(named: "Caption")?.label?.text, "#1 blue")
        // Names repeat freely from cell to cell; each cell has its own constraints.
        XCTAssertEqual(cells.map(\.constraints.count), [2, 2])
        // Not in the screen's own name table.
        XCTAssertNil(try decode(recipe(views: grid)).view(named: "Caption"))
    }

    func testVariantsSetLayoutKeysButNotTheItems() throws {
        let doc = try decode(recipe(views: grid))
        let (spec, p) = try collection(doc.resolved(for: .phoneLandscape))
        XCTAssertEqual(p.layout.columns, 5)
        XCTAssertEqual(spec.properties.collectionItems?.sections.first?.cells.count, 2)
    }

    func testHeaderAndFooterAreRecipesOfTheirOwn() throws {
        let json = recipe(views: #"""
            {"collection": "C", "headerReferenceSize": {"width": 0, "height": 40},
             "header": {"view": "Header", "subviews": [{"label": "Title", "text": "Recent"}], "constraints": ["Title.Leading = Superview.LeadingMargin"]},
             "footer": {"view": "Footer"}}
            """#)
        let (spec, p) = try collection(try decode(json))
        XCTAssertEqual(p.layout.headerReferenceSize.height, 40)
        let data = try XCTUnwrap(spec.properties.collectionItems?.sections.first)
        XCTAssertEqual(data.cells.count, 0)
        XCTAssertEqual(data.header?.view(named: "Title")?.label?.text, "Recent")
        XCTAssertEqual(data.header?.constraints.count, 1)
        XCTAssertEqual(data.footer?.root.name, "Footer")
    }

    func testACountOfItems() throws {
        let json = recipe(views: #"{"collection": "C", "items": 12, "cell": {"view": "Cell {index}"}}"#)
        let (spec, _) = try collection(try decode(json))
        XCTAssertEqual(spec.properties.collectionItems?.sections.first?.cells.last?.root.name, "Cell 12")
    }

    /// Items may carry fields, like any repeat (docs/recipes.md, "Repetition").
    func testItemsWithFields() throws {
        let json = recipe(views: #"""
            {"collection": "C", "items": [{"name": "Ann", "role": "Lead"}, {"name": "Bob", "role": "Dev"}],
             "cell": {"view": "Card {name}", "subviews": [{"label": "Role", "text": "{role} #{item}"}]}}
            """#)
        let (spec, _) = try collection(try decode(json))
        let cells = try XCTUnwrap(spec.properties.collectionItems?.sections.first?.cells)
        XCTAssertEqual(cells.map { $0.root.name }, ["Card Ann", "Card Bob"])
        XCTAssertEqual(cells[1].view(named: "Role")?.label?.text, "Dev #2")
    }

    func testErrors() {
        let noItems = decodeError(recipe(views: #"{"collection": "C", "cell": {"view": "X"}}"#))
        XCTAssertEqual(noItems?.kind, .missingKey("items"))
        let noCell = decodeError(recipe(views: #"{"collection": "C", "items": 3}"#))
        XCTAssertTrue(noCell?.message.contains("cell") == true, noCell?.message ?? "")
        let tooMany = decodeError(recipe(views: #"{"collection": "C", "items": 1001, "cell": {"view": "X"}}"#))
        XCTAssertTrue(tooMany?.message.contains("0...1000") == true, tooMany?.message ?? "")
        // A cell's constraints name only the cell's views.
        let outside = decodeError(recipe(views: #"{"view": "Outside"}, {"collection": "C", "items": 1, "cell": {"view": "X", "constraints": ["Outside.Top = Superview.Top"]}}"#))
        XCTAssertTrue(outside?.message.contains("Outside") == true, outside?.message ?? "")
        XCTAssertTrue(outside?.message.contains("item 1 of the collection") == true, outside?.message ?? "")
        let badKey = decodeError(recipe(views: #"{"collection": "C", "items": 1, "cell": {"view": "X", "rows": 2}}"#))
        XCTAssertNotNil(badKey)
        let badEnum = decodeError(recipe(views: #"{"collection": "C", "sectionInsetReference": "fromMargins"}"#))
        XCTAssertNotNil(badEnum)
    }

    func testSectionsHaveTheirOwnItemsCellsHeadersAndFooters() throws {
        let json = recipe(views: #"""
            {"collection": "C", "cell": {"view": "Tile {index}"},
             "sections": [
               {"items": 3, "header": {"view": "Header A"}},
               {"items": ["x", "y"], "cell": {"view": "Big {item}"}, "footer": {"view": "Footer B"}},
               {"items": 0}
             ]}
            """#)
        let (spec, _) = try collection(try decode(json))
        let sections = try XCTUnwrap(spec.properties.collectionItems?.sections)
        XCTAssertEqual(sections.map { $0.cells.map { $0.root.name } }, [["Tile 1", "Tile 2", "Tile 3"], ["Big x", "Big y"], []])
        XCTAssertEqual(sections.map { $0.header?.root.name }, ["Header A", nil, nil])
        XCTAssertEqual(sections.map { $0.footer?.root.name }, [nil, "Footer B", nil])
    }

    func testSectionErrors() {
        let both = decodeError(recipe(views: #"{"collection": "C", "items": 2, "cell": {"view": "X"}, "sections": [{"items": 1}]}"#))
        XCTAssertTrue(both?.message.contains("in each section") == true, both?.message ?? "")
        let noCell = decodeError(recipe(views: #"{"collection": "C", "sections": [{"items": 1}]}"#))
        XCTAssertEqual(noCell?.kind, .missingKey("cell"))
        let badKey = decodeError(recipe(views: #"{"collection": "C", "cell": {"view": "X"}, "sections": [{"items": 1, "rows": 2}]}"#))
        XCTAssertNotNil(badKey)
        let inItem = decodeError(recipe(views: #"{"collection": "C", "sections": [{"items": 2, "cell": {"view": "X", "constraints": ["Nope.Top = Superview.Top"]}}]}"#))
        XCTAssertTrue(inItem?.message.contains("item 1 of section") == true, inItem?.message ?? "")
    }

    /// Every section's items count against the views limit.
    func testSectionItemsCountAgainstTheViewLimit() throws {
        var limits = RecipeLimits.standard
        limits.views = 100
        let template = #"{"view": "Cell {index}", "subviews": [{"view": "A"}, {"view": "B"}, {"view": "C"}]}"#
        let json = recipe(views: #"{"collection": "C", "cell": \#(template), "sections": [{"items": 15}, {"items": 15}]}"#)
        XCTAssertThrowsError(try RecipeDocument.decode(text: json, file: "t.json", checkImageFiles: false, limits: limits)) { e in
            XCTAssertEqual((e as? RecipeError)?.kind, .limitExceeded("views"))
        }
    }

    /// Items × the template's views count against the views limit before anything is copied.
    func testItemsCountAgainstTheViewLimit() throws {
        var limits = RecipeLimits.standard
        limits.views = 100
        let template = #"{"view": "Cell {index}", "subviews": [{"view": "A"}, {"view": "B"}, {"view": "C"}]}"#
        let json = recipe(views: #"{"collection": "C", "items": 30, "cell": \#(template)}"#)
        XCTAssertThrowsError(try RecipeDocument.decode(text: json, file: "t.json", checkImageFiles: false, limits: limits)) { e in
            XCTAssertEqual((e as? RecipeError)?.kind, .limitExceeded("views"))
        }
        let fewer = recipe(views: #"{"collection": "C", "items": 20, "cell": \#(template)}"#)
        XCTAssertNoThrow(try RecipeDocument.decode(text: fewer, file: "t.json", checkImageFiles: false, limits: limits))
    }
}
