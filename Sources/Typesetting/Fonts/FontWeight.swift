/// The nine weights of `UIFont.Weight`. The system font draws each with its own instance of the
/// shipped variable font (`SystemFont`); fonts by name pick the family member nearest its
/// `weightClass`.
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight nearest a `UIFont.Weight` raw value (ultraLight -0.8, thin -0.6, light -0.4,
    /// regular 0, medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62): thresholds halfway.
    public init(uiKitWeight value: Double) {
        let raw: [(Double, FontWeight)] = [(-0.7, .ultraLight), (-0.5, .thin), (-0.2, .light), (0.115, .regular),
                                            (0.265, .medium), (0.35, .semibold), (0.48, .bold), (0.59, .heavy)]
        self = raw.first { value < $0.0 }?.1 ?? .black
    }

    /// Parses a weight name as written in storyboards or code ("semibold", "Heavy", "ultra-light"...).
    /// Returns nil for unknown names.
    public init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
        switch key {
        case "regular", "normal", "system": self = .regular
        case "demibold": self = .semibold
        case "boldsystem": self = .bold
        default:
            guard let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
            self = weight
        }
    }

    /// The OS/2 weight class (ultraLight 100 ... regular 400, medium 500, semibold 600, bold 700
    /// ... black 900), which is also the value of the variable font's `wght` axis.
    public var weightClass: Int {
        (FontWeight.allCases.firstIndex(of: self) ?? 3) * 100 + 100
    }
}
