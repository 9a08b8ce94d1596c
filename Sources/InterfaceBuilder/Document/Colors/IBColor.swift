/// The colour space a literal colour was written in (`colorSpace=` or, when that is
/// `custom`, `customColorSpace=`).
public enum IBColorSpace: Hashable, Sendable {
    /// `calibratedWhite` (Xcode 7 greys).
    case calibratedWhite
    /// `calibratedRGB` (Xcode 7 colours; the components are not sRGB).
    case calibratedRGB
    /// `deviceWhite`.
    case deviceWhite
    /// `deviceRGB`.
    case deviceRGB
    /// `sRGB`.
    case sRGB
    /// `extendedSRGB` (extended-range sRGB).
    case extendedSRGB
    /// `displayP3`.
    case displayP3
    /// `genericGamma22GrayColorSpace` (Xcode 8+ greys).
    case genericGamma22Gray
    /// `extendedGray`.
    case extendedGray
    /// A colour space this importer does not know, by its XML name.
    case other(String)

    /// Reads an XML colour-space name.
    public init(xmlName: String) {
        switch xmlName {
        case "calibratedWhite": self = .calibratedWhite
        case "calibratedRGB": self = .calibratedRGB
        case "deviceWhite": self = .deviceWhite
        case "deviceRGB": self = .deviceRGB
        case "sRGB": self = .sRGB
        case "extendedSRGB": self = .extendedSRGB
        case "displayP3": self = .displayP3
        case "genericGamma22GrayColorSpace": self = .genericGamma22Gray
        case "extendedGray": self = .extendedGray
        default: self = .other(xmlName)
        }
    }

    /// True for the grey-only spaces (components are a single white level).
    public var isGray: Bool {
        switch self {
        case .calibratedWhite, .deviceWhite, .genericGamma22Gray, .extendedGray: return true
        default: return false
        }
    }
}

/// A colour as the document writes it. System and named colours keep their names; their
/// values (when the document carries them) are in `IBResources` (see `IBDocument.resolvedColor`).
public enum IBColor: Hashable, Sendable {
    /// `white= alpha=` (a grey).
    case white(Double, alpha: Double, colorSpace: IBColorSpace)
    /// `red= green= blue= alpha=`.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: IBColorSpace)
    /// A UIKit system colour: `systemColor="systemBackgroundColor"` (Xcode 11+) or the older
    /// `cocoaTouchSystemColor="darkTextColor"`; `legacyName` keeps the `cocoaTouchSystemColor`
    /// written next to a `systemColor` for older deployment targets.
    case system(name: String, legacyName: String?)
    /// An asset-catalog colour (`name="BrandRed"`).
    case named(String)

    /// The alpha of a literal colour, nil for system and named colours.
    public var literalAlpha: Double? {
        switch self {
        case .white(_, let a, _): return a
        case .rgb(_, _, _, let a, _): return a
        case .system, .named: return nil
        }
    }
}
