import Foundation
import Layout
import Raster

/// What a UIActivityIndicatorView draws.
struct ActivityIndicatorSpec: Sendable {
    var style: ActivityIndicatorStyle
    var color: PixelColor
}

extension Painter {
    /// iOS 13+ activity indicator, centred in the frame at its style's size: 8 rounded spokes
    /// (medium: 2.5 pt wide from 4 to 9 pt out of a 20-pt circle; large scaled by 37/20), the
    /// one at 12 o'clock in the full colour and each next one clockwise back a step fainter,
    /// down to 30 %: a still frame of the spin.
    mutating func drawActivityIndicator(_ spec: ActivityIndicatorSpec, in frame: PointRect) {
        let k = spec.style == .large ? 37.0 / 20 : 1
        let width = 2.5 * k, inner = 4.0 * k + width / 2, outer = 9.0 * k
        let cx = px(frame.midX), cy = px(frame.midY)
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4
            let dx = sin(angle), dy = -cos(angle)
            let a = PixelPoint(x: cx + dx * inner * scale, y: cy + dy * inner * scale)
            let b = PixelPoint(x: cx + dx * (outer - width / 2) * scale, y: cy + dy * (outer - width / 2) * scale)
            let spoke = Self.stadium(from: a, to: b, radius: width * scale / 2)
            // The head at 12 o'clock; the tail fades counter-clockwise behind it.
            let step = (8 - i) % 8
            let opacity = step == 0 ? 1 : max(0.3, 1 - Double(step) * 0.1)
            canvas.fill(spoke, color: tinted(spec.color.withOpacity(opacity)))
        }
    }

    /// A line from `a` to `b` with round caps of `radius`, as one contour.
    static func stadium(from a: PixelPoint, to b: PixelPoint, radius: Double) -> Path {
        let normal = atan2(b.x - a.x, -(b.y - a.y))  // the direction a→b turned a quarter
        var p = Path()
        p.move(to: PixelPoint(x: b.x + radius * cos(normal), y: b.y + radius * sin(normal)))
        p.arc(center: b, radius: radius, startAngle: normal, endAngle: normal - .pi)
        p.arc(center: a, radius: radius, startAngle: normal - .pi, endAngle: normal - 2 * .pi)
        p.close()
        return p
    }
}

extension SceneBuilder {
    /// The spokes in their colour, else the secondary label colour.
    func spec(_ a: ActivityIndicatorProperties) -> ActivityIndicatorSpec {
        ActivityIndicatorSpec(style: a.style, color: system(a.color, .secondaryLabel))
    }
}
