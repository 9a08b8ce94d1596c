/// Where a view controller sits in a storyboard's containers: the navigation controller whose
/// bar it shows, the navigation item that bar shows, the tab bar controller whose tab bar it
/// shows (docs/interface-builder.md, "Navigation and tab bars").
public struct IBEmbedding: Hashable, Sendable {
    /// The navigation controller (nil = no navigation bar).
    public var navigationController: IBViewController?
    /// The controller whose navigation item the bar shows: the view controller itself, or the
    /// tab bar controller it is a tab of when that one is in the navigation controller.
    public var navigationItemOwner: IBViewController?
    /// The controller below it on the navigation stack (nil at the root): the back button.
    public var previous: IBViewController?
    /// The tab bar controller (nil = no tab bar) and the index of the tab showing the scene.
    public var tabBarController: IBViewController?
    public var selectedTab: Int?
    /// True when a `presentation` segue shows the controller as a sheet
    /// (`IBControllerBars.sheetViewControllerIDs`).
    public var isSheet = false
    public init() {}
}

extension IBDocument {
    /// The view controllers of the document by id.
    var controllersByID: [String: IBViewController] {
        var out: [String: IBViewController] = [:]
        for s in scenes { if let c = s.viewController, out[c.id] == nil { out[c.id] = c } }
        return out
    }

    /// Where the controller `id` sits: found through relationship segues (`rootViewController`,
    /// `viewControllers`) and `show`/`push` segues from a controller on a navigation stack, the
    /// way Interface Builder infers a scene's bars.
    public func embedding(ofController id: String) -> IBEmbedding {
        let all = controllersByID
        var e = IBEmbedding()
        var search = NavigationStackSearch(all)
        if let (nav, previous) = search.stack(of: id) {
            e.navigationController = nav
            e.navigationItemOwner = all[id]
            e.previous = previous
        }
        // A controller on a navigation stack is in the tab bar controller that holds its
        // navigation controller (`hidesBottomBarWhenPushed` is not read).
        let tabHolder = e.navigationController?.id ?? id
        for c in all.values.sorted(by: { $0.id < $1.id }) {
            if let i = c.bars.childViewControllerIDs.firstIndex(of: tabHolder) ?? c.bars.childViewControllerIDs.firstIndex(of: id) {
                e.tabBarController = c
                e.selectedTab = i
                break
            }
        }
        // A tab of a tab bar controller that is itself on a navigation stack shows that bar
        // with the tab bar controller's navigation item.
        if e.navigationController == nil, let tab = e.tabBarController,
           let (nav, previous) = search.stack(of: tab.id) {
            e.navigationController = nav
            e.navigationItemOwner = tab
            e.previous = previous
        }
        e.isSheet = all.values.contains { $0.bars.sheetViewControllerIDs.contains(id) }
        return e
    }
}
