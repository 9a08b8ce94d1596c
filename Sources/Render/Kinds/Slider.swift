import Layout
import Raster

/// What a UISlider draws.
struct SliderSpec: Sendable {
    /// The value's place between the minimum and the maximum, 0...1.
    var fraction: Double
    var minimumTrack: PixelColor
    var maximumTrack: PixelColor
    /// Right-to-left: the minimum is at the right.
    var mirrored: Bool
    /// Where the frame sticks out of the alignment rect the track and thumb lie in.
    var alignmentInsets: EdgeInsets = .zero
}

extension Painter {
    /// iOS 13+ slider: a 4-pt capsule track across the frame, centred vertically, the part
    /// below the value in the minimum track colour (the tint), the rest in the maximum track
    /// colour; a white 28-pt thumb with a soft shadow whose centre travels between 14 pt from
    /// either end; all inside the alignment rect (the frame less `alignmentRectInsets`).
    mutating func drawSlider(_ spec: SliderSpec, in bounds: PointRect) {
        let a = spec.alignmentInsets
        let frame = PointRect(x: bounds.x + a.left, y: bounds.y + a.top, width: bounds.width - a.left - a.right,
                              height: bounds.height - a.top - a.bottom)
        let d = 28.0, trackHeight = 4.0
        let track = PointRect(x: frame.minX, y: frame.midY - trackHeight / 2, width: frame.width, height: trackHeight)
        guard track.width > 0 else { return }
        let travel = max(0, frame.width - d)
        let f = spec.mirrored ? 1 - spec.fraction : spec.fraction
        let centreX = frame.minX + d / 2 + travel * f
        canvas.fill(RoundedRect.capsule(in: pixelRect(track)), color: tinted(spec.maximumTrack))
        // The minimum part: the track's start up to the thumb's centre.
        let minPart = spec.mirrored
            ? PointRect(x: centreX, y: track.minY, width: track.maxX - centreX, height: trackHeight)
            : PointRect(x: track.minX, y: track.minY, width: centreX - track.minX, height: trackHeight)
        if minPart.width > 0 {
            canvas.save()
            canvas.clip(to: pixelRect(minPart))
            canvas.fill(RoundedRect.capsule(in: pixelRect(track)), color: tinted(spec.minimumTrack))
            canvas.restore()
        }
        let thumb = PointRect(x: centreX - d / 2, y: frame.midY - d / 2, width: d, height: d)
        drawRaisedShape(RoundedRect.capsule(in: pixelRect(thumb)), fill: .white, shadows: true)
    }
}

extension SceneBuilder {
    /// The slider's tracks: the minimum in its colour or the tint, the maximum in its colour or
    /// the system fill.
    func spec(_ s: SliderProperties, _ n: ViewNode, tint: Color?) -> SliderSpec {
        SliderSpec(fraction: s.fraction,
                   minimumTrack: s.minimumTrackTintColor.map(pixel) ?? controlTint(n, tint),
                   maximumTrack: system(s.maximumTrackTintColor, .systemFill),
                   mirrored: direction(n) == .rightToLeft,
                   alignmentInsets: SliderProperties.alignmentRectInsets(os: environment.osVersion))
    }
}
