import XCTest
import Layout
@testable import InterfaceBuilder

/// Tables and cells in Layout's model (`IBLayoutBuilder+Tables`): structure only; the frames
/// are the table layout's (docs/layout.md, "Tables").
final class TableMappingTests: XCTestCase {
    func build(_ xml: String, path: String = "inline.storyboard", canvas: Bool = true) throws -> IBBuiltScene {
        let doc = try Fixture.parse(xml, path: path)
        let scene = try XCTUnwrap(doc.initialScene ?? doc.scenes.first)
        let env = canvas ? IBLayoutBuilder.canvasEnvironment(for: scene, in: doc) : Layout.Environment(device: .iPhone8)
        return try IBLayoutBuilder().build(scene, of: doc, for: env)
    }

    func id(_ b: IBBuiltScene, _ ib: String, file: StaticString = #filePath, line: UInt = #line) throws -> ViewID {
        try XCTUnwrap(b.viewIDs[ib], "no view \(ib)", file: file, line: line)
    }

    func testStaticTableBecomesSectionsOfCells() throws {
        let b = try build(TableReadingTests.staticTable)
        XCTAssertFalse(b.warnings.contains { $0.contains("placeholder") }, "\(b.warnings)")
        guard case .tableView(let table) = b.tree[b.tree.root].kind else { return XCTFail("\(b.tree[b.tree.root].kind)") }
        XCTAssertEqual(b.objectID(of: b.tree.root), "table")
        XCTAssertEqual(table.style, .grouped)
        XCTAssertEqual(table.rowHeight, .fixed(44))
        XCTAssertEqual(table.sectionHeaderHeight, .fixed(18))
        XCTAssertEqual(table.separatorStyle, TableSeparatorStyle.none)
        XCTAssertEqual(table.separatorInset, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
        XCTAssertEqual(table.sections.map(\.headerTitle), ["Settings", nil])
        XCTAssertEqual(table.sections.map(\.footerTitle), [nil, "The end"])
        XCTAssertEqual(table.sections.map(\.headerHeight), [.fixed(49.5), nil], "the canvas's grouped title; the table's")
        let device = try build(TableReadingTests.staticTable, canvas: false)
        guard case .tableView(let onDevice) = device.tree[device.tree.root].kind else { return XCTFail("table") }
        XCTAssertEqual(onDevice.sections.map(\.headerHeight), [.automatic, nil], "a grouped title sizes its header")
        XCTAssertEqual(table.sections.map(\.footerHeight), [nil, .automatic], "a grouped footer title sizes its footer")
        XCTAssertEqual(onDevice.sections.map(\.footerHeight), [nil, .automatic])
        XCTAssertEqual(table.sections.map(\.rows), [[try id(b, "cell-1")], [try id(b, "cell-2")]])
        XCTAssertEqual(table.tableHeaderView, try id(b, "header"))
        XCTAssertEqual(table.tableFooterView, try id(b, "footer"))

        guard case .tableViewCell(let basic) = b.tree[try id(b, "cell-1")].kind else { return XCTFail("cell-1") }
        XCTAssertEqual(basic.style, .basic)
        XCTAssertEqual(basic.accessoryType, .disclosureIndicator)
        XCTAssertEqual(basic.contentView, try id(b, "cv-1"), "the document's content view is the model's")
        XCTAssertEqual(basic.textLabel, try id(b, "cell-1-text"))
        XCTAssertEqual(b.tree[try id(b, "cell-1-text")].superview, try id(b, "cv-1"))
        XCTAssertNil(b.tree[try id(b, "cell-1-text")].autoresizingFrame, "the style places its label")

        guard case .tableViewCell(let custom) = b.tree[try id(b, "cell-2")].kind else { return XCTFail("cell-2") }
        XCTAssertEqual(custom.style, .custom)
        XCTAssertEqual(custom.rowHeight, 60)
        XCTAssertEqual(custom.selectionStyle, TableViewCellSelectionStyle.none)
        XCTAssertEqual(b.tree[try id(b, "toggle")].superview, try id(b, "cv-2"))
        XCTAssertEqual(b.tree.constraints.filter { $0.identifier == nil }.count, 2, "the cell's constraints are in")
    }

    func testPlainSectionsShowNoUntitledHeadersOrFootersOnADevice() throws {
        let plain = TableReadingTests.staticTable.replacingOccurrences(of: "style=\"grouped\"", with: "style=\"plain\"")
        let b = try build(plain, canvas: false)
        guard case .tableView(let table) = b.tree[b.tree.root].kind else { return XCTFail("table") }
        XCTAssertEqual(table.sections.map(\.headerHeight), [nil, .fixed(0)])
        XCTAssertEqual(table.sections.map(\.footerHeight), [.fixed(0), nil])
        XCTAssertNil(table.metricsVersion, "a device's own iOS version")
    }

    func testCanvasPlainSectionsFollowTheXcodeVersionTitledOrNot() throws {
        let plain = TableReadingTests.staticTable.replacingOccurrences(of: "style=\"grouped\"", with: "style=\"plain\"")
        func sections(_ tools: String) throws -> TableViewProperties {
            let b = try build(plain.replacingOccurrences(of: "toolsVersion=\"18122\"", with: "toolsVersion=\"\(tools)\""))
            guard case .tableView(let table) = b.tree[b.tree.root].kind else { throw XCTSkip("no table") }
            return table
        }
        // yubikit (Xcode 12.3): 28 whatever sectionHeaderHeight says; Xcode 12.5: 24 and a
        // separator; Xcode 13: 44 and a separator (dgcawallet's untitled section at 44.5); Xcode
        // 14 on: 50 (kingfisher's untitled section, googleads' titled ones). Untitled footers:
        // sectionFooterHeight (googleads: 28 + 50 between sections).
        for (tools, header) in [("17701", 28.0), ("18122", 24.5), ("19455", 44.5), ("21701", 50), ("23727", 50)] {
            let t = try sections(tools)
            XCTAssertEqual(t.sections.map(\.headerHeight), [.fixed(header), .fixed(header)], tools)
            XCTAssertEqual(t.sections.map(\.footerHeight), [.fixed(18), nil], tools)
        }
        XCTAssertEqual(try sections("14460").sections.map(\.headerHeight), [.fixed(18), .fixed(0)], "Xcode 10: dji")
        XCTAssertEqual(try sections("23727").metricsVersion, OSVersion(18), "the canvas of Xcode 16 is iOS 18's")
        XCTAssertEqual(try sections("24128").metricsVersion, OSVersion(26))
    }

    func testCanvasGroupedSectionsOfXcode26() throws {
        let grouped = Self.largeTitled(TableReadingTests.staticTable.replacingOccurrences(of: "toolsVersion=\"18122\"", with: "toolsVersion=\"24128\""))
        let b = try build(grouped)
        guard case .tableView(let table) = b.tree[b.tree.root].kind else { return XCTFail("table") }
        // nrfmesh, nrfblinky (large titles): a titled first header 38; an untitled one sectionHeaderHeight (18).
        XCTAssertEqual(table.sections.map(\.headerHeight), [.fixed(38), .fixed(18)])
    }

    /// The document with its table view controller the root of a navigation controller whose
    /// bar prefers large titles.
    static func largeTitled(_ xml: String) -> String {
        xml.replacingOccurrences(of: "<scenes>", with: """
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nav-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                            </navigationBar>
                            <connections>
                                <segue destination="tvc" kind="relationship" relationship="rootViewController" id="nav-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            """)
    }

    func testCanvasGroupedTitledHeadersFollowTheXcodeVersionAndLargeTitles() throws {
        let twoTitles = TableReadingTests.staticTable.replacingOccurrences(
            of: "<tableViewSection footerTitle=\"The end\"", with: "<tableViewSection headerTitle=\"More\" footerTitle=\"The end\"")
        func headers(_ tools: String, largeTitles: Bool) throws -> [TableDimension?] {
            let xml = twoTitles.replacingOccurrences(of: "toolsVersion=\"18122\"", with: "toolsVersion=\"\(tools)\"")
            let b = try build(largeTitles ? Self.largeTitled(xml) : xml)
            guard case .tableView(let table) = b.tree[b.tree.root].kind else { throw XCTSkip("no table") }
            return table.sections.map(\.headerHeight)
        }
        // A titled header is 32 on the canvases of Xcode 12.5 and 13 from 13.0 on (openfoodfacts,
        // bugsnag, freeotp), 38 on the others (tofu's Xcode 12.4, twilio's Xcode 15, nrfmesh's Xcode 26);
        // the first section has 17.5 more above it, except under a large title, where the
        // later headers have 7.5 more instead (dgcawallet and orkcatalog, Xcode 13: the first at
        // 32, the second 39.5 after an 18-point footer; nrfmesh, Xcode 26: 38 and 45.5).
        XCTAssertEqual(try headers("18122", largeTitles: false), [.fixed(49.5), .fixed(32)])
        XCTAssertEqual(try headers("19455", largeTitles: true), [.fixed(32), .fixed(39.5)])
        XCTAssertEqual(try headers("17701", largeTitles: false), [.fixed(55.5), .fixed(38)])
        // Xcode 13's betas (builds before 13.0's 19162) still show 38 (uikitcatalog's 19142.2).
        XCTAssertEqual(try headers("19142.2", largeTitles: false), [.fixed(55.5), .fixed(38)])
        XCTAssertEqual(try headers("19162", largeTitles: false), [.fixed(49.5), .fixed(32)])
        XCTAssertEqual(try headers("22505", largeTitles: false), [.fixed(55.5), .fixed(38)])
        XCTAssertEqual(try headers("24128", largeTitles: true), [.fixed(38), .fixed(45.5)])
    }

    static func prototypes(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="A" rowHeight="80" id="p-1">
                                        <rect key="frame" x="0.0" y="50" width="375" height="80"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="p-1" id="p-1-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="B" id="p-2">
                                        <rect key="frame" x="0.0" y="130" width="375" height="43.5"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="p-2" id="p-2-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testPrototypesAreOneSectionBelowTheCanvasHeader() throws {
        let b = try build(Self.prototypes(toolsVersion: "22685"))
        guard case .tableView(let table) = b.tree[b.tree.root].kind else { return XCTFail("table") }
        XCTAssertEqual(table.rowHeight, .automatic)
        XCTAssertEqual(table.sections.count, 1)
        XCTAssertEqual(table.sections[0].rows, [try id(b, "p-1"), try id(b, "p-2")], "each prototype once, in order")
        XCTAssertEqual(table.sections[0].headerHeight, .fixed(50), "50 from Xcode 14 on")
        guard case .tableViewCell(let p1) = b.tree[try id(b, "p-1")].kind else { return XCTFail("p-1") }
        XCTAssertEqual(p1.rowHeight, 80)

        let xcode12 = try build(Self.prototypes(toolsVersion: "17701"))
        guard case .tableView(let t12) = xcode12.tree[xcode12.tree.root].kind else { return XCTFail("table") }
        XCTAssertEqual(t12.sections[0].headerHeight, .fixed(28))

        XCTAssertEqual(table.contentOffset, .zero, "the canvas stores rows relative to the content")
        XCTAssertEqual(table.contentInsetAdjustmentBehavior, .never)
        let device = try build(Self.prototypes(toolsVersion: "22685"), canvas: false)
        guard case .tableView(let onDevice) = device.tree[device.tree.root].kind else { return XCTFail("table") }
        // At rest: Layout's table pass rests it below the status bar (ScrollInsetSceneTests).
        XCTAssertEqual(onDevice.contentOffset, .zero)
        XCTAssertEqual(onDevice.contentInsetAdjustmentBehavior, .automatic)
        XCTAssertEqual(onDevice.sections[0].headerHeight, .fixed(0), "no header without a title in a plain table")
        guard case .tableViewCell(let p1OnDevice) = device.tree[try id(device, "p-1")].kind else { return XCTFail("p-1") }
        XCTAssertNil(p1OnDevice.rowHeight, "at run time the table's rowHeight sizes prototypes' rows")
    }

    func testCanvasContentMarginsFollowTheXcodeVersion() throws {
        func margins(_ tools: String, canvas: Bool = true) throws -> DirectionalEdgeInsets? {
            let b = try build(Self.prototypes(toolsVersion: tools), canvas: canvas)
            return b.tree[try id(b, "p-1-cv")].layoutMargins
        }
        XCTAssertEqual(try margins("10117"), DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        XCTAssertEqual(try margins("14460"), DirectionalEdgeInsets(top: 11, leading: 15, bottom: 11, trailing: 15))
        XCTAssertNil(try margins("17701"), "UIKit's own (TableCellMetrics) from Xcode 11 on")
        XCTAssertNil(try margins("10117", canvas: false), "a device uses UIKit's")
    }

    func testXibRootCellIsTheRowOfATable() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="96" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="451" height="96"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cell-cv">
                            <rect key="frame" x="0.0" y="0.0" width="451" height="96"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="11" width="419" height="74"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="cell-cv" secondAttribute="leadingMargin" id="c-1"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let b = try build(xib, path: "inline.xib")
        XCTAssertEqual(b.warnings, [])
        guard case .tableView(let table) = b.tree[b.tree.root].kind else { return XCTFail("a table holds the cell") }
        XCTAssertNil(b.objectID(of: b.tree.root), "the table is a helper view")
        XCTAssertEqual(table.separatorStyle, TableSeparatorStyle.none)
        XCTAssertEqual(table.sections.map(\.rows), [[try id(b, "cell")]])
        guard case .tableViewCell(let cell) = b.tree[try id(b, "cell")].kind else { return XCTFail("cell") }
        XCTAssertEqual(cell.contentView, try id(b, "cell-cv"))
        XCTAssertEqual(cell.rowHeight, 96)
        XCTAssertEqual(b.environment.rootSize, Layout.Size(width: 451, height: 96), "the canvas is the cell's size")
        XCTAssertEqual(b.tree[try id(b, "box")].superview, try id(b, "cell-cv"))

        let device = try build(xib, path: "inline.xib", canvas: false)
        XCTAssertEqual(device.environment.rootSize.width, 375, "the device's width, not the stored 451")
        guard case .tableViewCell(let onDevice) = device.tree[try id(device, "cell")].kind else { return XCTFail("cell") }
        XCTAssertNil(onDevice.rowHeight, "self-sizing on a device")
    }
}
