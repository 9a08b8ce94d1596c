import XCTest
import InterfaceBuilder
import Layout

/// Reading `<tableView>`, `<tableViewCell>`, content views, prototypes and static sections.
final class TableReadingTests: XCTestCase {
    static let staticTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="none" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <inset key="separatorInset" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                </view>
                                <button key="tableFooterView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="footer">
                                    <rect key="frame" x="0.0" y="300" width="375" height="44"/>
                                </button>
                                <sections>
                                    <tableViewSection headerTitle="Settings" id="sec-1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="cell-1-text" style="IBUITableViewCellStyleDefault" id="cell-1">
                                                <rect key="frame" x="0.0" y="49.5" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell-1" id="cv-1">
                                                    <rect key="frame" x="0.0" y="0.0" width="349.5" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="cell-1-text">
                                                            <rect key="frame" x="16" y="0.0" width="325.5" height="44"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection footerTitle="The end" id="sec-2">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" rowHeight="60" id="cell-2">
                                                <rect key="frame" x="0.0" y="143.5" width="375" height="60"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell-2" id="cv-2">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                    <subviews>
                                                        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                                            <rect key="frame" x="310" y="14.5" width="51" height="31"/>
                                                        </switch>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="toggle" firstAttribute="centerY" secondItem="cv-2" secondAttribute="centerY" id="c-1"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="c-2"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testStaticTableReadsSectionsCellsAndHeaderFooterViews() throws {
        let doc = try Fixture.parse(Self.staticTable)
        XCTAssertEqual(doc.warnings, [])
        let scene = try XCTUnwrap(doc.scenes.first)
        let root = try XCTUnwrap(scene.rootView)
        guard case .tableView(let table) = root.kind else { return XCTFail("\(root.kind)") }
        XCTAssertEqual(root.elementName, "tableView")
        XCTAssertEqual(table.style, .grouped)
        XCTAssertEqual(table.dataMode, .static)
        XCTAssertEqual(table.separatorStyle, IBTableViewSeparatorStyle.none)
        XCTAssertEqual(table.rowHeight, 44)
        XCTAssertNil(table.estimatedRowHeight, "-1 is automatic")
        XCTAssertEqual(table.sectionHeaderHeight, 18)
        XCTAssertEqual(table.separatorInset, EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        XCTAssertEqual(table.sections.map(\.id), ["sec-1", "sec-2"])
        XCTAssertEqual(table.sections.map(\.headerTitle), ["Settings", nil])
        XCTAssertEqual(table.sections.map(\.footerTitle), [nil, "The end"])
        XCTAssertEqual(table.sections.map(\.cellIDs), [["cell-1"], ["cell-2"]])
        XCTAssertEqual(table.prototypeCellIDs, [])
        XCTAssertEqual(table.cellIDs, ["cell-1", "cell-2"])
        XCTAssertEqual(table.headerViewID, "header")
        XCTAssertEqual(table.footerViewID, "footer")
        XCTAssertEqual(root.subviews.map(\.id), ["header", "cell-1", "cell-2", "footer"], "header, cells, footer")
    }

    func testCellsAndContentViews() throws {
        let scene = try XCTUnwrap(Fixture.parse(Self.staticTable).scenes.first)
        let cell1 = try XCTUnwrap(scene.rootView?.view(withID: "cell-1"))
        guard case .tableViewCell(let c1) = cell1.kind else { return XCTFail("\(cell1.kind)") }
        XCTAssertEqual(c1.style, .basic)
        XCTAssertEqual(c1.accessoryType, .disclosureIndicator)
        XCTAssertEqual(c1.textLabelID, "cell-1-text")
        XCTAssertNil(c1.rowHeight)
        XCTAssertEqual(cell1.frame, Rect(x: 0, y: 49.5, width: 375, height: 44))
        XCTAssertEqual(cell1.subviews.map(\.id), ["cv-1"])
        let content = cell1.subviews[0]
        XCTAssertEqual(content.kind, .tableViewCellContentView)
        XCTAssertEqual(content.elementName, "tableViewCellContentView")
        XCTAssertEqual(content.key, "contentView")
        XCTAssertEqual(content.frame?.width, 349.5)
        XCTAssertEqual(content.subviews.map(\.id), ["cell-1-text"])

        let cell2 = try XCTUnwrap(scene.rootView?.view(withID: "cell-2"))
        guard case .tableViewCell(let c2) = cell2.kind else { return XCTFail("\(cell2.kind)") }
        XCTAssertEqual(c2.style, .custom)
        XCTAssertEqual(c2.accessoryType, IBTableViewCellAccessoryType.none)
        XCTAssertEqual(c2.selectionStyle, TableViewCellSelectionStyle.none)
        XCTAssertEqual(c2.rowHeight, 60)
        // The cell's constraints are the scene's: items resolve, and installing keeps them.
        XCTAssertEqual(scene.constraint(withID: "c-2")?.firstItem, "cv-2")
        let installed = scene.installed(for: .phonePortrait)
        XCTAssertEqual(installed.allConstraints.map(\.id), ["c-1", "c-2"])
        guard case .tableView(let t) = installed.rootView?.kind else { return XCTFail("table") }
        XCTAssertEqual(t.cellIDs, ["cell-1", "cell-2"])
    }

    func testPrototypesAndXibCell() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" rowHeight="-1" estimatedRowHeight="44" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleSubtitle" accessoryType="checkmark" id="p-1">
                                <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="p-1" id="p-1-cv">
                                    <rect key="frame" x="0.0" y="0.0" width="280" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell contentMode="scaleToFill" accessoryType="sparkles" id="p-2">
                                <rect key="frame" x="0.0" y="72" width="320" height="44"/>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    <tableViewCell contentMode="scaleToFill" rowHeight="80" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="450" height="80"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cell-cv">
                            <rect key="frame" x="0.0" y="0.0" width="450" height="80"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let doc = try Fixture.parse(xml, path: "inline.xib")
        XCTAssertEqual(doc.warnings.map(\.message),
                       [#"tableViewCell accessoryType="sparkles" is not known; using "none""#])
        let list = try XCTUnwrap(doc.scenes.first?.rootView)
        guard case .tableView(let table) = list.kind else { return XCTFail("\(list.kind)") }
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertEqual(table.dataMode, .prototypes, "absent = prototypes")
        XCTAssertNil(table.rowHeight)
        XCTAssertEqual(table.estimatedRowHeight, 44)
        XCTAssertEqual(table.prototypeCellIDs, ["p-1", "p-2"])
        guard case .tableViewCell(let p1) = list.subviews[0].kind else { return XCTFail("cell") }
        XCTAssertEqual(p1.style, .subtitle)
        XCTAssertEqual(p1.accessoryType, .checkmark)
        XCTAssertEqual(p1.reuseIdentifier, "Row")
        XCTAssertEqual(p1.detailTextLabelID, "d")

        let cellScene = try XCTUnwrap(doc.scenes.last)
        XCTAssertEqual(cellScene.rootView?.elementName, "tableViewCell")
        XCTAssertEqual(cellScene.rootView?.subviews.map(\.id), ["cell-cv"])
        XCTAssertEqual(cellScene.canvasSize, Size(width: 450, height: 80))
    }

    func testTableStructureSurvivesSizeClassOverrides() throws {
        let xml = Self.staticTable.replacingOccurrences(
            of: "<sections>", with: "<variation key=\"widthClass=regular\" rowHeight=\"60\" style=\"plain\"/>\n<sections>")
        let scene = try XCTUnwrap(Fixture.parse(xml).scenes.first)
        let regular = scene.installed(for: .pad)
        guard case .tableView(let t) = regular.rootView?.kind else { return XCTFail("table") }
        XCTAssertEqual(t.style, .plain)
        XCTAssertEqual(t.rowHeight, 60)
        XCTAssertEqual(t.sections.map(\.cellIDs), [["cell-1"], ["cell-2"]])
        XCTAssertEqual(t.headerViewID, "header")
    }
}
