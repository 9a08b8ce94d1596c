import Layout

/// Reading navigation items, tab bar items, bar button items and the relationships of
/// navigation and tab bar controllers.
extension IBDocumentReader {
    /// A `<barButtonItem>` as Layout's item: `systemItem=` (an unknown one as a placeholder
    /// image of that name), else `image=` (at the size `<resources>` declares), else `title=`;
    /// `style="done"`; `width=` of a fixed space.
    mutating func barButtonItem(_ node: XMLElementNode) throws(IBError) -> BarButtonItem {
        let width = try number(node, "width")
        let isDone = node["style"] == "done"
        if let s = node["systemItem"] {
            guard let system = SystemBarItem(rawValue: s) else {
                return BarButtonItem(.image(name: s, size: BarButtonItem.defaultImageSize), isDone: isDone)
            }
            return BarButtonItem(.system(system), isDone: isDone, width: width ?? 0)
        }
        if let image = node["image"] {
            // A system symbol's <resources> size is its 128-point outline's, not the item's.
            let size = node["catalog"] == "system" ? nil : documentResources.imageSize(named: image)
            return BarButtonItem(.image(name: image, size: size ?? BarButtonItem.defaultImageSize), isDone: isDone)
        }
        return BarButtonItem(.title(node["title"] ?? ""), isDone: isDone)
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

    /// A `<tabBarItem>` as Layout's item: its title, else its system item's, else the title of
    /// the controller it belongs to (`controllerTitle`), else "Item"; its image and selected
    /// image (`selectedImage=` or an `<imageReference key="selectedImage">`); its badge.
    func tabBarItem(_ node: XMLElementNode, controllerTitle: String?) -> TabBarItem {
        let title = node["title"] ?? node["systemItem"].map(Self.systemTabTitle) ?? controllerTitle ?? "Item"
        var item = TabBarItem(title: title, imageName: node["image"], badge: node["badgeValue"])
        item.selectedImageName = node["selectedImage"]
            ?? node.child(named: "imageReference", key: "selectedImage")?["image"]
        return item
    }

    /// `UITabBarItem.SystemItem` titles (English), by `systemItem=` spelling.
    static func systemTabTitle(_ s: String) -> String {
        let titles = ["more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
                      "recents": "Recents", "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks",
                      "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed"]
        return titles[s] ?? s
    }

    /// The bars and relationships of a view controller element.
    mutating func controllerBars(_ node: XMLElementNode, scene: XMLElementNode?) throws(IBError) -> IBControllerBars {
        var bars = IBControllerBars()
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("navigationItem", "navigationItem"): bars.navigationItem = try navigationItem(child)
            case ("tabBarItem", "tabBarItem"): bars.tabBarItem = tabBarItem(child, controllerTitle: node["title"])
            case ("navigationBar", "navigationBar"):
                bars.prefersLargeTitles = try bool(child, "largeTitles", default: false)
                bars.isNavigationBarOpaque = !(try bool(child, "translucent", default: true))
            default: continue
            }
        }
        bars.showsToolbar = node.name == "navigationController" && node["toolbarHidden"] == "NO"
        bars.isNavigationBarHidden = node.name == "navigationController" && node["navigationBarHidden"] == "YES"
        for segue in node.child(named: "connections")?.children(named: "segue") ?? [] where segue["kind"] == "relationship" {
            guard let destination = segue["destination"] else { continue }
            if segue["relationship"] == "rootViewController" { bars.rootViewControllerID = destination }
            if segue["relationship"] == "viewControllers" { bars.childViewControllerIDs.append(destination) }
        }
        func pushes(_ n: XMLElementNode) {
            if n.name == "segue", let d = n["destination"], ["show", "push"].contains(n["kind"] ?? "") {
                if !bars.pushedViewControllerIDs.contains(d) { bars.pushedViewControllerIDs.append(d) }
            }
            if n.name == "segue", let d = n["destination"], n["kind"] == "presentation",
               ["pageSheet", "formSheet", "automatic"].contains(n["modalPresentationStyle"] ?? "automatic"),
               !bars.sheetViewControllerIDs.contains(d) {
                bars.sheetViewControllerIDs.append(d)
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
            case "tabBarItem": bar.tabItems.append(tabBarItem(item, controllerTitle: nil))
            case "barButtonItem": bar.barItems.append(try barButtonItem(item))
            default: continue
            }
        }
        return bar
    }
}
