import Foundation

/// A grey level written in a grey colour space, as the sRGB level iOS draws it.
extension IBColorSpace {
    /// The sRGB-encoded level of grey `white` written in this space. The grey spaces with a
    /// pure power-law response are linearised and encoded with the sRGB curve: `calibratedWhite`
    /// (Apple's Generic Gray profile, gamma 1.8: 0.667 draws as 184, not 170) and
    /// `genericGamma22GrayColorSpace` (gamma 2.2: 0.667 draws as 171). `deviceWhite` and
    /// `extendedGray` are sRGB-encoded already and kept.
    public func sRGBLevel(ofWhite white: Double) -> Double {
        let gamma: Double
        switch self {
        case .calibratedWhite: gamma = 1.8
        case .genericGamma22Gray: gamma = 2.2
        default: return white
        }
        guard white > 0, white < 1, white.isFinite else { return white }
        return Self.sRGBEncoded(pow(white, gamma))
    }

    /// The sRGB transfer curve (IEC 61966-2-1) applied to a linear light level.
    static func sRGBEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
