import XCTest
@testable import ConstraintSolver

/// Small helpers shared by the solver tests.
extension Solver {
    @discardableResult
    mutating func req(_ lhs: LinearExpression, _ rel: Relation, _ rhs: LinearExpression, _ p: Float = 1000) throws -> ConstraintID {
        try add(Constraint(lhs, rel, rhs, priority: Priority(p)))
    }
}
func E(_ v: Variable) -> LinearExpression { LinearExpression(v) }
func K(_ d: Double) -> LinearExpression { LinearExpression(constant: d) }

final class BasicTests: XCTestCase {
    func testEqualities() throws {
        var s = Solver()
        let x = s.makeVariable(name: "x"), y = s.makeVariable(name: "y"), z = s.makeVariable(name: "z")
        try s.req(E(x), .equal, K(10))
        try s.req(E(y), .equal, x + 5)
        try s.req(x + y + z, .equal, K(100))
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 10)
        XCTAssertEqual(s.value(of: y), 15)
        XCTAssertEqual(s.value(of: z), 75)
        XCTAssertEqual(s.name(of: y), "y")
    }

    func testValueWithoutUpdateIsExact() throws {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.req(E(x), .equal, K(3))
        try s.req(E(y), .equal, 2 * E(x))
        XCTAssertEqual(s.value(of: y), 6)
    }

    func testInequalities() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.req(E(x), .greaterThanOrEqual, K(10))
        try s.req(E(x), .lessThanOrEqual, K(20))
        try s.req(E(x), .equal, K(50), 500)
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
        let y = s.makeVariable()
        try s.req(E(y), .equal, K(-5), 250)
        try s.req(E(y), .greaterThanOrEqual, E(x) - 25)
        s.updateVariables()
        XCTAssertEqual(s.value(of: y), -5, accuracy: 1e-9)
        try s.req(E(y), .greaterThanOrEqual, E(x) - 15)
        s.updateVariables()
        XCTAssertEqual(s.value(of: y), 5, accuracy: 1e-9)
    }

    func testStrictPriorityLevels() throws {
        // 300 constraints at 250 pulling x to 0 never beat one at 251 pulling it to 100.
        var s = Solver()
        let x = s.makeVariable()
        for _ in 0..<300 { try s.req(E(x), .equal, K(0), 250) }
        try s.req(E(x), .equal, K(100), 251)
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        // Same with inequalities and with the strong one added first.
        var t = Solver()
        let y = t.makeVariable()
        try t.req(E(y), .greaterThanOrEqual, K(100), 251)
        for i in 0..<300 { try t.req(E(y), .lessThanOrEqual, K(Double(i % 7)), 250) }
        t.updateVariables()
        XCTAssertEqual(t.value(of: y), 100, accuracy: 1e-9)
    }

    func testFractionalPriorities() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.req(E(x), .equal, K(1), 999)
        try s.req(E(x), .equal, K(2), 999.5)
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 2, accuracy: 1e-9)
        try s.req(E(x), .equal, K(3), 999.999)
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    func testWithinLevelErrorsAddUp() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.req(E(x), .equal, K(0), 250)
        try s.req(E(x), .equal, K(0), 250)
        try s.req(E(x), .equal, K(10), 250)
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        // Two views sharing 100 points: hugging errors add up at one level.
        var t = Solver()
        let a = t.makeVariable(), b = t.makeVariable()
        try t.req(a + b, .equal, K(100))
        try t.req(E(a), .lessThanOrEqual, K(10), 250)
        try t.req(E(a), .lessThanOrEqual, K(10), 250)   // a's hugging counts twice
        try t.req(E(b), .lessThanOrEqual, K(10), 250)
        t.updateVariables()
        XCTAssertEqual(t.value(of: a), 10, accuracy: 1e-9)
        XCTAssertEqual(t.value(of: b), 90, accuracy: 1e-9)
    }

    func testEditVariables() throws {
        var s = Solver()
        let w = s.makeVariable(name: "w"), half = s.makeVariable(), child = s.makeVariable()
        try s.req(E(half), .equal, 0.5 * E(w))
        try s.req(E(child), .lessThanOrEqual, E(w) - 20)
        try s.req(E(child), .equal, K(300), 500)
        try s.req(E(w), .greaterThanOrEqual, K(100))
        try s.addEditVariable(w, priority: .defaultHigh)
        XCTAssertThrowsError(try s.addEditVariable(w, priority: .defaultHigh)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable) }
        XCTAssertThrowsError(try s.addEditVariable(half, priority: .required)) { XCTAssertEqual($0 as? SolverError, .invalidPriority) }
        for width in [390.0, 844, 200, 50, 1e5] {
            try s.suggestValue(width, for: w)
            s.updateVariables()
            let expectW = max(width, 100)
            XCTAssertEqual(s.value(of: w), expectW, accuracy: 1e-9)
            XCTAssertEqual(s.value(of: half), expectW / 2, accuracy: 1e-9)
            XCTAssertEqual(s.value(of: child), min(300, expectW - 20), accuracy: 1e-9)
        }
        try s.removeEditVariable(w)
        XCTAssertThrowsError(try s.suggestValue(1, for: w)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable) }
        XCTAssertThrowsError(try s.removeEditVariable(w)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable) }
    }

    func testRemovalRestoresPreviousSolution() throws {
        var s = Solver()
        var vars: [Variable] = []
        for _ in 0..<6 { vars.append(s.makeVariable()) }
        try s.req(E(vars[0]), .equal, K(0))
        for i in 1..<6 {
            try s.req(E(vars[i]), .greaterThanOrEqual, vars[i - 1] + 10)
            try s.req(E(vars[i]), .equal, vars[i - 1] + 15, 250)
        }
        s.updateVariables()
        let before = vars.map { s.value(of: $0) }
        let ids = [
            try s.req(E(vars[5]), .equal, K(200), 500),
            try s.req(E(vars[2]), .lessThanOrEqual, K(22)),
            try s.req(E(vars[3]), .equal, E(vars[4]) - 40, 750),
        ]
        s.updateVariables()
        XCTAssertNotEqual(vars.map { s.value(of: $0) }, before)
        for id in ids.reversed() { try s.remove(id) }
        s.updateVariables()
        let after = vars.map { s.value(of: $0) }
        for (a, b) in zip(after, before) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertThrowsError(try s.remove(ids[0])) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
        // Remove in insertion order too.
        let more = [try s.req(E(vars[1]), .equal, K(50)), try s.req(E(vars[5]), .lessThanOrEqual, K(100))]
        for id in more { try s.remove(id) }
        s.updateVariables()
        for (a, b) in zip(vars.map { s.value(of: $0) }, before) { XCTAssertEqual(a, b, accuracy: 1e-9) }
    }

    func testRemovingRequiredEqualityFreesVariable() throws {
        var s = Solver()
        let w = s.makeVariable(), x = s.makeVariable()
        let pin = try s.req(E(w), .equal, K(390))
        try s.req(E(x), .equal, E(w) - 32)
        try s.remove(pin)
        try s.req(E(w), .equal, K(500))
        s.updateVariables()
        XCTAssertEqual(s.value(of: x), 468, accuracy: 1e-9)
    }

    func testInvalidInputsAreTypedErrors() throws {
        var s = Solver()
        let x = s.makeVariable()
        XCTAssertThrowsError(try s.req(E(x), .equal, K(.nan))) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        XCTAssertThrowsError(try s.req(E(x) * .infinity, .equal, K(1))) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        XCTAssertThrowsError(try s.req(E(x), .equal, K(1e300))) { XCTAssertEqual($0 as? SolverError, .valueOutOfRange) }
        XCTAssertThrowsError(try s.req(E(x), .equal, K(1), .nan)) { XCTAssertEqual($0 as? SolverError, .invalidPriority) }
        XCTAssertThrowsError(try s.req(E(x), .equal, K(1), 0)) { XCTAssertEqual($0 as? SolverError, .invalidPriority) }
        XCTAssertThrowsError(try s.req(E(x), .equal, K(1), 1001)) { XCTAssertEqual($0 as? SolverError, .invalidPriority) }
        var other = Solver()
        _ = other.makeVariable(); _ = other.makeVariable()
        let foreign = other.makeVariable()
        XCTAssertThrowsError(try s.req(E(foreign), .equal, K(1))) { XCTAssertEqual($0 as? SolverError, .unknownVariable) }
        try s.addEditVariable(x, priority: .defaultHigh)
        XCTAssertThrowsError(try s.suggestValue(.infinity, for: x)) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        XCTAssertEqual(s.constraintCount, 1)
    }

    func testNoNaNAndLargeValues() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable(), d = s.makeVariable()
        try s.req(E(a), .equal, K(1e7))
        try s.req(E(b), .equal, E(a) + 0.25)
        try s.req(E(c), .greaterThanOrEqual, E(b) * 0.5)
        try s.req(E(c), .equal, K(-1e7), 250)
        try s.req(E(d), .equal, E(c) + E(a) * 0.001, 750)
        try s.addEditVariable(a, priority: Priority(999))
        try s.suggestValue(9_999_999.5, for: a)
        s.updateVariables()
        for v in [a, b, c, d] { XCTAssertTrue(s.value(of: v).isFinite) }
        XCTAssertEqual(s.value(of: a), 1e7, accuracy: 1e-6)
        XCTAssertEqual(s.value(of: b), 1e7 + 0.25, accuracy: 1e-6)
        XCTAssertEqual(s.value(of: c), 5e6 + 0.125, accuracy: 1e-6)
        XCTAssertEqual(s.value(of: d), 5e6 + 0.125 + 1e4, accuracy: 1e-6)
    }

    func testSmallStackMatchesClosedForm() throws {
        var s = Solver()
        let cy = s.makeVariable(), ch = s.makeVariable()
        var ys: [Variable] = [], hs: [Variable] = []
        let ih: [Double] = [20, 44, 31, 57, 25]
        try s.req(E(cy), .equal, K(0))
        try s.req(E(ch), .equal, K(ih.reduce(0, +) + 8 * 6 + 200))
        for i in 0..<5 {
            let y = s.makeVariable(), h = s.makeVariable()
            try s.req(E(y), .equal, i == 0 ? E(cy) + 8 : ys[i - 1] + hs[i - 1] + 8)
            try s.req(E(h), .greaterThanOrEqual, K(ih[i]), 750)
            try s.req(E(h), .lessThanOrEqual, K(ih[i]), i == 2 ? 249 : 250)
            ys.append(y); hs.append(h)
        }
        try s.req(cy + ch, .equal, ys[4] + hs[4] + 8, 500)
        s.updateVariables()
        for i in 0..<5 { XCTAssertEqual(s.value(of: hs[i]), ih[i] + (i == 2 ? 200 : 0), accuracy: 1e-9) }
        for i in 0..<5 { XCTAssertFalse(s.isAmbiguous(hs[i])); XCTAssertFalse(s.isAmbiguous(ys[i])) }
    }
}
