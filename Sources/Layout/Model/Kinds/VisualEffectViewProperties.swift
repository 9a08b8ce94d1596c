/// `UIBlurEffect.Style`, by UIKit's names (`<blurEffect style=>` in Interface Builder).
public enum BlurStyle: String, Hashable, Sendable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark

    /// The flat fill drawn for the material: a renderer cannot blur what lies behind a view it
    /// draws in one pass, so each style is a translucent colour of the palette over the content
    /// behind it, chosen to match the material's look over a plain background (docs/render.md,
    /// "Materials"). The `…Light` / `…Dark` styles and the legacy `extraLight`, `light`, `dark`
    /// keep their appearance whatever the screen's; the others follow it.
    public func materialFill(_ appearance: Appearance) -> Color {
        let (base, alpha, fixed) = recipe
        let colour = base.color(fixed ?? appearance)
        return Color(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha * alpha)
    }

    /// (palette colour, opacity, fixed appearance).
    private var recipe: (SystemColor, Double, Appearance?) {
        switch self {
        case .extraLight: return (.systemBackground, 0.82, .light)
        case .light: return (.systemGray6, 0.78, .light)
        case .dark: return (.systemGray6, 0.72, .dark)
        case .regular, .systemMaterial: return (.systemGray6, 0.80, nil)
        case .prominent, .systemThickMaterial: return (.systemGray6, 0.90, nil)
        case .systemUltraThinMaterial: return (.systemBackground, 0.45, nil)
        case .systemThinMaterial: return (.systemBackground, 0.65, nil)
        case .systemChromeMaterial: return (.systemGray6, 0.85, nil)
        case .systemUltraThinMaterialLight: return (.systemBackground, 0.45, .light)
        case .systemThinMaterialLight: return (.systemBackground, 0.65, .light)
        case .systemMaterialLight: return (.systemGray6, 0.80, .light)
        case .systemThickMaterialLight: return (.systemGray6, 0.90, .light)
        case .systemChromeMaterialLight: return (.systemGray6, 0.85, .light)
        case .systemUltraThinMaterialDark: return (.systemBackground, 0.45, .dark)
        case .systemThinMaterialDark: return (.systemBackground, 0.65, .dark)
        case .systemMaterialDark: return (.systemGray6, 0.80, .dark)
        case .systemThickMaterialDark: return (.systemGray6, 0.90, .dark)
        case .systemChromeMaterialDark: return (.systemGray6, 0.85, .dark)
        }
    }
}

/// UIVisualEffectView properties. Its `contentView` is an ordinary subview (Interface Builder
/// writes it; a recipe's subviews are its content). No intrinsic size.
public struct VisualEffectViewProperties: Hashable, Sendable {
    /// The blur effect's style (nil = no effect: the view draws nothing of its own).
    public var blurStyle: BlurStyle?
    public init(blurStyle: BlurStyle? = .systemMaterial) { self.blurStyle = blurStyle }
}

extension VisualEffectViewProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .visualEffectView(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .visualEffectView(self) }
}

extension VisualEffectViewProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    var checkRole: CheckRole { .none }
}
