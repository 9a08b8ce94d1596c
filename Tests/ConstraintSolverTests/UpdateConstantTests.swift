import XCTest
@testable import ConstraintSolver

/// `updateConstant`: the constraint keeps its id, the dual simplex re-solves, and the result is
/// the one a solver built with the new constant from scratch reaches (per priority level).
final class UpdateConstantTests: XCTestCase {
    func testRequiredInequalityMovesTheVariable() throws {
        var s = Solver()
        let x = s.makeVariable()
        let floor = try s.add(Constraint(x, .greaterThanOrEqual, 10))
        try s.add(Constraint(x, .equal, 0, priority: Priority(250)))
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 10)
        try s.updateConstant(-30, of: floor)   // x - 30 >= 0
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 30)
        XCTAssertEqual(s.constraint(floor)?.expression.constant, -30)
        try s.updateConstant(5, of: floor)     // x + 5 >= 0: the weak x = 0 wins again
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 0)
    }

    func testEqualitiesOfEveryKindFollow() throws {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), w = s.makeVariable()
        let pin = try s.add(Constraint(x, .equal, 20))
        let gap = try s.add(Constraint(LinearExpression(y), .equal, LinearExpression(x) + 8))
        let width = try s.add(Constraint(w, .equal, 100, priority: Priority(750)))
        try s.add(Constraint(w, .lessThanOrEqual, 300))
        try s.updateConstant(-44, of: pin)
        try s.updateConstant(-12, of: gap)       // y - x - 12 = 0
        try s.updateConstant(-500, of: width)    // w = 500 @750, capped by the required w <= 300
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 44)
        XCTAssertEqual(s.value(of: y), 56)
        XCTAssertEqual(s.value(of: w), 300)
    }

    func testAConflictingConstantIsRejectedAndTheOldOneKept() throws {
        var s = Solver()
        let x = s.makeVariable()
        let cap = try s.add(Constraint(x, .lessThanOrEqual, 10))
        let floor = try s.add(Constraint(x, .greaterThanOrEqual, 5))
        try s.add(Constraint(x, .equal, 7, priority: Priority(500)))
        XCTAssertThrowsError(try s.updateConstant(-15, of: floor)) { error in
            guard case SolverError.unsatisfiable(let ids, let rejected) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(ids, [cap])
            XCTAssertEqual(rejected.expression.constant, -15)
        }
        XCTAssertEqual(s.constraint(floor)?.expression.constant, -5)
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 7)
        XCTAssertTrue(s.columnIndexIsConsistent())
    }

    func testARedundantEqualityCannotMoveAlone() throws {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let a = try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(y, .equal, 10))
        let same = try s.add(Constraint(LinearExpression(x), .equal, LinearExpression(y)))   // redundant
        XCTAssertThrowsError(try s.updateConstant(3, of: same)) { error in
            guard case SolverError.unsatisfiable(let ids, _) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(ids.isEmpty)
        }
        try s.updateConstant(-10, of: a)   // unchanged value: nothing to do
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 10)
        XCTAssertEqual(s.value(of: y), 10)
    }

    func testEditConstraintsAndUnknownIdsAreRefused() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.addEditVariable(x, priority: Priority(999))
        XCTAssertThrowsError(try s.updateConstant(3, of: ConstraintID(0))) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
        XCTAssertThrowsError(try s.updateConstant(3, of: ConstraintID(7))) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
        let c = try s.add(Constraint(x, .lessThanOrEqual, 1))
        XCTAssertThrowsError(try s.updateConstant(.nan, of: c)) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
    }

    /// Random systems, then random constant updates: required constraints hold, rejected
    /// updates change nothing, and each level's error equals a fresh solver's.
    func testRandomUpdatesMatchARebuiltSolver() throws {
        var rng = SplitMix(seed: 2026)
        for round in 0..<150 {
            var s = Solver()
            let vars = (0..<6).map { _ in s.makeVariable() }
            var live: [StressTests.Live] = []
            for _ in 0..<14 {
                let c = StressTests.randomConstraint(&rng, vars)
                if let id = try? s.add(c) { live.append(.init(id: id, c: c)) }
            }
            guard !live.isEmpty else { continue }
            for step in 0..<25 {
                let i = Int(rng.next() % UInt64(live.count))
                let constant = Double(Int(rng.next() % 200)) - 100
                do throws(SolverError) {
                    try s.updateConstant(constant, of: live[i].id)
                    live[i].c.expression.constant = constant
                } catch {
                    guard case .unsatisfiable(let ids, let rejected) = error else { return XCTFail("\(error)") }
                    XCTAssertTrue(live[i].c.priority.isRequired, "round \(round) step \(step)")
                    XCTAssertFalse(ids.contains(live[i].id))
                    XCTAssertTrue(Solver.requiredInfeasible(ids.compactMap { s.constraint($0) }, rejected), "round \(round) step \(step): no real conflict")
                }
                XCTAssertEqual(s.constraint(live[i].id), live[i].c)
                XCTAssertTrue(s.columnIndexIsConsistent(), "round \(round) step \(step)")
                s.updateVariables()
                let (_, violation) = StressTests.levelErrors(live, s)
                XCTAssertLessThan(violation, 1e-6, "round \(round) step \(step)")
            }
            try StressTests.assertLevelErrorsMatchARebuiltSolver(live, &s, variables: 6, round: round)
        }
    }
}
