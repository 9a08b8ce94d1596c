import ConstraintSolver
import XCTest
@testable import Layout

/// A resolved constraint keeps its terms in its own heap block (or, when its source does not
/// pack, in an array beside the source): they come back in order whatever their number, and
/// equality, the hash and `differsOnlyInConstant` read them.
final class ResolvedConstraintTests: XCTestCase {
    private let packable = LayoutConstraint(.view(ViewID(1)), .top, .equal, .view(ViewID(2)), .bottom, constant: 3)
    private let whole = LayoutConstraint(.view(ViewID(1)), .top, .equal, .view(ViewID(-2)), .bottom, constant: 3)

    /// `Σ coefficient_i × variable_i + constant` over `count` variables 0, 3, 6, ...
    private func expression(_ count: Int, coefficient: Double = 1.5, constant: Double = -7) -> LayoutExpression {
        (0..<count).reduce(LayoutExpression(constant: constant)) { e, i in
            e + LayoutExpression(variable: 3 * i, coefficient: coefficient + Double(i))
        }
    }

    func testTermsComeBackInOrderForEveryCount() {
        for source in [packable, whole] {
            for count in [0, 1, 2, 3, 4, 5, 9] {
                let e = expression(count)
                let r = ResolvedConstraint(source: source, expression: e)
                let expected = e.terms.map { Term(Variable(index: $0.variable), $0.coefficient) }
                XCTAssertEqual(r.terms, expected, "\(count) terms")
                XCTAssertEqual(r.withTerms { $0.count }, count)
                XCTAssertEqual(r.constant, -7)
                XCTAssertEqual(r.highestIndex, count == 0 ? -1 : 3 * (count - 1))
                XCTAssertEqual(r.source, source)
            }
        }
    }

    func testEqualityAndHashReadTheTerms() {
        for source in [packable, whole] {
            let r = ResolvedConstraint(source: source, expression: expression(3))
            let same = ResolvedConstraint(source: source, expression: expression(3))
            XCTAssertEqual(r, same)
            XCTAssertEqual(r.storedHash, same.storedHash)
            XCTAssertEqual(Set([r, same]).count, 1)
            for other in [expression(2), expression(4), expression(3, coefficient: 2), expression(3, constant: 1)] {
                XCTAssertNotEqual(r, ResolvedConstraint(source: source, expression: other))
            }
            XCTAssertNotEqual(r.storedHash, ResolvedConstraint(source: source, expression: expression(3, coefficient: 2)).storedHash)
        }
        // a zero constant hashes as +0, since -0.0 == 0.0
        let plus = ResolvedConstraint(source: packable, expression: expression(2, constant: 0))
        let minus = ResolvedConstraint(source: packable, expression: expression(2, constant: -0.0))
        XCTAssertEqual(plus, minus)
        XCTAssertEqual(plus.storedHash, minus.storedHash)
    }

    func testDiffersOnlyInConstantNeedsTheSameTerms() {
        var moved = packable
        moved.constant = 9
        let r = ResolvedConstraint(source: packable, expression: expression(2))
        XCTAssertTrue(ResolvedConstraint(source: moved, expression: expression(2, constant: 2)).differsOnlyInConstant(from: r))
        XCTAssertFalse(ResolvedConstraint(source: moved, expression: expression(2, coefficient: 3)).differsOnlyInConstant(from: r))
        XCTAssertFalse(ResolvedConstraint(source: moved, expression: expression(3)).differsOnlyInConstant(from: r))
    }
}
