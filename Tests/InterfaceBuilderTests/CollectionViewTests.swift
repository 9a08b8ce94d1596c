import XCTest
import Layout
import Typesetting
@testable import InterfaceBuilder

/// `<collectionView>` with a flow layout, its prototype cells and header (IBDocumentReader+Collections,
/// IBLayoutBuilder+Collections).
final class CollectionViewTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

    func testReadsTheFlowLayoutCellsAndHeader() throws {
        let doc = try Fixture.load("Collection.storyboard")
        let root = try XCTUnwrap(doc.initialScene?.rootView)
        let view = try XCTUnwrap(root.view(withID: "col-dd-001"))
        guard case .collectionView(let c) = view.kind else { return XCTFail("\(view.kind)") }
        let f = try XCTUnwrap(c.flowLayout)
        XCTAssertEqual(f.scrollDirection, .vertical)
        XCTAssertEqual(f.itemSize, Size(width: 100, height: 80))
        XCTAssertEqual(f.minimumLineSpacing, 4)
        XCTAssertEqual(f.minimumInteritemSpacing, 6)
        XCTAssertEqual(f.sectionInset, EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        XCTAssertEqual(f.headerReferenceSize, Size(width: 0, height: 30))
        XCTAssertEqual(c.contentInsetAdjustmentBehavior, .never)
        XCTAssertEqual(c.cells.map(\.id), ["cla-dd-001", "clb-dd-001"])
        XCTAssertEqual(c.cells.map(\.elementName), ["collectionViewCell", "collectionViewCell"])
        XCTAssertEqual(c.header?.id, "hdr-dd-001")
        // The id-less content view of the second cell is read under a made-up id.
        XCTAssertEqual(c.cells[1].subviews.first?.id, "clb-dd-001.contentView")
        XCTAssertEqual(c.cells[1].subviews.first?.subviews.first?.id, "box-dd-001")
        // Cells are not the collection view's subviews (they are laid out on their own).
        XCTAssertTrue(view.subviews.isEmpty)
        XCTAssertNil(root.allViews.first { $0.id == "lba-dd-001" })
        XCTAssertTrue(root.collectionItemViews.contains { $0.id == "lba-dd-001" })
    }

    func testPrototypesAreLaidOutOnceEachAtTheirFlowLayoutFrames() throws {
        let measurer = try XCTUnwrap(Self.measurer, "fonts")
        let doc = try Fixture.load("Collection.storyboard")
        let scene = try XCTUnwrap(doc.initialScene)
        let env = IBLayoutBuilder.canvasEnvironment(for: scene, in: doc)
        let built = try IBLayoutBuilder().build(scene, of: doc, for: env)
        let r = layout(built.tree, in: built.environment, measurer: measurer)
        func frame(_ id: String) throws -> Rect {
            let name = try XCTUnwrap(built.collectionItemViewNames[id], id)
            return try XCTUnwrap(r[name]?.frame, name)
        }
        let cv = try XCTUnwrap(r[try XCTUnwrap(built.viewIDs["col-dd-001"])])
        let top = cv.frame.minY
        // Header 30, inset 5: the cells sit where Interface Builder stored them, in the content.
        XCTAssertEqual(try frame("hdr-dd-001"), Rect(x: 0, y: top, width: 375, height: 30))
        XCTAssertEqual(try frame("cla-dd-001"), Rect(x: 10, y: top + 35, width: 100, height: 80))
        // The last line keeps the columns of a full one: 100 + 6 + 120, then room for more.
        XCTAssertEqual(try frame("clb-dd-001").minX, 10 + 100 + 6 + (355 - 100 - 6 - 120 - 6 - 120) / 2, accuracy: 0.5)
        // Content laid out with Auto Layout at the item's size: the label at the content view's margins (8).
        XCTAssertEqual(try frame("lba-dd-001").origin, Point(x: 18, y: top + 43))
        XCTAssertEqual(try frame("box-dd-001").minY, top + 35 + 60)
        XCTAssertEqual(try frame("clb-dd-001.contentView").size, Size(width: 120, height: 80))
        XCTAssertEqual(cv.node.subviews.count, 3)
    }

    /// A view inside a collection header pinned to the header's own safe area keeps that
    /// constraint: the header's `<viewLayoutGuide key="safeArea">` is one of the scene's guides
    /// although the header is laid out in a tree of its own (nrfmesh: a label 16 pt from it).
    func testAHeaderViewIsPinnedToTheHeadersSafeArea() throws {
        let measurer = try XCTUnwrap(Self.measurer, "fonts")
        var xml = try String(contentsOfFile: Fixture.path("Collection.storyboard"), encoding: .utf8)
        xml = xml.replacingOccurrences(of: """
            <constraint firstItem="lbh-dd-001" firstAttribute="leading" secondItem="hdr-dd-001" secondAttribute="leadingMargin" id="ch1-dd-001"/>
            """, with: """
            <constraint firstItem="lbh-dd-001" firstAttribute="leading" secondItem="hsa-dd-001" secondAttribute="leading" constant="16" id="ch1-dd-001"/>
            """)
        xml = xml.replacingOccurrences(of: "<constraints>\n                                        <constraint firstItem=\"lbh-dd-001\"",
                                       with: "<viewLayoutGuide key=\"safeArea\" id=\"hsa-dd-001\"/>\n<constraints>\n<constraint firstItem=\"lbh-dd-001\"")
        XCTAssertTrue(xml.contains("hsa-dd-001\"/>"), "the fixture's header changed")
        let doc = try Fixture.parse(xml)
        let scene = try XCTUnwrap(doc.initialScene)
        XCTAssertTrue(scene.allLayoutGuides.contains { $0.id == "hsa-dd-001" })
        let built = try IBLayoutBuilder().build(scene, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: scene, in: doc))
        XCTAssertFalse(built.warnings.contains { $0.contains("ch1-dd-001") }, "\(built.warnings)")
        let r = layout(built.tree, in: built.environment, measurer: measurer)
        let name = try XCTUnwrap(built.collectionItemViewNames["lbh-dd-001"])
        XCTAssertEqual(r[name]?.frame.minX, 16)
    }

    func testAXibWhoseRootIsACellRendersAsThatCell() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <objects>
                    <collectionViewCell opaque="NO" contentMode="center" id="cel-ee-001">
                        <rect key="frame" x="0.0" y="0.0" width="150" height="90"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="150" height="90"/>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let doc = try Fixture.parse(xml, path: "Cell.xib")
        let scene = try XCTUnwrap(doc.initialScene)
        XCTAssertEqual(IBLayoutBuilder.cellCanvasSize(of: scene), Size(width: 150, height: 90))
        let built = try IBLayoutBuilder().build(scene, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: scene, in: doc))
        XCTAssertFalse(built.warnings.contains { $0.contains("placeholder") }, "\(built.warnings)")
        XCTAssertEqual(built.tree[built.tree.root].kind, .view)
    }
}
