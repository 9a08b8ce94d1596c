/// What a dynamic colour is in the dark appearance: a system colour of Layout's palette, or a
/// colour given for dark (an asset-catalog colour's `luminosity: dark` variant). A `Color`'s
/// own components are always its light value, so a light rendering never looks here.
/// `indirect`, so an optional one costs a `Color` one pointer (recipes hold many colours, and
/// the recipe decoder recurses with them on the stack).
public indirect enum DynamicColor: Hashable, Codable, Sendable {
    /// A UIKit system or semantic colour: `SystemColor.color(_:)` gives its dark value.
    case system(SystemColor)
    /// A fixed dark value (sRGB, straight alpha, components 0...1).
    case dark(red: Double, green: Double, blue: Double, alpha: Double)
}

extension Color {
    /// The colour in `appearance`: its own components in light; in dark, its dynamic dark value
    /// (or its own components when it is a fixed colour).
    public func resolved(_ appearance: Appearance) -> Color {
        guard appearance == .dark, let dynamic else { return self }
        switch dynamic {
        case .system(let system):
            return system.color(.dark)
        case .dark(let r, let g, let b, let a):
            return Color(red: r, green: g, blue: b, alpha: a)
        }
    }

    /// The colour's components without its dark value: for comparing what is drawn in light.
    public var lightValue: Color {
        var c = self
        c.dynamic = nil
        return c
    }

    /// `system`'s light value, dynamic: resolves to its dark value in the dark appearance.
    public static func system(_ system: SystemColor) -> Color {
        var c = system.color(.light)
        c.dynamic = .system(system)
        return c
    }

    /// This colour's components with `system`'s dark value: for a system colour whose light
    /// value the input spells out (Interface Builder's `<resources>`), which stays as written.
    public func withDynamic(_ system: SystemColor) -> Color {
        var c = self
        c.dynamic = .system(system)
        return c
    }
}
