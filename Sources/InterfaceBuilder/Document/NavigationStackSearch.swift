/// Finds the navigation controller whose stack holds a view controller: the one whose
/// `rootViewController` it is, else (up to `maxDepth` segues back) the first controller, by id,
/// that `show`s or `push`es it and is on a stack itself, or is a tab of a tab bar controller on
/// a stack (the pushed controller then lies above the tab bar controller, as UIKit pushes it:
/// sentry's tabs push their detail scenes onto the navigation controller around the tabs).
///
/// Memoised by controller and depth, so each controller is looked at most `maxDepth + 1`
/// times per search whatever cycles the segues make (controllers that show each other made
/// the unmemoised search exponential: five took over a minute). The answer is the one the
/// unmemoised search gives: the answer at a depth depends only on the controller and the depth.
struct NavigationStackSearch {
    /// How many `show` segues back a stack is looked for.
    static let maxDepth = 16
    typealias Answer = (IBViewController, IBViewController?)?
    /// The first navigation controller, by id, whose root each controller is.
    private let rootOf: [String: IBViewController]
    /// The controllers, by id, that show or push each controller (never itself).
    private let pushersOf: [String: [IBViewController]]
    /// The first tab bar controller, by id, each controller is a tab of.
    private let tabOwnerOf: [String: IBViewController]
    private var memo: [Key: Answer] = [:]
    /// How many times a controller was looked at (for tests: bounded by construction).
    private(set) var visits = 0

    private struct Key: Hashable {
        var id: String
        var depth: Int
    }

    init(_ all: [String: IBViewController]) {
        var rootOf: [String: IBViewController] = [:], pushersOf: [String: [IBViewController]] = [:]
        var tabOwnerOf: [String: IBViewController] = [:]
        for c in all.values.sorted(by: { $0.id < $1.id }) {
            if c.elementName == "navigationController", let root = c.bars.rootViewControllerID, rootOf[root] == nil {
                rootOf[root] = c
            }
            if c.elementName == "tabBarController" {
                for tab in c.bars.childViewControllerIDs where tabOwnerOf[tab] == nil { tabOwnerOf[tab] = c }
            }
            for pushed in Set(c.bars.pushedViewControllerIDs).sorted() where pushed != c.id {
                pushersOf[pushed, default: []].append(c)
            }
        }
        self.rootOf = rootOf
        self.pushersOf = pushersOf
        self.tabOwnerOf = tabOwnerOf
    }

    /// The navigation controller whose stack holds `id`, and the controller below it.
    mutating func stack(of id: String, depth: Int = 0) -> (IBViewController, IBViewController?)? {
        guard depth < Self.maxDepth else { return nil }
        let key = Key(id: id, depth: depth)
        if let known = memo[key] { return known }
        visits += 1
        var answer: Answer = nil
        if let nav = rootOf[id] {
            answer = (nav, nil)
        } else {
            for c in pushersOf[id] ?? [] {
                if let (nav, _) = stack(of: c.id, depth: depth + 1) {
                    answer = (nav, c)
                    break
                }
                if let tab = tabOwnerOf[c.id], let (nav, _) = stack(of: tab.id, depth: depth + 1) {
                    answer = (nav, tab)
                    break
                }
            }
        }
        memo[key] = answer
        return answer
    }
}
