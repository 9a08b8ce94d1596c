import Raster
import Typesetting

/// Colours and metrics of the system controls (see docs/render.md for sources and choices).
enum ControlStyle {
    /// UITextField roundedRect: white fill, corner radius 5 pt, a light grey line (#CCCCCC)
    /// about half a point wide, text inset 7 pt from the sides.
    static let fieldFill = PixelColor.white
    static let fieldBorder = PixelColor(r: 0xCC, g: 0xCC, b: 0xCC)
    static let fieldCornerRadius = 5.0
    static let fieldTextInset = 7.0
    /// `.line`: a thin black rectangle; `.bezel`: a grey rectangle, darker at the top.
    static let lineBorder = PixelColor.black
    static let bezelBorder = PixelColor(r: 0x9A, g: 0x9A, b: 0x9A)
    static let bezelTop = PixelColor(r: 0x6E, g: 0x6E, b: 0x6E)
    /// Placeholder grey: iOS 13+ `placeholderText` rgba(60, 60, 67, 0.3); before: #C7C7CD.
    static let placeholderModern = PixelColor(r: 60, g: 60, b: 67, a: 77)
    static let placeholderLegacy = PixelColor(r: 0xC7, g: 0xC7, b: 0xCD)

    /// UISwitch: a capsule track (51×31, 63×28 from iOS 26: `SwitchSpec.size`), its knob
    /// inset 2 pt (27 pt on a 31-pt track).
    static let knobInset = 2.0
    /// iOS 13+ on tint systemGreen #34C759 (the layout model's default onTintColor).
    static let switchOnGreen = PixelColor(r: 0x34, g: 0xC7, b: 0x59)
    /// iOS 7–12 default on tint.
    static let switchOnGreenLegacy = PixelColor(r: 0x4C, g: 0xD9, b: 0x64)
    /// iOS 13+ off track: a translucent grey fill (rgba(120, 120, 128, 0.16) ≈ #E9E9EB on
    /// white). iOS 7–12: a white track with a 1.5-pt #E5E5EA outline.
    static let switchOffTrackModern = PixelColor(r: 120, g: 120, b: 128, a: 41)
    static let switchOffFillLegacy = PixelColor.white
    static let switchOffOutlineLegacy = PixelColor(r: 0xE5, g: 0xE5, b: 0xEA)
}

extension Painter {
    // MARK: - Text field

    /// UITextField: its border style's background and frame, then the text (or the
    /// placeholder in placeholder grey) on one line as Layout laid it out, inset 7 pt on
    /// bordered styles, centred vertically, tail-truncated and clipped to the text rect.
    mutating func drawTextField(_ field: TextFieldSpec, _ layout: TextLayout?, in frame: PointRect) {
        let hairline = max(1, (0.5 * scale).rounded())
        switch field.border {
        case .none:
            break
        case .roundedRect:
            let shape = roundedRect(frame, radius: ControlStyle.fieldCornerRadius)
            canvas.fill(shape, color: tinted(field.fill ?? defaults.fieldFill))
            canvas.strokeBorder(shape, width: hairline, color: tinted(defaults.fieldBorder))
        case .line:
            canvas.strokeBorder(RoundedRect(rect: pixelRect(frame), radius: 0), width: hairline,
                                color: tinted(defaults.lineBorder))
        case .bezel:
            let r = pixelRect(frame)
            canvas.strokeBorder(RoundedRect(rect: r, radius: 0), width: hairline, color: tinted(ControlStyle.bezelBorder))
            canvas.fill(PixelRect(x: r.x, y: r.y, width: r.width, height: hairline), color: tinted(ControlStyle.bezelTop))
        }
        guard let layout else { return }
        let inset = field.border == .none ? 0 : ControlStyle.fieldTextInset
        let textRect = frame.insetBy(top: 0, left: inset, bottom: 0, right: inset)
        canvas.save()
        canvas.clip(to: pixelRect(textRect))
        drawText(layout, x: textRect.minX, y: centredTop(height: layout.height, in: frame), color: field.text.color)
        canvas.restore()
    }

    // MARK: - Switch

    /// UISwitch at its fixed size (51×31; 63×28 from iOS 26), anchored at the frame's top-left
    /// corner (UISwitch ignores other sizes): a capsule track, green when on (or onTintColor), a
    /// light grey track when off, and a white knob (the track's height less 2 × 2 pt: 27 pt)
    /// with a soft shadow at the right (on) or left (off).
    mutating func drawSwitch(_ spec: SwitchSpec, in frame: PointRect) {
        let track = PointRect(x: frame.minX, y: frame.minY, width: spec.size.width, height: spec.size.height)
        let trackShape = RoundedRect.capsule(in: pixelRect(track))
        if spec.isOn {
            canvas.fill(trackShape, color: tinted(spec.onTint))
        } else if spec.modern {
            canvas.fill(trackShape, color: tinted(defaults.switchOffTrack))
        } else {
            canvas.fill(trackShape, color: tinted(ControlStyle.switchOffFillLegacy))
            canvas.strokeBorder(trackShape, width: 1.5 * scale, color: tinted(ControlStyle.switchOffOutlineLegacy))
        }
        let inset = ControlStyle.knobInset, d = spec.size.height - 2 * inset
        let knobAtRight = spec.isOn != spec.mirrored
        let knobX = knobAtRight ? track.maxX - inset - d : track.minX + inset
        let knob = PointRect(x: knobX, y: track.minY + inset, width: d, height: d)
        let knobShape = RoundedRect.capsule(in: pixelRect(knob))
        // Two shadows as UISwitch's knob has: a wide soft one 3 pt down, and a tight contact one.
        drawShadow(of: knobShape, offsetY: 3 * scale, blur: 4 * scale, color: PixelColor(r: 0, g: 0, b: 0, a: 38))
        drawShadow(of: knobShape, offsetY: 1 * scale, blur: 0.5 * scale, color: PixelColor(r: 0, g: 0, b: 0, a: 15))
        canvas.fill(knobShape, color: tinted(.white))
        canvas.strokeBorder(knobShape, width: max(1, 0.5 * scale), color: tinted(PixelColor(r: 0, g: 0, b: 0, a: 10)))
    }

