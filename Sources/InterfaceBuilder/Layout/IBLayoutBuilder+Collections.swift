import Layout

/// Collection views: the flow layout to Layout's `FlowLayout`, and each prototype cell (and the
/// section header and footer) to a view tree of its own, laid out at its item's size after the
/// screen (docs/interface-builder.md, "Collection views").
extension IBBuildState {
    /// A collection view with one section: its prototypes, each once, at its stored size (self-sizing
    /// prototypes on a device: at their fitting size).
    mutating func collectionViewProperties(_ p: IBCollectionView, of view: IBView) -> CollectionViewProperties {
        var c = CollectionViewProperties()
        c.adjustsContentInsetForSafeArea = p.contentInsetAdjustmentBehavior != .never
        let canvas = environment.device.name == Device.interfaceBuilderName
        // The canvas shows the content at offset 0, where the stored cell frames are.
        if canvas { c.contentOffset = .zero }
        guard let f = p.flowLayout else { return c }
        c.layout = f
        // The canvas shows self-sizing prototypes at their stored size.
        if canvas { c.layout.estimatedItemSize = nil }
        var section = CollectionViewSection()
        for cell in p.cells {
            let stored = cell.frame?.size
            section.items.append(itemTree(cell, size: stored ?? c.layout.itemSize))
            section.itemSizes.append(c.layout.isSelfSizing ? stored.map { Size(width: $0.width, height: c.layout.estimatedItemSize?.height ?? $0.height) } : stored)
        }
        section.header = p.header.map { itemTree($0, size: $0.frame?.size ?? .zero) }
        section.footer = p.footer.map { itemTree($0, size: $0.frame?.size ?? .zero) }
        c.sections = [section]
        return c
    }

    /// A cell (or reusable view) as the root of a tree of its own, built like a scene's root on
    /// a canvas of its stored size, its content view pinned to its edges (UIKit keeps the content
    /// view as large as the cell). Its warnings and images join the scene's; its views' names are
    /// kept by object id for reports (`IBBuiltScene.collectionItemViewNames`).
    mutating func itemTree(_ cell: IBView, size: Layout.Size) -> ViewTree {
        var sub = IBBuildState(document: document, scene: scene, environment: CellLayout.environment(size: size, screen: environment),
                               images: images, guideIndex: guideIndex)
        sub.addRoot(cell)
        sub.addConstraints(cell)
        sub.pinContentView(of: cell)
        for w in sub.warnings { warn(w) }
        for i in sub.imageList where !imageList.contains(i) { imageList.append(i) }
        for (objectID, id) in sub.ids.sorted(by: { $0.key < $1.key }) { collectionItemViewNames[objectID] = sub.tree[id].name }
        return sub.tree
    }

    /// The content view (`key="contentView"`) takes the cell's bounds through four required
    /// constraints instead of its stored frame.
    mutating func pinContentView(of cell: IBView) {
        guard let content = cell.subviews.first(where: { $0.key == "contentView" }), let id = ids[content.id] else { return }
        var node = tree[id]
        node.autoresizingFrame = nil
        tree[id] = node
        for a in [Layout.LayoutAttribute.leading, .trailing, .top, .bottom] {
            try? tree.addConstraint(LayoutConstraint(.view(id), a, .equal, .view(tree.root), a, identifier: "UIView-Encapsulated-Layout-contentView"))
        }
    }
}

extension IBLayoutBuilder {
    /// The stored size of a scene whose root view is a collection view cell or reusable view (a
    /// xib's top-level cell), which renders as that cell on any device; nil for other scenes.
    public static func cellCanvasSize(of scene: IBScene) -> Layout.Size? {
        guard let root = scene.rootView, case .collectionViewPart(let element) = root.kind,
              element != "collectionViewCellContentView", let f = root.frame, f.width > 0, f.height > 0 else { return nil }
        return f.size
    }
}
