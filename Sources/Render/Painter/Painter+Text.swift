import Raster
import Typesetting

extension Painter {
    /// Lays text out the way the layout pass measured it, in a box `width` points wide (the
    /// alignment box). A frame rounded to the pixel grid can be up to one pixel narrower than
    /// the measured text; when the text only truncates because of that pixel, the box is
    /// widened by it instead of showing an ellipsis.
    func layoutText(_ spec: TextSpec, width: Double?, numberOfLines: Int? = nil,
                    lineBreakMode: LineBreakMode? = nil, alignment: TextAlignment? = nil) -> TextLayout {
        let lines = numberOfLines ?? spec.numberOfLines
        let mode = lineBreakMode ?? spec.lineBreakMode
        let align = alignment ?? spec.alignment
        func run(_ w: Double?) -> TextLayout {
            typesetter.layout(spec.text, font: spec.font, maxWidth: w, numberOfLines: lines, lineBreakMode: mode,
                              alignment: align, direction: spec.direction, scale: scale, lineMetrics: spec.lineMetrics)
        }
        let first = run(width.map { max(0, $0) })
        guard first.isTruncated, let w = width, w.isFinite else { return first }
        let widened = run(max(0, w) + 1 / scale)
        return widened.isTruncated || widened.lines.count != first.lines.count ? first : widened
    }

    /// Draws the glyphs of a text layout whose box has its top-left corner at (`x`, `y`)
    /// points. Each glyph's pen x picks the whole pixel and one of four subpixel masks; each
    /// baseline is snapped to the nearest pixel row boundary (the masks are rendered with the
    /// baseline on a row boundary). Coverage is composited in sRGB, as iOS does.
    mutating func drawText(_ layout: TextLayout, x: Double, y: Double, color: PixelColor) {
        let c = tinted(color)
        guard c.a > 0 else { return }
        for line in layout.lines {
            for glyph in line.glyphs {
                let place = GlyphMask.placement(x: x + glyph.x, scale: scale)
                let mask = typesetter.glyphMask(glyph, scale: scale, subpixel: place.subpixel)
                if let pixels = mask.color {
                    drawColorGlyph(mask, pixels: pixels, penX: x + glyph.x, baselineRow: pixelRow(y + glyph.y))
                    continue
                }
                guard mask.width > 0, mask.height > 0,
                      let coverage = try? CoverageMask(width: mask.width, height: mask.height, coverage: mask.coverage)
                else { continue }
                let row = pixelRow(y + glyph.y)
                canvas.drawMask(coverage, x: place.pixel + mask.left, y: row - mask.top, color: c)
            }
        }
    }

    /// The top of a text block of `height` points centred vertically in `rect` (UILabel,
    /// button titles, text fields), as the layout pass computes it for baselines.
    func centredTop(height: Double, in rect: PointRect) -> Double {
        rect.minY + (rect.height - height) / 2
    }

    // MARK: - Views that show text

    /// UILabel: the text at the label's width with its line count, wrapping, truncation and
    /// alignment, centred vertically, clipped to the bounds (the label's backing store).
    mutating func drawLabel(_ spec: TextSpec, in frame: PointRect) {
        guard !spec.text.isEmpty else { return }
        var layout = layoutText(spec, width: frame.width)
        // A multi-line label too short for its text shows the lines that fit, the last one
        // ending as its line break mode says (UILabel limits the lines to its height).
        if spec.numberOfLines != 1, layout.lines.count > 1, layout.height > frame.height + 0.5 / scale {
            let fitting = layout.lines.prefix { $0.baseline + $0.descent <= frame.height + 0.5 / scale }.count
            let shown = max(1, fitting)
            if shown < layout.lines.count {
                layout = layoutText(spec, width: frame.width, numberOfLines: shown)
            }
        }
        canvas.save()
        canvas.clip(to: pixelRect(frame))
        drawText(layout, x: frame.minX, y: centredTop(height: layout.height, in: frame), color: spec.color)
        canvas.restore()
    }

    /// Classic UIButton title: one line in the content rect (frame minus contentEdgeInsets),
    /// centred both ways, middle-truncated like UIButton's title label.
    mutating func drawButtonTitle(_ spec: TextSpec, in frame: PointRect, insets: PointInsets) {
        guard !spec.text.isEmpty else { return }
        let content = frame.insetBy(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        let layout = layoutText(spec, width: content.width, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
                                alignment: .center)
        drawText(layout, x: content.minX, y: centredTop(height: layout.height, in: content), color: spec.color)
    }

    /// UITextView: the text wrapped inside the text container (insets plus line fragment
    /// padding), starting at the top inset; the view clips like the scroll view it is.
    mutating func drawTextView(_ spec: TextSpec, in frame: PointRect, inset: PointInsets, padding: Double) {
        guard !spec.text.isEmpty else { return }
        let x = frame.minX + inset.left + padding
        let width = frame.width - inset.left - inset.right - 2 * padding
        let layout = layoutText(spec, width: max(1, width), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        canvas.save()
        canvas.clip(to: pixelRect(frame))
        drawText(layout, x: x, y: frame.minY + inset.top, color: spec.color)
        canvas.restore()
    }
}
