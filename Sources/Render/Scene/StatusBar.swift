import Foundation
import Layout
import Raster
import Typesetting

/// The status bar drawn over the top of the screen: the time and the signal, Wi-Fi and
/// battery glyphs as shapes. Two layouts:
/// - phones with a sensor housing (status bar taller than 20 pt): "9:41" semibold 17 pt
///   centred in the left ear, the glyphs centred in the right ear;
/// - 20-pt bars (Home-button phones, iPads): "9:41 AM" semibold 12 pt, centred on phones
///   and at the left on iPads; signal and Wi-Fi at the left, battery at the right.
///
/// In right to left the bar is mirrored, as iOS mirrors it: the time at the right, the glyphs in
/// the opposite order at the left, each glyph itself drawn as in left to right.
struct StatusBar {
    var width: Double
    var height: Double
    var isPad: Bool
    var color: PixelColor
    /// Right to left: every item's place mirrored across the bar's middle.
    var mirrored = false

    init(device: Device, width: Double, style: StatusBarStyle) {
        self.width = width
        height = device.statusBarHeight
        isPad = device.isPad
        color = style == .darkContent ? .black : .white
    }

    var hasSensorHousing: Bool { height > 20 && !isPad }

    /// Width of the sensor housing the ears are measured around (iPhone X notch, 209 pt).
    static let housingWidth = 209.0

    /// The left edge of an item `itemWidth` wide whose left edge is at `x` in left to right.
    func left(_ x: Double, _ itemWidth: Double) -> Double { mirrored ? width - x - itemWidth : x }

    /// The centre of an item centred at `x` in left to right.
    func centre(_ x: Double) -> Double { mirrored ? width - x : x }
}

extension Painter {
    mutating func drawStatusBar(_ bar: StatusBar) {
        let c = bar.color
        if bar.hasSensorHousing {
            let ear = max(60, (bar.width - StatusBar.housingWidth) / 2)
            let centreY = bar.height / 2 + 1
            let leftCentre = (ear + 24) / 2
            drawStatusText("9:41", size: 17, centreX: bar.centre(leftCentre), centreY: centreY, color: c)
            // Centred in the right ear, but never under the housing.
            let gap = 4.5, wifi = 0.91
            let group = 17.1 + gap + 16.8 * wifi + gap + 25.6
            var x = max(bar.width - leftCentre - group / 2, (bar.width + StatusBar.housingWidth) / 2 + 2)
            drawSignal(x: bar.left(x, 17.1), centreY: centreY, scaleBy: 1, color: c)
            x += 17.1 + gap
            drawWiFi(x: bar.left(x, 16.8 * wifi), centreY: centreY, scaleBy: wifi, color: c)
            x += 16.8 * wifi + gap
            drawBattery(x: bar.left(x, 25.6), centreY: centreY, scaleBy: 1, color: c)
        } else {
            let centreY = bar.height / 2
            let k = 0.75
            if bar.isPad {
                drawStatusText("9:41 AM", size: 12, leftX: 20, centreY: centreY, color: c, in: bar)
                let bx = bar.width - 20 - 25.6 * k
                drawBattery(x: bar.left(bx, 25.6 * k), centreY: centreY, scaleBy: k, color: c)
                drawWiFi(x: bar.left(bx - 6 - 16.8 * k, 16.8 * k), centreY: centreY, scaleBy: k, color: c)
            } else {
                drawStatusText("9:41 AM", size: 12, centreX: bar.width / 2, centreY: centreY, color: c)
                drawSignal(x: bar.left(6, 17.1 * k), centreY: centreY, scaleBy: k, color: c)
                drawWiFi(x: bar.left(6 + 17.1 * k + 5, 16.8 * k), centreY: centreY, scaleBy: k, color: c)
                drawBattery(x: bar.left(bar.width - 6 - 25.6 * k, 25.6 * k), centreY: centreY, scaleBy: k, color: c)
            }
        }
    }

    /// Text whose cap height is centred on `centreY`; a `leftX` is mirrored in `bar` when given.
    private mutating func drawStatusText(_ text: String, size: Double, centreX: Double? = nil, leftX: Double? = nil,
                                         centreY: Double, color: PixelColor, in bar: StatusBar? = nil) {
        let font = Font(size: size, weight: .semibold)
        let layout = typesetter.layout(text, font: font, scale: scale)
        guard let line = layout.lines.first else { return }
        let cap = typesetter.metrics(for: font).capHeight
        let x = leftX.map { bar?.left($0, line.width) ?? $0 } ?? ((centreX ?? 0) - line.width / 2)
        let baseline = centreY + cap / 2
        drawText(layout, x: x, y: baseline - line.baseline, color: color)
    }

