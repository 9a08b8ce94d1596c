import XCTest
@testable import Layout
import LayoutTestSupport

/// UICollectionViewFlowLayout's placement rules (FlowLayout+Frames.swift, docs/layout.md).
final class FlowLayoutTests: XCTestCase {
    private func square(_ n: Int, _ side: Double = 100) -> [Size] { Array(repeating: Size(width: side, height: side), count: n) }

    private func xs(_ f: FlowLayoutFrames, section: Int = 0) -> [Double] { f.items[section].map(\.minX) }
    private func ys(_ f: FlowLayoutFrames, section: Int = 0) -> [Double] { f.items[section].map(\.minY) }

    func testItemsFillLinesLeftToRightAndTheLastPartialLineKeepsTheColumns() {
        let layout = FlowLayout(itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let f = layout.frames(itemSizes: [square(7)], width: 320)
        XCTAssertEqual(xs(f), [0, 110, 220, 0, 110, 220, 0])
        XCTAssertEqual(ys(f), [0, 0, 0, 110, 110, 110, 220])
        XCTAssertEqual(f.contentSize, Size(width: 320, height: 320))
        // Two items on the last line stay in the first two columns (left aligned).
        let g = layout.frames(itemSizes: [square(5)], width: 320)
        XCTAssertEqual(xs(g), [0, 110, 220, 0, 110])
    }

    func testAFullLineSpreadsItsSpareRoomOverItsGaps() {
        let layout = FlowLayout(minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let f = layout.frames(itemSizes: [square(6)], width: 330)
        XCTAssertEqual(xs(f), [0, 115, 230, 0, 115, 230])
    }

    func testALoneItemOnALineThatIsNotTheLastIsCentred() {
        let layout = FlowLayout(minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let sizes = [Size(width: 200, height: 40), Size(width: 200, height: 40), Size(width: 100, height: 40)]
        let f = layout.frames(itemSizes: [sizes], width: 300)
        XCTAssertEqual(xs(f), [50, 50, 0])
        XCTAssertEqual(ys(f), [0, 50, 100])
    }

    func testItemsAreCentredAcrossTheirLine() {
        let layout = FlowLayout(minimumLineSpacing: 5, minimumInteritemSpacing: 10)
        let sizes = [Size(width: 100, height: 50), Size(width: 100, height: 100), Size(width: 100, height: 20)]
        let f = layout.frames(itemSizes: [sizes], width: 210)
        XCTAssertEqual(ys(f), [25, 0, 105])
        XCTAssertEqual(f.contentSize.height, 125)
    }

    func testSectionInsetsHeadersAndFooters() {
        let layout = FlowLayout(minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
                                headerReferenceSize: Size(width: 0, height: 50), footerReferenceSize: Size(width: 0, height: 60))
        let f = layout.frames(itemSizes: [square(4, 50), square(1, 50)], width: 300)
        // Room 240: four 50s with three gaps of 10 + 10/3.
        XCTAssertEqual(xs(f)[0], 20)
        let step: Double = 50 + 10 + 10.0 / 3
        XCTAssertEqual(xs(f)[3], 20 + 3 * step, accuracy: 1e-9)
        XCTAssertEqual(ys(f), [60, 60, 60, 60])
        XCTAssertEqual(f.headers[0], Rect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(f.footers[0], Rect(x: 0, y: 140, width: 300, height: 60))
        // The second section starts below the first one's footer.
        XCTAssertEqual(f.headers[1], Rect(x: 0, y: 200, width: 300, height: 50))
        XCTAssertEqual(f.items[1][0], Rect(x: 20, y: 260, width: 50, height: 50))
        XCTAssertEqual(f.contentSize, Size(width: 300, height: 400))
    }

    func testNoHeaderOrFooterWithoutAReferenceSize() {
        let f = FlowLayout().frames(itemSizes: [square(1, 50)], width: 300)
        XCTAssertEqual(f.headers, [nil])
        XCTAssertEqual(f.footers, [nil])
    }

    func testHorizontalScrollingFillsColumnsTopToBottom() {
        let layout = FlowLayout(scrollDirection: .horizontal, minimumLineSpacing: 20, minimumInteritemSpacing: 10,
                                headerReferenceSize: Size(width: 30, height: 999))
        let sizes = Array(repeating: Size(width: 50, height: 80), count: 3)
        let f = layout.frames(itemSizes: [sizes], width: 200)  // the collection view's height
        // Columns of two: 80 + 10 + 80 = 170 of 200, the spare 30 in the gap.
        XCTAssertEqual(f.items[0], [Rect(x: 30, y: 0, width: 50, height: 80), Rect(x: 30, y: 120, width: 50, height: 80),
                                    Rect(x: 100, y: 0, width: 50, height: 80)])
        XCTAssertEqual(f.headers[0], Rect(x: 0, y: 0, width: 30, height: 200))
        XCTAssertEqual(f.contentSize, Size(width: 150, height: 200))
    }

    func testVisibleItemsAreThoseMeetingTheBounds() {
        let layout = FlowLayout(minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let f = layout.frames(itemSizes: [square(30)], width: 320)
        XCTAssertEqual(f.visibleItems(in: Rect(x: 0, y: 0, width: 320, height: 250)).map(\.item), Array(0..<9))
        XCTAssertEqual(f.visibleItems(in: Rect(x: 0, y: 105, width: 320, height: 250)).map(\.item), Array(3..<12))
        // An edge shared with the bounds is not "in view".
        XCTAssertEqual(f.visibleItems(in: Rect(x: 0, y: 100, width: 320, height: 10)), [])
    }

    func testRightToLeftMirrorsTheItems() {
        let layout = FlowLayout(minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let f = layout.frames(itemSizes: [square(2)], width: 320, rightToLeft: true)
        XCTAssertEqual(xs(f), [220, 110])
    }

    func testColumnsSizeItemsToTheLineOnThePixelGrid() {
        let layout = FlowLayout(minimumInteritemSpacing: 2, columns: 3)
        XCTAssertEqual(layout.fixedItemSize(lineLength: 375, scale: 2), Size(width: 123.5, height: 123.5))
        let tall = FlowLayout(itemSize: Size(width: 1, height: 2), minimumInteritemSpacing: 0, columns: 4)
        XCTAssertEqual(tall.fixedItemSize(lineLength: 400, scale: 3), Size(width: 100, height: 200))
        XCTAssertEqual(FlowLayout(itemSize: Size(width: 60, height: 40)).fixedItemSize(lineLength: 400, scale: 2),
                       Size(width: 60, height: 40))
    }
}
