import XCTest
@testable import ConstraintSolver

/// Priorities below 1 are stays: they pick a value among the optima but never make it
/// determined (docs/solver.md, "Priority levels").
final class StayTests: XCTestCase {
    func testAStayPicksTheValueButLeavesItAmbiguous() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.req(a + b, .equal, K(10))
        try s.req(E(a), .equal, K(7), 0.5)
        s.updateVariables()
        XCTAssertEqual(s.value(of: a), 7, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 3, accuracy: 1e-9)
        XCTAssertTrue(s.isAmbiguous(a))
        XCTAssertTrue(s.isAmbiguous(b))
        XCTAssertEqual(s.ambiguousVariables().map(\.id).sorted(), [a.id, b.id].sorted())
    }

    func testEveryConstraintBeatsAStay() throws {
        var s = Solver()
        let a = s.makeVariable()
        try s.req(E(a), .equal, K(7), 0.5)
        try s.req(E(a), .equal, K(2), 1)
        s.updateVariables()
        XCTAssertEqual(s.value(of: a), 2, accuracy: 1e-9)
        XCTAssertFalse(s.isAmbiguous(a))
    }

    func testZeroAndNegativePrioritiesAreStillRefused() {
        var s = Solver()
        let a = s.makeVariable()
        XCTAssertThrowsError(try s.req(E(a), .equal, K(1), 0))
        XCTAssertThrowsError(try s.req(E(a), .equal, K(1), -3))
    }
}
