import XCTest
@testable import ConstraintSolver

/// Random add / remove / edit / suggest sequences: required constraints always hold, values stay
/// finite, rejected constraints leave the solver unchanged, and the per-level error of the
/// incremental solver equals that of a solver rebuilt from the surviving constraints.
final class StressTests: XCTestCase {
    struct Live { var id: ConstraintID; var c: Constraint }

    /// A random constraint over two of `vars` (six): small coefficients, required a third of
    /// the time, else at 750, 500, 250 or 999.5.
    static func randomConstraint(_ rng: inout SplitMix, _ vars: [Variable]) -> Constraint {
        let prios: [Float] = [1000, 1000, 750, 500, 250, 999.5]
        let a = vars[Int(rng.next() % 6)], b = vars[Int(rng.next() % 6)]
        let coefs = [1.0, -1.0, 2.0, 0.5]
        let e = LinearExpression(terms: [Term(a, coefs[Int(rng.next() % 4)]), Term(b, coefs[Int(rng.next() % 4)])],
                                 constant: Double(Int(rng.next() % 200)) - 50)
        let rel: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
        return Constraint(expression: e, relation: rel, priority: Priority(prios[Int(rng.next() % 6)]))
    }

    static func levelErrors(_ live: [Live], _ solver: Solver) -> ([Float: Double], Double) {
        var errs: [Float: Double] = [:]
        var worstRequired = 0.0
        for l in live {
            let e = l.c.expression.terms.reduce(l.c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let err: Double = switch l.c.relation {
            case .equal: abs(e)
            case .lessThanOrEqual: max(0, e)
            case .greaterThanOrEqual: max(0, -e)
            }
            if l.c.priority.isRequired { worstRequired = max(worstRequired, err) } else { errs[l.c.priority.value, default: 0] += err }
        }
        return (errs, worstRequired)
    }

    func testRandomSequences() throws {
        var rng = SplitMix(seed: 99)
        for round in 0..<120 {
            var s = Solver()
            let vars = (0..<6).map { _ in s.makeVariable() }
            var live: [Live] = []
            for step in 0..<40 {
                let roll = rng.next() % 10
                if roll < 7 || live.isEmpty {
                    let c = Self.randomConstraint(&rng, vars)
                    let result = Result { () throws(SolverError) -> ConstraintID in try s.add(c) }
                    switch result {
                    case .success(let id):
                        live.append(Live(id: id, c: c))
                    case .failure(let err):
                        guard case .unsatisfiable(let ids, _) = err else { return XCTFail("\(err)") }
                        XCTAssertTrue(c.priority.isRequired)
                        for id in ids { XCTAssertTrue(s.hasConstraint(id)) }
                        s.updateVariables()
                        let (_, viol) = Self.levelErrors(live, s)
                        XCTAssertLessThan(viol, 1e-6, "round \(round) step \(step): state broken after rejection")
                    }
                } else if roll < 9 {
                    let i = Int(rng.next() % UInt64(live.count))
                    try s.remove(live[i].id)
                    live.remove(at: i)
                } else {
                    let v = vars[Int(rng.next() % 6)]
                    if !s.hasEditVariable(v) { try s.addEditVariable(v, priority: Priority(600)) }
                    try s.suggestValue(Double(Int(rng.next() % 300)) - 100, for: v)
                }
                s.updateVariables()
                let (_, viol) = Self.levelErrors(live, s)
                XCTAssertLessThan(viol, 1e-6, "round \(round) step \(step)")
                XCTAssertTrue(s.columnIndexIsConsistent(), "round \(round) step \(step): column index out of step")
                for v in vars { XCTAssertTrue(s.value(of: v).isFinite) }
            }
            // Rebuild from the survivors (no edits involved in this comparison).
            for v in vars where s.hasEditVariable(v) { try s.removeEditVariable(v) }
            try Self.assertLevelErrorsMatchARebuiltSolver(live, &s, variables: 6, round: round)
        }
    }

    /// Each level's error in `s` equals that of a fresh solver given the `live` constraints
    /// (over `variables` variables, made in the same order).
    static func assertLevelErrorsMatchARebuiltSolver(_ live: [Live], _ s: inout Solver, variables: Int, round: Int,
                                                     file: StaticString = #filePath, line: UInt = #line) throws {
        var fresh = Solver()
        _ = (0..<variables).map { _ in fresh.makeVariable() }
        for l in live { try fresh.add(l.c) }
        s.updateVariables(); fresh.updateVariables()
        let (e1, _) = levelErrors(live, s)
        let (e2, _) = levelErrors(live, fresh)
        for p in Set(e1.keys).union(e2.keys) {
            XCTAssertEqual(e1[p] ?? 0, e2[p] ?? 0, accuracy: 1e-6, "round \(round) level \(p)", file: file, line: line)
        }
    }
}
