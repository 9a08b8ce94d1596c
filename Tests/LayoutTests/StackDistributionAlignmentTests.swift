import XCTest
@testable import Layout
import LayoutTestSupport

/// Every distribution × alignment × axis with frames computed by hand from the
/// constraints docs/layout.md "Stack views" lists.
/// Items are image views A 40×20, B 60×30, C 20×10 (intrinsic sizes), spacing 10.
/// Along the axis the fill distribution needs a hugging order (ties are our choice): A 251, B 250, C 252.
final class StackDistributionAlignmentTests: XCTestCase {
    let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 20, height: 10)]

    /// Horizontal stack 200×50: expected (x, width) per distribution.
    static let horizontalAlong: [StackDistribution: [(Double, Double)]] = [
        .fill: [(0, 40), (50, 120), (180, 20)],                      // B takes the 60 spare points
        .fillEqually: [(0, 60), (70, 60), (140, 60)],                // 3w + 20 = 200
        // shares 40/140, 60/140 of 200 at 999/998 hold; C (997) absorbs the rest; edges rounded to 0.5
        .fillProportionally: [(0, 57), (67, 86), (163, 37)],
        .equalSpacing: [(0, 40), (80, 60), (180, 20)],               // gaps (200-120)/2 = 40
        .equalCentering: [(0, 40), (75, 60), (180, 20)],             // centres 20, 105, 190
    ]
    /// Horizontal stack 200×50: expected (y, height) per alignment.
    static let horizontalAcross: [StackAlignment: [(Double, Double)]] = [
        .fill: [(0, 50), (0, 50), (0, 50)],
        .leading: [(0, 20), (0, 30), (0, 10)],
        .trailing: [(30, 20), (20, 30), (40, 10)],
        .center: [(15, 20), (10, 30), (20, 10)],
        .firstBaseline: [(20, 20), (20, 30), (20, 10)],              // tops (= baselines) equal, B's bottom at 50
        .lastBaseline: [(10, 20), (0, 30), (20, 10)],                // bottoms equal at 30, B's top at 0
    ]
    /// Vertical stack 100×200: expected (y, height) per distribution.
    static let verticalAlong: [StackDistribution: [(Double, Double)]] = [
        .fill: [(0, 20), (30, 150), (190, 10)],
        .fillEqually: [(0, 60), (70, 60), (140, 60)],
        .fillProportionally: [(0, 50), (60, 75), (145, 55)],         // 20/80, 30/80 of 200; C absorbs
        .equalSpacing: [(0, 20), (90, 30), (190, 10)],               // gaps (200-60)/2 = 70
        .equalCentering: [(0, 20), (87.5, 30), (190, 10)],           // centres 10, 102.5, 195
    ]
    /// Vertical stack 100×200: expected (x, width) per alignment (baselines act as leading).
    static let verticalAcross: [StackAlignment: [(Double, Double)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 40), (0, 60), (0, 20)],
        .trailing: [(60, 40), (40, 60), (80, 20)],
        .center: [(30, 40), (20, 60), (40, 20)],
        .firstBaseline: [(0, 40), (0, 60), (0, 20)],
        .lastBaseline: [(0, 40), (0, 60), (0, 20)],
    ]

    func run(axis: Axis, distribution: StackDistribution, alignment: StackAlignment) throws -> (LayoutResult, StackFixture) {
        let size = axis == .horizontal ? Size(width: 200, height: 50) : Size(width: 100, height: 200)
        var fx = try makeStack(axis: axis, distribution: distribution, alignment: alignment, items: sizes, size: size)
        for (i, h) in [251, 250, 252].enumerated() {
            fx.tree[fx.items[i]].contentHugging[axis] = LayoutPriority(Float(h))
        }
        return (layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer()), fx)
    }

    func testHorizontalEveryDistributionAndAlignment() throws {
        for d in StackDistribution.allCases {
            for a in StackAlignment.allCases {
                let (r, fx) = try run(axis: .horizontal, distribution: d, alignment: a)
                XCTAssertTrue(r.conflicts.isEmpty, "\(d) \(a): \(r.conflicts.map(\.message))")
                assertFrame(r, fx.stack, Rect(x: 10, y: 20, width: 200, height: 50), "\(d) \(a)")
                for i in 0..<3 {
                    let (x, w) = Self.horizontalAlong[d]![i], (y, h) = Self.horizontalAcross[a]![i]
                    assertFrame(r, fx.items[i], Rect(x: x, y: y, width: w, height: h), "\(d) \(a)")
                }
                let ambiguous = r.ambiguities.map(\.view)
                XCTAssertTrue(ambiguous.isEmpty, "\(d) \(a): ambiguous \(ambiguous)")
            }
        }
    }

    func testVerticalEveryDistributionAndAlignment() throws {
        for d in StackDistribution.allCases {
            for a in StackAlignment.allCases {
                let (r, fx) = try run(axis: .vertical, distribution: d, alignment: a)
                XCTAssertTrue(r.conflicts.isEmpty, "\(d) \(a): \(r.conflicts.map(\.message))")
                for i in 0..<3 {
                    let (y, h) = Self.verticalAlong[d]![i], (x, w) = Self.verticalAcross[a]![i]
                    assertFrame(r, fx.items[i], Rect(x: x, y: y, width: w, height: h), "\(d) \(a)")
                }
                XCTAssertTrue(r.ambiguities.isEmpty, "\(d) \(a): ambiguous \(r.ambiguities.map(\.view))")
            }
        }
    }

    /// A stack nobody sizes takes its fitting size.
    func testFittingSizeOfUnsizedStacks() throws {
        let expectations: [(Axis, StackDistribution, Size)] = [
            (.horizontal, .fill, Size(width: 140, height: 30)),
            (.horizontal, .fillEqually, Size(width: 200, height: 30)),     // every item at the largest, 60
            (.horizontal, .fillProportionally, Size(width: 140, height: 30)),
            (.horizontal, .equalSpacing, Size(width: 140, height: 30)),   // canvas fit 49
            // centres equally apart (149 beats the canvas fit 49): A-B needs ≥ 60, so C's centre is at 140
            (.horizontal, .equalCentering, Size(width: 150, height: 30)),
            (.vertical, .fill, Size(width: 60, height: 80)),
            (.vertical, .fillEqually, Size(width: 60, height: 110)),
            (.vertical, .equalSpacing, Size(width: 60, height: 80)),
        ]
        for (axis, d, size) in expectations {
            for a in [StackAlignment.fill, .center, .leading, .trailing] {
                let fx = try makeStack(axis: axis, distribution: d, alignment: a, items: sizes)
                let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
                assertFrame(r, fx.stack, Rect(x: 10, y: 20, width: size.width, height: size.height), "\(axis) \(d) \(a)")
            }
        }
    }

    /// A hidden item has zero length and adds no spacing; custom spacing follows the previous visible item.
    func testHiddenItemsAndCustomSpacing() throws {
        var (_, fx) = try run(axis: .horizontal, distribution: .fill, alignment: .fill)
        fx.tree[fx.items[1]].isHidden = true
        var r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        // A (hugging 251) now takes the spare room: 200 - 10 - 20 = 170
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 170, height: 50))
        XCTAssertEqual(r[fx.items[1]]?.frameInSuperview.width, 0)
        assertFrame(r, fx.items[2], Rect(x: 180, y: 0, width: 20, height: 50))

        // custom spacing after A (30) applies once B is visible again
        fx.tree[fx.items[1]].isHidden = false
        try fx.tree.setCustomSpacing(30, after: fx.items[0], in: fx.stack)
        r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 40, height: 50))
        assertFrame(r, fx.items[1], Rect(x: 70, y: 0, width: 100, height: 50))
        assertFrame(r, fx.items[2], Rect(x: 180, y: 0, width: 20, height: 50))

        // hiding B: the gap to C takes A's custom spacing (A is the previous visible item)
        fx.tree[fx.items[1]].isHidden = true
        r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 150, height: 50))
        assertFrame(r, fx.items[2], Rect(x: 180, y: 0, width: 20, height: 50))
    }

    func testHiddenItemsInEveryDistribution() throws {
        for d in StackDistribution.allCases {
            var fx = try makeStack(axis: .vertical, distribution: d, alignment: .center, items: sizes)
            fx.tree[fx.items[1]].isHidden = true
            let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
            XCTAssertTrue(r.conflicts.isEmpty, "\(d)")
            let expectedHeight = d == .fillEqually ? 50.0 : 40.0  // fillEqually: both at 20
            assertFrame(r, fx.stack, Rect(x: 10, y: 20, width: 40, height: expectedHeight), "\(d)")
            XCTAssertEqual(r[fx.items[1]]?.frame.height, 0, "\(d)")
            XCTAssertEqual(r[fx.items[2]]?.frameInSuperview.minY, expectedHeight - (d == .fillEqually ? 20 : 10), "\(d)")
        }
    }

    /// iOS 9/10 mechanics: required hiding, gaps around a hidden item halved.
    func testLegacyHiddenMechanics() throws {
        var fx = try makeStack(axis: .vertical, alignment: .leading, items: sizes)
        fx.tree[fx.items[1]].isHidden = true
        var env = plainEnvironment()
        env.osVersion = OSVersion(9)
        let r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
        XCTAssertTrue(r.conflicts.isEmpty)
        assertFrame(r, fx.items[0], Rect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(r[fx.items[1]]?.frameInSuperview.minY, 25)  // 20 + 10/2
        assertFrame(r, fx.items[2], Rect(x: 0, y: 30, width: 20, height: 10))
    }

    /// `isLayoutMarginsRelativeArrangement`: the canvas is the margins guide.
    func testMarginsRelativeArrangement() throws {
        for d in [StackDistribution.fill, .fillEqually, .equalSpacing] {
            var fx = try makeStack(axis: .horizontal, distribution: d, alignment: .fill, items: sizes,
                                   size: Size(width: 260, height: 100))
            for (i, h) in [251, 250, 252].enumerated() { fx.tree[fx.items[i]].contentHugging.horizontal = LayoutPriority(Float(h)) }
            try fx.tree.modifyStack(fx.stack) { $0.isLayoutMarginsRelativeArrangement = true }
            fx.tree[fx.stack].layoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 40, trailing: 40)
            let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
            // canvas: x 20..220 (200 wide), y 10..60 (50 tall): the 200×50 table shifted by (20, 10)
            let along = Self.horizontalAlong[d]!
            for i in 0..<3 {
                assertFrame(r, fx.items[i], Rect(x: along[i].0 + 20, y: 10, width: along[i].1, height: 50), "\(d)")
            }
        }
        // unsized: fitting size includes the margins
        var fx = try makeStack(axis: .vertical, alignment: .leading, items: sizes)
        try fx.tree.modifyStack(fx.stack) { $0.isLayoutMarginsRelativeArrangement = true }
        fx.tree[fx.stack].layoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let r = layout(fx.tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, fx.stack, Rect(x: 10, y: 20, width: 76, height: 96))
        assertFrame(r, fx.items[0], Rect(x: 8, y: 8, width: 40, height: 20))
    }

    /// A stack view's default margins are 0 from iOS 11 (8 on iOS 9/10, like any view): its margin
    /// attributes and a margins-relative arrangement resolve to its edges.
    func testStackDefaultMarginsAreZero() throws {
        for (os, margin) in [(OSVersion(17), 0.0), (OSVersion(10), 8.0)] {
            var fx = try makeStack(axis: .vertical, alignment: .leading, items: sizes)
            try fx.tree.modifyStack(fx.stack) { $0.isLayoutMarginsRelativeArrangement = true }
            let marker = try fx.tree.addView(.view, name: "Marker", to: fx.tree.root)
            try fx.tree.addConstraint(LayoutConstraint(.view(marker), .leading, .equal, .view(fx.stack), .leadingMargin))
            try fx.tree.addConstraint(LayoutConstraint(.view(marker), .top, .equal, .view(fx.stack), .bottomMargin))
            try fx.tree.addConstraint(LayoutConstraint(.view(marker), .width, constant: 5))
            try fx.tree.addConstraint(LayoutConstraint(.view(marker), .height, constant: 5))
            var env = plainEnvironment()
            env.osVersion = os
            let r = layout(fx.tree, in: env, measurer: GridTextMeasurer())
            assertFrame(r, fx.items[0], Rect(x: margin, y: margin, width: 40, height: 20), "iOS \(os)")
            assertFrame(r, marker, Rect(x: 10 + margin, y: 20 + 80 + margin, width: 5, height: 5), "iOS \(os)")
        }
    }

    /// `UISV-*` identifiers and the spanner / suppression constraints are generated as UIKit does.
    func testGeneratedIdentifiers() throws {
        let fx = try makeStack(axis: .horizontal, distribution: .equalCentering, alignment: .center, items: sizes)
        var engine = LayoutEngine(tree: fx.tree, environment: plainEnvironment(), measurer: GridTextMeasurer())
        let r = engine.layout()
        let all = r.constraintsByView.flatMap { $0 }.joined(separator: "\n")
        for id in ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally",
                   "UISV-canvas-fit", "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit",
                   "UISV-ambiguity-suppression"] {
            XCTAssertTrue(all.contains("'\(id)'"), "missing \(id)")
        }
        XCTAssertTrue(all.contains("H:[UIImageView:0x7f80000030'Item0']-(>=10)-[UIImageView:0x7f80000040'Item1']"), all)
        XCTAssertTrue(all.contains("@149"), "equal-centering guide priority 149")
    }
}
