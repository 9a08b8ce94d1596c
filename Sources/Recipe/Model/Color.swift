import Layout

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
///
/// Recipes write colours as a UIKit name (`"systemBlue"`), `"#RRGGBB"`, `"#RRGGBBAA"`,
/// `{"white": 0.9, "alpha": 1}` or `{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}`.
public struct RecipeColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The UIKit name the colour was written with, if any.
    public var name: String?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
    }

    /// `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1, name: String? = nil) {
        self.init(red: white, green: white, blue: white, alpha: alpha, name: name)
    }

    public var description: String {
        if let name { return name }
        func h(_ v: Double) -> String {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(byte, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }

    /// The named colours a recipe may use, with their light-mode sRGB values: the fixed
    /// `UIColor` class colours, then Layout's `SystemColor` palette (system and semantic
    /// colours). The order is the documentation order.
    public static let named: [(name: String, color: RecipeColor)] = {
        let list: [RecipeColor] = [
            // Fixed colours (UIColor class properties).
            RecipeColor(white: 0, name: "black"),
            RecipeColor(white: 1, name: "white"),
            RecipeColor(white: 0, alpha: 0, name: "clear"),
            RecipeColor(white: 1.0 / 3.0, name: "darkGray"),
            RecipeColor(white: 0.5, name: "gray"),
            RecipeColor(white: 2.0 / 3.0, name: "lightGray"),
            RecipeColor(red: 1, green: 0, blue: 0, name: "red"),
            RecipeColor(red: 0, green: 1, blue: 0, name: "green"),
            RecipeColor(red: 0, green: 0, blue: 1, name: "blue"),
            RecipeColor(red: 0, green: 1, blue: 1, name: "cyan"),
            RecipeColor(red: 1, green: 1, blue: 0, name: "yellow"),
            RecipeColor(red: 1, green: 0, blue: 1, name: "magenta"),
            RecipeColor(red: 1, green: 0.5, blue: 0, name: "orange"),
            RecipeColor(red: 0.5, green: 0, blue: 0.5, name: "purple"),
            RecipeColor(red: 0.6, green: 0.4, blue: 0.2, name: "brown"),
        ] + SystemColor.allCases.map { system in
            let c = system.color(.light)
            return RecipeColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha, name: system.rawValue)
        }
        return list.map { ($0.name ?? "", $0) }
    }()

    /// The colour in Layout's model: a system colour's name makes it dynamic (its dark value
    /// comes from `SystemColor` when the screen is drawn dark); other names are spellings only.
    public var layoutColor: Layout.Color {
        Layout.Color(red: red, green: green, blue: blue, alpha: alpha,
                     dynamic: name.flatMap(SystemColor.init(rawValue:)).map(DynamicColor.system))
    }

    /// The named colour `name` (exact spelling), if there is one.
    public static func named(_ name: String) -> RecipeColor? {
        named.first { $0.name == name }?.color
    }
}
