import Layout

/// The recipe's `navigationBar`, `tabBar` and `toolbar` (docs/recipes.md, "Navigation bar, tab
/// bar, toolbar"): the bars of the screen's view controller, as a navigation controller and a
/// tab bar controller would show them.
extension DecodeContext {
    func screenBars(_ o: ObjectNode, _ top: JSONPath) throws(RecipeError) -> ScreenBars {
        var bars = ScreenBars()
        if let n = o["navigationBar"] { bars.navigationBar = try navigationBar(n, top.appending("navigationBar")) }
        if let n = o["tabBar"] { bars.tabBar = try tabBar(n, top.appending("tabBar")) }
        if let n = o["toolbar"] { bars.toolbar = try toolbar(n, top.appending("toolbar")) }
        return bars
    }

    func navigationBar(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> NavigationBarProperties {
        let o = try ObjectNode(node, path: path, what: "a navigation bar", context: self)
        try o.checkKeys(["title", "largeTitle", "leftItems", "rightItems", "backTitle", "prompt", "background", "comment"],
                        what: "a navigation bar", context: self)
        var p = NavigationBarProperties()
        if let n = o["title"] { p.title = try string(n, path.appending("title")) }
        if let n = o["largeTitle"] { p.prefersLargeTitles = try bool(n, path.appending("largeTitle")) }
        if let n = o["leftItems"] { p.leftItems = try barItems(n, path.appending("leftItems")) }
        if let n = o["rightItems"] { p.rightItems = try barItems(n, path.appending("rightItems")) }
        if let n = o["backTitle"] { p.backTitle = try string(n, path.appending("backTitle")) }
        if let n = o["prompt"] { p.prompt = try string(n, path.appending("prompt")) }
        if let n = o["background"] { p.background = try enumValue(n, path.appending("background"), as: BarBackground.self) }
        return p
    }

    func tabBar(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> TabBarProperties {
        let o = try ObjectNode(node, path: path, what: "a tab bar", context: self)
        try o.checkKeys(["items", "selected", "background", "comment"], what: "a tab bar", context: self)
        var p = TabBarProperties()
        if let n = o["items"] {
            let items = try array(n, path.appending("items"))
            for (i, item) in items.enumerated() { p.items.append(try tabItem(item, path.appending("items").appending(i))) }
        }
        if let n = o["selected"] {
            p.selectedIndex = try integer(n, path.appending("selected"), in: 0...max(0, p.items.count - 1),
                                          what: "the index of an item")
        }
        if let n = o["background"] { p.background = try enumValue(n, path.appending("background"), as: BarBackground.self) }
        return p
    }

    func toolbar(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> ToolbarProperties {
        let o = try ObjectNode(node, path: path, what: "a toolbar", context: self)
        try o.checkKeys(["items", "background", "comment"], what: "a toolbar", context: self)
        var p = ToolbarProperties()
        if let n = o["items"] { p.items = try barItems(n, path.appending("items")) }
        if let n = o["background"] { p.background = try enumValue(n, path.appending("background"), as: BarBackground.self) }
        return p
    }

    private func array(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> [JSONNode] {
        guard let items = node.arrayValue else {
            throw error(.invalidValue, "expected an array of items, found \(node.kindDescription)", path: path, node: node)
        }
        guard items.count <= 20 else {
            throw error(.invalidValue, "a bar has at most 20 items, found \(items.count)", path: path, node: node)
        }
        return items
    }

    /// Items as a system item name (`"add"`) or an object: `system`, `title` or `image`
    /// (a name, with `width`/`height` in points, 22 by default), and `style: "done"`.
    func barItems(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> [BarButtonItem] {
        var out: [BarButtonItem] = []
        for (i, item) in try array(node, path).enumerated() {
            let p = path.appending(i)
            if item.stringValue != nil {
                out.append(BarButtonItem(.system(try enumValue(item, p, as: SystemBarItem.self))))
                continue
            }
            let o = try ObjectNode(item, path: p, what: "a bar button item", context: self)
            try o.checkKeys(["system", "title", "image", "width", "height", "style", "comment"], what: "a bar button item", context: self)
            var result: BarButtonItem
            if let n = o["system"] {
                result = BarButtonItem(.system(try enumValue(n, p.appending("system"), as: SystemBarItem.self)))
            } else if let n = o["title"] {
                result = BarButtonItem(.title(try string(n, p.appending("title"))))
            } else if let n = o["image"] {
                let size = try itemSize(o, p, default: BarButtonItem.defaultImageSize)
                result = BarButtonItem(.image(name: try string(n, p.appending("image")), size: size))
            } else {
                throw error(.missingKey("title"), "a bar button item needs \"system\", \"title\" or \"image\"", path: p, node: item)
            }
            if let n = o["width"], case .system(.fixedSpace) = result.content {
                result.width = try number(n, p.appending("width"), in: 0...1000)
            }
            if let n = o["style"] {
                let style = try string(n, p.appending("style"))
                guard style == "done" || style == "plain" else {
                    throw error(.invalidValue, "expected a bar item style: plain or done", path: p.appending("style"), node: n)
                }
                result.isDone = style == "done"
            }
            out.append(result)
        }
        return out
    }

    private func itemSize(_ o: ObjectNode, _ p: JSONPath, default d: Size) throws(RecipeError) -> Size {
        let w = try o["width"].map { (n: JSONNode) throws(RecipeError) -> Double in try number(n, p.appending("width"), in: 1...200) }
        let h = try o["height"].map { (n: JSONNode) throws(RecipeError) -> Double in try number(n, p.appending("height"), in: 1...200) }
        return Size(width: w ?? d.width, height: h ?? d.height)
    }

    /// A tab item: `title`, optional `image` and `selectedImage` (SF Symbol names, drawn as
    /// their glyphs fitted to `width` × `height`, 25 × 25 by default; another name as a
    /// placeholder of that size) and `badge`.
    func tabItem(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> TabBarItem {
        if let title = node.stringValue { return TabBarItem(title: title) }
        let o = try ObjectNode(node, path: path, what: "a tab bar item", context: self)
        try o.checkKeys(["title", "image", "selectedImage", "width", "height", "badge", "comment"], what: "a tab bar item", context: self)
        var item = TabBarItem(title: try string(o.require("title", what: "a tab bar item", context: self), path.appending("title")))
        if let n = o["image"] { item.imageName = try string(n, path.appending("image")) }
        if let n = o["selectedImage"] { item.selectedImageName = try string(n, path.appending("selectedImage")) }
        item.imageSize = try itemSize(o, path, default: TabBarItem.defaultImageSize)
        if let n = o["badge"] { item.badge = try string(n, path.appending("badge")) }
        return item
    }
}
