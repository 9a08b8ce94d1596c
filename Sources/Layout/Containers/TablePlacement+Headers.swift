import Typesetting

extension TablePlacement {
    /// A section header's height: its own or the table's fixed height, else by style: plain,
    /// the title's height plus padding (0 without a title); grouped styles, the title with
    /// its spacing or the untitled spacing, plus the first section's extra top space.
    func headerHeight(_ section: TableSection, index: Int) -> Double {
        if case .fixed(let h) = section.headerHeight ?? properties.sectionHeaderHeight { return max(0, h) }
        let style = properties.style
        let first = index == 0 && style != .plain ? TableMetrics.groupedSpacing : 0
        guard let title = section.headerTitle, !title.isEmpty else {
            return style == .plain ? 0 : first + TableMetrics.groupedSpacing
        }
        let text = titleHeight(TableMetrics.headerText(title, style), TableMetrics.headerFont(style))
        if style == .plain { return text + 2 * TableMetrics.plainTitlePadding }
        return first + TableMetrics.groupedHeaderTitleTop + text + TableMetrics.groupedHeaderTitleBottom
    }

    /// A section footer's height, like the header's (grouped styles: 17.5 untitled; a title's
    /// bottom padding follows the iOS version, `TableMetrics.groupedFooterTitleBottom(os:)`).
    func footerHeight(_ section: TableSection) -> Double {
        if case .fixed(let h) = section.footerHeight ?? properties.sectionFooterHeight { return max(0, h) }
        let style = properties.style
        guard let title = section.footerTitle, !title.isEmpty else {
            return style == .plain ? 0 : TableMetrics.groupedSpacing
        }
        let text = titleHeight(title, TableMetrics.footerFont(style))
        if style == .plain { return text + 2 * TableMetrics.plainTitlePadding }
        return TableMetrics.groupedFooterTitleTop + text + TableMetrics.groupedFooterTitleBottom(os: cellMetrics.os)
    }

    /// The height of a title wrapped at the width between the header's text insets.
    func titleHeight(_ title: String, _ font: FontDescriptor) -> Double {
        let sizer = IntrinsicSizer(measurer: measurer, environment: environment)
        let request = sizer.request(title, font, maxWidth: max(1, titleWidth), lines: 0,
                                    rtl: environment.layoutDirection == .rightToLeft)
        return PixelGrid.ceil(measurer.measure(request).height, scale: environment.scale)
    }

    /// The width a header or footer title wraps at: the rows' width less the cells' side margins.
    var titleWidth: Double {
        let side = TableCellMetrics.sideMargin(screenWidth: environment.rootSize.width)
        return frame.width - geometry.sectionInsets.left - geometry.sectionInsets.right - 2 * side
    }
}
