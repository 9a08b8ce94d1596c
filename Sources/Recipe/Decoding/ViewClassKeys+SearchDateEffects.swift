import Layout
import Typesetting

/// The keys of the search bar, date picker and visual effect view, and the button keys for
/// images, edge insets, alignment, states and configurations.
extension ViewClassKeys {
    static let searchBar: [ViewClassKey] = [
        .field("text", \SearchBarProperties.text, Decoders.string),
        .field("placeholder", \SearchBarProperties.placeholder, Decoders.string),
        .field("prompt", \SearchBarProperties.prompt, Decoders.string),
        .field("searchBarStyle", \SearchBarProperties.style, Decoders.choice(SearchBarStyle.self)),
        .field("barTintColor", \SearchBarProperties.barTintColor) { (c, n, p) throws(RecipeError) in try c.color(n, p).layoutColor },
    ]

    /// `date` is `"YYYY-MM-DD HH:MM"` (or `"YYYY-MM-DD"`), shown as written: never the clock.
    static let datePicker: [ViewClassKey] = [
        .field("datePickerMode", \DatePickerProperties.mode, Decoders.choice(DatePickerMode.self)),
        .field("preferredDatePickerStyle", \DatePickerProperties.style, Decoders.choice(DatePickerStyle.self)),
        .field("date", \DatePickerProperties.date) { (c, n, p) throws(RecipeError) in
            let text = try c.string(n, p, what: "a date \"YYYY-MM-DD HH:MM\"")
            guard let date = DatePickerDate(recipeText: text) else {
                throw c.error(.invalidValue, "expected a date \"YYYY-MM-DD HH:MM\" (24-hour time), found \"\(text)\"", path: p, node: n)
            }
            return date
        },
    ]

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
        .property("imageSource", \ViewProperties.imageSource) { (c, n, p) throws(RecipeError) in try c.imageSource(n, p) },
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

extension DatePickerDate {
    /// `"2023-09-18 09:41"` or `"2023-09-18"` (9:41), a valid Gregorian date.
    init?(recipeText text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard ymd.count == 3, (1...9999).contains(ymd[0]), (1...12).contains(ymd[1]) else { return nil }
        let leap = ymd[0] % 4 == 0 && (ymd[0] % 100 != 0 || ymd[0] % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][ymd[1] - 1]
        guard (1...days).contains(ymd[2]) else { return nil }
        var hour = 9, minute = 41
        if parts.count == 2 {
            let hm = parts[1].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard hm.count == 2, (0...23).contains(hm[0]), (0...59).contains(hm[1]) else { return nil }
            hour = hm[0]; minute = hm[1]
        }
        self.init(year: ymd[0], month: ymd[1], day: ymd[2], hour: hour, minute: minute)
    }
}
