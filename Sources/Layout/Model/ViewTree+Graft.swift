extension ViewTree {
    /// Copies every view of `other` (its root and all its descendants, with their properties and
    /// stack arrangement) into this tree as a new last subview of `parent`; returns `other`'s ids
    /// mapped to the new ones. `other`'s layout guides and constraints are not copied: a grafted
    /// tree was laid out on its own (a generated table row, like a collection view item).
    mutating func graft(_ other: ViewTree, under parent: ViewID) -> [ViewID: ViewID] {
        guard contains(parent) else { return [:] }
        var copied: [ViewID: ViewID] = [:]
        var order: [ViewID] = []
        var todo: [(ViewID, ViewID)] = [(other.root, parent)]
        while let (v, to) = todo.popLast() {
            guard let id = try? addView(.view, name: other[v].name, to: to) else { continue }
            var n = other[v]
            n.id = id
            self[id] = n.strippedOfArrangedSubviews()
            copied[v] = id
            order.append(v)
            // Reversed so that the stack pops them in order: ids follow the tree order.
            for child in other[v].subviews.reversed() { todo.append((child, id)) }
        }
        copyArrangement(from: other, copied: copied, views: order)
        return copied
    }
}
