/// Collection views: after the screen's layout has sized each collection view, its flow layout
/// places the items (`FlowLayout.frames`), the items in view (all of them with
/// `Environment.laysOutEveryCollectionItem`) are laid out at their sizes (`CellLayout`) and
/// their views are added under the collection view in the result (docs/layout.md, "Collection
/// views").
extension LayoutEngine {
    /// Adds the laid-out cells of every visible collection view of `result`.
    mutating func placeCollectionItems(in result: inout LayoutResult) {
        for v in tree.attachedViews {
            guard case .collectionView(let p) = tree[v].kind, let view = result[v], !view.node.isHidden else { continue }
            let placement = CollectionPlacement(properties: p, view: view, environment: environment)
            let visible = environment.laysOutEveryCollectionItem
                ? Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12) : placement.visibleRect
            let frames = placement.frames(measurer: measurer, visible: visible)
            let (size, offset) = placement.reported(frames.contentSize)
            result.views[v.rawValue]?.contentSize = size
            result.views[v.rawValue]?.contentOffset = offset
            result.views[v.rawValue]?.adjustedContentInset = placement.adjustedInset
            for path in frames.visibleItems(in: visible) {
                let item = p.sections[path.section].item(at: path.item)
                placement.place(item, at: frames.items[path.section][path.item], under: v, in: &result, measurer: measurer)
            }
            for (s, section) in p.sections.enumerated() {
                for (tree, frame) in [(section.header, frames.headers[s]), (section.footer, frames.footers[s])] {
                    guard let tree, let frame, FlowLayoutFrames.meets(frame, visible) else { continue }
                    placement.place(tree, at: frame, under: v, in: &result, measurer: measurer)
                }
            }
        }
    }
}

/// One collection view's geometry after the screen's layout: its adjusted content inset, the
/// room its lines have, where it is scrolled to, and the grafting of laid-out items.
struct CollectionPlacement {
    let properties: CollectionViewProperties
    let view: LaidOutView
    let environment: Environment

    var layout: FlowLayout { properties.layout }
    var vertical: Bool { layout.scrollDirection == .vertical }

    /// `adjustedContentInset`: the content inset plus, when adjusting automatically, the safe
    /// area along the scrolling axis.
    var adjustedInset: EdgeInsets {
        var i = properties.contentInset
        guard properties.adjustsContentInsetForSafeArea else { return i }
        let s = view.safeAreaInsets
        if vertical { i.top += s.top; i.bottom += s.bottom } else { i.left += s.left; i.right += s.right }
        return i
    }

    /// The content offset: as set, else at rest (the adjusted inset's top-left corner).
    var offset: Point {
        properties.contentOffset ?? Point(x: -adjustedInset.left, y: -adjustedInset.top)
    }

    /// The content size and offset the result reports: UIKit's, except when every item is laid
    /// out (`render --full-content`): then the adjusted insets count as content at offset 0,
    /// so a scene grown to the content keeps the space above the first line (under the status
    /// bar) and below the last.
    func reported(_ contentSize: Size) -> (Size, Point) {
        guard environment.laysOutEveryCollectionItem else { return (contentSize, offset) }
        let i = adjustedInset
        return (Size(width: contentSize.width + i.left + i.right, height: contentSize.height + i.top + i.bottom), .zero)
    }

    /// The bounds in content coordinates.
    var visibleRect: Rect {
        Rect(x: offset.x, y: offset.y, width: view.frame.width, height: view.frame.height)
    }

    /// The length of the content across the scrolling axis (its width when scrolling vertically).
    var contentBreadth: Double {
        let i = adjustedInset
        return vertical ? view.frame.width - i.left - i.right : view.frame.height - i.top - i.bottom
    }

