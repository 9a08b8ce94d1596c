import Layout

/// `UIColor`: a fixed sRGB colour, or a dynamic one (system and semantic colours,
/// `init(dynamicProvider:)`) with a light and a dark value.
open class UIColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The colour as Layout's model holds it (light components, dark value when dynamic).
    let color: Color

    init(_ color: Color) { self.color = color }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `init(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h), f = h - CGFloat(i)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f)), v = brightness
        let rgb: [(CGFloat, CGFloat, CGFloat)] = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)]
        let c = rgb[i % 6]
        self.init(red: c.0, green: c.1, blue: c.2, alpha: alpha)
    }

    /// A colour resolved per trait collection, as UIKit calls it for light and dark.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.lightValue
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.resolved(.dark)
        var c = light
        c.dynamic = .dark(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        self.init(c)
    }

    /// A colour of the asset catalogs and colour lists registered with `UIColor.register(named:_:)`.
    public convenience init?(named name: String) {
        guard let c = NamedAssets.colors[name] else { return nil }
        self.init(c.color)
    }

    /// Registers a named colour for `init?(named:)` (a test's stand-in for an asset catalog).
    public static func register(named name: String, _ color: UIColor) {
        NamedAssets.colors[name] = color
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = color
        c.alpha = Double(alpha)
        if case .dark(let r, let g, let b, _)? = c.dynamic { c.dynamic = .dark(red: r, green: g, blue: b, alpha: Double(alpha)) }
        if case .system(let s)? = c.dynamic {
            let d = s.color(.dark)
            c.dynamic = .dark(red: d.red, green: d.green, blue: d.blue, alpha: Double(alpha))
        }
        return UIColor(c)
    }

    /// The colour in a trait collection's style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color.resolved(traitCollection.userInterfaceStyle == .dark ? .dark : .light).lightValue)
    }

    public var cgColor: CGColor { CGColor(self) }

    /// `getRed(_:green:blue:alpha:)`.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = color.red; green?.pointee = color.green; blue?.pointee = color.blue; alpha?.pointee = color.alpha
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }

    public var description: String {
        "UIExtendedSRGBColorSpace \(color.red) \(color.green) \(color.blue) \(color.alpha)"
    }

    /// The colour for a view whose style is forced (`overrideUserInterfaceStyle`): fixed to that style.
    func layoutColor(_ style: UIUserInterfaceStyle) -> Color {
        switch style {
        case .light: return color.lightValue
        case .dark: return color.resolved(.dark).lightValue
        case .unspecified: return color
        }
    }
}

/// `CGColor`, as far as a layer's colours need it.
public final class CGColor: @unchecked Sendable {
    let uiColor: UIColor
    init(_ color: UIColor) { uiColor = color }
    public var alpha: CGFloat { uiColor.color.alpha }
}

/// Named colours and images registered by tests (`UIColor.register(named:_:)`).
enum NamedAssets {
    nonisolated(unsafe) static var colors: [String: UIColor] = [:]
}
