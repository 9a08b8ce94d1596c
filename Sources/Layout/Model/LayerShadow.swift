/// A layer's drop shadow (`CALayer.shadowColor`, `shadowOpacity`, `shadowOffset`,
/// `shadowRadius`), with Core Animation's defaults: opaque black, opacity 0 (no shadow),
/// offset (0, -3) and radius 3.
///
/// The shadow follows the layer's shape (its bounds, rounded by `cornerRadius`): Render blurs
/// that shape with a Gaussian of standard deviation radius / 2 and draws it behind the view.
/// A view that clips to its bounds (`masksToBounds`) draws no shadow, as a masking layer clips
/// its own shadow away.
public struct LayerShadow: Hashable, Codable, Sendable {
    /// `shadowColor` (its alpha multiplies `opacity`).
    public var color: Color
    /// `shadowOpacity`, 0...1.
    public var opacity: Double
    /// `shadowOffset` in points (y down, as UIKit's layers draw it).
    public var offset: Size
    /// `shadowRadius`: the blur radius in points.
    public var radius: Double

    public init(color: Color = .black, opacity: Double = 0, offset: Size = Size(width: 0, height: -3),
                radius: Double = 3) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }

    /// Whether the shadow draws anything (an opacity and colour alpha above zero).
    public var isVisible: Bool {
        opacity.isFinite && opacity > 0 && color.alpha > 0
    }
}
