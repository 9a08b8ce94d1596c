import Layout
import Raster
import Typesetting

extension Painter {
    /// A navigation bar, tab bar or toolbar: its background (the flat material and a hairline
    /// on the content side, or nothing at the scroll edge), then its items.
    mutating func drawBar(_ spec: BarSpec, in frame: PointRect) {
        switch spec.content {
        case .navigation(let p):
            drawBarBackground(spec, PointRect(x: frame.minX, y: frame.minY - max(0, p.backgroundExtensionTop),
                                              width: frame.width, height: frame.height + max(0, p.backgroundExtensionTop)),
                              hairlineAt: frame.maxY, below: true)
            drawNavigationItems(p, spec, in: frame)
        case .tab(let p):
            drawBarBackground(spec, frame, hairlineAt: frame.minY, below: false)
            drawTabItems(p, spec, in: frame)
        case .toolbar(let p):
            drawBarBackground(spec, PointRect(x: frame.minX, y: frame.minY, width: frame.width,
                                              height: frame.height + max(0, p.backgroundExtensionBottom)),
                              hairlineAt: frame.minY, below: false)
            drawToolbarItems(p, spec, in: frame)
        }
    }

    /// The material and a one-pixel hairline just outside the bar (below a top bar, above a
    /// bottom bar), as UIKit's bar shadow image sits.
    private mutating func drawBarBackground(_ spec: BarSpec, _ rect: PointRect, hairlineAt y: Double, below: Bool) {
        guard let material = spec.material else { return }
        canvas.fill(pixelRect(rect), color: tinted(material))
        let row = Double(pixelRow(y))
        canvas.fill(PixelRect(x: px(rect.minX), y: below ? row : row - 1, width: px(rect.maxX) - px(rect.minX), height: 1),
                    color: tinted(spec.hairline))
    }

    // MARK: - Navigation bar

    private mutating func drawNavigationItems(_ p: NavigationBarProperties, _ spec: BarSpec, in frame: PointRect) {
        var top = frame.minY
        if let prompt = p.prompt, !prompt.isEmpty {
            drawCentredText(prompt, font: BarFonts.prompt, color: spec.promptColor,
                            in: PointRect(x: frame.minX, y: top, width: frame.width, height: BarMetrics.promptHeight))
            top += BarMetrics.promptHeight
        }
        let row = PointRect(x: frame.minX, y: top, width: frame.width, height: spec.rowHeight)
        var left = row.minX + spec.margin
        if let back = p.backTitle {
            left = drawBackButton(back.isEmpty ? "Back" : back, spec, row: row) + 8
        }
        for item in p.leftItems {
            left += drawBarItem(item, spec, row: row, x: left, fromRight: false) + BarItemStyle.spacing
        }
        var right = row.maxX - spec.margin
        for item in p.rightItems {
            right -= drawBarItem(item, spec, row: row, x: right, fromRight: true) + BarItemStyle.spacing
        }
        if spec.showsLargeTitle {
            let layout = typesetter.layout(p.title, font: BarFonts.largeTitle, maxWidth: max(1, frame.width - 2 * spec.margin),
                                           numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .left,
                                           direction: .natural, scale: scale)
            // The large title's baseline sits 12 points above the bar's bottom (docs/render.md).
            let baselineY = row.maxY + BarMetrics.largeTitleHeight - 12
            let box = mirrored(PointRect(x: frame.minX + spec.margin, y: 0, width: layout.width, height: 0), in: row, spec)
            drawText(layout, x: box.minX, y: baselineY - layout.firstBaseline, color: spec.titleColor)
        } else if !p.title.isEmpty {
            // Centred on the bar, narrowed to the room the items leave.
            let room = max(0, min(row.midX - left, right - row.midX)) * 2
            drawCentredText(p.title, font: BarFonts.title, color: spec.titleColor,
                            in: PointRect(x: row.midX - room / 2, y: row.minY, width: room, height: row.height))
        }
    }

