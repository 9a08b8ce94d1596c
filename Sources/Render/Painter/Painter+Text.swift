import Raster
import Typesetting

extension Painter {
    /// Lays out the text of a view that places its own titles (the controls' kind files, a
    /// button with an image or a configuration, table headers), in a box
    /// `width` points wide (the alignment box). Labels, classic buttons, text fields and text
    /// views draw the lines Layout measured instead (`LaidOutView.textLayout`). A control's box
    /// rounded to the pixel grid can be up to one pixel narrower than its measured title; when
    /// the text only truncates because of that pixel, the box is widened by it instead of
    /// showing an ellipsis.
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

    /// UILabel: its lines as Layout laid them out at the label's frame (line count, wrapping,
    /// truncation, alignment, the lines that fit its height), centred vertically, clipped to the
    /// bounds (the label's backing store).
    mutating func drawLabel(_ spec: TextSpec, _ layout: TextLayout?, in frame: PointRect) {
        guard let layout else { return }
        canvas.save()
        canvas.clip(to: pixelRect(frame))
        drawText(layout, x: frame.minX, y: centredTop(height: layout.height, in: frame), color: spec.color)
        canvas.restore()
    }

    /// Classic UIButton title: its line as Layout laid it out in the content rect (frame minus
    /// contentEdgeInsets), centred both ways, middle-truncated like UIButton's title label.
    mutating func drawButtonTitle(_ spec: TextSpec, _ layout: TextLayout?, in frame: PointRect, insets: PointInsets) {
        guard let layout else { return }
        let content = frame.insetBy(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        drawText(layout, x: content.minX, y: centredTop(height: layout.height, in: content), color: spec.color)
    }

    /// UITextView: its lines as Layout wrapped them inside the text container (insets plus line
    /// fragment padding), starting at the top inset; the view clips like the scroll view it is.
    mutating func drawTextView(_ spec: TextSpec, _ layout: TextLayout?, in frame: PointRect, inset: PointInsets,
                               padding: Double) {
        guard let layout else { return }
        canvas.save()
        canvas.clip(to: pixelRect(frame))
        drawText(layout, x: frame.minX + inset.left + padding, y: frame.minY + inset.top, color: spec.color)
        canvas.restore()
    }
}
