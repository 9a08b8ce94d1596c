/// A copy of one subtree of a `ViewTree` as a tree of its own: the subtree's top view is the
/// copy's root, and `original[i]` is the id in the source tree of the copy's view `i`.
public struct ExtractedSubtree: Sendable {
    public var tree: ViewTree
    /// Source id of each view of the copy, indexed by the copy's `ViewID.rawValue`.
    public var original: [ViewID]
    /// The copy's id of a source view (nil outside the subtree).
    public var copied: [ViewID: ViewID]
}

extension ViewTree {
    /// Copies the subtree under `top` (its properties, hierarchy, arranged subviews, its own
    /// layout guides and the explicit constraints among its views) into a new tree whose root
    /// is `top`. Constraints that name a view outside the subtree are left out; `candidates`,
    /// when given, are the indices in `constraints` of the only ones to consider (a caller
    /// extracting many subtrees indexes them once, `constraintIndices(under:)`).
    public func extractSubtree(_ top: ViewID, candidates: [Int]? = nil) -> ExtractedSubtree {
        var sub = ViewTree(rootName: self[top].name)
        var original = [top]
        var copied = [top: sub.root]
        var rootNode = self[top]
        rootNode.id = sub.root
        sub[sub.root] = rootNode.strippedOfArrangedSubviews()
        var todo = [top]
        while let v = todo.popLast() {
            guard let parent = copied[v] else { continue }
            for child in self[v].subviews {
                guard let id = try? sub.addView(.view, name: self[child].name, to: parent) else { continue }
                var n = self[child]
                n.id = id
                sub[id] = n.strippedOfArrangedSubviews()
                copied[child] = id
                original.append(child)
                todo.append(child)
            }
        }
        sub.copyArrangement(from: self, copied: copied, views: original)
        sub.copyGuidesAndConstraints(from: self, copied: copied, candidates: candidates)
        return ExtractedSubtree(tree: sub, original: original, copied: copied)
    }

    mutating func copyArrangement(from source: ViewTree, copied: [ViewID: ViewID], views: [ViewID]) {
        for v in views {
            guard let s = source[v].stack, let stack = copied[v] else { continue }
            for (i, a) in s.arrangedSubviews.compactMap({ copied[$0] }).enumerated() {
                try? insertArrangedSubview(a, at: i, in: stack)
            }
            for (after, spacing) in s.customSpacing.sorted(by: { $0.key < $1.key }) {
                if let a = copied[after] { try? setCustomSpacing(spacing, after: a, in: stack) }
            }
        }
    }

    /// For each subview of `parent`, the indices of the explicit constraints whose first item
    /// lies in that subview's subtree (in order).
    public func constraintIndices(under parent: ViewID) -> [ViewID: [Int]] {
        var out: [ViewID: [Int]] = [:]
        for (i, c) in constraints.enumerated() {
            guard let owner = c.firstItem.ownerView ?? c.firstItem.guideOwner(in: self) else { continue }
            var v = owner
            while let s = self[v].superview, s != parent { v = s }
            if self[v].superview == parent { out[v, default: []].append(i) }
        }
        return out
    }

    private mutating func copyGuidesAndConstraints(from source: ViewTree, copied: [ViewID: ViewID], candidates: [Int]?) {
        var guideMap: [GuideID: GuideID] = [:]
        for g in source.guides {
            guard let owner = copied[g.owningView], let id = try? addLayoutGuide(name: g.name, to: owner) else { continue }
            guideMap[g.id] = id
        }
        for i in candidates ?? Array(source.constraints.indices) {
            let c = source.constraints[i]
            guard let first = c.firstItem.mapped(copied, guideMap) else { continue }
            var m = c
            m.firstItem = first
            if let s = c.secondItem {
                guard let second = s.mapped(copied, guideMap) else { continue }
                m.secondItem = second
            }
            try? addConstraint(m)
        }
    }
}

extension ViewNode {
    /// The node with a stack view's arranged list emptied (refilled by id mapping).
    func strippedOfArrangedSubviews() -> ViewNode {
        guard case .stackView(var s) = kind else { return self }
        var n = self
        s.arrangedSubviews = []
        s.customSpacing = [:]
        n.kind = .stackView(s)
        return n
    }
}

extension LayoutItem {
    /// A user guide's owning view.
    fileprivate func guideOwner(in tree: ViewTree) -> ViewID? {
        guard case .guide(let g) = self, g.rawValue >= 0, g.rawValue < tree.guides.count else { return nil }
        return tree.guides[g.rawValue].owningView
    }

    /// The item with its view or guide renamed through the maps; nil when it lies outside them
    /// (the root's top and bottom layout guides included).
    fileprivate func mapped(_ views: [ViewID: ViewID], _ guides: [GuideID: GuideID]) -> LayoutItem? {
        switch self {
        case .view(let v): return views[v].map { .view($0) }
        case .guide(let g): return guides[g].map { .guide($0) }
        case .layoutMarginsGuide(let v): return views[v].map { .layoutMarginsGuide($0) }
        case .safeAreaLayoutGuide(let v): return views[v].map { .safeAreaLayoutGuide($0) }
        case .readableContentGuide(let v): return views[v].map { .readableContentGuide($0) }
        case .contentLayoutGuide(let v): return views[v].map { .contentLayoutGuide($0) }
        case .frameLayoutGuide(let v): return views[v].map { .frameLayoutGuide($0) }
        case .stackGuide(let s, let role, let i): return views[s].map { .stackGuide(stack: $0, role: role, index: i) }
        case .topLayoutGuide, .bottomLayoutGuide: return nil
        }
    }
}
