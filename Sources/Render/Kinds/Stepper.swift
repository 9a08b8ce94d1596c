import Layout
import Raster

/// What a UIStepper draws.
struct StepperSpec: Sendable {
    var decrementEnabled: Bool
    var incrementEnabled: Bool
    var fill: PixelColor
    var divider: PixelColor
    var glyph: PixelColor
    var disabledGlyph: PixelColor
    /// Right-to-left: + on the left.
    var mirrored: Bool
}

extension Painter {
    /// iOS 13+ stepper at its fixed 94×32 size, anchored at the frame's top-left: one rounded
    /// grey fill (radius 8) split by a 1-pt divider (18 pt tall) into a − half and a + half;
    /// glyphs 14 pt long and 2 pt thick, dimmed at the limits.
    mutating func drawStepper(_ spec: StepperSpec, in frame: PointRect) {
        let w = 94.0, h = 32.0
        let body = PointRect(x: frame.minX, y: frame.minY, width: w, height: h)
        canvas.fill(roundedRect(body, radius: 8), color: tinted(spec.fill))
        canvas.fill(pixelRect(PointRect(x: body.midX - 0.5, y: body.midY - 9, width: 1, height: 18)), color: tinted(spec.divider))
        let leftCentre = body.minX + w / 4, rightCentre = body.minX + 3 * w / 4
        let minusX = spec.mirrored ? rightCentre : leftCentre, plusX = spec.mirrored ? leftCentre : rightCentre
        let length = 14.0, thickness = 2.0
        let minusColor = spec.decrementEnabled ? spec.glyph : spec.disabledGlyph
        let plusColor = spec.incrementEnabled ? spec.glyph : spec.disabledGlyph
        let bar = { (cx: Double) in PointRect(x: cx - length / 2, y: body.midY - thickness / 2, width: length, height: thickness) }
        canvas.fill(roundedRect(bar(minusX), radius: thickness / 2), color: tinted(minusColor))
        var plus = Path()
        plus.addRoundedRect(roundedRect(bar(plusX), radius: thickness / 2))
        plus.addRoundedRect(roundedRect(PointRect(x: plusX - thickness / 2, y: body.midY - length / 2, width: thickness, height: length),
                                        radius: thickness / 2))
        canvas.fill(plus, color: tinted(plusColor))
    }
}

extension SceneBuilder {
    /// The stepper's colours in this appearance; its buttons dimmed at the limits.
    func spec(_ s: StepperProperties, _ n: ViewNode) -> StepperSpec {
        StepperSpec(decrementEnabled: s.isDecrementEnabled, incrementEnabled: s.isIncrementEnabled,
                    fill: system(nil, .tertiarySystemFill), divider: system(nil, .opaqueSeparator),
                    glyph: system(nil, .label), disabledGlyph: system(nil, .tertiaryLabel),
                    mirrored: direction(n) == .rightToLeft)
    }
}
