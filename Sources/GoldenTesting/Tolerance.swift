/// How different two images may be and still match. The default is exact: every byte of
/// every pixel equal and both sizes equal.
public struct Tolerance: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Per-pixel colour distance allowed, 0...1, measured as pixelmatch's YIQ perceptual
    /// distance (`ImageComparison.colorDistance`): 0 means byte-identical pixels are required,
    /// 1 allows anything. pixelmatch's usual default is 0.1.
    public var colorThreshold: Double
    /// Ignore differing pixels that look like anti-aliasing in either image (the idea of
    /// pixelmatch / Vyšniauskas' anti-aliased pixel detector).
    public var ignoresAntialiasing: Bool
    /// Differing pixels allowed (after the two rules above), as a count.
    public var maxDifferingPixels: Int
    /// Differing pixels allowed as a fraction 0...1 of all pixels; a result passes when it is
    /// within either this ratio or `maxDifferingPixels`.
    public var maxDifferingRatio: Double

    public init(colorThreshold: Double = 0, ignoresAntialiasing: Bool = false,
                maxDifferingPixels: Int = 0, maxDifferingRatio: Double = 0) {
        self.colorThreshold = min(1, max(0, colorThreshold.isFinite ? colorThreshold : 0))
        self.ignoresAntialiasing = ignoresAntialiasing
        self.maxDifferingPixels = max(0, maxDifferingPixels)
        self.maxDifferingRatio = min(1, max(0, maxDifferingRatio.isFinite ? maxDifferingRatio : 0))
    }

    /// Byte-exact comparison.
    public static let exact = Tolerance()

    /// pixelmatch-like: colour distance 0.1 and anti-aliased pixels ignored, no other slack.
    public static let antialiasingTolerant = Tolerance(colorThreshold: 0.1, ignoresAntialiasing: true)

    public var isExact: Bool { self == .exact }

    /// One line, included in every failure message, e.g.
    /// `tolerance: colour distance <= 0.1 (YIQ), anti-aliasing ignored, <= 5 pixels`.
    public var description: String {
        if isExact { return "tolerance: exact (pixel bytes must be identical)" }
        var parts: [String] = []
        parts.append(colorThreshold > 0 ? "colour distance <= \(format(colorThreshold)) (YIQ)" : "colour exact")
        if ignoresAntialiasing { parts.append("anti-aliasing ignored") }
        if maxDifferingPixels > 0 { parts.append("<= \(maxDifferingPixels) differing pixels") }
        if maxDifferingRatio > 0 { parts.append("<= \(format(maxDifferingRatio * 100))% differing pixels") }
        return "tolerance: " + parts.joined(separator: ", ")
    }
}

/// A short decimal rendering without locale or trailing zeros (deterministic).
func format(_ v: Double, digits: Int = 4) -> String {
    guard v.isFinite else { return "\(v)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (v * scale).rounded() / scale
    var s = "\(r)"
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s
}
