import Raster
import Typesetting

extension Painter {
    // MARK: - Table

    /// UITableView behind its cells: the style's background and grouped sections' backgrounds
    /// (insetGrouped: rounded).
    mutating func drawTable(_ spec: TableSpec, in frame: PointRect) {
        if let bg = spec.background { canvas.fill(pixelRect(frame), color: tinted(bg)) }
        for s in spec.sectionBackgrounds {
            canvas.fill(roundedRect(s.frame, radius: s.cornerRadius), color: tinted(s.color))
        }
        for line in spec.emptyRowSeparators { canvas.fill(pixelRect(line), color: tinted(spec.separatorColor)) }
    }

    /// The header and footer titles, above the cells (a pinned plain header covers the rows
    /// scrolled under it with its band).
    mutating func drawTableTitles(_ spec: TableSpec) {
        for band in spec.bands { canvas.fill(pixelRect(band.frame), color: tinted(band.color)) }
        for t in spec.titles {
            let layout = layoutText(t.text, width: max(1, t.frame.width))
            let top: Double
            switch t.placement {
            case .top: top = t.frame.minY
            case .bottom: top = t.frame.maxY - layout.height
            case .center: top = centredTop(height: layout.height, in: t.frame)
            }
            drawText(layout, x: t.frame.minX, y: top, color: t.text.color)
        }
    }

    // MARK: - Cell

    /// A cell's separator (one pixel at its bottom) and its accessory, centred in the accessory
    /// area at the side margin (16 or 20) from the trailing edge.
    mutating func drawTableCell(_ spec: TableCellSpec, in frame: PointRect) {
        if let s = spec.separator, s.maxX > s.minX {
            let line = PointRect(x: s.minX, y: frame.maxY - 1 / scale, width: s.maxX - s.minX, height: 1 / scale)
            canvas.fill(pixelRect(line), color: tinted(spec.separatorColor))
        }
        let a = spec.accessoryArea
        let edge = spec.mirrored ? a.minX + spec.trailingInset : a.maxX - spec.trailingInset
        let midY = a.midY
        switch spec.accessory {
        case .none: break
        case .disclosureIndicator:
            drawChevron(trailingX: edge, midY: midY, color: spec.chevronColor, mirrored: spec.mirrored)
        case .checkmark:
            drawCheckmark(trailingX: edge, midY: midY, color: spec.tint, mirrored: spec.mirrored)
        case .detailButton:
            drawInfoButton(trailingX: edge, midY: midY, color: spec.tint, mirrored: spec.mirrored)
        case .detailDisclosureButton:
            drawChevron(trailingX: edge, midY: midY, color: spec.chevronColor, mirrored: spec.mirrored)
            let chevronAndGap = 8.0 + 14.0
            drawInfoButton(trailingX: spec.mirrored ? edge + chevronAndGap : edge - chevronAndGap, midY: midY,
                           color: spec.tint, mirrored: spec.mirrored)
        }
    }

    /// A point in pixels from points, x measured from `edge` towards the leading side.
    private func point(_ edge: Double, _ dx: Double, _ y: Double, mirrored: Bool) -> PixelPoint {
        PixelPoint(x: px(mirrored ? edge + dx : edge - dx), y: px(y))
    }

    /// The disclosure chevron: about 8×13 pt, a 2-pt stroke with round-ish joins.
    private mutating func drawChevron(trailingX: Double, midY: Double, color: PixelColor, mirrored: Bool) {
        let tip = point(trailingX, 1, midY, mirrored: mirrored)
        let top = point(trailingX, 7.5, midY - 6.5, mirrored: mirrored)
        let bottom = point(trailingX, 7.5, midY + 6.5, mirrored: mirrored)
        let w = 2.2 * scale
        canvas.strokeLine(from: top, to: tip, width: w, color: tinted(color))
        canvas.strokeLine(from: tip, to: bottom, width: w, color: tinted(color))
    }

    /// The checkmark: about 14×11 pt in the tint colour. In right to left it moves to the
    /// leading side but is not mirrored (a checkmark, not a chevron, has no direction).
    private mutating func drawCheckmark(trailingX: Double, midY: Double, color: PixelColor, mirrored: Bool) {
        let right = mirrored ? trailingX + 14 : trailingX
        let start = point(right, 14, midY + 0.5, mirrored: false)
        let corner = point(right, 9, midY + 5.5, mirrored: false)
        let end = point(right, 0.5, midY - 5.5, mirrored: false)
        let w = 2.2 * scale
        canvas.strokeLine(from: start, to: corner, width: w, color: tinted(color))
        canvas.strokeLine(from: corner, to: end, width: w, color: tinted(color))
    }

    /// The detail (info) button: a 22-pt circle outline with an "i".
    private mutating func drawInfoButton(trailingX: Double, midY: Double, color: PixelColor, mirrored: Bool) {
        let d = 22.0
        let minX = mirrored ? trailingX : trailingX - d
        let circle = PointRect(x: minX, y: midY - d / 2, width: d, height: d)
        canvas.strokeBorder(roundedRect(circle, radius: d / 2), width: 1.2 * scale, color: tinted(color))
        let dot = PointRect(x: circle.midX - 1.1, y: midY - 6, width: 2.2, height: 2.2)
        canvas.fill(roundedRect(dot, radius: 1.1), color: tinted(color))
        let stem = PointRect(x: circle.midX - 1, y: midY - 2, width: 2, height: 8)
        canvas.fill(pixelRect(stem), color: tinted(color))
    }
}
