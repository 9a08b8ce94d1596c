import Layout
import Raster
import Typesetting

/// Colours of the debug overlay (legend in docs/render.md).
enum OverlayStyle {
    /// Frame outlines: 1 device pixel inside each visible view's frame.
    static let frame = PixelColor(r: 255, g: 45, b: 85, a: 200)
    /// Frames the constraints leave ambiguous: a 2-pixel orange outline instead.
    static let ambiguousFrame = PixelColor(r: 255, g: 149, b: 0, a: 255)
    /// Layout margins: the band between the bounds and the margin rect.
    static let margins = PixelColor(r: 255, g: 204, b: 0, a: 56)
    /// First baseline (blue) and last baseline (green) of views that show text.
    static let firstBaseline = PixelColor(r: 0, g: 122, b: 255, a: 230)
    static let lastBaseline = PixelColor(r: 52, g: 199, b: 89, a: 230)
    /// View names: white 8-pt text on a dark translucent tag at the frame's top-left.
    static let nameTag = PixelColor(r: 0, g: 0, b: 0, a: 150)
    static let nameText = PixelColor.white
    static let nameSize = 8.0
    /// Views with a finding of `snapshot check`: a 3-pixel magenta outline over the rest.
    static let finding = PixelColor(r: 255, g: 0, b: 200, a: 255)
}

extension Painter {
    /// Draws the overlay for every visible view, above all content, in tree order: margin
    /// bands and frame outlines first (so nested outlines stay visible), baselines, then the
    /// name tags. Views clipped away by a clipping ancestor are clipped the same way here.
    mutating func drawDebugOverlay(_ root: DrawNode, findings: [Layout.Rect] = []) {
        opacity = 1
        overlayTags = []
        overlayPass(root, pass: 0)
        overlayPass(root, pass: 1)
        overlayPass(root, pass: 2)
        for f in findings {
            let r = pixelRect(PointRect(x: f.minX, y: f.minY, width: f.width, height: f.height))
            guard r.width > 0, r.height > 0 else { continue }
            canvas.strokeBorder(RoundedRect(rect: r, radius: 0), width: 3, color: OverlayStyle.finding)
        }
    }

    private mutating func overlayPass(_ node: DrawNode, pass: Int) {
        guard !node.isHidden, node.alpha > 0 else { return }
        let r = pixelRect(node.frame)
        switch pass {
        case 0:
            let m = node.layoutMargins
            if !node.subviews.isEmpty, m.top > 0 || m.left > 0 || m.bottom > 0 || m.right > 0 {
                var band = Path()
                band.addRect(r)
                let inner = pixelRect(node.frame.insetBy(top: m.top, left: m.left, bottom: m.bottom, right: m.right))
                if inner.width > 0, inner.height > 0 {
                    band.addRoundedRect(RoundedRect(rect: inner, radius: 0), reversed: true)
                }
                canvas.fill(band, color: OverlayStyle.margins)
            }
            if r.width > 0, r.height > 0 {
                canvas.strokeBorder(RoundedRect(rect: r, radius: 0), width: node.isAmbiguous ? 2 : 1,
                                    color: node.isAmbiguous ? OverlayStyle.ambiguousFrame : OverlayStyle.frame)
            }
        case 1:
            if let b = node.baselines {
                let first = Double(pixelRow(b.first)), last = Double(pixelRow(b.last))
                // A one-pixel line just above the baseline boundary: the row glyphs sit on.
                canvas.fill(PixelRect(x: r.minX, y: first - 1, width: r.width, height: 1), color: OverlayStyle.firstBaseline)
                if last != first {
                    canvas.fill(PixelRect(x: r.minX, y: last - 1, width: r.width, height: 1), color: OverlayStyle.lastBaseline)
                }
            }
        default:
            if !node.name.isEmpty { drawNameTag(node.name, at: r) }
        }
        let clips: Bool
        if case .scrollView = node.kind { clips = true } else { clips = node.clipsToBounds }
        canvas.save()
        if clips { canvas.clip(to: r) }
        for sub in node.subviews { overlayPass(sub, pass: pass) }
        canvas.restore()
    }

    private mutating func drawNameTag(_ name: String, at r: PixelRect) {
        let font = Font(size: OverlayStyle.nameSize, weight: .medium)
        let layout = typesetter.layout(name, font: font, maxWidth: max(1, r.width / scale - 2), numberOfLines: 1,
                                       lineBreakMode: .byTruncatingTail, alignment: .left, scale: scale)
        guard let line = layout.lines.first, line.width > 0 else { return }
        let x = r.minX / scale
        var tag = PointRect(x: x, y: r.minY / scale, width: line.width + 2, height: layout.height)
        // Views sharing a top-left corner (a stack and its first item) get their tags stacked
        // downwards instead of printed over each other.
        func overlaps(_ a: PointRect, _ b: PointRect) -> Bool {
            a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
        }
        var tries = 0
        while tries < 8, overlayTags.contains(where: { overlaps($0, tag) }) {
            tag = tag.offsetBy(dx: 0, dy: layout.height)
            tries += 1
        }
        overlayTags.append(tag)
        canvas.fill(pixelRect(tag), color: OverlayStyle.nameTag)
        drawText(layout, x: x + 1, y: tag.minY, color: OverlayStyle.nameText)
    }
}
