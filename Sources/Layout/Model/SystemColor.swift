/// The UIKit system and semantic colours, with their values in each appearance: the one palette
/// recipes, Interface Builder documents and the renderer's defaults resolve against.
///
/// Values are iOS 15 to 18's (before the iOS 26 colour refresh), in sRGB: Apple's Human
/// Interface Guidelines "Color" tables (system colours, light and dark) and the values UIKit
/// returns for the semantic colours (`UIColor.label.resolvedColor(with:)`), including the
/// elevated dark backgrounds.
public enum SystemColor: String, Hashable, Codable, Sendable, CaseIterable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, link, placeholderText
    case separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case darkText, lightText

    /// The colour in `appearance` at `level` (the level changes only dark backgrounds).
    public func color(_ appearance: Appearance, level: InterfaceLevel = .base) -> Color {
        let v = values
        switch appearance {
        case .light: return v.light
        case .dark: return level == .elevated ? (v.elevatedDark ?? v.dark) : v.dark
        }
    }

    /// The colour in an environment's appearance (base level).
    public func color(in environment: Environment) -> Color { color(environment.appearance) }

    private var values: (light: Color, dark: Color, elevatedDark: Color?) {
        switch self {
        case .systemRed: return (rgb(255, 59, 48), rgb(255, 69, 58), nil)
        case .systemOrange: return (rgb(255, 149, 0), rgb(255, 159, 10), nil)
        case .systemYellow: return (rgb(255, 204, 0), rgb(255, 214, 10), nil)
        case .systemGreen: return (rgb(52, 199, 89), rgb(48, 209, 88), nil)
        case .systemMint: return (rgb(0, 199, 190), rgb(99, 230, 226), nil)
        case .systemTeal: return (rgb(48, 176, 199), rgb(64, 200, 224), nil)
        case .systemCyan: return (rgb(50, 173, 230), rgb(100, 210, 255), nil)
        case .systemBlue: return (rgb(0, 122, 255), rgb(10, 132, 255), nil)
        case .systemIndigo: return (rgb(88, 86, 214), rgb(94, 92, 230), nil)
        case .systemPurple: return (rgb(175, 82, 222), rgb(191, 90, 242), nil)
        case .systemPink: return (rgb(255, 45, 85), rgb(255, 55, 95), nil)
        case .systemBrown: return (rgb(162, 132, 94), rgb(172, 142, 104), nil)
        case .systemGray: return (rgb(142, 142, 147), rgb(142, 142, 147), nil)
        case .systemGray2: return (rgb(174, 174, 178), rgb(99, 99, 102), nil)
        case .systemGray3: return (rgb(199, 199, 204), rgb(72, 72, 74), nil)
        case .systemGray4: return (rgb(209, 209, 214), rgb(58, 58, 60), nil)
        case .systemGray5: return (rgb(229, 229, 234), rgb(44, 44, 46), nil)
        case .systemGray6: return (rgb(242, 242, 247), rgb(28, 28, 30), nil)
        default: return semanticValues
        }
    }

    private var semanticValues: (light: Color, dark: Color, elevatedDark: Color?) {
        switch self {
        case .label: return (rgb(0, 0, 0), rgb(255, 255, 255), nil)
        case .secondaryLabel: return (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6), nil)
        case .tertiaryLabel: return (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), nil)
        case .quaternaryLabel: return (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16), nil)
        case .link: return (rgb(0, 122, 255), rgb(9, 132, 255), nil)
        case .placeholderText: return (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), nil)
        case .separator: return (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6), nil)
        case .opaqueSeparator: return (rgb(198, 198, 200), rgb(56, 56, 58), nil)
        case .systemBackground: return (rgb(255, 255, 255), rgb(0, 0, 0), rgb(28, 28, 30))
        case .secondarySystemBackground: return (rgb(242, 242, 247), rgb(28, 28, 30), rgb(44, 44, 46))
        case .tertiarySystemBackground: return (rgb(255, 255, 255), rgb(44, 44, 46), rgb(58, 58, 60))
        case .systemGroupedBackground: return (rgb(242, 242, 247), rgb(0, 0, 0), rgb(28, 28, 30))
        case .secondarySystemGroupedBackground: return (rgb(255, 255, 255), rgb(28, 28, 30), rgb(44, 44, 46))
        case .tertiarySystemGroupedBackground: return (rgb(242, 242, 247), rgb(44, 44, 46), rgb(58, 58, 60))
        case .systemFill: return (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36), nil)
        case .secondarySystemFill: return (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32), nil)
        case .tertiarySystemFill: return (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24), nil)
        case .quaternarySystemFill: return (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18), nil)
        case .darkText: return (rgb(0, 0, 0), rgb(0, 0, 0), nil)
        case .lightText: return (rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6), nil)
        default: return (rgb(0, 0, 0), rgb(255, 255, 255), nil)
        }
    }
}

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
    Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
}
