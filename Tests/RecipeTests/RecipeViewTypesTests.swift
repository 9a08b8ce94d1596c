import Layout
import XCTest
@testable import Recipe

/// `RecipeViewTypes.key(of:)` gives each class the key of its entry in `all` (and "view" to a
/// class no key introduces), as searching `all` by class name does.
final class RecipeViewTypesTests: XCTestCase {
    func testEveryKindGetsItsEntrysKey() {
        let others: [ViewKind] = [
            .tableViewCell(TableViewCellProperties()), .navigationBar(NavigationBarProperties()),
            .tabBar(TabBarProperties()), .toolbar(ToolbarProperties()),
        ]
        for kind in RecipeViewTypes.all.map(\.template) + others {
            let searched = RecipeViewTypes.all.first { $0.template.className == kind.className }?.key ?? "view"
            XCTAssertEqual(RecipeViewTypes.key(of: kind), searched, kind.className)
        }
        XCTAssertEqual(Set(RecipeViewTypes.all.map { RecipeViewTypes.key(of: $0.template) }).count, RecipeViewTypes.all.count)
    }
}
