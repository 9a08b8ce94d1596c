import Layout
import Raster

extension ContentMode {
    /// Where an image of `size` points is drawn in `bounds` (UIKit's content modes). Modes
    /// that do not scale keep the image's size and put its origin on the pixel grid of
    /// `scale`, so 1:1 images stay sharp; scaling modes may have fractional edges (drawn
    /// anti-aliased).
    func imageRect(imageSize size: (width: Double, height: Double), in bounds: PointRect, scale: Double) -> PointRect {
        let iw = max(0, size.width), ih = max(0, size.height)
        func snap(_ v: Double) -> Double { scale > 0 ? (v * scale).rounded() / scale : v }
        func placed(_ x: Double, _ y: Double) -> PointRect { PointRect(x: snap(x), y: snap(y), width: iw, height: ih) }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard iw > 0, ih > 0 else { return bounds }
            let sx = bounds.width / iw, sy = bounds.height / ih
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = iw * s, h = ih * s
            return PointRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center: return placed(bounds.midX - iw / 2, bounds.midY - ih / 2)
        case .top: return placed(bounds.midX - iw / 2, bounds.minY)
        case .bottom: return placed(bounds.midX - iw / 2, bounds.maxY - ih)
        case .left: return placed(bounds.minX, bounds.midY - ih / 2)
        case .right: return placed(bounds.maxX - iw, bounds.midY - ih / 2)
        case .topLeft: return placed(bounds.minX, bounds.minY)
        case .topRight: return placed(bounds.maxX - iw, bounds.minY)
        case .bottomLeft: return placed(bounds.minX, bounds.maxY - ih)
        case .bottomRight: return placed(bounds.maxX - iw, bounds.maxY - ih)
        }
    }
}

/// Placeholder colours for a named image that could not be loaded.
enum PlaceholderStyle {
    static let fill = PixelColor(r: 0xE5, g: 0xE5, b: 0xEA)
    static let cross = PixelColor(r: 0xAE, g: 0xAE, b: 0xB2)
}

extension Painter {
    /// UIImageView: the image placed by its content mode, resampled with bilinear filtering
    /// when enlarged and area averaging when reduced. Not clipped unless the view clips
    /// (aspectFill overflows, as on iOS). A template image is drawn in `spec.tint`.
    mutating func drawImage(_ spec: ImageSpec, in frame: PointRect) {
        if let image = spec.image {
            let size = spec.size ?? (Double(image.width) / scale, Double(image.height) / scale)
            let rect = spec.contentMode.imageRect(imageSize: size, in: frame, scale: scale)
            drawImage(image, vector: spec.vector, in: rect, opacity: opacity, tint: spec.tint)
        } else if let tint = spec.symbolTint {
            // An SF Symbol: its glyph at the symbol's size, placed by the content mode.
            let size = spec.size ?? (frame.width, frame.height)
            drawSymbol(named: spec.symbolName ?? "", weight: spec.symbolWeight,
                       in: spec.contentMode.imageRect(imageSize: size, in: frame, scale: scale), color: tint)
        } else if spec.missingName != nil, missingImages == .placeholder {
            drawMissingImagePlaceholder(in: frame)
        }
    }
}

extension Painter {
    /// `image` in `rect` (points), resampled to the pixels it covers. A vector image is drawn
    /// anew to fill exactly those pixels (`VectorArt`; clipped to the whole image, never the
    /// band), then composited one to one, so it is as sharp at any size as at its own. A rect
    /// that is already `image`'s own pixels on the grid keeps `image`: that is the same drawing.
    mutating func drawImage(_ image: Bitmap, vector: VectorArt?, in rect: PointRect, opacity: Double, tint: PixelColor?) {
        let target = pixelRect(rect)
        guard let vector, !Self.isOnGrid(target, of: image) else {
            canvas.drawImage(image, in: target, opacity: opacity, tint: tint)
            return
        }
        guard let area = Self.pixelArea(of: target, within: canvas.imageBounds) else { return }
        let local = PixelRect(x: target.x - Double(area.x0), y: target.y - Double(area.y0),
                              width: target.width, height: target.height)
        guard let drawn = vector.bitmap(width: area.width, height: area.height, target: local) else {
            canvas.drawImage(image, in: target, opacity: opacity, tint: tint)
            return
        }
        canvas.drawImage(drawn, in: PixelRect(x: Double(area.x0), y: Double(area.y0), width: Double(area.width),
                                              height: Double(area.height)), opacity: opacity, tint: tint)
    }

    /// Whether `target` covers whole pixels, exactly `image`'s size.
    static func isOnGrid(_ target: PixelRect, of image: Bitmap) -> Bool {
        target.x == target.x.rounded() && target.y == target.y.rounded()
            && target.width == Double(image.width) && target.height == Double(image.height)
    }

    /// The whole pixels `target` touches within `bounds`; nil when none (or `target` is not a
    /// finite rect with an area).
    static func pixelArea(of target: PixelRect, within bounds: PixelBounds) -> PixelBounds? {
        guard target.x.isFinite, target.y.isFinite, target.width.isFinite, target.height.isFinite,
              target.width > 0, target.height > 0 else { return nil }
        func clamped(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi))) }
        let area = PixelBounds(x0: clamped(target.x.rounded(.down), bounds.x0, bounds.x1),
                               y0: clamped(target.y.rounded(.down), bounds.y0, bounds.y1),
                               x1: clamped((target.x + target.width).rounded(.up), bounds.x0, bounds.x1),
                               y1: clamped((target.y + target.height).rounded(.up), bounds.y0, bounds.y1))
        return area.isEmpty ? nil : area
    }
}
