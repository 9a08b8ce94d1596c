import Foundation
import Layout
import Recipe
@testable import SnapshotKit
import XCTest

/// The notes that name a broken constraint's recipe line (issue 35, finding 2): N conflicting
/// `A.Width = i` constraints had cost N × N substring searches (10,000 took 302 s). The index
/// finds each in a bounded number of lookups and names the same constraint as before.
final class ConflictSourceIndexTests: XCTestCase {
    func laidOut(_ constraints: [String]) throws -> (BuiltRecipe, LayoutResult) {
        let pipeline = try SnapshotPipeline()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-conflicts-\(getpid())-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        try #"{ "name": "Conflicts", "root": { "subviews": [ { "view": "A" }, { "view": "B'x" }, { "label": "C", "text": "c" } ] }, "constraints": ["#
            .appending(list).appending("] }").write(to: file, atomically: true, encoding: .utf8)
        let environment = try ScreenChoice().environment()
        return try pipeline.layoutRecipe(at: file.path, environment: environment)
    }

    /// The search the index replaces: every constraint's texts against the description.
    func referenceSource(_ description: String, _ built: BuiltRecipe) -> ConstraintSource? {
        var matches: [ConstraintSource] = []
        for (i, c) in built.tree.constraints.enumerated() where i < built.constraintSources.count {
            guard let needles = ConflictSources.needles(c, built) else { continue }
            if needles.allSatisfy({ description.contains($0) }) { matches.append(built.constraintSources[i]) }
        }
        return matches.count == 1 ? matches[0] : nil
    }

    func testManyConflictsCostBoundedSearchesEach() throws {
        let n = 400
        let (built, result) = try laidOut(["A.Leading = Superview.Leading", "A.Top = Superview.Top", "A.Height = 10"]
                                          + (1...n).map { "A.Width = \($0)" })
        XCTAssertGreaterThanOrEqual(result.conflicts.count, n - 1)
        var index = ConflictSourceIndex(built)
        for conflict in result.conflicts {
            XCTAssertEqual(index.source(ofBroken: conflict.broken)?.path, referenceSource(conflict.broken, built)?.path, conflict.broken)
        }
        XCTAssertLessThanOrEqual(index.searches, 40 * (built.tree.constraints.count + result.conflicts.count))
    }

    /// Prefixes of constants (`= 5` is inside `= 50`), two items, guides, relations, a name
    /// with a quote, negative and fractional constants: the same note as the full search.
    func testSameSourceAsTheFullSearch() throws {
        let (built, result) = try laidOut([
            "A.Leading = Superview.Leading", "A.Top = Superview.Top", "A.Height = 10",
            "A.Width = 5", "A.Width = 50", "A.Width >= 70", "A.Width <= 3", "A.Width = 7.5",
            "B'x.Leading = A.Trailing + 4", "B'x.Top = A.Top", "B'x.Width = A.Width", "B'x.Width = 2 * A.Width",
            "B'x.Height = -0", "B'x.Height = 12", "C.Leading = B'x.Trailing", "C.Leading = A.Trailing",
            "C.Top = Top Layout Guide.Bottom", "C.Top = Superview.Top + 1", "C.Width = -4",
        ])
        XCTAssertGreaterThan(result.conflicts.count, 3)
        var index = ConflictSourceIndex(built)
        for conflict in result.conflicts {
            XCTAssertEqual(index.source(ofBroken: conflict.broken)?.path, referenceSource(conflict.broken, built)?.path, conflict.broken)
        }
    }
}
