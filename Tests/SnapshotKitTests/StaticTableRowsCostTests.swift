import Foundation
import InterfaceBuilder
import Layout
import SnapshotKit
import XCTest

/// Issue 35, finding 5: a storyboard table of 100,000 static cells (about 50 MB, within the
/// limits) had every cell built into the screen's tree and, on the canvas and for
/// `--full-content`, laid out (18 s and 2.1 GB for `layout`). Its plain cells are built only
/// when the table places them (`IBStaticTableRows`), and `--full-content` is refused from the
/// rows' fixed heights before any row is laid out.
final class StaticTableRowsCostTests: XCTestCase {
    /// A table view controller whose static table has `rows` cells in one section: basic cells
    /// with a disclosure indicator, and every fifth a custom cell whose label is pinned by
    /// constraints. About 540 bytes per cell.
    static func storyboard(rows: Int) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s-1"><objects>
        <tableViewController id="tvc" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" \
        estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <sections><tableViewSection id="sec-1"><cells>

        """
        xml.reserveCapacity(rows * 560)
        for i in 0..<rows { xml += i % 5 == 4 ? customCell(i) : basicCell(i) }
        return xml + "</cells></tableViewSection></sections></tableView></tableViewController></objects></scene></scenes></document>\n"
    }

    static func basicCell(_ i: Int) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="disclosureIndicator" textLabel="t\(i)" \
        style="IBUITableViewCellStyleDefault" id="c\(i)">
        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
        <tableViewCellContentView key="contentView" tableViewCell="c\(i)" id="v\(i)">
        <rect key="frame" x="0.0" y="0.0" width="349.5" height="44"/>
        <subviews><label text="Row \(i)" id="t\(i)"><rect key="frame" x="16" y="0.0" width="325.5" height="44"/></label></subviews>
        </tableViewCellContentView></tableViewCell>

        """
    }

    static func customCell(_ i: Int) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="60" id="c\(i)">
        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
        <tableViewCellContentView key="contentView" tableViewCell="c\(i)" id="v\(i)">
        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
        <subviews><label text="Custom \(i)" translatesAutoresizingMaskIntoConstraints="NO" id="t\(i)">
        <rect key="frame" x="20" y="20" width="100" height="20"/></label></subviews>
        <constraints>
        <constraint firstItem="t\(i)" firstAttribute="leading" secondItem="v\(i)" secondAttribute="leadingMargin" id="k\(i)a"/>
        <constraint firstItem="t\(i)" firstAttribute="centerY" secondItem="v\(i)" secondAttribute="centerY" id="k\(i)b"/>
        </constraints>
        </tableViewCellContentView></tableViewCell>

        """
    }

    func write(rows: Int) throws -> String {
        let path = NSTemporaryDirectory() + "static-rows-\(rows)-\(getpid()).storyboard"
        try Data(Self.storyboard(rows: rows).utf8).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func lay(rows: Int, device: String = "iphone-8") throws -> LaidOutSnapshot {
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        return try pipeline.layOut(.interfaceBuilder(path: try write(rows: rows), scene: nil, imageFolders: []),
                                   on: ScreenChoice(device: device))
    }

    func report(_ s: LaidOutSnapshot) throws -> IBLayoutReport {
        guard case .scene(let built) = s.built else { throw XCTSkip("not a scene") }
        return IBLayoutReport(file: "t", built: built, result: s.result)
    }

    func testHundredThousandStaticRowsBuildOnlyTheVisibleOnes() throws {
        let laidOut = try lay(rows: 100_000)
        guard case .scene(let built) = laidOut.built else { return XCTFail("not a scene") }
        XCTAssertLessThan(built.tree.nodes.count, 20, "no cell in the screen's tree")
        XCTAssertLessThan(laidOut.result.tree.nodes.count, 200, "a screenful of rows joined it")
        let table = try XCTUnwrap(built.viewIDs["table"])
        XCTAssertEqual(laidOut.result[table]?.contentSize?.height, 80_000 * 44 + 20_000 * 60, "every row counts")
        XCTAssertEqual(laidOut.warnings, [])
    }

    /// The rows a large table builds lay out and report as the same cells of a small table,
    /// which keeps them in its tree, on a device and on the canvas (which lays out every tree
    /// cell but builds no row out of view).
    func testLazyRowsReportAsTreeCells() throws {
        for device in ["iphone-8", "interface-builder"] {
            let small = try report(try lay(rows: 30, device: device)), large = try report(try lay(rows: 200, device: device))
            let shown = (0..<12).flatMap { ["c\($0)", "v\($0)", "t\($0)"] }
            for id in shown {
                XCTAssertEqual(large.views[id].map(String.init(describing:)), small.views[id].map(String.init(describing:)), "\(device) \(id)")
            }
            XCTAssertEqual(large.accessibility.prefix(12).map { String(describing: $0) }, small.accessibility.prefix(12).map { String(describing: $0) }, device)
            XCTAssertNil(large.views["c150"], "\(device): a row out of view is never built")
            if device == "interface-builder" { XCTAssertNotNil(small.views["c29"], "the canvas lays out every tree cell") }
        }
    }

    /// The refusal names the size the rows' fixed heights give, which only the check made
    /// before any row is laid out computes (a laid-out table would report its laid-out size).
    /// How long it takes is measured by `scripts/make-static-rows` and docs/limits.md, not here.
    func testFullContentIsRefusedFromTheRowHeightsFirst() throws {
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        var screen = ScreenChoice(device: "iphone-8")
        screen.fullContent = true
        screen.allTableRows = true
        let path = try write(rows: 100_000)
        XCTAssertThrowsError(try pipeline.layOut(.interfaceBuilder(path: path, scene: nil, imageFolders: []), on: screen)) { error in
            XCTAssertTrue("\(error)".contains("would be at least 750x"), "\(error)")
            XCTAssertTrue("\(error)".contains("image-pixels"), "\(error)")
        }
        screen.pixelLimit = 1 << 40
        let tall = try pipeline.layOut(.interfaceBuilder(path: try write(rows: 200), scene: nil, imageFolders: []), on: screen)
        XCTAssertNotNil(try report(tall).views["c199"], "within the limit, every row is built")
    }
}