    /// What `sectionInsetReference` adds to the section insets (physical sides, across the
    /// scrolling axis only).
    var referenceInsets: EdgeInsets {
        let e: EdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: e = view.safeAreaInsets
        case .fromLayoutMargins: e = view.layoutMargins
        }
        return vertical ? EdgeInsets(top: 0, left: e.left, bottom: 0, right: e.right)
                        : EdgeInsets(top: e.top, left: 0, bottom: e.bottom, right: 0)
    }

    /// The room of a line for the items (the breadth less the section and reference insets).
    var lineRoom: Double {
        let s = layout.sectionInset, r = referenceInsets
        return vertical ? contentBreadth - s.left - s.right - r.left - r.right
                        : contentBreadth - s.top - s.bottom - r.top - r.bottom
    }

    /// Every item's frame. Self-sizing items (`estimatedItemSize`) start at their estimated
    /// size; those whose frames reach into `visible` (and every one before them) are measured
    /// (`selfSized`), the rest keep the estimate, as UIKit sizes cells only when it shows them.
    func frames(measurer: any TextMeasuring, visible: Rect) -> FlowLayoutFrames {
        let fixed = layout.fixedItemSize(lineLength: lineRoom, scale: environment.scale)
        let size = layout.isSelfSizing ? (layout.estimatedItemSize ?? fixed) : fixed
        var sizes = properties.sections.map { s in
            (0..<s.itemCount).map { i in (i < s.itemSizes.count ? s.itemSizes[i] : nil) ?? size }
        }
        var frames = layout.frames(itemSizes: sizes, width: contentBreadth, insets: referenceInsets,
                                   rightToLeft: environment.layoutDirection == .rightToLeft)
        guard layout.isSelfSizing else { return frames }
        var measured = properties.sections.map { Array(repeating: false, count: $0.itemCount) }
        // Each round measures at least one more item; measured items only move later ones.
        while selfSized(&sizes, &measured, frames: frames, visible: visible, measurer: measurer) {
            frames = layout.frames(itemSizes: sizes, width: contentBreadth, insets: referenceInsets,
                                   rightToLeft: environment.layoutDirection == .rightToLeft)
        }
        return frames
    }

    /// Measures every unmeasured item that starts before the end of `visible` along the
    /// scrolling axis (vertical: its fitting height at the estimated width, above the visible
    /// bottom; horizontal: its fitting width at the estimated height, left of the visible right
    /// edge); whether any was.
    private func selfSized(_ sizes: inout [[Size]], _ measured: inout [[Bool]], frames: FlowLayoutFrames, visible: Rect,
                           measurer: any TextMeasuring) -> Bool {
        var any = false
        for (s, section) in properties.sections.enumerated() {
            for i in 0..<section.itemCount where !measured[s][i] && startsInView(frames.items[s][i], visible) {
                let item = section.item(at: i)
                sizes[s][i] = vertical
                    ? CellLayout.fittingSize(item, width: sizes[s][i].width, screen: environment, measurer: measurer)
                    : CellLayout.fittingSize(item, height: sizes[s][i].height, screen: environment, measurer: measurer)
                measured[s][i] = true
                any = true
            }
        }
        return any
    }

    /// Whether an item's frame starts before the end of `visible` along the scrolling axis (in a
    /// right-to-left horizontal flow, the leading edge is the right one).
    private func startsInView(_ frame: Rect, _ visible: Rect) -> Bool {
        if vertical { return frame.minY < visible.maxY }
        return environment.layoutDirection == .rightToLeft ? frame.maxX > visible.minX : frame.minX < visible.maxX
    }

    /// Lays out an item (or header, footer) at `frame` (content coordinates) and adds its views
    /// under the collection view `parent`.
    func place(_ item: ViewTree, at frame: Rect, under parent: ViewID, in result: inout LayoutResult,
               measurer: any TextMeasuring) {
        let s = environment.scale
        let x0 = PixelGrid.round(frame.minX, scale: s), y0 = PixelGrid.round(frame.minY, scale: s)
        let size = Size(width: PixelGrid.round(frame.maxX, scale: s) - x0, height: PixelGrid.round(frame.maxY, scale: s) - y0)
        let cell = CellLayout.layOut(item, size: size, screen: environment, measurer: measurer)
        // Content point (x0, y0) shows at the collection view's origin + point - offset.
        let dx = view.frame.minX + x0 - offset.x, dy = view.frame.minY + y0 - offset.y
        var graft = CellGraft(cell: cell, dx: dx, dy: dy, slot: Point(x: x0, y: y0))
        graft.add(item.root, under: parent, in: &result)
        for c in cell.conflicts where !result.conflicts.contains(c) { result.conflicts.append(c) }
        for a in cell.ambiguities where !result.ambiguities.contains(a) { result.ambiguities.append(a) }
    }
}

