import Layout
import Raster
import Typesetting

extension Painter {
    /// An SF Symbol: its glyph (`SymbolGlyphs`) at `weight` fitted to `rect` and centred in it,
    /// filled with `color`; a name outside the table gets the placeholder. Returns whether a
    /// glyph was drawn.
    @discardableResult
    mutating func drawSymbol(named name: String, weight: FontWeight = .regular, in rect: PointRect, color: PixelColor) -> Bool {
        guard let glyph = SymbolGlyphs.glyph(for: name) else {
            drawSymbolPlaceholder(in: rect, color: color)
            return false
        }
        drawGlyph(glyph.weighted(weight), in: rect, color: color)
        return true
    }

    /// The glyph's ink scaled uniformly to fit `rect`, centred.
    mutating func drawGlyph(_ glyph: SymbolGlyph, in rect: PointRect, color: PixelColor) {
        let b = glyph.bounds
        guard rect.width > 0, rect.height > 0, b.width > 0, b.height > 0 else { return }
        let k = min(rect.width / b.width, rect.height / b.height) * scale
        let ox = (rect.midX * scale) - b.midX * k, oy = (rect.midY * scale) - b.midY * k
        let place = { (p: Point) in PixelPoint(x: ox + p.x * k, y: oy + p.y * k) }
        for shape in glyph.shapes {
            canvas.fill(path(shape, place), color: tinted(color), rule: shape.isEvenOdd ? .evenOdd : .nonZero)
        }
    }

    private func path(_ shape: SymbolGlyph.Shape, _ place: (Point) -> PixelPoint) -> Path {
        var path = Path()
        for command in shape.commands {
            switch command {
            case .move(let p): path.move(to: place(p))
            case .line(let p): path.line(to: place(p))
            case .curve(let p, let c1, let c2): path.curve(to: place(p), control1: place(c1), control2: place(c2))
            case .close: path.close()
            }
        }
        return path
    }

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