    /// The back chevron at 8 points from the edge and the title after it; returns its right end.
    private mutating func drawBackButton(_ title: String, _ spec: BarSpec, row: PointRect) -> Double {
        let x = row.minX + spec.margin - 8
        let mid = row.midY
        func flip(_ v: Double) -> Double { spec.rightToLeft ? row.minX + row.maxX - v : v }
        strokePolyline([(flip(x + 11), mid - 10), (flip(x + 1.5), mid), (flip(x + 11), mid + 10)], width: 2.6, color: spec.tint)
        let textX = x + 18
        let layout = barText(title, font: BarFonts.item)
        let box = mirrored(PointRect(x: textX, y: 0, width: layout.width, height: 0), in: row, spec)
        drawText(layout, x: box.minX, y: mid - layout.height / 2, color: spec.tint)
        return textX + layout.width
    }

    /// Draws one bar button item with its leading (or, `fromRight`, trailing) edge at `x`;
    /// returns its width.
    private mutating func drawBarItem(_ item: BarButtonItem, _ spec: BarSpec, row: PointRect, x: Double,
                                      fromRight: Bool) -> Double {
        let width = barItemWidth(item, spec.symbols)
        let minX = fromRight ? x - width : x
        drawBarItemContent(item, color: spec.tint, symbols: spec.symbols,
                           in: mirrored(PointRect(x: minX, y: row.minY, width: width, height: row.height), in: row, spec))
        return width
    }

    /// Right to left, leading and trailing swap: a box laid out left to right, mirrored in `row`.
    func mirrored(_ box: PointRect, in row: PointRect, _ spec: BarSpec) -> PointRect {
        guard spec.rightToLeft else { return box }
        return PointRect(x: row.minX + row.maxX - box.maxX, y: box.minY, width: box.width, height: box.height)
    }

    // MARK: - Toolbar

    private mutating func drawToolbarItems(_ p: ToolbarProperties, _ spec: BarSpec, in frame: PointRect) {
        let flexible = p.items.filter { if case .system(.flexibleSpace) = $0.content { return true }; return false }.count
        let fixed = p.items.reduce(0) { $0 + barItemWidth($1, spec.symbols) } + Double(max(0, p.items.count - 1)) * BarItemStyle.spacing
        let room = frame.width - 2 * spec.margin
        let share = flexible > 0 ? max(0, room - fixed) / Double(flexible) : 0
        var x = frame.minX + spec.margin
        for item in p.items {
            var width = barItemWidth(item, spec.symbols)
            if case .system(.flexibleSpace) = item.content { width = share }
            drawBarItemContent(item, color: spec.tint, symbols: spec.symbols,
                               in: mirrored(PointRect(x: x, y: frame.minY, width: width, height: frame.height), in: frame, spec))
            x += width + BarItemStyle.spacing
        }
    }

    // MARK: - Tab bar

    private mutating func drawTabItems(_ p: TabBarProperties, _ spec: BarSpec, in frame: PointRect) {
        guard !p.items.isEmpty else { return }
        let side = spec.margin - (spec.margin >= 20 ? 20 : 16)
        let width = (frame.width - 2 * max(0, side)) / Double(p.items.count)
        for (i, item) in p.items.enumerated() {
            let color = i == p.selectedIndex ? spec.tint : spec.unselected
            let position = spec.rightToLeft ? p.items.count - 1 - i : i
            let slot = PointRect(x: frame.minX + max(0, side) + Double(position) * width, y: frame.minY,
                                 width: width, height: spec.rowHeight)
            var shown = item
            if i == p.selectedIndex, let selected = item.selectedImageName { shown.imageName = selected }
            if spec.inlineTabItems {
                drawInlineTabItem(shown, color: color, spec, in: slot)
            } else {
                drawStackedTabItem(shown, color: color, spec, in: slot)
            }
        }
    }

