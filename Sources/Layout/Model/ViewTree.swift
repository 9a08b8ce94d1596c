/// A view hierarchy with its constraints: the input of a layout pass. A value type: nodes live in
/// an array indexed by `ViewID`; removed views stay as detached nodes (no superview) so ids are stable.
public struct ViewTree: Hashable, Sendable {
    public private(set) var nodes: [ViewNode]
    public private(set) var guides: [LayoutGuideNode]
    /// Explicit constraints in the order they were added.
    public private(set) var constraints: [LayoutConstraint]
    /// The view controller's root view (its size comes from the environment).
    public let root: ViewID

    /// A tree with only a root view (a view controller's view).
    public init(rootName: String = "Superview") {
        root = ViewID(0)
        nodes = [ViewNode(id: root, name: rootName, kind: .view)]
        guides = []
        constraints = []
    }

    /// The node of a view; setting it changes its properties (not its id, superview, subviews
    /// or arranged subviews, which the editing methods below maintain). `id` must be in the tree.
    public subscript(id: ViewID) -> ViewNode {
        get { nodes[id.rawValue] }
        set {
            // The identity and the hierarchy are kept; everything else can change.
            var n = newValue
            let old = nodes[id.rawValue]
            if case .stackView(var s) = n.kind {
                // arranged subviews are edited through the tree methods only
                s.arrangedSubviews = old.stack?.arrangedSubviews ?? []
                n.kind = .stackView(s)
            }
            n.superview = old.superview
            n.subviews = old.subviews
            guard n.id == old.id else { return }  // a node of another id is ignored
            nodes[id.rawValue] = n
        }
    }

    /// Makes room for `count` views in all, so that a tree built view by view is not copied
    /// each time it outgrows its storage (and keeps no unused half: a node is 288 bytes).
    public mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    /// Whether `id` names a node of this tree.
    public func contains(_ id: ViewID) -> Bool { id.rawValue >= 0 && id.rawValue < nodes.count }

    /// The first view (in id order) with this name.
    public func view(named name: String) -> ViewID? { nodes.first { $0.name == name }?.id }

