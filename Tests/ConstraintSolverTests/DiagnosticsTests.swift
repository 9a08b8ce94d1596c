import XCTest
@testable import ConstraintSolver

final class DiagnosticsTests: XCTestCase {
    func testConflictExplanationIsTheChain() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
        let u = s.makeVariable(), v = s.makeVariable()
        try s.req(E(u), .equal, K(3))                     // unrelated
        let c1 = try s.req(E(a), .equal, K(10))
        try s.req(E(v), .greaterThanOrEqual, E(u) + 1)   // unrelated
        let c2 = try s.req(E(b), .equal, E(a) + 5)
        try s.req(E(v), .equal, K(50), 250)                // unrelated, optional
        let c3 = try s.req(E(c), .equal, E(b) * 2)
        try s.req(E(c), .equal, K(0), 250)                 // optional: never part of a conflict
        s.updateVariables()
        let before = [a, b, c, u, v].map { s.value(of: $0) }
        let count = s.constraintCount
        let bad = Constraint(E(c), .equal, K(31))
        XCTAssertThrowsError(try s.add(bad)) { err in
            XCTAssertEqual(err as? SolverError, .unsatisfiable(conflicting: [c1, c2, c3], rejected: bad))
        }
        XCTAssertEqual(s.constraintCount, count)
        s.updateVariables()
        XCTAssertEqual([a, b, c, u, v].map { s.value(of: $0) }, before)
        // The solver goes on working.
        try s.req(E(c), .equal, K(30))
        try s.req(E(u), .lessThanOrEqual, K(4))
        s.updateVariables()
        XCTAssertEqual(s.value(of: c), 30, accuracy: 1e-9)
    }

    func testInequalityConflictNeedsPhaseOne() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), z = s.makeVariable()
        let c1 = try s.req(E(a), .greaterThanOrEqual, K(10))
        try s.req(E(z), .lessThanOrEqual, K(100))
        let c2 = try s.req(E(b), .greaterThanOrEqual, E(a) + 5)
        try s.req(E(z), .greaterThanOrEqual, E(a))
        try s.req(E(b), .equal, K(40), 250)
        s.updateVariables()
        let before = [a, b, z].map { s.value(of: $0) }
        let bad = Constraint(E(b), .lessThanOrEqual, K(12))
        XCTAssertThrowsError(try s.add(bad)) { err in
            XCTAssertEqual(err as? SolverError, .unsatisfiable(conflicting: [c1, c2], rejected: bad))
        }
        s.updateVariables()
        for (x, y) in zip([a, b, z].map { s.value(of: $0) }, before) { XCTAssertEqual(x, y, accuracy: 1e-9) }
        // A feasible one through the same path.
        try s.req(E(b), .lessThanOrEqual, K(20))
        s.updateVariables()
        XCTAssertEqual(s.value(of: b), 20, accuracy: 1e-9)
    }

    func testConflictIsMinimal() throws {
        // Two independent reasons; the explanation names one irreducible set.
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let c1 = try s.req(E(x), .equal, K(5))
        let c2 = try s.req(E(y), .equal, E(x))
        let c3 = try s.req(E(y), .lessThanOrEqual, K(6))
        let bad = Constraint(E(y), .greaterThanOrEqual, K(8))
        XCTAssertThrowsError(try s.add(bad)) { err in
            guard case .unsatisfiable(let ids, _)? = err as? SolverError else { return XCTFail("\(err)") }
            XCTAssertTrue(ids == [c3] || ids == [c1, c2], "\(ids)")
        }
    }

    func testAmbiguity() throws {
        var s = Solver()
        let free = s.makeVariable(), x = s.makeVariable(), a = s.makeVariable(), b = s.makeVariable()
        XCTAssertTrue(s.isAmbiguous(free))
        try s.req(E(x), .equal, K(10))
        XCTAssertFalse(s.isAmbiguous(x))
        try s.req(a + b, .equal, K(10))
        XCTAssertTrue(s.isAmbiguous(a))
        XCTAssertTrue(s.isAmbiguous(b))
        try s.req(E(a), .greaterThanOrEqual, K(0))
        try s.req(E(a), .lessThanOrEqual, K(4))
        XCTAssertTrue(s.isAmbiguous(a))
        try s.req(E(a), .equal, K(3), 250)
        XCTAssertFalse(s.isAmbiguous(a))
        XCTAssertFalse(s.isAmbiguous(b))
        // Equal-priority opposing pulls: every value between them is optimal.
        let w = s.makeVariable()
        try s.req(E(w), .equal, K(0), 300)
        try s.req(E(w), .equal, K(20), 300)
        XCTAssertTrue(s.isAmbiguous(w))
        try s.req(E(w), .equal, K(20), 301)
        XCTAssertFalse(s.isAmbiguous(w))
        // Inequality pinned by optimization is not ambiguous.
        let h = s.makeVariable()
        try s.req(E(h), .greaterThanOrEqual, K(44), 750)
        try s.req(E(h), .lessThanOrEqual, K(44), 250)
        XCTAssertFalse(s.isAmbiguous(h))
        let g = s.makeVariable()
        try s.req(E(g), .greaterThanOrEqual, K(44), 750)
        XCTAssertTrue(s.isAmbiguous(g))
        // The bulk form agrees with the per-variable one.
        let all = [free, x, a, b, w, h, g]
        XCTAssertEqual(Set(s.ambiguousVariables()), Set(all.filter { s.isAmbiguous($0) }))
        XCTAssertEqual(Set(s.ambiguousVariables()), [free, g])
    }

    func testAmbiguityThroughChains() throws {
        // A chain whose first link is free: every later link is ambiguous, until a pin.
        var s = Solver()
        let ys = (0..<6).map { _ in s.makeVariable() }
        for i in 1..<6 { try s.req(E(ys[i]), .equal, ys[i - 1] + 10) }
        XCTAssertEqual(s.ambiguousVariables(), ys)
        try s.req(E(ys[3]), .equal, K(100))
        XCTAssertEqual(s.ambiguousVariables(), [])
        for y in ys { XCTAssertFalse(s.isAmbiguous(y)) }
        // Cancelling references: d = b - a with a and b moving together is determined.
        let a = s.makeVariable(), b = s.makeVariable(), d = s.makeVariable()
        try s.req(E(b), .equal, E(a) + 5)
        try s.req(E(d), .equal, E(b) - E(a))
        XCTAssertTrue(s.isAmbiguous(a))
        XCTAssertFalse(s.isAmbiguous(d))
        XCTAssertEqual(Set(s.ambiguousVariables()), [a, b])
    }

    func testDeterminismBitIdentical() throws {
        func build() throws -> [UInt64] {
            var s = Solver()
            var rng = SplitMix(seed: 42)
            var vars: [Variable] = []
            for _ in 0..<40 { vars.append(s.makeVariable()) }
            for _ in 0..<160 {
                let i = Int(rng.next() % 40), j = Int(rng.next() % 40)
                let k = Double(rng.next() % 200) / 4
                let rel: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
                let p: Float = [1000, 750, 500, 250, 249][Int(rng.next() % 5)]
                _ = try? s.add(Constraint(E(vars[i]) * 1.5, rel, E(vars[j]) + k, priority: Priority(p)))
            }
            try s.addEditVariable(vars[0], priority: .defaultHigh)
            try s.suggestValue(123.25, for: vars[0])
            s.updateVariables()
            return vars.map { s.value(of: $0).bitPattern }
        }
        let a = try build(), b = try build()
        XCTAssertEqual(a, b)
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