/// Copies a laid-out item's views into the screen's result, moved by (dx, dy).
struct CellGraft {
    let cell: LayoutResult
    let dx: Double
    let dy: Double
    /// The item's origin in the collection view's content (its `frame` there).
    let slot: Point
    /// Ids of the item's tree to ids of the result's tree.
    var mapped: [ViewID: ViewID] = [:]

    /// Adds `id` of the item's tree (and its subtree) as the last subview of `parent`.
    mutating func add(_ id: ViewID, under parent: ViewID, in result: inout LayoutResult) {
        guard let laid = cell[id] else { return }
        let old = cell.tree[id]
        let newID: ViewID
        do throws(TreeError) {
            newID = try result.tree.addView(old.kind, name: old.name, to: parent)
        } catch {
            return
        }
        mapped[id] = newID
        result.tree[newID] = old.copy(as: newID)
        result.views[parent.rawValue]?.node = result.tree[parent]
        while result.views.count < newID.rawValue { result.views.append(nil) }
        result.views.append(moved(laid, to: newID, isCell: id == cell.tree.root))
        while result.constraintRecords.count <= newID.rawValue { result.constraintRecords.append([]) }
        for sub in old.subviews { add(sub, under: newID, in: &result) }
        if let stack = old.stack {
            for (i, a) in stack.arrangedSubviews.enumerated() {
                if let m = mapped[a] { try? result.tree.insertArrangedSubview(m, at: i, in: newID) }
            }
            for (a, spacing) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
                if let m = mapped[a] { try? result.tree.setCustomSpacing(spacing, after: m, in: newID) }
            }
        }
        result.views[newID.rawValue]?.node = result.tree[newID]
    }

    /// A laid-out view of the item as a view of the result.
    private func moved(_ laid: LaidOutView, to newID: ViewID, isCell: Bool) -> LaidOutView {
        var v = laid
        v.id = newID
        v.frame = Rect(x: laid.frame.minX + dx, y: laid.frame.minY + dy, width: laid.frame.width, height: laid.frame.height)
        if isCell {
            v.frameInSuperview = Rect(x: laid.frameInSuperview.minX + slot.x, y: laid.frameInSuperview.minY + slot.y,
                                      width: laid.frame.width, height: laid.frame.height)
        }
        v.firstBaseline += dy
        v.lastBaseline += dy
        v.textTop = laid.textTop.map { $0 + dy }
        v.solvedFrame = Rect(x: laid.solvedFrame.minX + dx, y: laid.solvedFrame.minY + dy,
                             width: laid.solvedFrame.width, height: laid.solvedFrame.height)
        return v
    }
}

extension ViewNode {
    /// This node's properties under another id (no superview or subviews).
    func copy(as id: ViewID) -> ViewNode {
        var n = ViewNode(id: id, name: name, kind: kind)
        n.backgroundColor = backgroundColor; n.isHidden = isHidden; n.alpha = alpha; n.cornerRadius = cornerRadius
        n.border = border; n.clipsToBounds = clipsToBounds; n.layoutMargins = layoutMargins
        n.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        n.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        n.contentHugging = contentHugging; n.compressionResistance = compressionResistance
        n.semanticContentAttribute = semanticContentAttribute; n.autoresizingFrame = autoresizingFrame
        n.tintColor = tintColor
        return n
    }
}
