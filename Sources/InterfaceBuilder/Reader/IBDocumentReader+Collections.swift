import Layout

/// Reading `<collectionView>`: its flow layout (a property of the view) and its prototype
/// cells, header and footer (views of their own, read after the view's body).
extension IBDocumentReader {
    /// The collection view's own properties: the flow layout and the inset adjustment.
    mutating func collectionView(_ node: XMLElementNode) throws(IBError) -> IBCollectionView {
        var c = IBCollectionView()
        c.contentInsetAdjustmentBehavior = enumeration(node, "contentInsetAdjustmentBehavior",
                                                       default: ContentInsetAdjustmentBehavior.automatic)
        if let layout = node.children.first(where: { $0["key"] == "collectionViewLayout" }) {
            if layout.name == "collectionViewFlowLayout" {
                c.flowLayout = try flowLayout(layout)
            } else {
                warn(layout, "a <\(layout.name)> collection view layout is not modelled; the collection view shows no cells")
            }
        }
        return c
    }

    /// `<collectionViewFlowLayout>`'s attributes and keyed sizes and insets.
    mutating func flowLayout(_ node: XMLElementNode) throws(IBError) -> FlowLayout {
        var f = FlowLayout()
        f.scrollDirection = enumeration(node, "scrollDirection", default: Axis.vertical)
        f.minimumLineSpacing = try number(node, "minimumLineSpacing", default: 10)
        f.minimumInteritemSpacing = try number(node, "minimumInteritemSpacing", default: 10)
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("size", "itemSize"): f.itemSize = try size(child)
            case ("size", "estimatedItemSize"): f.estimatedItemSize = try size(child)
            case ("size", "headerReferenceSize"): f.headerReferenceSize = try size(child)
            case ("size", "footerReferenceSize"): f.footerReferenceSize = try size(child)
            case ("inset", "sectionInset"), ("edgeInsets", "sectionInset"): f.sectionInset = try edgeInsets(child)
            default: break
            }
        }
        return f
    }

    /// A cell's `<view key="contentView">` without an id (Xcode 8-10 documents write none): read
    /// with the id `<cell id>.contentView`, so its subviews are laid out like any content view's.
    mutating func readAnonymousContentView(_ node: XMLElementNode, into view: inout IBView) throws(IBError) {
        guard var content = node.children.first(where: { $0["key"] == "contentView" && $0["id"] == nil }) else { return }
        content.attributes["id"] = view.id + ".contentView"
        view.subviews.insert(try self.view(content), at: 0)
    }

    /// `<cells>` and the keyed header and footer views of a collection view element.
    mutating func readCollectionItems(_ node: XMLElementNode, into view: inout IBView) throws(IBError) {
        guard case .collectionView(var c) = view.kind else { return }
        for cell in node.child(named: "cells")?.children ?? [] where cell["id"] != nil {
            c.cells.append(try self.view(cell))
        }
        for child in node.children where child["id"] != nil {
            switch child["key"] {
            case "sectionHeaderView": c.header = try self.view(child)
            case "sectionFooterView": c.footer = try self.view(child)
            default: break
            }
        }
        view.kind = .collectionView(c)
    }
}