    /// Four bars of rising height, bottom-aligned, 17 × 10.7 pt at full size.
    private mutating func drawSignal(x: Double, centreY: Double, scaleBy k: Double, color: PixelColor) {
        let heights = [4.0, 6.3, 8.6, 10.7]
        let bottom = centreY + 10.7 * k / 2
        for (i, h) in heights.enumerated() {
            let bar = PointRect(x: x + Double(i) * 4.7 * k, y: bottom - h * k, width: 3 * k, height: h * k)
            canvas.fill(roundedRect(bar, radius: 1 * k), color: tinted(color))
        }
    }

    /// Wi-Fi: a dot sector and two arc bands fanning upwards over 90°, 16.8 × 11.9 pt.
    private mutating func drawWiFi(x: Double, centreY: Double, scaleBy k: Double, color: PixelColor) {
        let cx = px(x + 8.4 * k), cy = px(centreY + 11.9 * k / 2)
        let a0 = -3 * Double.pi / 4, a1 = -Double.pi / 4
        var path = Path()
        path.move(to: PixelPoint(x: cx, y: cy))
        path.arc(center: PixelPoint(x: cx, y: cy), radius: 3.9 * k * scale, startAngle: a0, endAngle: a1)
        path.close()
        for (inner, outer) in [(5.8, 8.3), (9.7, 11.9)] {
            path.move(to: PixelPoint(x: cx + outer * k * scale * cos(a0), y: cy + outer * k * scale * sin(a0)))
            path.arc(center: PixelPoint(x: cx, y: cy), radius: outer * k * scale, startAngle: a0, endAngle: a1)
            path.arc(center: PixelPoint(x: cx, y: cy), radius: inner * k * scale, startAngle: a1, endAngle: a0)
            path.close()
        }
        canvas.fill(path, color: tinted(color))
    }

    /// Battery: a rounded outline at 35 % opacity with a full charge level and a nub.
    private mutating func drawBattery(x: Double, centreY: Double, scaleBy k: Double, color: PixelColor) {
        let body = PointRect(x: x, y: centreY - 11.3 * k / 2, width: 24.3 * k, height: 11.3 * k)
        canvas.strokeBorder(roundedRect(body, radius: 2.7 * k), width: 1 * k * scale,
                            color: tinted(color.withOpacity(0.35)))
        let level = body.insetBy(top: 2 * k, left: 2 * k, bottom: 2 * k, right: 2 * k)
        canvas.fill(roundedRect(level, radius: 1.3 * k), color: tinted(color))
        let nub = PointRect(x: body.maxX + 1 * k, y: centreY - 2 * k, width: 1.3 * k, height: 4 * k)
        canvas.fill(RoundedRect(rect: pixelRect(nub), radii: CornerRadii(topLeft: 0, topRight: 0.8 * k * scale,
                                                                           bottomRight: 0.8 * k * scale, bottomLeft: 0)),
                    color: tinted(color.withOpacity(0.4)))
    }
}

extension Painter {
    /// The sensor housing in black: a Dynamic Island (126 × 37.33 pt capsule 11 pt from the
    /// top) when the status bar is 54 pt or taller, else a notch (209 × 30 pt, 20-pt lower
    /// corners, 6-pt fillets where it meets the top edge).
    mutating func drawSensorHousing(screenWidth: Double, statusBarHeight: Double) {
        let cx = screenWidth / 2
        if statusBarHeight >= 54 {
            let island = PointRect(x: cx - 63, y: 11, width: 126, height: 37.33)
            canvas.fill(RoundedRect.capsule(in: pixelRect(island)), color: .black)
            return
        }
        let w = StatusBar.housingWidth, h = 30.0, r = 20.0, f = 6.0
        let x0 = cx - w / 2, x1 = cx + w / 2
        func p(_ x: Double, _ y: Double) -> PixelPoint { PixelPoint(x: px(x), y: px(y)) }
        var path = Path()
        path.move(to: p(x0 - f, 0))
        path.quadCurve(to: p(x0, f), control: p(x0, 0))
        path.line(to: p(x0, h - r))
        path.arc(center: p(x0 + r, h - r), radius: r * scale, startAngle: Double.pi, endAngle: Double.pi / 2)
        path.line(to: p(x1 - r, h))
        path.arc(center: p(x1 - r, h - r), radius: r * scale, startAngle: Double.pi / 2, endAngle: 0)
        path.line(to: p(x1, f))
        path.quadCurve(to: p(x1 + f, 0), control: p(x1, 0))
        path.close()
        canvas.fill(path, color: .black)
    }
}
