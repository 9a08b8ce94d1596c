import Raster
import Typesetting

/// Paints a tree of `DrawNode`s onto a canvas at a scale: the one place where points become
/// pixels (`pixels = points × scale`).
struct Painter {
    var canvas: Canvas
    let scale: Double
    let typesetter: Typesetter
    let missingImages: MissingImageStyle
    /// Opacity multiplied into every colour drawn (alpha of views drawn without a layer).
    var opacity = 1.0
    /// Name tags the debug overlay has placed so far (points), to keep them apart.
    var overlayTags: [PointRect] = []
    /// Shadow masks already blurred in this render (shared with layer painters).
    var shadows = ShadowCache()
    /// Set when the canvas was created filled with the root view's background (see
    /// `Renderer.rootHidesWindow`): the next background fill, the root's, is skipped once.
    var rootBackgroundPainted = false
    /// The defaults of the appearance the screen is drawn in (light unless set).
    var defaults = DefaultColors(.light)

    init(canvas: Canvas, scale: Double, typesetter: Typesetter, missingImages: MissingImageStyle = .placeholder) {
        self.canvas = canvas
        self.scale = scale
        self.typesetter = typesetter
        self.missingImages = missingImages
    }

    /// A 0×0 bitmap used to hand a canvas's storage over without copying it.
    static let emptyBitmap: Bitmap? = try? Bitmap(width: 0, height: 0)

    // MARK: - Units

    /// Points to pixels; values within 1e-6 px of a whole pixel snap to it, so frames laid out
    /// on the pixel grid stay exactly on it despite floating-point noise.
    func px(_ points: Double) -> Double {
        let v = points * scale
        let r = v.rounded()
        return abs(v - r) < 1e-6 ? r : v
    }

    func pixelRect(_ r: PointRect) -> PixelRect {
        let x0 = px(r.minX), y0 = px(r.minY), x1 = px(r.maxX), y1 = px(r.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func roundedRect(_ r: PointRect, radius: Double) -> RoundedRect {
        RoundedRect(rect: pixelRect(r), radius: max(0, radius) * scale)
    }

    /// The nearest pixel row boundary of a y in points (halves go down the screen).
    func pixelRow(_ y: Double) -> Int {
        let v = px(y)
        guard v.isFinite else { return 0 }
        return Int(max(-1e9, min(1e9, (v + 0.5).rounded(.down))))
    }

    /// A colour with the current opacity applied.
    func tinted(_ c: PixelColor) -> PixelColor { opacity >= 1 ? c : c.withOpacity(opacity) }

    // MARK: - Tree

    /// Draws a view and its subtree in tree order.
    mutating func paint(_ node: DrawNode) {
        let f = node.frame
        guard !node.isHidden, node.alpha > 0, f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite,
              f.width >= 0, f.height >= 0 else { return }
        let alpha = min(1, node.alpha)
        if alpha < 1 && needsGroupOpacity(node) {
            let (s, t, m, cache) = (scale, typesetter, missingImages, shadows)
            canvas.drawLayer(opacity: alpha * opacity) { layer in
                // The layer starts transparent with the parent's clip; colours inside it are
                // drawn at full opacity and the layer is composited once with the alpha.
                var inner = Painter(canvas: layer, scale: s, typesetter: t, missingImages: m)
                inner.shadows = cache
                if let empty = Painter.emptyBitmap { layer = Canvas(bitmap: empty) }
                inner.paintContents(node)
                layer = inner.canvas
            }
        } else {
            let saved = opacity
            opacity *= alpha
            paintContents(node)
            opacity = saved
        }
    }

    /// Alpha below 1 is group opacity (an offscreen layer) when the view has visible subviews or
    /// draws more than one overlapping thing; otherwise multiplying its colours is the same.
    func needsGroupOpacity(_ node: DrawNode) -> Bool {
        if node.subviews.contains(where: { !$0.isHidden && $0.alpha > 0 }) { return true }
        var parts = 0
        if node.backgroundColor.map({ $0.a > 0 }) ?? false { parts += node.shadow == nil ? 1 : 2 }
        if node.borderWidth > 0 && node.borderColor.a > 0 { parts += 1 }
        switch node.kind {
        case .plain, .nonRendering, .scrollView: break
        case .imageView(let i):
            if i.image != nil { parts += 1 }
            if i.image == nil, i.missingName != nil, missingImages == .placeholder { parts += 2 }
        default: parts += 1
        }
        if case .toggle = node.kind { parts += 1 }
        if node.kind.drawsOverlappingParts { parts += 1 }
        if case .textField(let f) = node.kind, f.border != .none { parts += 1 }
        return parts > 1
    }

    private mutating func paintContents(_ node: DrawNode) {
        let rendering: Bool
        if case .nonRendering = node.kind { rendering = false } else { rendering = true }
        let bounds = roundedRect(node.frame, radius: node.cornerRadius)
        let clipsSubviews: Bool
        switch node.kind {
        case .scrollView, .table: clipsSubviews = true
        default: clipsSubviews = node.clipsToBounds
        }
        if node.shadow != nil { drawLayerShadow(of: node, masksToBounds: clipsSubviews) }
        if rootBackgroundPainted {
            rootBackgroundPainted = false
        } else if rendering, let bg = node.backgroundColor {
            canvas.fill(bounds, color: tinted(bg))
        }
        canvas.save()
        if node.clipsToBounds { canvas.clip(to: bounds) }
        drawContent(node)
        if clipsSubviews && !node.clipsToBounds { canvas.clip(to: bounds) }
        for sub in node.subviews { paint(sub) }
        if case .table(let spec) = node.kind { drawTableTitles(spec) }
        canvas.restore()
        // CALayer draws its border above its contents and sublayers, inside the bounds.
        if rendering, node.borderWidth > 0 {
            canvas.strokeBorder(bounds, width: node.borderWidth * scale, color: tinted(node.borderColor))
        }
    }
}

/// What an image view with a named but unavailable image shows.
public enum MissingImageStyle: String, Sendable, CaseIterable {
    /// Nothing, as UIKit draws for `UIImage(named:)` returning nil.
    case nothing
    /// A light grey box with a diagonal cross, so the space the layout gave the image is visible.
    case placeholder
}
