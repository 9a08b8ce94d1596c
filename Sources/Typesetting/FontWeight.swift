/// The weights the shipped system font comes in.
///
/// Other UIKit weights map to the nearest shipped one (see `init(uiKitWeight:)`):
/// ultraLight, thin and light draw as `.regular`; heavy and black draw as `.bold`.
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case regular, medium, semibold, bold

    /// The nearest shipped weight to a `UIFont.Weight` raw value (ultraLight -0.8, thin -0.6,
    /// light -0.4, regular 0, medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62).
    public init(uiKitWeight value: Double) {
        switch value {
        case ..<0.115: self = .regular
        case ..<0.265: self = .medium
        case ..<0.35: self = .semibold
        default: self = .bold
        }
    }

    /// Parses a weight name as written in storyboards or code ("semibold", "Heavy", "light"...),
    /// mapping unshipped weights to the nearest shipped one. Returns nil for unknown names.
    public init?(name: String) {
        switch name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "") {
        case "ultralight", "thin", "light", "regular", "normal", "system": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold": self = .semibold
        case "bold", "heavy", "black", "boldsystem": self = .bold
        default: return nil
        }
    }

    /// The shipped static font file that draws this weight.
    var fileName: String {
        switch self {
        case .regular: return "InterTight-Regular.ttf"
        case .medium: return "InterTight-Medium.ttf"
        case .semibold: return "InterTight-SemiBold.ttf"
        case .bold: return "InterTight-Bold.ttf"
        }
    }
}
