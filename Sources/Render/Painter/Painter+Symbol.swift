import Raster

extension Painter {
    /// An SF Symbol's stand-in (the symbols cannot be shipped): a rounded rectangle of the
    /// symbol's size, filled with its colour at a quarter of its opacity and outlined at half,
    /// corner radius a quarter of the shorter side. It shows where the symbol sits and how large
    /// it is without pretending to be the glyph.
    mutating func drawSymbolPlaceholder(in rect: PointRect, color: PixelColor) {
        guard rect.width > 0, rect.height > 0 else { return }
        let shape = roundedRect(rect, radius: min(rect.width, rect.height) / 4)
        canvas.fill(shape, color: tinted(color.withOpacity(0.25)))
        canvas.strokeBorder(shape, width: max(1, scale / 2), color: tinted(color.withOpacity(0.5)))
    }

    /// A named image that could not be found: the light grey box with a cross (as an image view).
    mutating func drawMissingImagePlaceholder(in frame: PointRect) {
        let r = pixelRect(frame)
        guard r.width > 0, r.height > 0 else { return }
        canvas.save()
        canvas.clip(to: r)
        canvas.fill(r, color: tinted(defaults.imagePlaceholderFill))
        let w = max(1, scale)
        canvas.strokeLine(from: PixelPoint(x: r.minX, y: r.minY), to: PixelPoint(x: r.maxX, y: r.maxY),
                          width: w, color: tinted(defaults.imagePlaceholderCross))
        canvas.strokeLine(from: PixelPoint(x: r.maxX, y: r.minY), to: PixelPoint(x: r.minX, y: r.maxY),
                          width: w, color: tinted(defaults.imagePlaceholderCross))
        canvas.strokeBorder(RoundedRect(rect: r, radius: 0), width: w, color: tinted(defaults.imagePlaceholderCross))
        canvas.restore()
    }
}
