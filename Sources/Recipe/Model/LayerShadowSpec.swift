import Layout

/// A recipe's `shadow` (`CALayer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`);
/// every field optional: nil keeps Core Animation's default (black, 0, (0, −3), 3), and a
/// variant's shadow replaces only the fields it writes.
public struct LayerShadowSpec: Sendable, Hashable {
    public var color: RecipeColor?
    public var opacity: Double?
    /// `{"width": w, "height": h}` in points (y down).
    public var offset: SizeSpec?
    public var radius: Double?

    public init(color: RecipeColor? = nil, opacity: Double? = nil, offset: SizeSpec? = nil, radius: Double? = nil) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }

    /// `self` with the fields `patch` writes replaced.
    public func merging(_ patch: LayerShadowSpec) -> LayerShadowSpec {
        LayerShadowSpec(color: patch.color ?? color, opacity: patch.opacity ?? opacity,
                        offset: patch.offset ?? offset, radius: patch.radius ?? radius)
    }

    /// Layout's shadow, Core Animation's defaults where the recipe writes nothing.
    public var layerShadow: LayerShadow {
        var s = LayerShadow()
        if let c = color { s.color = c.layoutColor }
        if let o = opacity { s.opacity = o }
        if let o = offset { s.offset = Size(width: o.width, height: o.height) }
        if let r = radius { s.radius = r }
        return s
    }
}

/// A value stored out of line (one pointer in its container).
indirect enum Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    case some(Value)
}
