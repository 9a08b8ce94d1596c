import Layout
import Raster

/// What a UIProgressView draws.
struct ProgressSpec: Sendable {
    var fraction: Double
    /// The bar style: square ends, no track unless one is set.
    var isBar: Bool
    var track: PixelColor?
    var fill: PixelColor
    /// Right-to-left: fills from the right.
    var mirrored: Bool
}

extension Painter {
    /// iOS 14+ progress view: a capsule track across the frame (its height, at most 4 pt,
    /// centred vertically) in the track colour and the progress in the tint from the leading
    /// end; the bar style has square ends and no track of its own.
    mutating func drawProgressView(_ spec: ProgressSpec, in frame: PointRect) {
        let h = min(frame.height, spec.isBar ? 2.5 : 4)
        let track = PointRect(x: frame.minX, y: frame.midY - h / 2, width: frame.width, height: h)
        guard track.width > 0, h > 0 else { return }
        let shape = spec.isBar ? RoundedRect(rect: pixelRect(track), radius: 0) : RoundedRect.capsule(in: pixelRect(track))
        if let t = spec.track { canvas.fill(shape, color: tinted(t)) }
        let w = track.width * spec.fraction
        guard w > 0 else { return }
        let part = spec.mirrored ? PointRect(x: track.maxX - w, y: track.minY, width: w, height: h)
            : PointRect(x: track.minX, y: track.minY, width: w, height: h)
        let fill = spec.isBar ? RoundedRect(rect: pixelRect(part), radius: 0) : RoundedRect.capsule(in: pixelRect(part))
        canvas.fill(fill, color: tinted(spec.fill))
    }
}

extension SceneBuilder {
    /// The progress in its colour or the tint; the track in its colour, else the system fill
    /// (none for the bar style).
    func spec(_ p: ProgressViewProperties, _ n: ViewNode, tint: Color?) -> ProgressSpec {
        let track = p.style == .bar ? p.trackTintColor.map(pixel) : system(p.trackTintColor, .systemFill)
        return ProgressSpec(fraction: p.fraction, isBar: p.style == .bar, track: track,
                            fill: p.progressTintColor.map(pixel) ?? controlTint(n, tint),
                            mirrored: direction(n) == .rightToLeft)
    }
}