    /// Image above title: a 25-point image 7 points from the top, the 10-point title's
    /// baseline 44 points from the top of the 49-point row; an SF Symbol at the tab bar's
    /// configuration (`BarItemSymbols`).
    private mutating func drawStackedTabItem(_ item: TabBarItem, color: PixelColor, _ spec: BarSpec, in slot: PointRect) {
        let size = spec.symbols.size(of: item.imageName, declared: item.imageSize)
        let image = PointRect(x: slot.midX - size.width / 2, y: slot.minY + 7 + (25 - min(25, size.height)) / 2,
                              width: size.width, height: size.height)
        drawItemImage(item.imageName, image, color: color)
        let layout = barText(item.title, font: BarFonts.tabTitle, maxWidth: slot.width - 4)
        drawText(layout, x: slot.midX - layout.width / 2, y: slot.minY + 44 - layout.firstBaseline, color: color)
        if let badge = item.badge { drawBadge(badge, spec, at: (image.maxX, image.minY)) }
    }

    /// Image beside title, the pair centred in the slot (iPad, compact height).
    private mutating func drawInlineTabItem(_ item: TabBarItem, color: PixelColor, _ spec: BarSpec, in slot: PointRect) {
        let size = inlineTabImageSize(item, spec)
        let layout = barText(item.title, font: BarFonts.tabTitleInline, maxWidth: max(1, slot.width - size.width - 10))
        let total = size.width + 6 + layout.width
        let x = slot.midX - total / 2
        let image = PointRect(x: x, y: slot.midY - size.height / 2, width: size.width, height: size.height)
        drawItemImage(item.imageName, image, color: color)
        drawText(layout, x: x + size.width + 6, y: slot.midY - layout.height / 2, color: color)
        // Beside a title the badge sits higher, over the image's top-right corner.
        if let badge = item.badge { drawBadge(badge, spec, at: (image.maxX - 4, image.minY - 3)) }
    }

    /// An inline tab item's image: an SF Symbol at the tab bar's configuration, any other
    /// image scaled down to at most 22 points high (and the row less 10).
    private func inlineTabImageSize(_ item: TabBarItem, _ spec: BarSpec) -> (width: Double, height: Double) {
        if item.imageName.flatMap(SymbolGlyphs.glyph(for:)) != nil {
            let s = spec.symbols.size(of: item.imageName, declared: item.imageSize)
            return (s.width, s.height)
        }
        let cap = min(item.imageSize.height, spec.rowHeight - 10, 22)
        let scaleDown = item.imageSize.height > 0 ? cap / item.imageSize.height : 1
        return (item.imageSize.width * scaleDown, cap)
    }

    private mutating func drawBadge(_ text: String, _ spec: BarSpec, at corner: (x: Double, y: Double)) {
        let layout = barText(text, font: BarFonts.badge)
        let height = 18.0, width = max(height, layout.width + 10)
        let rect = PointRect(x: corner.x - 6, y: corner.y - 4, width: width, height: height)
        canvas.fill(RoundedRect.capsule(in: pixelRect(rect)), color: tinted(spec.badge))
        drawText(layout, x: rect.midX - layout.width / 2, y: rect.midY - layout.height / 2, color: .white)
    }
}

/// Metrics of bar button items (docs/render.md, "Bars").
enum BarItemStyle {
    /// Between two items of a bar.
    static let spacing = 12.0
    /// The plus glyph and other system icons (SF Symbols at the bar's size).
    static let glyphSize = 22.0
}

extension Painter {
    func barText(_ text: String, font: Font, maxWidth: Double? = nil) -> TextLayout {
        typesetter.layout(text, font: font, maxWidth: maxWidth.map { max(1, $0) }, numberOfLines: 1,
                          lineBreakMode: .byTruncatingTail, alignment: .left, direction: .natural, scale: scale)
    }

    /// The width an item takes in a bar whose SF Symbols have the configuration `symbols`.
    func barItemWidth(_ item: BarButtonItem, _ symbols: BarItemSymbols) -> Double {
        switch item.content {
        case .system(.flexibleSpace): return 0
        case .system(.fixedSpace): return max(0, item.width)
        case .image(let name, let size): return symbols.size(of: name, declared: size).width
        case .system(let s) where s.title == nil: return iconSize(s, symbols).width
        default:
            return barText(item.title ?? "", font: item.isBold ? BarFonts.title : BarFonts.item).width
        }
    }

