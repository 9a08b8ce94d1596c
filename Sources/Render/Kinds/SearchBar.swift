import Layout
import Raster
import Typesetting

/// A UISearchBar resolved for drawing (colours final).
struct SearchBarSpec: Sendable {
    /// The bar's background (nil for the minimal style).
    var barFill: PixelColor?
    var fieldFill: PixelColor
    /// The text, or the placeholder in its colour.
    var text: TextSpec
    var prompt: TextSpec?
    /// The magnifying glass's colour.
    var glyph: PixelColor
    var rightToLeft: Bool
}

extension Painter {
    /// UISearchBar as iOS 13+ draws it: the bar's background (none for the minimal style), the
    /// prompt centred in its 30-point row, then a 36-point field inset 8 points from the sides,
    /// centred in the rest, corner radius 10, with a magnifying glass 8 points from its leading
    /// edge and the text (or the placeholder) 34 points in, on one line, tail-truncated.
    mutating func drawSearchBar(_ spec: SearchBarSpec, in frame: PointRect) {
        if let bar = spec.barFill { canvas.fill(pixelRect(frame), color: tinted(bar)) }
        var barRect = frame
        if let prompt = spec.prompt {
            let row = PointRect(x: frame.minX, y: frame.minY, width: frame.width, height: SearchBarProperties.promptHeight)
            let layout = layoutText(prompt, width: row.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                    alignment: .center)
            drawText(layout, x: row.minX, y: centredTop(height: layout.height, in: row), color: prompt.color)
            barRect = frame.insetBy(top: SearchBarProperties.promptHeight, left: 0, bottom: 0, right: 0)
        }
        let inset = SearchBarProperties.fieldInset, height = min(SearchBarProperties.fieldHeight, max(0, barRect.height))
        let field = PointRect(x: barRect.minX + inset, y: barRect.midY - height / 2,
                              width: max(0, barRect.width - 2 * inset), height: height)
        guard field.width > 0, field.height > 0 else { return }
        canvas.fill(roundedRect(field, radius: SearchBarProperties.fieldCornerRadius), color: tinted(spec.fieldFill))
        let glyphX = spec.rightToLeft ? field.maxX - 8 - 16 : field.minX + 8
        drawMagnifyingGlass(in: PointRect(x: glyphX, y: field.midY - 8, width: 16, height: 16), color: spec.glyph)
        guard !spec.text.text.isEmpty else { return }
        let textRect = field.insetBy(top: 0, left: spec.rightToLeft ? 8 : 34, bottom: 0, right: spec.rightToLeft ? 34 : 8)
        guard textRect.width > 0 else { return }
        let layout = layoutText(spec.text, width: textRect.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        canvas.save()
        canvas.clip(to: pixelRect(textRect))
        drawText(layout, x: textRect.minX, y: centredTop(height: layout.height, in: field), color: spec.text.color)
        canvas.restore()
    }

    /// The `magnifyingglass` glyph drawn with shapes (it is an SF Symbol): a ring in the upper
    /// left of `box` and a handle to the lower right.
    mutating func drawMagnifyingGlass(in box: PointRect, color: PixelColor) {
        let line = 1.6
        let d = box.width * 0.72
        let ring = PointRect(x: box.minX, y: box.minY, width: d, height: d)
        canvas.strokeBorder(RoundedRect.capsule(in: pixelRect(ring)), width: line * scale, color: tinted(color))
        let c = d / 2, r = d / 2 - line / 2
        let start = PixelPoint(x: px(box.minX + c + r * 0.72), y: px(box.minY + c + r * 0.72))
        let end = PixelPoint(x: px(box.maxX - line / 2), y: px(box.maxY - line / 2))
        canvas.strokeLine(from: start, to: end, width: line * 1.15 * scale, color: tinted(color))
    }
}

extension SceneBuilder {
    /// The text or the placeholder, the prompt and the bar in this appearance's colours.
    func spec(_ s: SearchBarProperties, _ n: ViewNode) -> SearchBarSpec {
        let placeholder = s.text.isEmpty
        let text = TextSpec(text: placeholder ? s.placeholder : s.text, font: font(.system(17)),
                            color: system(nil, placeholder ? .secondaryLabel : .label), numberOfLines: 1,
                            lineBreakMode: .byTruncatingTail, alignment: resolved(.natural, n), direction: .natural)
        let prompt = s.prompt.isEmpty ? nil
            : TextSpec(text: s.prompt, font: font(.system(13)), color: system(nil, .secondaryLabel), alignment: .center)
        let bar: PixelColor? = s.style == .minimal ? nil : s.barTintColor.map(pixel) ?? system(nil, .systemBackground)
        return SearchBarSpec(barFill: bar, fieldFill: system(nil, .tertiarySystemFill), text: text, prompt: prompt,
                             glyph: system(nil, .secondaryLabel), rightToLeft: direction(n) == .rightToLeft)
    }
}
