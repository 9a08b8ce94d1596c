import Layout
import Raster
import Typesetting

extension SceneBuilder {
    /// The draw kind of a table or a table cell (nil for other views).
    func tableKind(_ v: LaidOutView, tint: Color?, expansion: Expansion?, expansions: [Expansion]) -> DrawKind? {
        switch v.node.kind {
        case .tableView(let p):
            guard let g = v.table else { return nil }
            // Content coordinates start at the frame's origin less the offset; a table shown
            // whole (its own expansion) starts at its grown frame's top.
            let own = expansions.first { abs($0.top - v.frame.minY) < 1e-9 && abs($0.bottom - v.frame.maxY) < 1e-9 }
            let inside = expansion ?? own
            let origin = (x: v.frame.minX - g.contentOffset.x + (inside?.offset.x ?? 0),
                          y: mapY(v.frame.minY - g.contentOffset.y, inside: inside, expansions: expansions))
            var spec = tableSpec(p, g, node: v.node, origin: origin, safeArea: v.safeAreaInsets)
            spec.emptyRowSeparators = emptyRowSeparators(p, g, origin: origin, bottom: v.frame.maxY)
            spec.separatorColor = pixel(p.separatorColor ?? SystemColor.separator.color(in: environment))
            return .table(spec)
        case .tableViewCell(let c):
            return cellSpec(v, c, tint: tint, expansion: expansion, expansions: expansions).map { .tableCell($0) }
        default:
            return nil
        }
    }

    private func color(_ c: SystemColor) -> PixelColor { pixel(c.color(in: environment)) }

