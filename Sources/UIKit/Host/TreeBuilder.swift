import Layout

/// Builds Layout's `ViewTree` from a view hierarchy: one node per view (kind and properties from
/// the view's class), stack views' arranged subviews, layout guides and the active constraints
/// whose items are all in the hierarchy, in activation order.
@MainActor
struct TreeBuilder {
    private(set) var tree: ViewTree
    /// The views by `ViewID.rawValue` (nil: the wrapper of a measured view).
    private(set) var views: [UIView?] = []
    private var ids: [ObjectIdentifier: ViewID] = [:]
    private var guides: [ObjectIdentifier: GuideID] = [:]

    /// The tree of `root`'s hierarchy; `root` is the tree's root.
    static func build(_ root: UIView) -> TreeBuilder {
        var b = TreeBuilder(tree: ViewTree(rootName: root.layoutName))
        b.register(root, as: b.tree.root)
        b.addSubviews(of: root)
        return b.finished()
    }

    /// The tree of `top` (with its subviews unless `alone`) inside a plain root of its own: for
    /// measuring it. `top` keeps no frame of its superview.
    static func wrapped(_ top: UIView, alone: Bool) -> (TreeBuilder, ViewID?) {
        var b = TreeBuilder(tree: ViewTree(rootName: "UIView-Encapsulated-Layout"))
        b.views.append(nil)
        guard let id = try? b.tree.addView(.view, name: top.layoutName, to: b.tree.root) else { return (b, nil) }
        b.register(top, as: id)
        if !alone { b.addSubviews(of: top) }
        b = b.finished()
        b.tree[id].autoresizingFrame = nil
        return (b, id)
    }

    private func finished() -> TreeBuilder {
        var b = self
        b.describeViews()
        b.addArrangedSubviews()
        b.addConstraints()
        return b
    }

    private init(tree: ViewTree) { self.tree = tree }

    func id(of view: UIView) -> ViewID? { ids[ObjectIdentifier(view)] }

    private mutating func register(_ view: UIView, as id: ViewID) {
        ids[ObjectIdentifier(view)] = id
        views.append(view)
        for g in view.layoutGuides {
            if let gid = try? tree.addLayoutGuide(name: g.identifier.isEmpty ? "UILayoutGuide" : g.identifier, to: id) {
                guides[ObjectIdentifier(g)] = gid
            }
        }
    }

    private mutating func addSubviews(of view: UIView) {
        guard let parent = id(of: view) else { return }
        for s in view.subviews {
            guard let sid = try? tree.addView(.view, name: s.layoutName, to: parent) else { continue }
            register(s, as: sid)
            addSubviews(of: s)
        }
    }

    /// Each node's kind and UIView properties, once every view has its id.
    private mutating func describeViews() {
        for (index, view) in views.enumerated() {
            guard let view else { continue }
            let id = ViewID(index)
            let context = KindContext(ids: ids, style: view.effectiveStyleOverride)
            var node = tree[id]
            node.kind = view.layoutKind(context)
            NodeProperties.apply(view, to: &node, context: context, isRoot: id == tree.root)
            tree[id] = node
        }
    }

    private mutating func addArrangedSubviews() {
        for case let stack as UIStackView in views.compactMap({ $0 }) {
            guard let sid = id(of: stack) else { continue }
            for (i, v) in stack.arrangedSubviews.enumerated() {
                guard let vid = id(of: v) else { continue }
                try? tree.insertArrangedSubview(vid, at: i, in: sid)
            }
            // `spacingUseDefault` is the stack's own spacing; `spacingUseSystem` the standard one.
            for (v, spacing) in stack.customSpacings where spacing != UIStackView.spacingUseDefault {
                let points = spacing == UIStackView.spacingUseSystem ? SystemSpacing.points : spacing
                if let vid = id(of: v) { try? tree.setCustomSpacing(Double(points), after: vid, in: sid) }
            }
        }
    }

    private mutating func addConstraints() {
        var seen = Set<ObjectIdentifier>()
        var all: [NSLayoutConstraint] = []
        for v in views.compactMap({ $0 }) {
            for c in v.attachedConstraints where seen.insert(ObjectIdentifier(c)).inserted { all.append(c) }
        }
        for c in all.sorted(by: { $0.activationIndex < $1.activationIndex }) { add(c) }
    }

    private mutating func add(_ c: NSLayoutConstraint) {
        guard let first = c.firstItem.flatMap(item), c.secondItem == nil || c.secondItem.flatMap(item) != nil else {
            return  // an item outside this hierarchy: the constraint waits for both to be in one
        }
        let constraint: LayoutConstraint
        if let secondObject = c.secondItem, let second = item(secondObject) {
            constraint = LayoutConstraint(first, c.firstAttribute.layout, c.relation.layout, second, c.secondAttribute.layout,
                                          multiplier: Double(c.multiplier), constant: Double(c.constant),
                                          priority: LayoutPriority(c.priority.rawValue), identifier: c.identifier)
        } else {
            constraint = LayoutConstraint(first, c.firstAttribute.layout, c.relation.layout, constant: Double(c.constant),
                                          priority: LayoutPriority(c.priority.rawValue), identifier: c.identifier)
        }
        do throws(ConstraintError) {
            try tree.addConstraint(constraint)
        } catch {
            UIKitWarnings.record("a constraint UIKit refuses was left out: \(error)")
        }
    }

    /// The model's item for a view or a layout guide of this hierarchy.
    private func item(_ object: AnyObject) -> LayoutItem? {
        if let v = object as? UIView { return id(of: v).map { .view($0) } }
        guard let g = object as? UILayoutGuide, let owner = g.owningView, let o = id(of: owner) else { return nil }
        switch g.role {
        case .added: return guides[ObjectIdentifier(g)].map { .guide($0) }
        case .margins: return .layoutMarginsGuide(o)
        case .safeArea: return .safeAreaLayoutGuide(o)
        case .readableContent: return .readableContentGuide(o)
        case .scrollContent: return .contentLayoutGuide(o)
        case .scrollFrame: return .frameLayoutGuide(o)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var layout: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: .notAnAttribute
        }
    }
}

extension NSLayoutConstraint.Relation {
    var layout: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
