import Raster

extension Painter {
    /// UIVisualEffectView with a blur effect: its material as a flat translucent fill over what
    /// lies behind (no blur; `BlurStyle.materialFill`), in the view's rounded bounds. The content
    /// view is an ordinary subview, drawn after.
    mutating func drawMaterial(_ fill: PixelColor, in frame: PointRect, cornerRadius: Double) {
        canvas.fill(roundedRect(frame, radius: cornerRadius), color: tinted(fill))
    }
}