    // MARK: - Shadows

    /// Draws a blurred copy of a shape, moved down by `offsetY` pixels: the shape's coverage
    /// blurred by three box blurs (a close approximation of a Gaussian with standard
    /// deviation `blur` pixels), in integer arithmetic so the result is deterministic.
    mutating func drawShadow(of shape: RoundedRect, offsetY: Double, blur: Double, color: PixelColor) {
        // The mask depends on the shape's size and its position within a pixel only, so equal
        // controls (every switch knob of a screen) share one blurred mask.
        let r = shape.rect.standardized
        let ox = r.minX.rounded(.down), oy = r.minY.rounded(.down)
        guard ox.isFinite, oy.isFinite, abs(ox) < 1e9, abs(oy) < 1e9 else { return }
        let local = RoundedRect(rect: PixelRect(x: r.minX - ox, y: r.minY - oy, width: r.width, height: r.height),
                                radii: shape.radii)
        let key = ShadowCache.Key(shape: local, offsetY: offsetY, sigma: blur)
        let made: (CoverageMask, Int, Int)?
        if let hit = shadows.masks[key] {
            made = hit
        } else {
            made = ShadowMask.make(shape: local, offsetY: offsetY, sigma: blur)
            if let made { shadows.masks[key] = made }
        }
        guard let (mask, x, y) = made else { return }
        canvas.drawMask(mask, x: x + Int(ox), y: y + Int(oy), color: tinted(color))
    }
}

/// Blurred shadow masks of one render, by shape (at its sub-pixel position), offset and blur.
final class ShadowCache {
    struct Key: Hashable {
        var shape: RoundedRect
        var offsetY: Double
        var sigma: Double
    }
    var masks: [Key: (CoverageMask, Int, Int)] = [:]
}

/// Gaussian-like blurred coverage of a shape (for shadows).
enum ShadowMask {
    static func make(shape: RoundedRect, offsetY: Double, sigma: Double) -> (CoverageMask, Int, Int)? {
        guard sigma.isFinite, sigma >= 0, offsetY.isFinite else { return nil }
        // Box width giving the sigma after three passes: w = sqrt(12σ²/3 + 1).
        let radius = max(0, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
        let margin = 3 * radius + 1
        let r = shape.rect.standardized
        let x0 = Int(r.minX.rounded(.down)) - margin, y0 = Int((r.minY + offsetY).rounded(.down)) - margin
        let x1 = Int(r.maxX.rounded(.up)) + margin, y1 = Int((r.maxY + offsetY).rounded(.up)) + margin
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w * h < 16_000_000,
              var canvas = try? Canvas(width: w, height: h) else { return nil }
        let moved = RoundedRect(rect: PixelRect(x: r.minX - Double(x0), y: r.minY + offsetY - Double(y0),
                                                width: r.width, height: r.height), radii: shape.radii)
        canvas.fill(moved, color: .black)
        var a = [Int](repeating: 0, count: w * h)
        let pixels = canvas.bitmap.pixels
        for i in 0..<(w * h) { a[i] = Int(pixels[i * 4 + 3]) }
        if radius > 0 {
            for _ in 0..<3 {
                boxBlur(&a, width: w, height: h, radius: radius, horizontal: true)
                boxBlur(&a, width: w, height: h, radius: radius, horizontal: false)
            }
        }
        let bytes = a.map { UInt8(max(0, min(255, $0))) }
        guard let mask = try? CoverageMask(width: w, height: h, coverage: bytes) else { return nil }
        return (mask, x0, y0)
    }

    /// One box blur pass of width 2·radius+1 along rows or columns (rounded to nearest).
    private static func boxBlur(_ a: inout [Int], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let n = horizontal ? width : height, lines = horizontal ? height : width
        let step = horizontal ? 1 : width, lineStep = horizontal ? width : 1
        let size = 2 * radius + 1
        var line = [Int](repeating: 0, count: n)
        a.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { out in
                for l in 0..<lines {
                    let base = l * lineStep
                    var sum = 0
                    for i in 0...min(radius, n - 1) { sum += p[base + i * step] }
                    for i in 0..<n {
                        out[i] = (sum * 2 + size) / (2 * size)
                        let leaving = i - radius, entering = i + radius + 1
                        if leaving >= 0 { sum -= p[base + leaving * step] }
                        if entering < n { sum += p[base + entering * step] }
                    }
                    for i in 0..<n { p[base + i * step] = out[i] }
                }
            }
        }
    }
}
