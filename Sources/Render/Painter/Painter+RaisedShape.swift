import Raster

extension Painter {
    /// A white knob with the soft shadows iOS gives the knobs, thumbs and selected parts of its
    /// controls: a wide one 3 pt down and a tight contact one, under a faint rim.
    mutating func drawRaisedShape(_ shape: RoundedRect, fill: PixelColor, shadows: Bool) {
        if shadows {
            drawShadow(of: shape, offsetY: 3 * scale, blur: 4 * scale, color: PixelColor(r: 0, g: 0, b: 0, a: 31))
            drawShadow(of: shape, offsetY: 1 * scale, blur: 0.5 * scale, color: PixelColor(r: 0, g: 0, b: 0, a: 10))
        }
        canvas.fill(shape, color: tinted(fill))
        if shadows {
            canvas.strokeBorder(shape, width: max(1, 0.5 * scale), color: tinted(PixelColor(r: 0, g: 0, b: 0, a: 10)))
        }
    }
}
