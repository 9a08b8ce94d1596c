import XCTest
@testable import InterfaceBuilder
import Layout

/// The navigation-stack search over `show` segues (issue 35, finding 1): controllers that show
/// each other in a cycle made the depth-16 search exponential (five took over a minute). Each
/// controller is now looked at a bounded number of times, and the answer is the one the
/// unmemoised search gives.
final class NavigationStackSearchTests: XCTestCase {
    static func controller(_ id: String, shows: [String], kind: String = "viewController",
                           root: String? = nil) -> IBViewController {
        var c = IBViewController(id: id, elementName: kind, source: SourceLocation(file: "t", line: 1, column: 1))
        c.bars.pushedViewControllerIDs = shows
        c.bars.rootViewControllerID = root
        return c
    }

    /// `n` controllers that each show every other one.
    static func clique(_ n: Int) -> [String: IBViewController] {
        let ids = (0..<n).map { "vc-\($0)" }
        var all: [String: IBViewController] = [:]
        for id in ids { all[id] = controller(id, shows: ids.filter { $0 != id }) }
        return all
    }

    func testControllersThatShowEachOtherAreVisitedBoundedTimes() {
        for n in [3, 5, 8] {
            var search = NavigationStackSearch(Self.clique(n))
            XCTAssertNil(search.stack(of: "vc-0"))
            XCTAssertLessThanOrEqual(search.visits, (NavigationStackSearch.maxDepth + 1) * n, "\(n) controllers")
        }
    }

    /// The unmemoised search the memoised one replaces (exponential on cycles).
    static func reference(_ id: String, _ ordered: [IBViewController], depth: Int = 0) -> (IBViewController, IBViewController?)? {
        guard depth < 16 else { return nil }
        if let nav = ordered.first(where: { $0.elementName == "navigationController" && $0.bars.rootViewControllerID == id }) {
            return (nav, nil)
        }
        for c in ordered where c.id != id && c.bars.pushedViewControllerIDs.contains(id) {
            if let (nav, _) = reference(c.id, ordered, depth: depth + 1) { return (nav, c) }
        }
        return nil
    }

    /// Random sparse segue graphs with one or two navigation controllers, some chains longer
    /// than the depth limit: the same navigation controller and previous controller as before.
    func testSameAnswerAsTheUnmemoisedSearch() {
        var seed: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for trial in 0..<300 {
            let n = 2 + next(22)
            let ids = (0..<n).map { String(format: "vc-%02d", $0) }
            var all: [String: IBViewController] = [:]
            for id in ids {
                let shows = (0..<next(3)).map { _ in ids[next(n)] }
                all[id] = Self.controller(id, shows: Array(Set(shows)).sorted())
            }
            for k in 0..<(1 + next(2)) {
                let nav = "nav-\(k)"
                all[nav] = Self.controller(nav, shows: [], kind: "navigationController", root: ids[next(n)])
            }
            let ordered = all.values.sorted { $0.id < $1.id }
            var search = NavigationStackSearch(all)
            for id in ids {
                let want = Self.reference(id, ordered), got = search.stack(of: id)
                XCTAssertEqual(got?.0.id, want?.0.id, "trial \(trial), \(id)")
                XCTAssertEqual(got?.1?.id, want?.1?.id, "trial \(trial), \(id)")
            }
        }
    }

    /// A chain of 20 controllers below a navigation controller: the first 16 are on its stack,
    /// the rest (past the depth limit) are not, as before.
    func testTheDepthLimitStays() {
        var all: [String: IBViewController] = ["nav": Self.controller("nav", shows: [], kind: "navigationController", root: "c00")]
        for i in 0..<20 {
            let id = String(format: "c%02d", i)
            all[id] = Self.controller(id, shows: i < 19 ? [String(format: "c%02d", i + 1)] : [])
        }
        var search = NavigationStackSearch(all)
        XCTAssertEqual(search.stack(of: "c15")?.1?.id, "c14")
        XCTAssertNil(search.stack(of: "c16"))
    }
}