    /// Views attached to the root, depth-first in subview order (root first).
    public var attachedViews: [ViewID] {
        var out: [ViewID] = []
        var stack = [root]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: nodes[v.rawValue].subviews.reversed())
        }
        return out
    }

    /// Adds a new view of `kind` as the last subview of `parent`.
    @discardableResult
    public mutating func addView(_ kind: ViewKind, name: String, to parent: ViewID) throws(TreeError) -> ViewID {
        guard contains(parent) else { throw TreeError.unknownView(parent) }
        let id = ViewID(nodes.count)
        var node = ViewNode(id: id, name: name, kind: kind)
        node.superview = parent
        nodes.append(node)
        nodes[parent.rawValue].subviews.append(id)
        return id
    }

    /// Creates a view and appends it to a stack view's arranged subviews (and subviews).
    @discardableResult
    public mutating func addArrangedView(_ kind: ViewKind, name: String, to stack: ViewID) throws(TreeError) -> ViewID {
        guard contains(stack) else { throw TreeError.unknownView(stack) }
        guard let s = nodes[stack.rawValue].stack else { throw TreeError.notAStackView(nodes[stack.rawValue].name) }
        let id = try addView(kind, name: name, to: stack)
        try insertArrangedSubview(id, at: s.arrangedSubviews.count, in: stack)
        return id
    }

    /// `insertArrangedSubview(_:at:)`: makes `view` a subview of the stack if needed (moving it
    /// from its old superview) and inserts it into the arranged list.
    public mutating func insertArrangedSubview(_ view: ViewID, at index: Int, in stack: ViewID) throws(TreeError) {
        guard contains(view) else { throw TreeError.unknownView(view) }
        guard contains(stack) else { throw TreeError.unknownView(stack) }
        guard var s = nodes[stack.rawValue].stack else { throw TreeError.notAStackView(nodes[stack.rawValue].name) }
        if let existing = s.arrangedSubviews.firstIndex(of: view) { s.arrangedSubviews.remove(at: existing) }
        guard index >= 0, index <= s.arrangedSubviews.count else { throw TreeError.indexOutOfRange(index) }
        if nodes[view.rawValue].superview != stack { try move(view, to: stack) }
        s.arrangedSubviews.insert(view, at: index)
        nodes[stack.rawValue].kind = .stackView(s)
    }

    /// `removeArrangedSubview(_:)`: the view stays a subview (UIKit behaviour); its custom spacing is dropped.
    public mutating func removeArrangedSubview(_ view: ViewID, from stack: ViewID) throws(TreeError) {
        guard contains(stack) else { throw TreeError.unknownView(stack) }
        guard var s = nodes[stack.rawValue].stack else { throw TreeError.notAStackView(nodes[stack.rawValue].name) }
        s.arrangedSubviews.removeAll { $0 == view }
        s.customSpacing[view] = nil
        nodes[stack.rawValue].kind = .stackView(s)
    }

    /// `setCustomSpacing(_:after:)` (iOS 11); ignored by layout if `view` is not arranged.
    public mutating func setCustomSpacing(_ spacing: Double, after view: ViewID, in stack: ViewID) throws(TreeError) {
        guard contains(stack) else { throw TreeError.unknownView(stack) }
        guard var s = nodes[stack.rawValue].stack else { throw TreeError.notAStackView(nodes[stack.rawValue].name) }
        s.customSpacing[view] = spacing
        nodes[stack.rawValue].kind = .stackView(s)
    }

    /// Edits a stack view's properties (axis, distribution, alignment, spacing, flags).
    public mutating func modifyStack(_ stack: ViewID, _ body: (inout StackViewProperties) -> Void) throws(TreeError) {
        guard contains(stack) else { throw TreeError.unknownView(stack) }
        guard var s = nodes[stack.rawValue].stack else { throw TreeError.notAStackView(nodes[stack.rawValue].name) }
        let arranged = s.arrangedSubviews
        body(&s)
        s.arrangedSubviews = arranged
        nodes[stack.rawValue].kind = .stackView(s)
    }

    /// `removeFromSuperview()`: detaches the view (and its subtree), removes it from its stack's
    /// arranged list, and drops every constraint that names a view of the detached subtree.
    public mutating func removeFromSuperview(_ view: ViewID) throws(TreeError) {
        guard contains(view) else { throw TreeError.unknownView(view) }
        guard view != root else { throw TreeError.rootCannotMove }
        guard let parent = nodes[view.rawValue].superview else { return }
        detach(view, from: parent)
        var gone = Set<ViewID>()
        var todo = [view]
        while let v = todo.popLast() { gone.insert(v); todo.append(contentsOf: nodes[v.rawValue].subviews) }
        let goneGuides = Set(guides.filter { gone.contains($0.owningView) }.map(\.id))
        constraints.removeAll { c in
            [c.firstItem, c.secondItem].contains { item in
                guard let item else { return false }
                if case .guide(let g) = item { return goneGuides.contains(g) }
                return item.ownerView.map { gone.contains($0) } ?? false
            }
        }
    }

    /// Adds a UILayoutGuide to a view.
    @discardableResult
    public mutating func addLayoutGuide(name: String, to view: ViewID) throws(TreeError) -> GuideID {
        guard contains(view) else { throw TreeError.unknownView(view) }
        let id = GuideID(guides.count)
        guides.append(LayoutGuideNode(id: id, name: name, owningView: view))
        return id
    }

    /// Activates a constraint after checking its legality and that its items are in the tree.
    public mutating func addConstraint(_ constraint: LayoutConstraint) throws(ConstraintError) {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard isValid(item) else { throw ConstraintError.unknownItem("\(item)") }
        }
        try constraint.validate(names: displayName)
        var c = constraint
        c.origin = .explicit
        constraints.append(c)
    }

    /// Removes every explicit constraint with this identifier.
    public mutating func removeConstraints(identifier: String) {
        constraints.removeAll { $0.identifier == identifier }
    }

    /// Removes the explicit constraints matching a predicate.
    public mutating func removeConstraints(where predicate: (LayoutConstraint) -> Bool) {
        constraints.removeAll(where: predicate)
    }

    /// A readable name for an item ("First Name Label", "Superview.layoutMarginsGuide", ...).
    public func displayName(_ item: LayoutItem) -> String {
        func n(_ v: ViewID) -> String { contains(v) ? nodes[v.rawValue].name : "\(v)" }
        switch item {
        case .view(let v): return n(v)
        case .guide(let g): return g.rawValue < guides.count ? guides[g.rawValue].name : "guide\(g.rawValue)"
        case .layoutMarginsGuide(let v): return "\(n(v)).layoutMarginsGuide"
        case .safeAreaLayoutGuide(let v): return "\(n(v)).safeAreaLayoutGuide"
        case .readableContentGuide(let v): return "\(n(v)).readableContentGuide"
        case .topLayoutGuide: return "Top Layout Guide"
        case .bottomLayoutGuide: return "Bottom Layout Guide"
        case .contentLayoutGuide(let v): return "\(n(v)).contentLayoutGuide"
        case .frameLayoutGuide(let v): return "\(n(v)).frameLayoutGuide"
        case .stackGuide(let s, let role, let i):
            return role == .spanner ? "\(n(s)).UISV-alignment-spanner" : "\(n(s)).UISV-distributing[\(i)]"
        }
    }

    func isValid(_ item: LayoutItem) -> Bool {
        switch item {
        case .guide(let g): return g.rawValue >= 0 && g.rawValue < guides.count
        case .topLayoutGuide, .bottomLayoutGuide: return true
        case .contentLayoutGuide(let v), .frameLayoutGuide(let v):
            guard contains(v) else { return false }
            if case .scrollView = nodes[v.rawValue].kind { return true }
            return false
        case .stackGuide(let s, _, _): return contains(s) && nodes[s.rawValue].stack != nil
        default: return item.ownerView.map(contains) ?? false
        }
    }

    /// True if `a` is `b` or lies below it.
    func isDescendant(_ a: ViewID, of b: ViewID) -> Bool {
        var cur: ViewID? = a
        while let c = cur {
            if c == b { return true }
            cur = nodes[c.rawValue].superview
        }
        return false
    }

    /// True if the view is attached to the root.
    func isAttached(_ v: ViewID) -> Bool { isDescendant(v, of: root) }

    private mutating func move(_ view: ViewID, to parent: ViewID) throws(TreeError) {
        guard view != root else { throw TreeError.rootCannotMove }
        if isDescendant(parent, of: view) { throw TreeError.wouldCreateCycle(nodes[view.rawValue].name) }
        if let old = nodes[view.rawValue].superview { detach(view, from: old) }
        nodes[view.rawValue].superview = parent
        nodes[parent.rawValue].subviews.append(view)
    }

    private mutating func detach(_ view: ViewID, from parent: ViewID) {
        nodes[parent.rawValue].subviews.removeAll { $0 == view }
        if var s = nodes[parent.rawValue].stack {
            s.arrangedSubviews.removeAll { $0 == view }
            s.customSpacing[view] = nil
            nodes[parent.rawValue].kind = .stackView(s)
        }
        nodes[view.rawValue].superview = nil
    }
}
