/// A premultiplied RGBA colour of COLRv1 painting, each channel 0...1.
struct PaintColor: Sendable, Equatable {
    var r: Float, g: Float, b: Float, a: Float

    static let clear = PaintColor(r: 0, g: 0, b: 0, a: 0)

    /// A palette entry (straight alpha, 0...255) times a paint's alpha (0...1).
    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, times extra: Double) {
        let a = Float(alpha) / 255 * Float(min(max(extra, 0), 1))
        self.init(r: Float(red) / 255 * a, g: Float(green) / 255 * a, b: Float(blue) / 255 * a, a: a)
    }

    init(r: Float, g: Float, b: Float, a: Float) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `self` at `t` = 0 to `other` at `t` = 1 (premultiplied, as Skia draws COLRv1 gradients).
    func mixed(with other: PaintColor, at t: Float) -> PaintColor {
        PaintColor(r: r + (other.r - r) * t, g: g + (other.g - g) * t,
                   b: b + (other.b - b) * t, a: a + (other.a - a) * t)
    }

    func scaled(by k: Float) -> PaintColor {
        PaintColor(r: r * k, g: g * k, b: b * k, a: a * k)
    }
}
