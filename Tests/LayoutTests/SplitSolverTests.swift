import XCTest
@testable import ConstraintSolver
@testable import Layout

/// The pieces of split solvers on variables whose axes do not alternate (the constraint builder
/// makes x, y, width, height in turn, which would hide a numbering slip): the axes table, and
/// the helper thread against adding in order on one thread.
final class SplitSolverTests: XCTestCase {
    private func randomAxes(_ n: Int, _ rng: inout SplitMix) -> [Axis] {
        (0..<n).map { _ in Bool.random(using: &rng) ? .horizontal : .vertical }
    }

    func testVariableAxesNumbersEachAxisInOrder() {
        var rng = SplitMix(seed: 11)
        let axes = randomAxes(300, &rng)
        var table = VariableAxes()
        var start = 0
        while start < axes.count {
            // overlapping windows: what the table knows already is skipped
            let end = min(axes.count, start + Int.random(in: 1...20, using: &rng))
            let from = max(0, start - Int.random(in: 0...5, using: &rng))
            table.append(Array(axes[from..<end]), startingAt: from)
            start = end
        }
        XCTAssertEqual(table.axes, axes)
        var counts = (0, 0)
        for i in axes.indices {
            XCTAssertEqual(Int(table.local[i]), axes[i] == .horizontal ? counts.0 : counts.1, "variable \(i)")
            if axes[i] == .horizontal { counts.0 += 1 } else { counts.1 += 1 }
            let through = table.counts(through: i)
            XCTAssertEqual(through.horizontal, counts.0)
            XCTAssertEqual(through.vertical, counts.1)
        }
        XCTAssertEqual(table.indices(along: .vertical).map(Int.init), axes.indices.filter { axes[$0] == .vertical })
    }

    func testAxisOfAConstraint() {
        var table = VariableAxes()
        for a in [Axis.horizontal, .horizontal, .vertical] { table.append(a) }
        func constraint(_ e: LayoutExpression) -> ResolvedConstraint {
            ResolvedConstraint(source: LayoutConstraint(.view(ViewID(0)), .width, constant: 0), expression: e)
        }
        XCTAssertEqual(table.axis(of: constraint(LayoutExpression(variable: 0) - LayoutExpression(variable: 1))), .horizontal)
        XCTAssertEqual(table.axis(of: constraint(LayoutExpression(variable: 2) - 5)), .vertical)
        XCTAssertNil(table.axis(of: constraint(LayoutExpression(variable: 1) - LayoutExpression(variable: 2))))
        XCTAssertEqual(table.axis(of: constraint(LayoutExpression(constant: 3))), .horizontal)
    }

    /// Random constraints of one axis each, over variables made in a random axis order, added
    /// by the helper in batches (the variables handed over in overlapping windows) and by
    /// `AxisSolvers.add` in order: the same ids, rejections and values.
    func testHelperAddsAsTheEngineThreadWould() throws {
        var rng = SplitMix(seed: 23)
        let axes = randomAxes(200, &rng)
        var table = VariableAxes()
        for a in axes { table.append(a) }
        let byAxis = [table.indices(along: .horizontal).map(Int.init), table.indices(along: .vertical).map(Int.init)]
        var constraints: [ResolvedConstraint] = []
        var plans: [[LayoutEngine.PlannedAdd]] = [[], []]
        var through = -1
        for i in 0..<600 {
            // two bounds first, and near the end a required constraint against each (the
            // solvers reject them and add nothing after)
            let k = i < 2 || (553...554).contains(i) ? i % 2 : Int.random(in: 0...1, using: &rng)
            let pool = byAxis[k].prefix(min(byAxis[k].count, 4 + i / 4))
            let v = pool.randomElement(using: &rng) ?? 0
            var e = LayoutExpression(constant: Double(Int.random(in: -50...50, using: &rng)))
            var relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &rng)]
            var priority: LayoutPriority = [.defaultHigh, .defaultLow, LayoutPriority(300)][Int.random(in: 0...2, using: &rng)]
            if i < 2 || (553...554).contains(i) {
                e = LayoutExpression(variable: byAxis[k][0]) + (i < 2 ? 500 : 1e6)
                relation = i < 2 ? .greaterThanOrEqual : .lessThanOrEqual
                priority = .required
            } else if i.isMultiple(of: 7) {
                e = LayoutExpression(variable: v) + 500  // required bounds that hold together
                relation = .greaterThanOrEqual
                priority = .required
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    e = e + [-2.0, -1, 1, 2][Int.random(in: 0...3, using: &rng)] * LayoutExpression(variable: v)
                }
            }
            let source = LayoutConstraint(.view(ViewID(i)), .width, relation, constant: 0, priority: priority)
            let c = ResolvedConstraint(source: source, expression: e)
            through = max(through, c.highestIndex)
            plans[k].append(LayoutEngine.PlannedAdd(index: Int32(i), position: Int32(i), variablesThrough: Int32(through)))
            constraints.append(c)
        }
        // in order on one thread, each solver stopping at its first rejection
        var reference = AxisSolvers(split: true)
        reference.learn(axes, startingAt: 0)
        var expected: [[ConstraintID]] = [[], []]
        for k in 0...1 {
            var part = reference.take(k)
            expected[k] = LayoutEngine.add(plans[k], constraints, to: &part, k, table)
            reference.put(&part, at: k)
        }
        for k in 0...1 {
            XCTAssertGreaterThan(expected[k].count, 200, "enough added before the rejection to compare")
            XCTAssertLessThan(expected[k].count, plans[k].count, "solver \(k) rejects one")
        }
        for k in 0...1 {
            var solvers = AxisSolvers(split: true)
            var part = solvers.take(k)
            let helper = SolverHelper(&part, solver: k, variables: VariableAxes())
            var sent = 0
            for batch in stride(from: 0, to: plans[k].count, by: 50) {
                let chunk = Array(plans[k][batch..<min(plans[k].count, batch + 50)])
                let known = Int(chunk.last?.variablesThrough ?? -1) + 1
                let from = max(0, sent - 3)
                helper.submit(chunk, constraints, newVariables: Array(axes[from..<max(from, known)]), startingAt: from)
                sent = max(sent, known)
            }
            let ids = helper.finish(returning: &part).flatMap { $0 }
            XCTAssertEqual(ids, expected[k], "solver \(k)")
            part.updateVariables()
            var referencePart = reference.take(k)
            referencePart.updateVariables()
            for local in 0..<byAxis[k].count {
                XCTAssertEqual(part.solver.value(of: Variable(index: local)), referencePart.solver.value(of: Variable(index: local)))
            }
            reference.put(&referencePart, at: k)
        }
    }
}