    /// Titles are inset like the rows' text: the sections' inset (or the safe area, whichever
    /// is larger) plus the content margin.
    private func tableSpec(_ p: TableViewProperties, _ g: TableGeometry, node: ViewNode,
                           origin: (x: Double, y: Double), safeArea: EdgeInsets) -> TableSpec {
        func root(_ r: Rect) -> PointRect { PointRect(x: r.minX + origin.x, y: r.minY + origin.y, width: r.width, height: r.height) }
        let grouped = p.style != .plain
        let background: PixelColor? = node.backgroundColor != nil ? nil
            : color(grouped ? .systemGroupedBackground : .systemBackground)
        var sections: [TableSectionBackground] = []
        var titles: [TableTitle] = []
        var bands: [TableSectionBackground] = []
        let radius = p.style == .insetGrouped ? TableMetrics.insetGroupedCornerRadius : 0
        let side = TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width)
        let textInset = max(g.sectionInsets.left, safeArea.left) + side
        let textInsetRight = max(g.sectionInsets.right, safeArea.right) + side
        for s in g.sections {
            if grouped, let area = s.rowsArea {
                sections.append(TableSectionBackground(frame: root(area), cornerRadius: radius,
                                                       color: color(.secondarySystemGroupedBackground)))
            }
            if var h = s.header, let t = s.headerTitle, !t.isEmpty {
                if !grouped, let pinned = pinnedHeader(h, s, offset: g.contentOffset.y) {
                    h = pinned
                    bands.append(TableSectionBackground(frame: root(h), cornerRadius: 0,
                                                        color: color(.secondarySystemBackground)))
                }
                let text = TextSpec(text: TableMetrics.headerText(t, p.style), font: font(TableMetrics.headerFont(p.style)),
                                    color: color(grouped ? .secondaryLabel : .label), numberOfLines: 0,
                                    lineBreakMode: .byWordWrapping, alignment: naturalAlignment)
                let frame = root(h).insetBy(top: 0, left: textInset, bottom: grouped ? TableMetrics.groupedHeaderTitleBottom : 0,
                                            right: textInsetRight)
                titles.append(TableTitle(text: text, frame: frame, placement: grouped ? .bottom : .center))
            }
            if let f = s.footer, let t = s.footerTitle, !t.isEmpty {
                let text = TextSpec(text: t, font: font(TableMetrics.footerFont(p.style)), color: color(.secondaryLabel),
                                    numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: naturalAlignment)
                let frame = root(f).insetBy(top: grouped ? TableMetrics.groupedFooterTitleTop : 0, left: textInset,
                                            bottom: 0, right: textInsetRight)
                titles.append(TableTitle(text: text, frame: frame, placement: grouped ? .top : .center))
            }
        }
        return TableSpec(background: background, sectionBackgrounds: sections, bands: bands, titles: titles)
    }

    /// A plain table without a footer view draws separators below its last row for the empty
    /// rows that would fill it, each `rowHeight` high (44 when automatic), inset like a cell's
    /// and reaching the trailing edge (UIKit's "extra" separators, which `separatorInset` also
    /// manages: Apple's `UITableView.separatorInset` documentation).
    private func emptyRowSeparators(_ p: TableViewProperties, _ g: TableGeometry, origin: (x: Double, y: Double),
                                    bottom: Double) -> [PointRect] {
        guard p.style == .plain, p.separatorStyle != .none, p.tableFooterView == nil else { return [] }
        var rowHeight = TableMetrics.standardRowHeight
        if case .fixed(let h) = p.rowHeight, h > 0 { rowHeight = h }
        let leading = p.separatorInset?.leading ?? TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width)
        let trailing = p.separatorInset?.trailing ?? 0
        let rtl = environment.layoutDirection == .rightToLeft
        let minX = origin.x + g.contentOffset.x + (rtl ? trailing : leading)
        let width = g.contentSize.width - leading - trailing
        var lines: [PointRect] = []
        var y = origin.y + g.contentSize.height + rowHeight
        while y <= bottom + 1e-9, width > 0, lines.count < 200 {
            lines.append(PointRect(x: minX, y: y - 1 / environment.scale, width: width, height: 1 / environment.scale))
            y += rowHeight
        }
        return lines
    }

    /// A plain section's header scrolled above the table's top stays pinned there (UIKit's
    /// sticky headers) until its section's end pushes it up; nil when it is not pinned.
    private func pinnedHeader(_ h: Rect, _ s: TableGeometry.Section, offset: Double) -> Rect? {
        guard h.minY < offset else { return nil }
        let end = s.footer?.minY ?? s.rowsArea?.maxY ?? h.maxY
        let y = min(offset, end - h.height)
        return Rect(x: h.minX, y: y, width: h.width, height: h.height)
    }

    private var naturalAlignment: TextAlignment { environment.layoutDirection == .rightToLeft ? .right : .left }

    /// A cell's separator and accessory, from its table's properties and geometry.
    private func cellSpec(_ v: LaidOutView, _ c: TableViewCellProperties, tint: Color?, expansion: Expansion?,
                          expansions: [Expansion]) -> TableCellSpec? {
        guard let tableID = v.node.superview, let table = result[tableID], case .tableView(let p) = table.node.kind,
              let g = table.table else { return nil }
        let frame = mapFrame(v.frame, inside: expansion, expansions: expansions)
        let rtl = environment.layoutDirection == .rightToLeft
        let row = g.sections.lazy.flatMap(\.rows).first { $0.cell == v.id }
        let content = c.contentView.flatMap { result[$0] }
        let contentFrame = content.map { mapFrame($0.frame, inside: expansion, expansions: expansions) }
        var separator: (minX: Double, maxX: Double)? = nil
        let draws = p.separatorStyle != .none && !(p.style != .plain && (row?.isLast ?? false))
        if draws {
            let leading = separatorLeading(c, p, content: content, cell: v)
            let trailing = (c.separatorInset ?? p.separatorInset)?.trailing ?? 0
            separator = rtl ? (frame.minX + trailing, frame.maxX - leading) : (frame.minX + leading, frame.maxX - trailing)
        }
        var area = frame
        if let cf = contentFrame {
            area = rtl ? PointRect(x: frame.minX, y: cf.minY, width: cf.minX - frame.minX, height: cf.height)
                : PointRect(x: cf.maxX, y: cf.minY, width: frame.maxX - cf.maxX, height: cf.height)
        }
        let accessory = c.accessoryView == nil ? c.accessoryType : .none
        var spec = TableCellSpec(separator: separator, separatorColor: pixel(p.separatorColor ?? SystemColor.separator.color(in: environment)),
                                 accessory: accessory, accessoryArea: area, chevronColor: color(.tertiaryLabel),
                                 tint: pixel(tint ?? SystemColor.systemBlue.color(in: environment)), mirrored: rtl)
        spec.trailingInset = TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width)
        return spec
    }

    /// The separator's leading inset: the cell's or the table's, else the text's leading edge
    /// when the cell shows an image, else the content view's leading margin.
    private func separatorLeading(_ c: TableViewCellProperties, _ p: TableViewProperties, content: LaidOutView?,
                                  cell: LaidOutView) -> Double {
        if let inset = c.separatorInset ?? p.separatorInset { return inset.leading }
        let rtl = environment.layoutDirection == .rightToLeft
        if let image = c.imageView.flatMap({ result[$0] }), image.frame.width > 0, let text = c.textLabel.flatMap({ result[$0] }) {
            return rtl ? cell.frame.maxX - text.frame.maxX : text.frame.minX - cell.frame.minX
        }
        guard let content else { return TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width) }
        return rtl ? cell.frame.maxX - content.frame.maxX + content.layoutMargins.right
            : content.frame.minX - cell.frame.minX + content.layoutMargins.left
    }
}
