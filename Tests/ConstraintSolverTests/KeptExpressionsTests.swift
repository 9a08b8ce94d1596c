import XCTest
@testable import ConstraintSolver

/// A solver that keeps no expressions (`Solver(keepsExpressions: false)`, terms added from the
/// caller's buffer) against the default one on the same random sequences: the same ids, values
/// and pivots, and the same conflicts once the caller reduces them (`irreducibleConflict`).
final class KeptExpressionsTests: XCTestCase {
    func testAKeeplessSolverMatchesTheDefaultOne() throws {
        var rng = SplitMix(seed: 7)
        var conflicts = 0
        for round in 0..<150 {
            var kept = Solver()
            var keepless = Solver(keepsExpressions: false)
            let vars = (0..<6).map { _ in kept.makeVariable() }
            for _ in vars { _ = keepless.makeVariable() }
            var live: [(id: ConstraintID, c: Constraint)] = []
            for step in 0..<40 {
                if rng.next() % 10 < 8 || live.isEmpty {
                    let c = StressTests.randomConstraint(&rng, vars)
                    let a = Result { () throws(SolverError) -> ConstraintID in try kept.add(c) }
                    let b = Result { () throws(SolverError) -> ConstraintID in
                        try c.expression.terms.withUnsafeBufferPointer { (terms) throws(SolverError) -> ConstraintID in
                            try keepless.add(terms: terms, constant: c.expression.constant, relation: c.relation,
                                             priority: c.priority)
                        }
                    }
                    switch (a, b) {
                    case (.success(let x), .success(let y)):
                        XCTAssertEqual(x, y, "round \(round) step \(step)")
                        live.append((x, c))
                    case (.failure(.unsatisfiable(let expected, let rejectedA)), .failure(.unsatisfiable(let ids, let rejectedB))):
                        XCTAssertEqual(rejectedB.expression, c.expression, "the error gives the terms back")
                        let reduced = Solver.irreducibleConflict(ids, rejected: rejectedB) { id in
                            live.first { $0.id == id }?.c
                        }
                        XCTAssertEqual(reduced, expected, "round \(round) step \(step)")
                        XCTAssertEqual(rejectedA.expression, rejectedB.expression)
                        conflicts += 1
                    default:
                        XCTFail("round \(round) step \(step): \(a) against \(b)")
                    }
                } else {
                    let i = Int(rng.next() % UInt64(live.count))
                    try kept.remove(live[i].id)
                    try keepless.remove(live[i].id)
                    live.remove(at: i)
                }
                kept.updateVariables()
                keepless.updateVariables()
                XCTAssertEqual(vars.map { kept.value(of: $0) }, vars.map { keepless.value(of: $0) }, "round \(round) step \(step)")
                XCTAssertEqual(kept.pivotCount, keepless.pivotCount)
            }
            if let first = live.first {
                XCTAssertNotNil(kept.constraint(first.id))
                XCTAssertNil(keepless.constraint(first.id), "a keepless solver has no constraint to give")
            }
        }
        XCTAssertGreaterThan(conflicts, 50, "the sequences reach conflicts")
    }

    func testTheDefaultSolverStillReducesItsConflicts() throws {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(Constraint(y, .equal, 3))
        let a = try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(LinearExpression(y), .lessThanOrEqual, LinearExpression(x)))
        XCTAssertThrowsError(try s.add(Constraint(x, .greaterThanOrEqual, 30))) { error in
            guard case .unsatisfiable(let ids, _)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(ids, [a], "x = 10 alone conflicts with x >= 30")
        }
    }
}
