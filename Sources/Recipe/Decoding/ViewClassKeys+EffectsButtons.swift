import Layout
import Typesetting

/// The keys of the visual effect view, and the button keys for images, edge insets,
/// alignment, states and configurations.
extension ViewClassKeys {
    static let visualEffectView: [ViewClassKey] = [
        .field("blurStyle", \VisualEffectViewProperties.blurStyle) { (c, n, p) throws(RecipeError) -> BlurStyle? in
            if case .null = n.value { return nil }
            return try c.enumValue(n, p, as: BlurStyle.self)
        },
    ]

    /// Button keys beyond the classic title: the image (a file or generated image, or an SF
    /// Symbol), edge insets, alignment, state, and the iOS 15 configuration. Any configuration
    /// key makes the button a configuration button (plain unless `configuration` says otherwise).
    static let buttonContent: [ViewClassKey] = [
        .imageOrSymbol("imageSource"),
        .property("systemImage", \ViewProperties.systemImage, Decoders.string),
        .property("symbolScale", \ViewProperties.symbolScale, Decoders.choice(SymbolScale.self)),
        .insets("imageEdgeInsets", \ButtonProperties.imageEdgeInsets),
        .insets("titleEdgeInsets", \ButtonProperties.titleEdgeInsets),
        .field("contentHorizontalAlignment", \ButtonProperties.contentHorizontalAlignment,
               Decoders.choice(ControlContentHorizontalAlignment.self)),
        .field("contentVerticalAlignment", \ButtonProperties.contentVerticalAlignment,
               Decoders.choice(ControlContentVerticalAlignment.self)),
        .field("selected", \ButtonProperties.isSelected, Decoders.bool),
        .field("enabled", \ButtonProperties.isEnabled, Decoders.bool),
        .field("configuration", \ButtonProperties.recipeConfigurationStyle, Decoders.choice(ButtonConfigurationStyle.self)),
        .field("cornerStyle", \ButtonProperties.recipeCornerStyle, Decoders.choice(ButtonCornerStyle.self)),
        .field("buttonSize", \ButtonProperties.recipeButtonSize, Decoders.choice(ButtonSize.self)),
        .field("imagePlacement", \ButtonProperties.recipeImagePlacement, Decoders.choice(ButtonImagePlacement.self)),
        .field("imagePadding", \ButtonProperties.recipeImagePadding, Decoders.number(in: 0...10_000, what: "a padding in points")),
        .field("baseForegroundColor", \ButtonProperties.recipeBaseForegroundColor, Decoders.color),
        .field("baseBackgroundColor", \ButtonProperties.recipeBaseBackgroundColor, Decoders.color),
    ]

    /// Image view keys for SF Symbols.
    static let imageSymbol: [ViewClassKey] = [
        .property("systemImage", \ViewProperties.systemImage, Decoders.string),
        .property("symbolScale", \ViewProperties.symbolScale, Decoders.choice(SymbolScale.self)),
        .property("symbolPointSize", \ViewProperties.symbolPointSize, Decoders.number(in: 1...1_000, what: "a point size")),
    ]
}

/// The configuration's fields as recipe keys: reading one gives the default configuration's
/// value; writing one makes the button a configuration button.
extension ButtonProperties {
    private var recipeConfiguration: ButtonConfiguration {
        get { configuration ?? ButtonConfiguration() }
        set { configuration = newValue }
    }
    var recipeConfigurationStyle: ButtonConfigurationStyle {
        get { recipeConfiguration.style } set { recipeConfiguration.style = newValue }
    }
    var recipeCornerStyle: ButtonCornerStyle {
        get { recipeConfiguration.cornerStyle } set { recipeConfiguration.cornerStyle = newValue }
    }
    var recipeButtonSize: ButtonSize {
        get { recipeConfiguration.size } set { recipeConfiguration.size = newValue }
    }
    var recipeImagePlacement: ButtonImagePlacement {
        get { recipeConfiguration.imagePlacement } set { recipeConfiguration.imagePlacement = newValue }
    }
    var recipeImagePadding: Double {
        get { recipeConfiguration.imagePadding } set { recipeConfiguration.imagePadding = newValue }
    }
    var recipeBaseForegroundColor: Color {
        get { recipeConfiguration.baseForegroundColor ?? .systemBlue } set { recipeConfiguration.baseForegroundColor = newValue }
    }
    var recipeBaseBackgroundColor: Color {
        get { recipeConfiguration.baseBackgroundColor ?? .systemBlue } set { recipeConfiguration.baseBackgroundColor = newValue }
    }
}
