import Layout
import Raster
import Typesetting

/// How an accessibility snapshot looks (docs/accessibility.md): each element outlined in a
/// colour of its own, numbered at its top-left corner, and a legend beside the screen.
enum AccessibilityStyle {
    /// The element colours, in reading order, cycled.
    static let palette: [PixelColor] = [
        PixelColor(r: 0, g: 122, b: 255), PixelColor(r: 255, g: 59, b: 48), PixelColor(r: 52, g: 199, b: 89),
        PixelColor(r: 175, g: 82, b: 222), PixelColor(r: 255, g: 149, b: 0), PixelColor(r: 0, g: 199, b: 190),
        PixelColor(r: 255, g: 45, b: 85), PixelColor(r: 88, g: 86, b: 214),
    ]
    /// The legend's width and its margin, points.
    static let legendWidth = 320.0
    static let margin = 12.0
    /// The number badge's side, and the gap between two entries, points.
    static let badge = 18.0
    static let entryGap = 10.0
    static let labelFont = Font(size: 14, weight: .semibold)
    static let detailFont = Font(size: 12, weight: .regular)
    static let badgeFont = Font(size: 11, weight: .bold)
    static let detailColor = PixelColor(r: 99, g: 99, b: 102)

    static func color(_ index: Int) -> PixelColor { palette[index % palette.count] }
}

extension Renderer {
    /// An accessibility snapshot: `screen` (the screen rendered at `scale`) with each of
    /// `elements` outlined and numbered, and beside it, on white, a legend listing them in
    /// the order given (VoiceOver's reading order): the number, the label (or "(no label)"),
    /// then the value, the traits and the hint, each on its own line when set.
    public func accessibilitySnapshot(_ screen: Bitmap, elements: [AccessibilityElement], scale: Double) throws(RenderError) -> Bitmap {
        let entries = elements.map { legendLines($0, scale: scale) }
        let legendHeight = entries.reduce(AccessibilityStyle.margin) { $0 + entryHeight($1) + AccessibilityStyle.entryGap }
        let width = screen.width + Int((AccessibilityStyle.legendWidth * scale).rounded(.up))
        let height = max(screen.height, Int((legendHeight * scale).rounded(.up)))
        let canvas: Canvas
        do throws(RasterError) {
            canvas = try Canvas(width: width, height: height, background: .white)
        } catch {
            throw .invalidSize(width: Double(width) / scale, height: Double(height) / scale, scale: scale)
        }
        var painter = Painter(canvas: canvas, scale: scale, typesetter: typesetter)
        painter.canvas.draw(screen, atX: 0, y: 0)
        for (i, e) in elements.enumerated() { painter.outline(e, number: i + 1) }
        var y = AccessibilityStyle.margin
        let x = Double(screen.width) / scale + AccessibilityStyle.margin
        for (i, lines) in entries.enumerated() {
            painter.legendEntry(lines, number: i + 1, x: x, y: y)
            y += entryHeight(lines) + AccessibilityStyle.entryGap
        }
        return painter.canvas.bitmap
    }

    /// The legend's lines of one element: its label, then value, traits and hint when set.
    private func legendLines(_ e: AccessibilityElement, scale: Double) -> [(TextLayout, PixelColor)] {
        let width = AccessibilityStyle.legendWidth - 2 * AccessibilityStyle.margin - AccessibilityStyle.badge - 6
        func line(_ text: String, _ font: Font, _ color: PixelColor) -> (TextLayout, PixelColor) {
            (typesetter.layout(text, font: font, maxWidth: width, numberOfLines: 3, lineBreakMode: .byTruncatingTail,
                               alignment: .left, scale: scale), color)
        }
        var lines = [line(e.label.isEmpty ? "(no label)" : e.label, AccessibilityStyle.labelFont, .black)]
        let details = [e.value.isEmpty ? nil : "Value: \(e.value)",
                       e.traits.isEmpty ? nil : "Traits: " + e.traits.map(\.spoken).joined(separator: ", "),
                       e.hint.isEmpty ? nil : "Hint: \(e.hint)"]
        for d in details.compactMap({ $0 }) { lines.append(line(d, AccessibilityStyle.detailFont, AccessibilityStyle.detailColor)) }
        return lines
    }

    private func entryHeight(_ lines: [(TextLayout, PixelColor)]) -> Double {
        max(AccessibilityStyle.badge, lines.reduce(0) { $0 + $1.0.height })
    }
}

extension Painter {
    /// An element's tinted area and outline (2 points, inside its frame), and its number in a
    /// badge at its top-right corner (the trailing end, where text is least often covered).
    mutating func outline(_ e: AccessibilityElement, number: Int) {
        let color = AccessibilityStyle.color(number - 1)
        let f = e.frame
        let r = pixelRect(PointRect(x: f.minX, y: f.minY, width: f.width, height: f.height))
        if r.width > 0, r.height > 0 {
            canvas.fill(r, color: PixelColor(r: color.r, g: color.g, b: color.b, a: 40))
            canvas.strokeBorder(RoundedRect(rect: r, radius: 0), width: 2 * scale, color: color)
        }
        badge(number, x: max(f.minX, f.maxX - AccessibilityStyle.badge), y: f.minY, color: color)
    }

    /// One legend entry: the badge, and the lines beside it.
    mutating func legendEntry(_ lines: [(TextLayout, PixelColor)], number: Int, x: Double, y: Double) {
        badge(number, x: x, y: y, color: AccessibilityStyle.color(number - 1))
        var top = y
        for (layout, color) in lines {
            drawText(layout, x: x + AccessibilityStyle.badge + 6, y: top, color: color)
            top += layout.height
        }
    }

    /// A number in white on a rounded square of `color`.
    private mutating func badge(_ number: Int, x: Double, y: Double, color: PixelColor) {
        let side = AccessibilityStyle.badge
        let text = typesetter.layout(String(number), font: AccessibilityStyle.badgeFont, numberOfLines: 1,
                                     alignment: .left, scale: scale)
        let box = PointRect(x: x, y: y, width: max(side, text.width + 6), height: side)
        canvas.fill(RoundedRect(rect: pixelRect(box), radius: 4 * scale), color: color)
        drawText(text, x: x + (box.width - text.width) / 2, y: y + (side - text.height) / 2, color: .white)
    }
}
