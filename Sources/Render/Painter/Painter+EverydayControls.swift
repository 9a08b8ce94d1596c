import Raster

extension DrawKind {
    /// Controls that draw one part over another (a thumb over its track, the selected segment
    /// over the track): at alpha below 1 they fade as one layer, as UIKit composites them.
    var drawsOverlappingParts: Bool {
        switch self {
        case .segmentedControl, .slider, .stepper: return true
        case .progressView(let p): return p.track != nil
        default: return false
        }
    }
}

extension Painter {
    /// Draws one of the everyday controls (segmented control, slider, stepper, progress view,
    /// activity indicator, page control); docs/render.md has their looks and sources.
    mutating func drawControl(_ kind: DrawKind, in frame: PointRect) {
        switch kind {
        case .segmentedControl(let s): drawSegmentedControl(s, in: frame)
        case .slider(let s): drawSlider(s, in: frame)
        case .stepper(let s): drawStepper(s, in: frame)
        case .progressView(let p): drawProgressView(p, in: frame)
        case .activityIndicator(let a): drawActivityIndicator(a, in: frame)
        case .pageControl(let p): drawPageControl(p, in: frame)
        default: break
        }
    }

    /// A white knob with the soft shadows iOS gives switch knobs, slider thumbs and the
    /// selected segment: a wide one 3 pt down and a tight contact one, under a faint rim.
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
