/// Reading navigation items, tab bar items, bar button items and the relationships of
/// navigation and tab bar controllers.
extension IBDocumentReader {
    mutating func barButtonItem(_ node: XMLElementNode) throws(IBError) -> IBBarButtonItem {
        var b = IBBarButtonItem()
        b.systemItem = node["systemItem"]
        b.title = node["title"]
        b.image = node["image"]
        b.imageCatalog = node["catalog"]
        b.isDone = node["style"] == "done"
        b.width = try number(node, "width")
        return b
    }

    mutating func navigationItem(_ node: XMLElementNode) throws(IBError) -> IBNavigationItem {
        var n = IBNavigationItem()
        n.title = node["title"]
        n.prompt = node["prompt"]
        n.largeTitleDisplayMode = node["largeTitleDisplayMode"]
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): n.leftItems = [try barButtonItem(child)]
            case ("barButtonItem", "rightBarButtonItem"): n.rightItems = [try barButtonItem(child)]
            case ("barButtonItem", "backBarButtonItem"): n.backButtonTitle = child["title"]
            case ("leftBarButtonItems", _):
                n.leftItems = try child.children(named: "barButtonItem").map { (c) throws(IBError) in try barButtonItem(c) }
            case ("rightBarButtonItems", _):
                n.rightItems = try child.children(named: "barButtonItem").map { (c) throws(IBError) in try barButtonItem(c) }
            default: continue
            }
        }
        return n
    }

    func tabBarItem(_ node: XMLElementNode) -> IBTabBarItem {
        var t = IBTabBarItem()
        t.title = node["title"]
        t.image = node["image"]
        t.imageCatalog = node["catalog"]
        t.systemItem = node["systemItem"]
        t.badgeValue = node["badgeValue"]
        return t
    }

    /// The bars and relationships of a view controller element.
    mutating func controllerBars(_ node: XMLElementNode, scene: XMLElementNode?) throws(IBError) -> IBControllerBars {
        var bars = IBControllerBars()
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("navigationItem", "navigationItem"): bars.navigationItem = try navigationItem(child)
            case ("tabBarItem", "tabBarItem"): bars.tabBarItem = tabBarItem(child)
            case ("navigationBar", "navigationBar"):
                bars.prefersLargeTitles = try bool(child, "largeTitles", default: false)
                bars.isNavigationBarOpaque = !(try bool(child, "translucent", default: true))
            default: continue
            }
        }
        bars.showsToolbar = node.name == "navigationController" && node["toolbarHidden"] == "NO"
        for segue in node.child(named: "connections")?.children(named: "segue") ?? [] where segue["kind"] == "relationship" {
            guard let destination = segue["destination"] else { continue }
            if segue["relationship"] == "rootViewController" { bars.rootViewControllerID = destination }
            if segue["relationship"] == "viewControllers" { bars.childViewControllerIDs.append(destination) }
        }
        func pushes(_ n: XMLElementNode) {
            if n.name == "segue", let d = n["destination"], ["show", "push"].contains(n["kind"] ?? "") {
                if !bars.pushedViewControllerIDs.contains(d) { bars.pushedViewControllerIDs.append(d) }
            }
            for c in n.children { pushes(c) }
        }
        pushes(scene ?? node)
        return bars
    }

    /// A `<navigationBar>`, `<tabBar>` or `<toolbar>` element's items.
    mutating func barView(_ node: XMLElementNode) throws(IBError) -> IBBarView {
        var bar = IBBarView()
        bar.prefersLargeTitles = try bool(node, "largeTitles", default: false)
        for item in node.child(named: "items")?.children ?? [] {
            switch item.name {
            case "navigationItem": bar.navigationItems.append(try navigationItem(item))
            case "tabBarItem": bar.tabItems.append(tabBarItem(item))
            case "barButtonItem": bar.barItems.append(try barButtonItem(item))
            default: continue
            }
        }
        return bar
    }
}
