/// A cell's subtree made ready to lay out on its own: the constraints UIKit's cell imposes
/// (content view edges, the accessory view's place, a standard style's labels) added to the
/// extracted copy. `layoutSubviews` places these views in UIKit; here they are constraints of
/// the copy only, never of the caller's tree.
struct TableCellSubtree {
    var extracted: ExtractedSubtree

    /// - Parameter metrics: UIKit's cell metrics for the table (margins, the separator's room,
    ///   the minimum height of a standard-style row).
    /// - Parameter candidates: the indices of the tree's constraints that may belong to the cell.
    /// - Parameter readable: the readable content guide's leading and trailing insets from the
    ///   cell's edges, when the cell's margins follow the readable width.
    init(cell: ViewID, in tree: ViewTree, metrics: TableCellMetrics, candidates: [Int]? = nil,
         readable: DirectionalEdgeInsets? = nil) {
        extracted = tree.extractSubtree(cell, candidates: candidates)
        guard case .tableViewCell(let p) = tree[cell].kind else { return }
        var t = extracted.tree
        let root = t.root
        let accessory = p.accessoryView.flatMap { extracted.copied[$0] }
        if let a = accessory { Self.placeAccessoryView(a, root: root, inset: metrics.contentMargins.trailing, os: metrics.os, in: &t) }
        if let c = p.contentView.flatMap({ extracted.copied[$0] }) {
            Self.placeContentView(c, root: root, accessory: accessory, accessoryType: p.accessoryType,
                                  metrics: metrics, readable: readable, in: &t)
            if p.style != .custom {
                var standard = StandardCellConstraints(style: p.style, contentView: c, tree: t)
                standard.text = p.textLabel.flatMap { extracted.copied[$0] }
                standard.detail = p.detailTextLabel.flatMap { extracted.copied[$0] }
                standard.image = p.imageView.flatMap { extracted.copied[$0] }
                standard.add()
                t = standard.tree
                let min = LayoutConstraint(.view(root), .height, .greaterThanOrEqual, constant: metrics.minimumFittingHeight,
                                           identifier: "UITableViewCell-minimum-height")
                try? t.addConstraint(min)
            }
        }
        extracted.tree = t
    }

    /// The content view fills the cell but for the accessory and the separator's room; it keeps
    /// its own margins or gets UIKit's (`TableCellMetrics`: 8 at the trailing side beside an
    /// accessory type), widened to the readable guide when given (the trailing one less the
    /// accessory's width; an accessory view counts as none).
    private static func placeContentView(_ c: ViewID, root: ViewID, accessory: ViewID?, accessoryType: TableViewCellAccessory,
                                         metrics: TableCellMetrics, readable: DirectionalEdgeInsets?, in t: inout ViewTree) {
        let typeWidth = accessory == nil ? metrics.accessoryWidth(accessoryType) : 0
        var node = t[c]
        node.autoresizingFrame = nil
        if node.layoutMargins == nil {
            node.layoutMargins = contentMargins(metrics, accessoryWidth: typeWidth, readable: readable)
        }
        t[c] = node
        let id = "UITableViewCell-contentView"
        let separator = metrics.separatorTakesRoom ? metrics.separator : 0
        var cs = [LayoutConstraint(.view(c), .leading, .equal, .view(root), .leading, identifier: id),
                  LayoutConstraint(.view(c), .top, .equal, .view(root), .top, identifier: id),
                  LayoutConstraint(.view(c), .bottom, .equal, .view(root), .bottom, constant: -separator, identifier: id)]
        if let a = accessory {
            // UIKit sets the accessory's frame: the gap is to the frame, not the alignment rect.
            let gap = TableMetrics.accessoryViewGap + t[a].kind.alignmentRectInsets(os: metrics.os).left
            cs.append(LayoutConstraint(.view(c), .trailing, .equal, .view(a), .leading, constant: -gap, identifier: id))
        } else {
            cs.append(LayoutConstraint(.view(c), .trailing, .equal, .view(root), .trailing, constant: -typeWidth, identifier: id))
        }
        for x in cs { try? t.addConstraint(x) }
    }

    /// The content view's default margins: the metrics', 8 at the trailing side beside an
    /// accessory type, widened to the readable guide when given.
    private static func contentMargins(_ metrics: TableCellMetrics, accessoryWidth: Double,
                                       readable: DirectionalEdgeInsets?) -> DirectionalEdgeInsets {
        var m = metrics.contentMargins
        if accessoryWidth > 0 { m.trailing = TableCellMetrics.accessoryTrailingMargin }
        if let r = readable {
            m.leading = max(m.leading, r.leading)
            m.trailing = max(m.trailing, r.trailing - accessoryWidth)
        }
        return m
    }

    /// An accessory view keeps its intrinsic size (UIKit sizes it to fit and lays the content
    /// view out beside it: the content gives way, never the accessory), centred vertically at
    /// the cell's trailing margin (its frame there: UIKit sets the frame, not the alignment rect).
    private static func placeAccessoryView(_ a: ViewID, root: ViewID, inset: Double, os: OSVersion, in t: inout ViewTree) {
        var node = t[a]
        let inset = inset + node.kind.alignmentRectInsets(os: os).right
        node.autoresizingFrame = nil
        node.contentHugging = AxisPriorities(horizontal: .required, vertical: .required)
        node.compressionResistance = AxisPriorities(horizontal: .required, vertical: .required)
        t[a] = node
        let id = "UITableViewCell-accessoryView"
        try? t.addConstraint(LayoutConstraint(.view(a), .trailing, .equal, .view(root), .trailing, constant: -inset, identifier: id))
        try? t.addConstraint(LayoutConstraint(.view(a), .centerY, .equal, .view(root), .centerY, identifier: id))
    }
}