    /// An icon system item's box: its SF Symbol at the bar's configuration, the plus glyph's 22
    /// points for `add`.
    func iconSize(_ s: SystemBarItem, _ symbols: BarItemSymbols) -> Size {
        let g = Size(width: BarItemStyle.glyphSize, height: BarItemStyle.glyphSize)
        return s == .add ? g : symbols.size(of: s.symbolName, declared: g)
    }

    /// An item's title, plus glyph, or image (an SF Symbol at `symbols`, else a placeholder),
    /// centred vertically in `rect`.
    mutating func drawBarItemContent(_ item: BarButtonItem, color: PixelColor, symbols: BarItemSymbols, in rect: PointRect) {
        switch item.content {
        case .system(.flexibleSpace), .system(.fixedSpace):
            return
        case .system(.add):
            let g = BarItemStyle.glyphSize, cx = rect.midX, cy = rect.midY, arm = g / 2 - 2.5
            strokePolyline([(cx - arm, cy), (cx + arm, cy)], width: 2, color: color)
            strokePolyline([(cx, cy - arm), (cx, cy + arm)], width: 2, color: color)
        case .image(let name, let declared):
            let size = symbols.size(of: name, declared: declared)
            drawItemImage(name, PointRect(x: rect.minX, y: rect.midY - size.height / 2, width: size.width,
                                          height: size.height), color: color)
        case .system(let s) where s.title == nil:
            let size = iconSize(s, symbols)
            drawItemImage(s.symbolName, PointRect(x: rect.minX, y: rect.midY - size.height / 2, width: size.width,
                                                  height: size.height), color: color)
        default:
            guard let title = item.title else { return }
            let layout = barText(title, font: item.isBold ? BarFonts.title : BarFonts.item)
            drawText(layout, x: rect.minX, y: rect.midY - layout.height / 2, color: color)
        }
    }

    /// A bar or tab item's image: an SF Symbol name in the table (`SymbolGlyphs`) as its glyph
    /// in the item's colour, else `drawItemImagePlaceholder`.
    mutating func drawItemImage(_ name: String?, _ rect: PointRect, color: PixelColor) {
        guard let glyph = name.flatMap(SymbolGlyphs.glyph(for:)) else {
            drawItemImagePlaceholder(rect, color: color)
            return
        }
        drawGlyph(glyph, in: rect, color: color)
    }

    /// A bar image the renderer does not have (an app's image, an SF Symbol outside the table): a rounded box of
    /// the image's size, filled with the item's colour at 20% and outlined in it.
    mutating func drawItemImagePlaceholder(_ rect: PointRect, color: PixelColor) {
        guard rect.width > 0, rect.height > 0, missingImages == .placeholder else { return }
        let shape = roundedRect(rect, radius: min(6, min(rect.width, rect.height) / 4))
        canvas.fill(shape, color: tinted(color.withOpacity(0.2)))
        canvas.strokeBorder(shape, width: max(1, scale), color: tinted(color))
    }

    /// Text centred in a rect (truncated to its width).
    mutating func drawCentredText(_ text: String, font: Font, color: PixelColor, in rect: PointRect) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let layout = barText(text, font: font, maxWidth: rect.width)
        drawText(layout, x: rect.midX - layout.width / 2, y: rect.midY - layout.height / 2, color: color)
    }

    /// Round-capped line segments through points (points, not pixels).
    mutating func strokePolyline(_ points: [(Double, Double)], width: Double, color: PixelColor) {
        for i in 1..<max(1, points.count) {
            canvas.strokeLine(from: PixelPoint(x: px(points[i - 1].0), y: px(points[i - 1].1)),
                              to: PixelPoint(x: px(points[i].0), y: px(points[i].1)), width: width * scale, color: tinted(color))
        }
    }
}
