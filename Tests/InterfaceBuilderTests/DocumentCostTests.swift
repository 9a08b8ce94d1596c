import Layout
import XCTest
@testable import InterfaceBuilder

/// What reading and resolving a document holds (docs/limits.md "Cost model"): attributes in
/// one sorted array with names made once, equal view properties in one box, and a scene's
/// subtrees that no variation changes shared with the document when it is resolved.
final class DocumentCostTests: XCTestCase {
    func testAttributesReadLikeADictionaryInNameOrder() {
        var a: XMLAttributes = ["b": "2", "a": "1"]
        a["c"] = "3"
        a["a"] = nil
        a["b"] = "4"
        XCTAssertEqual(a["b"], "4")
        XCTAssertNil(a["a"])
        XCTAssertEqual(a.keys, ["b", "c"])
        XCTAssertEqual(a.map { "\($0.key)=\($0.value)" }, ["b=4", "c=3"])
        XCTAssertEqual(a, ["c": "3", "b": "4"], "equal whatever order they were set in")
    }

    func testNamesAreMadeOncePerFile() throws {
        let root = try XMLTreeBuilder.parse(Array("<a><translatesAutoresizingMask x='1'/><translatesAutoresizingMask x='2'/></a>".utf8), path: "n.xib")
        let names = root.children.map(\.name)
        XCTAssertEqual(names, ["translatesAutoresizingMask", "translatesAutoresizingMask"])
        // One string storage for both (a name of 26 bytes is on the heap).
        let pointers = names.map { name in name.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } }
        XCTAssertNotNil(pointers[0] ?? nil)
        XCTAssertEqual(pointers[0], pointers[1])
    }

    static let table = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
    <objects>
    <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
    <subviews>
    <view clipsSubviews="YES" contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
    <subviews><label text="A" id="a1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label></subviews></view>
    <view clipsSubviews="YES" contentMode="scaleToFill" id="b"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
    <variation key="heightClass=compact" hidden="YES"/></view>
    </subviews>
    </view>
    </objects>
    </document>
    """

    func testEqualPropertiesShareOneBoxAndUnchangedSubtreesStayShared() throws {
        let doc = try IBDocument.parse(Array(Self.table.utf8), path: "t.xib")
        let root = try XCTUnwrap(doc.scenes.first?.rootView)
        XCTAssertEqual(root.subviews.map(\.id), ["a", "b"])
        XCTAssertEqual(root.subviews[0].properties, root.subviews[1].properties)
        let phone = try XCTUnwrap(doc.scenes.first?.installed(for: .phonePortrait))
        let resolved = try XCTUnwrap(phone.rootView)
        XCTAssertEqual(resolved.subviews[0], root.subviews[0], "a has no variation: kept as it is")
        XCTAssertEqual(resolved.subviews[1].variations, [], "b is resolved")
        var ids: [String] = []
        resolved.forEachView { ids.append($0.id) }
        XCTAssertEqual(ids, ["root", "a", "a1", "b"])
        XCTAssertEqual(ids, resolved.allViews.map(\.id))
    }

    /// Many views pinned to one guide: the guide is found by id once per scene, shared with the
    /// states built for cells (`IBGuideIndex`), not by a walk over every view per constraint
    /// (5,000 such views took 4.45 s before, 0.12 s after: `scripts/issue35-reproducers`'
    /// guides-5000.storyboard); a repeated warning is dropped by a set, in order.
    func testAGuideIsFoundByIDOnceAndWarningsStayInOrder() throws {
        let views = (0..<3).map { "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>" }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(views.joined())</subviews><viewLayoutGuide key="safeArea" id="sa"/></view></objects></document>
            """
        let doc = try IBDocument.parse(Array(xml.utf8), path: "g.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        var state = IBBuildState(document: doc, scene: scene, environment: Layout.Environment(device: .iPhone11), images: IBImageFinder(directories: []))
        XCTAssertEqual(state.guideIndex.guide(withID: "sa")?.kind, .safeArea)
        XCTAssertNil(state.guideIndex.guide(withID: "v1"), "a view is not a guide")
        for message in ["b", "a", "b", "c", "a"] { state.warn(message) }
        XCTAssertEqual(state.warnings, ["b", "a", "c"])
    }
}
