import XCTest
@testable import Layout

/// The property tables the input formats read (`UIKitClass`): each class is listed once and is
/// its kind's class, each property name is unique, and a choice sets the case it names.
final class UIKitPropertyTableTests: XCTestCase {
    func testEachListedClassIsItsKindsClass() {
        for uikitClass in ViewKind.uikitClasses {
            let kind = uikitClass.uikitDefault.kind
            XCTAssertEqual(kind.uikitClass.map { "\($0)" }, "\(uikitClass)", kind.className)
        }
        XCTAssertEqual(Set(ViewKind.uikitClasses.map { $0.recipeKey }).count, ViewKind.uikitClasses.count)
        XCTAssertNil(ViewKind.view.uikitClass)
    }

    func testPropertyNamesAreUnique() {
        func names<P: UIKitClass>(_ type: P.Type) -> [String] { P.properties.map(\.name) }
        for uikitClass in ViewKind.uikitClasses {
            let all = names(uikitClass)
            XCTAssertEqual(Set(all).count, all.count, "\(uikitClass)")
        }
    }

    func testChoiceSetsTheNamedCase() throws {
        let property = try XCTUnwrap(SearchBarProperties.properties.first { $0.name == "searchBarStyle" })
        guard case .choice(let choice) = property.value else { return XCTFail("searchBarStyle is a choice") }
        XCTAssertEqual(choice.spellings, ["default", "prominent", "minimal"])
        var bar = SearchBarProperties()
        choice.set(&bar, to: 2)
        XCTAssertEqual(bar.style, .minimal)
        XCTAssertEqual(choice.index(in: bar), 2)
    }
}
