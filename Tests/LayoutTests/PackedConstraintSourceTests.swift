import XCTest
@testable import Layout

/// A resolved constraint keeps its source packed: every item and field comes back as it was,
/// and a source whose items do not pack is kept whole.
final class PackedConstraintSourceTests: XCTestCase {
    private let items: [LayoutItem] = [
        .view(ViewID(0)), .view(ViewID(123_456)), .guide(GuideID(7)), .layoutMarginsGuide(ViewID(3)),
        .safeAreaLayoutGuide(ViewID(4)), .readableContentGuide(ViewID(5)), .topLayoutGuide, .bottomLayoutGuide,
        .contentLayoutGuide(ViewID(8)), .frameLayoutGuide(ViewID(9)),
        .stackGuide(stack: ViewID(11), role: .spanner, index: 0),
        .stackGuide(stack: ViewID((1 << 32) - 1), role: .gap, index: (1 << 27) - 1),
        .view(ViewID((1 << 60) - 1)),
    ]

    func testEveryItemAndFieldRoundTrips() {
        for first in items {
            for second in [nil] + items.map(Optional.some) {
                var c = LayoutConstraint(first, .leading, .greaterThanOrEqual, .view(ViewID(1)), .trailing,
                                         multiplier: -0.5, constant: 12.25, priority: LayoutPriority(751),
                                         identifier: "UISV-spacing")
                c.secondItem = second
                c.secondAttribute = second == nil ? .notAnAttribute : .centerX
                c.origin = .stackView
                XCTAssertEqual(PackedConstraintSource(c)?.unpacked, c)
            }
        }
        let plain = LayoutConstraint(.view(ViewID(2)), .height, constant: 44)
        XCTAssertEqual(PackedConstraintSource(plain)?.unpacked, plain)
    }

    func testItemsOutOfThePackedRangesAreKeptWhole() {
        let wide: [LayoutItem] = [
            .view(ViewID(-1)), .view(ViewID(1 << 60)), .guide(GuideID(-3)),
            .stackGuide(stack: ViewID(1 << 32), role: .gap, index: 0),
            .stackGuide(stack: ViewID(1), role: .spanner, index: 1 << 27),
            .stackGuide(stack: ViewID(1), role: .spanner, index: -1),
        ]
        for item in wide {
            let c = LayoutConstraint(.view(ViewID(1)), .top, .equal, item, .bottom, constant: 3)
            XCTAssertNil(PackedConstraintSource(c))
            var e = LayoutExpression()
            e.constant = 3
            let r = ResolvedConstraint(source: c, expression: e)
            XCTAssertEqual(r.source, c, "a source that does not pack comes back whole")
            XCTAssertEqual(r.relation, .equal)
            XCTAssertEqual(r, ResolvedConstraint(source: c, expression: e))
            XCTAssertEqual(r.storedHash, ResolvedConstraint(source: c, expression: e).storedHash)
            XCTAssertEqual(Set([r, ResolvedConstraint(source: c, expression: e)]).count, 1)
            let packable = LayoutConstraint(.view(ViewID(1)), .top, .equal, .view(ViewID(2)), .bottom, constant: 3)
            XCTAssertNotEqual(r, ResolvedConstraint(source: packable, expression: e))
        }
    }

    func testDiffersOnlyInConstantLooksAtEveryOtherField() {
        var e = LayoutExpression()
        e.constant = 1
        let a = LayoutConstraint(.view(ViewID(1)), .top, .equal, .view(ViewID(2)), .bottom, constant: 1)
        var moved = a
        moved.constant = 5
        let ra = ResolvedConstraint(source: a, expression: e)
        XCTAssertTrue(ResolvedConstraint(source: moved, expression: e).differsOnlyInConstant(from: ra))
        var other = moved
        other.secondAttribute = .top
        XCTAssertFalse(ResolvedConstraint(source: other, expression: e).differsOnlyInConstant(from: ra))
        other = moved
        other.identifier = "x"
        XCTAssertFalse(ResolvedConstraint(source: other, expression: e).differsOnlyInConstant(from: ra))
        let wide = LayoutConstraint(.view(ViewID(1)), .top, .equal, .view(ViewID(-2)), .bottom, constant: 1)
        var wideMoved = wide
        wideMoved.constant = 2
        XCTAssertTrue(ResolvedConstraint(source: wideMoved, expression: e)
            .differsOnlyInConstant(from: ResolvedConstraint(source: wide, expression: e)))
    }

    func testEqualityComparesTheWholeSource() {
        var e = LayoutExpression()
        e.constant = 1
        let a = LayoutConstraint(.view(ViewID(1)), .width, constant: 1, identifier: "a")
        var b = a
        b.identifier = "b"
        XCTAssertEqual(ResolvedConstraint(source: a, expression: e), ResolvedConstraint(source: a, expression: e))
        XCTAssertNotEqual(ResolvedConstraint(source: a, expression: e), ResolvedConstraint(source: b, expression: e))
        var c = a
        c.origin = .contentSize
        XCTAssertNotEqual(ResolvedConstraint(source: a, expression: e), ResolvedConstraint(source: c, expression: e))
        let r = ResolvedConstraint(source: LayoutConstraint(.view(ViewID(1)), .width, .lessThanOrEqual, constant: 1,
                                                            priority: .defaultLow), expression: e)
        XCTAssertEqual(r.relation, .lessThanOrEqual)
        XCTAssertEqual(r.priority, .defaultLow)
    }
}
