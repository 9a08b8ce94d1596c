extension ViewKind {
    /// The images a bar's items name (bar button items, tab items and their selected images),
    /// in order, but for SF Symbol names in the table (`SymbolGlyphs`); empty for other kinds.
    /// The renderer draws them as placeholders of their size, and builders say so.
    public var barImageNames: [String] {
        allBarImageNames.filter { !SymbolGlyphs.contains($0) }
    }

    private var allBarImageNames: [String] {
        func names(_ items: [BarButtonItem]) -> [String] {
            items.compactMap { if case .image(let name?, _) = $0.content { return name }; return nil }
        }
        switch self {
        case .navigationBar(let p): return names(p.leftItems) + names(p.rightItems)
        case .tabBar(let p):
            return p.items.flatMap { i in [i.imageName, i.selectedImageName == i.imageName ? nil : i.selectedImageName].compactMap { $0 } }
        case .toolbar(let p): return names(p.items)
        default: return []
        }
    }
}

extension ViewTree {
    /// One warning per bar with item images: they are drawn as placeholders.
    public func barImageWarnings() -> [String] {
        var out: [String] = []
        func visit(_ id: ViewID) {
            let node = self[id]
            let names = node.kind.barImageNames
            if !names.isEmpty {
                let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
                out.append("\(node.name) (\(node.kind.className)): item images \(list) are drawn as placeholders of their size")
            }
            for s in node.subviews { visit(s) }
        }
        visit(root)
        return out
    }
}
