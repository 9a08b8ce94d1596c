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

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1, _ name: String) -> RecipeColor {
        RecipeColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a, name: name)
    }

    /// The named colours a recipe may use, with their light-mode sRGB values (the fixed
    /// `UIColor` class colours, and the system and semantic colours in the light
    /// appearance of iOS 15 to 18, before the iOS 26 colour refresh). The order is the
    /// documentation order.
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
            // System colours, light appearance.
            rgb(255, 59, 48, 1, "systemRed"),
            rgb(255, 149, 0, 1, "systemOrange"),
            rgb(255, 204, 0, 1, "systemYellow"),
            rgb(52, 199, 89, 1, "systemGreen"),
            rgb(0, 199, 190, 1, "systemMint"),
            rgb(48, 176, 199, 1, "systemTeal"),
            rgb(50, 173, 230, 1, "systemCyan"),
            rgb(0, 122, 255, 1, "systemBlue"),
            rgb(88, 86, 214, 1, "systemIndigo"),
            rgb(175, 82, 222, 1, "systemPurple"),
            rgb(255, 45, 85, 1, "systemPink"),
            rgb(162, 132, 94, 1, "systemBrown"),
            rgb(142, 142, 147, 1, "systemGray"),
            rgb(174, 174, 178, 1, "systemGray2"),
            rgb(199, 199, 204, 1, "systemGray3"),
            rgb(209, 209, 214, 1, "systemGray4"),
            rgb(229, 229, 234, 1, "systemGray5"),
            rgb(242, 242, 247, 1, "systemGray6"),
            // Semantic colours, light appearance.
            rgb(0, 0, 0, 1, "label"),
            rgb(60, 60, 67, 0.6, "secondaryLabel"),
            rgb(60, 60, 67, 0.3, "tertiaryLabel"),
            rgb(60, 60, 67, 0.18, "quaternaryLabel"),
            rgb(0, 122, 255, 1, "link"),
            rgb(60, 60, 67, 0.3, "placeholderText"),
            rgb(60, 60, 67, 0.29, "separator"),
            rgb(198, 198, 200, 1, "opaqueSeparator"),
            rgb(255, 255, 255, 1, "systemBackground"),
            rgb(242, 242, 247, 1, "secondarySystemBackground"),
            rgb(255, 255, 255, 1, "tertiarySystemBackground"),
            rgb(242, 242, 247, 1, "systemGroupedBackground"),
            rgb(255, 255, 255, 1, "secondarySystemGroupedBackground"),
            rgb(242, 242, 247, 1, "tertiarySystemGroupedBackground"),
            rgb(120, 120, 128, 0.2, "systemFill"),
            rgb(120, 120, 128, 0.16, "secondarySystemFill"),
            rgb(118, 118, 128, 0.12, "tertiarySystemFill"),
            rgb(116, 116, 128, 0.08, "quaternarySystemFill"),
            rgb(0, 0, 0, 1, "darkText"),
            rgb(255, 255, 255, 0.6, "lightText"),
        ]
        return list.map { ($0.name ?? "", $0) }
    }()

    /// The colour in Layout's model (the name is the recipe's spelling only).
    public var layoutColor: Layout.Color {
        Layout.Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The named colour `name` (exact spelling), if there is one.
    public static func named(_ name: String) -> RecipeColor? {
        named.first { $0.name == name }?.color
    }
}
