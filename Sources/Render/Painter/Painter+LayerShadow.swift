import Layout
import Raster

/// A view's layer shadow as the painter draws it: the colour with `shadowOpacity` applied,
/// the offset and the blur radius in points.
struct ShadowSpec: Sendable {
    var color: PixelColor
    var offsetX: Double
    var offsetY: Double
    var radius: Double

    /// The spec of a layer shadow, nil when it draws nothing.
    init?(_ shadow: LayerShadow?) {
        guard let shadow, shadow.isVisible, shadow.radius.isFinite, shadow.offset.width.isFinite,
              shadow.offset.height.isFinite else { return nil }
        let c = shadow.color
        color = PixelColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * min(1, shadow.opacity))
        offsetX = max(-100_000, min(100_000, shadow.offset.width))
        offsetY = max(-100_000, min(100_000, shadow.offset.height))
        radius = max(0, min(1000, shadow.radius))
    }
}

extension Painter {
    /// Core Animation's blur for `shadowRadius`: a Gaussian whose standard deviation is the
    /// radius itself (WebKit maps a CSS drop-shadow's standard deviation straight onto
    /// `shadowRadius`; design tools convert a CSS blur of 2σ to `shadowRadius` = blur / 2).
    static func shadowSigma(radius: Double) -> Double { radius }

    /// Draws a view's layer shadow behind it: the blurred shape of its background (its bounds,
    /// rounded by the corner radius), moved by the offset. The shadow's strength follows the
    /// background's alpha, as Core Animation derives a shadow from the layer's alpha. A view
    /// with no background (nothing opaque of its own) casts none here, and a view that clips
    /// to its bounds casts none (a masking layer clips its own shadow away).
    mutating func drawLayerShadow(of node: DrawNode, masksToBounds: Bool) {
        guard let shadow = node.shadow, !masksToBounds, let bg = node.backgroundColor, bg.a > 0 else { return }
        if case .nonRendering = node.kind { return }
        let shape = roundedRect(node.frame, radius: node.cornerRadius)
        let alpha = Double(shadow.color.a) / 255 * Double(bg.a) / 255
        let color = PixelColor(r: shadow.color.r, g: shadow.color.g, b: shadow.color.b,
                               a: UInt8(max(0, min(255, (alpha * 255).rounded()))))
        // The opaque background drawn next covers its inner pixels: no need to blend the shadow there.
        let covered = bg.a == 255 && opacity >= 1 && !rootBackgroundPainted ? Painter.innerPixels(of: shape) : nil
        canvas.drawShadow(of: shape, color: tinted(color), offsetX: shadow.offsetX * scale,
                          offsetY: shadow.offsetY * scale, sigma: Painter.shadowSigma(radius: shadow.radius) * scale,
                          covered: covered)
    }

    /// The largest pixel rectangle a rounded rectangle covers completely: its full-width band
    /// between the corners, or its full-height one, whichever is larger.
    static func innerPixels(of shape: RoundedRect) -> PixelBounds? {
        let r = shape.rect.standardized
        let n = shape.normalizedRadii
        let radius = max(n.topLeft, n.topRight, n.bottomLeft, n.bottomRight)
        func band(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PixelBounds? {
            guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
            let b = PixelBounds(x0: Int(x0.rounded(.up)), y0: Int(y0.rounded(.up)),
                                x1: Int(x1.rounded(.down)), y1: Int(y1.rounded(.down)))
            return b.isEmpty ? nil : b
        }
        let wide = band(r.minX, r.minY + radius, r.maxX, r.maxY - radius)
        let tall = band(r.minX + radius, r.minY, r.maxX - radius, r.maxY)
        let area = { (b: PixelBounds?) in b.map { $0.width * $0.height } ?? 0 }
        return area(wide) >= area(tall) ? wide : tall
    }
}
