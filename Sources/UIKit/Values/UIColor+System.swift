import Layout

extension UIColor {
    static func system(_ s: SystemColor) -> UIColor { UIColor(Color.system(s)) }
    static func white(_ w: Double, _ a: Double = 1) -> UIColor { UIColor(Color(red: w, green: w, blue: w, alpha: a)) }
    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> UIColor { UIColor(Color(red: r, green: g, blue: b)) }

    public static var black: UIColor { white(0) }
    public static var darkGray: UIColor { white(1.0 / 3) }
    public static var lightGray: UIColor { white(2.0 / 3) }
    public static var white: UIColor { white(1) }
    public static var gray: UIColor { white(0.5) }
    public static var red: UIColor { rgb(1, 0, 0) }
    public static var green: UIColor { rgb(0, 1, 0) }
    public static var blue: UIColor { rgb(0, 0, 1) }
    public static var cyan: UIColor { rgb(0, 1, 1) }
    public static var yellow: UIColor { rgb(1, 1, 0) }
    public static var magenta: UIColor { rgb(1, 0, 1) }
    public static var orange: UIColor { rgb(1, 0.5, 0) }
    public static var purple: UIColor { rgb(0.5, 0, 0.5) }
    public static var brown: UIColor { rgb(0.6, 0.4, 0.2) }
    public static var clear: UIColor { white(0, 0) }

    public static var systemRed: UIColor { system(.systemRed) }
    public static var systemOrange: UIColor { system(.systemOrange) }
    public static var systemYellow: UIColor { system(.systemYellow) }
    public static var systemGreen: UIColor { system(.systemGreen) }
    public static var systemMint: UIColor { system(.systemMint) }
    public static var systemTeal: UIColor { system(.systemTeal) }
    public static var systemCyan: UIColor { system(.systemCyan) }
    public static var systemBlue: UIColor { system(.systemBlue) }
    public static var systemIndigo: UIColor { system(.systemIndigo) }
    public static var systemPurple: UIColor { system(.systemPurple) }
    public static var systemPink: UIColor { system(.systemPink) }
    public static var systemBrown: UIColor { system(.systemBrown) }
    public static var systemGray: UIColor { system(.systemGray) }
    public static var systemGray2: UIColor { system(.systemGray2) }
    public static var systemGray3: UIColor { system(.systemGray3) }
    public static var systemGray4: UIColor { system(.systemGray4) }
    public static var systemGray5: UIColor { system(.systemGray5) }
    public static var systemGray6: UIColor { system(.systemGray6) }
    public static var label: UIColor { system(.label) }
    public static var secondaryLabel: UIColor { system(.secondaryLabel) }
    public static var tertiaryLabel: UIColor { system(.tertiaryLabel) }
    public static var quaternaryLabel: UIColor { system(.quaternaryLabel) }
    public static var link: UIColor { system(.link) }
    public static var placeholderText: UIColor { system(.placeholderText) }
    public static var separator: UIColor { system(.separator) }
    public static var opaqueSeparator: UIColor { system(.opaqueSeparator) }
    public static var systemBackground: UIColor { system(.systemBackground) }
    public static var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { system(.tertiarySystemGroupedBackground) }
    public static var systemFill: UIColor { system(.systemFill) }
    public static var secondarySystemFill: UIColor { system(.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { system(.quaternarySystemFill) }
    public static var darkText: UIColor { system(.darkText) }
    public static var lightText: UIColor { system(.lightText) }
    /// `tintColor` as a colour value (iOS 15): the system blue.
    public static var tintColor: UIColor { systemBlue }
}
